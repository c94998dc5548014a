//! A TCP relay in front of the shared server that can be cut and put
//! back, so a test sees the server go away and come back without stopping
//! it for the other tests.
#![allow(clippy::unwrap_used, clippy::expect_used)]

/// A TCP relay in front of the server that can be cut and put back: the
/// server going away and coming back, as a portal sees it.
pub struct Relay {
    addr: std::net::SocketAddr,
    upstream: String,
    task: tokio::task::JoinHandle<()>,
}

impl Relay {
    pub async fn start(url: &str) -> Relay {
        let u = reqwest::Url::parse(url).unwrap();
        let upstream = format!("{}:{}", u.host_str().unwrap(), u.port().unwrap_or(6379));
        Relay::start_at(([127, 0, 0, 1], 0).into(), upstream).await
    }

    async fn start_at(addr: std::net::SocketAddr, upstream: String) -> Relay {
        let listener = tokio::net::TcpListener::bind(addr).await.unwrap();
        let addr = listener.local_addr().unwrap();
        let task = tokio::spawn(relay(listener, upstream.clone()));
        Relay {
            addr,
            upstream,
            task,
        }
    }

    /// The server's URL through the relay.
    pub fn url(&self, url: &str) -> String {
        let mut u = reqwest::Url::parse(url).unwrap();
        u.set_host(Some("127.0.0.1")).unwrap();
        u.set_port(Some(self.addr.port())).unwrap();
        u.to_string()
    }

    /// Closes the listener and every connection through it.
    pub fn cut(&self) {
        self.task.abort();
    }

    pub async fn put_back(self) -> Relay {
        Relay::start_at(self.addr, self.upstream).await
    }
}

async fn relay(listener: tokio::net::TcpListener, upstream: String) {
    // Dropped with this task: every connection ends with it.
    let mut conns = tokio::task::JoinSet::new();
    while let Ok((mut inbound, _)) = listener.accept().await {
        let upstream = upstream.clone();
        conns.spawn(async move {
            if let Ok(mut out) = tokio::net::TcpStream::connect(&upstream).await {
                let _ = tokio::io::copy_bidirectional(&mut inbound, &mut out).await;
            }
        });
    }
}
