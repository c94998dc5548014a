//! The listening socket: accepts connections and serves HTTP/1.1 on them,
//! with the limits `axum::serve` does not set.
//!
//! - A header-read timeout: a connection that does not finish sending its
//!   request's headers in time is closed (a slow or silent client cannot
//!   hold a connection and its task open forever).
//! - A whole-request timeout: a handler that has not answered in time gets
//!   503 for its client, and its work is dropped.
//! - A cap on open connections: past it, new connections wait in the
//!   kernel's queue until one closes, instead of piling up tasks.
//!
//! On shutdown it stops accepting and lets open requests finish (for a
//! bounded time). The client's address reaches handlers as axum's
//! `ConnectInfo<SocketAddr>`, as with `axum::serve`.

use std::{future::Future, sync::Arc, time::Duration};

use axum::{extract::ConnectInfo, http::StatusCode, Router};
use clap::Args;
use hyper_util::{
    rt::{TokioIo, TokioTimer},
    server::graceful::GracefulShutdown,
    service::TowerToHyperService,
};
use tokio::{net::TcpListener, sync::Semaphore};
use tower::ServiceExt;

/// Listener limits on the command line and in the environment.
#[derive(Debug, Clone, Args)]
pub struct ListenArgs {
    /// Seconds a client has to send a request's headers before its
    /// connection is closed.
    #[arg(long, env = "HTTP_HEADER_TIMEOUT_SECS", default_value_t = 10.0)]
    pub http_header_timeout_secs: f64,

    /// Seconds a request may take until its answer starts (a longer one
    /// gets 503). Downloads that have started are not cut off.
    #[arg(long, env = "HTTP_REQUEST_TIMEOUT_SECS", default_value_t = 30.0)]
    pub http_request_timeout_secs: f64,

    /// Connections open at once, at most; more wait until one closes.
    #[arg(long, env = "HTTP_MAX_CONNECTIONS", default_value_t = 1024)]
    pub http_max_connections: usize,

    /// Seconds a stopping portal goes on serving while it tells a load
    /// balancer it is not ready (`/healthz/ready`), before it stops taking
    /// connections. 0 for a lone portal; behind a balancer, a little more
    /// than its health-check interval.
    #[arg(long, env = "SHUTDOWN_NOTICE_SECS", default_value_t = 0.0)]
    pub shutdown_notice_secs: f64,
}

impl Default for ListenArgs {
    fn default() -> Self {
        ListenArgs {
            http_header_timeout_secs: 10.0,
            http_request_timeout_secs: 30.0,
            http_max_connections: 1024,
            shutdown_notice_secs: 0.0,
        }
    }
}

/// A listener setting that cannot work, said so it can be fixed.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ListenError {
    #[error("HTTP_HEADER_TIMEOUT_SECS must be from 0.1 to 3600, not {0}")]
    HeaderTimeout(String),
    #[error("HTTP_REQUEST_TIMEOUT_SECS must be from 0.1 to 86400, not {0}")]
    RequestTimeout(String),
    #[error("HTTP_MAX_CONNECTIONS must be from 1 to 1000000, not {0}")]
    MaxConnections(usize),
}

/// The checked listener limits.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    pub header_timeout: Duration,
    pub request_timeout: Duration,
    pub max_connections: usize,
}

impl Default for Limits {
    fn default() -> Self {
        // The defaults are valid by construction.
        ListenArgs::default().limits().unwrap_or(Limits {
            header_timeout: Duration::from_secs(10),
            request_timeout: Duration::from_secs(30),
            max_connections: 1024,
        })
    }
}

impl ListenArgs {
    /// How long a stopping portal serves on, not ready (at most 10 minutes).
    pub fn shutdown_notice(&self) -> Duration {
        Duration::try_from_secs_f64(self.shutdown_notice_secs.clamp(0.0, 600.0)).unwrap_or_default()
    }

    pub fn limits(&self) -> Result<Limits, ListenError> {
        let header = self.http_header_timeout_secs;
        if !(0.1..=3600.0).contains(&header) {
            return Err(ListenError::HeaderTimeout(header.to_string()));
        }
        let request = self.http_request_timeout_secs;
        if !(0.1..=86400.0).contains(&request) {
            return Err(ListenError::RequestTimeout(request.to_string()));
        }
        if !(1..=1_000_000).contains(&self.http_max_connections) {
            return Err(ListenError::MaxConnections(self.http_max_connections));
        }
        Ok(Limits {
            header_timeout: Duration::from_secs_f64(header),
            request_timeout: Duration::from_secs_f64(request),
            max_connections: self.http_max_connections,
        })
    }
}

/// How long open requests may run on after shutdown begins.
const DRAIN: Duration = Duration::from_secs(10);

/// Serves `app` on `listener` until `shutdown` completes.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    limits: Limits,
    shutdown: impl Future<Output = ()>,
) {
    let app = app.layer(tower_http::timeout::TimeoutLayer::with_status_code(
        StatusCode::SERVICE_UNAVAILABLE,
        limits.request_timeout,
    ));
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout);
    let graceful = GracefulShutdown::new();
    let open = Arc::new(Semaphore::new(limits.max_connections));
    tokio::pin!(shutdown);
    loop {
        // A free place first: past the cap, connections wait in the backlog.
        let permit = tokio::select! {
            p = Arc::clone(&open).acquire_owned() => match p {
                Ok(p) => p,
                Err(_) => break,
            },
            () = &mut shutdown => break,
        };
        let (stream, remote) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(e) => {
                    // Out of file descriptors and the like: wait, do not spin.
                    tracing::warn!(error = %e, "cannot accept a connection");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let _ = stream.set_nodelay(true);
        let app = app.clone();
        let service = tower::service_fn(move |mut req: axum::extract::Request<_>| {
            req.extensions_mut().insert(ConnectInfo(remote));
            req.extensions_mut()
                .insert(crate::server::access::Peer(remote));
            app.clone().oneshot(req)
        });
        let conn = http.serve_connection(TokioIo::new(stream), TowerToHyperService::new(service));
        let conn = graceful.watch(conn);
        tokio::spawn(async move {
            let _ = conn.await;
            drop(permit);
        });
    }
    drop(listener);
    tokio::select! {
        () = graceful.shutdown() => {},
        () = tokio::time::sleep(DRAIN) => {
            tracing::warn!("shutdown: some requests were still running and were cut off");
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_defaults_are_valid_and_nonsense_is_refused() {
        let l = ListenArgs::default().limits().unwrap();
        assert_eq!(l.header_timeout, Duration::from_secs(10));
        let bad = ListenArgs {
            http_header_timeout_secs: f64::NAN,
            ..ListenArgs::default()
        };
        assert!(matches!(bad.limits(), Err(ListenError::HeaderTimeout(_))));
        let bad = ListenArgs {
            http_max_connections: 0,
            ..ListenArgs::default()
        };
        assert_eq!(bad.limits().unwrap_err(), ListenError::MaxConnections(0));
    }
}
