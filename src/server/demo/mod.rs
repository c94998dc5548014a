//! The embedded demo catalogue: the supplier's interface, simulated.
//!
//! (Foundation version: the interface only. The generated catalogue and every
//! endpoint come with the demo catalogue work.)

use std::{net::SocketAddr, process::ExitCode};

use clap::Args;

/// Flags of `dealer-desk demo-catalogue`.
#[derive(Debug, Clone, Args)]
pub struct DemoArgs {
    /// Address to listen on.
    #[arg(long, default_value = "127.0.0.1:3100")]
    pub addr: SocketAddr,
    /// The key clients must send in `x-api-key`.
    #[arg(long, env = "DEMO_API_KEY", hide_env_values = true)]
    pub api_key: String,
    /// Number of generated products.
    #[arg(long, default_value_t = 5000)]
    pub products: usize,
    /// Seed of the generated data.
    #[arg(long, default_value_t = 42)]
    pub seed: u64,
}

/// How to build and run a demo catalogue.
#[derive(Debug, Clone)]
pub struct DemoOptions {
    pub products: usize,
    pub seed: u64,
    pub api_key: String,
}

impl DemoOptions {
    pub fn new(products: usize, seed: u64, api_key: impl Into<String>) -> Self {
        DemoOptions {
            products,
            seed,
            api_key: api_key.into(),
        }
    }
}

/// A demo catalogue serving in the background.
pub struct RunningDemo {
    pub addr: SocketAddr,
}

pub fn router(_opts: DemoOptions) -> axum::Router {
    axum::Router::new()
}

pub async fn start(opts: DemoOptions, addr: SocketAddr) -> std::io::Result<RunningDemo> {
    let listener = tokio::net::TcpListener::bind(addr).await?;
    let addr = listener.local_addr()?;
    let app = router(opts);
    tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    Ok(RunningDemo { addr })
}

pub async fn run_cli(args: DemoArgs) -> ExitCode {
    match start(
        DemoOptions::new(args.products, args.seed, args.api_key),
        args.addr,
    )
    .await
    {
        Ok(running) => {
            println!("demo catalogue listening on http://{}", running.addr);
            let _ = tokio::signal::ctrl_c().await;
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("demo catalogue: cannot listen on {}: {e}", args.addr);
            ExitCode::from(2)
        }
    }
}
