//! The command line: `dealer-desk [serve]` (the default),
//! `dealer-desk demo-catalogue` and `dealer-desk hash-password`. Starts tracing, reads and checks the
//! configuration once, wires the gateway to its upstream, then serves.

use std::{process::ExitCode, time::Instant};

use clap::{Parser, Subcommand};
use leptos::config::get_configuration;
use tracing_subscriber::EnvFilter;

use super::{
    access::{Access, AccessConfig, FeedTokens},
    catalogue::{Catalogue, GatewayConfig},
    config::{ApiKey, ServeArgs, Upstream},
    demo::{self, DemoArgs, DemoOptions},
    http,
    index::{spawn_sync_loop, Index},
    state::{AppState, Settings},
};

#[derive(Debug, Parser)]
#[command(
    name = "dealer-desk",
    version,
    about = "Dealer Desk: the dealer's catalogue portal"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Also append every log line to this file.
    #[arg(long, env = "DEALER_DESK_LOG_FILE", global = true)]
    log_file: Option<std::path::PathBuf>,
    #[command(flatten)]
    serve: ServeArgs,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Serve the portal (the default).
    Serve(Box<ServeArgs>),
    /// Run the demo catalogue on its own, for another portal or a test.
    DemoCatalogue(DemoArgs),
    /// Read a password from stdin and print its argon2 hash, for a line
    /// `username:hash` of the users file (DEALER_DESK_USERS_FILE).
    HashPassword,
}

pub async fn run() -> ExitCode {
    let cli = Cli::parse();
    if let Err(e) = init_tracing(cli.log_file.as_deref()) {
        eprintln!("dealer-desk: {e}");
        return ExitCode::from(2);
    }
    match cli.command {
        Some(Command::HashPassword) => hash_password_cmd(),
        Some(Command::DemoCatalogue(args)) => demo::run_cli(args).await,
        Some(Command::Serve(args)) => serve(*args).await,
        None => serve(cli.serve).await,
    }
}

fn init_tracing(log_file: Option<&std::path::Path>) -> Result<(), String> {
    use tracing_subscriber::fmt::writer::MakeWriterExt;
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,hyper=warn,reqwest=warn,tower_http=warn"));
    let fmt = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_target(false);
    let _ = match log_file {
        None => fmt.try_init(),
        Some(path) => {
            let file = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .map_err(|e| format!("cannot open DEALER_DESK_LOG_FILE {}: {e}", path.display()))?;
            fmt.with_ansi(false)
                .with_writer(std::io::stdout.and(std::sync::Arc::new(file)))
                .try_init()
        }
    };
    Ok(())
}

/// `dealer-desk hash-password`: one line from stdin in, its hash out.
fn hash_password_cmd() -> ExitCode {
    use std::io::{BufRead, IsTerminal};
    if std::io::stdin().is_terminal() {
        eprint!("Password (it will show as you type): ");
    }
    let mut line = String::new();
    if let Err(e) = std::io::stdin().lock().read_line(&mut line) {
        eprintln!("dealer-desk: cannot read the password: {e}");
        return ExitCode::from(1);
    }
    let password = line.trim_end_matches(['\r', '\n']);
    if password.is_empty() {
        eprintln!("dealer-desk: the password is empty");
        return ExitCode::from(2);
    }
    match super::access::users::hash_password(password) {
        Ok(hash) => {
            println!("{hash}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("dealer-desk: {e}");
            ExitCode::from(1)
        }
    }
}

async fn serve(args: ServeArgs) -> ExitCode {
    let started = Instant::now();
    let upstream = match args.upstream() {
        Ok(u) => u,
        Err(e) => {
            eprintln!("dealer-desk: configuration error: {e}");
            return ExitCode::from(2);
        }
    };
    let conf = match get_configuration(None) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("dealer-desk: cannot read the Leptos configuration: {e}");
            return ExitCode::from(2);
        }
    };
    let limits = match args.listen.limits() {
        Ok(l) => l,
        Err(e) => {
            eprintln!("dealer-desk: configuration error: {e}");
            return ExitCode::from(2);
        }
    };
    let tokens_file = args.index.data_dir.join("feed-tokens.json");
    let access = match args
        .access
        .config()
        .map_err(|e| e.to_string())
        .and_then(|c| {
            Ok(AccessConfig {
                feed_tokens: FeedTokens::load(tokens_file)?,
                ..c
            })
        }) {
        Ok(c) => Access::new(c),
        Err(e) => {
            eprintln!("dealer-desk: configuration error: {e}");
            return ExitCode::from(2);
        }
    };
    let mut leptos_options = conf.leptos_options;
    super::static_files::detect_hashed_build(&mut leptos_options);
    if let Some(addr) = args.site_addr {
        leptos_options.site_addr = addr;
    }

    let (gateway_cfg, is_demo, identity, images) = match upstream {
        Upstream::Supplier { base_url, api_key } => {
            let shown = super::config::redacted_url(&base_url);
            tracing::info!(base_url = %shown, "catalogue: the supplier");
            let identity = format!("supplier:{shown}");
            let images = base_url.origin().ascii_serialization();
            (
                GatewayConfig::new(base_url, api_key, &args.gateway),
                false,
                identity,
                images,
            )
        }
        Upstream::Demo {
            products,
            seed,
            stock_tick_secs,
            rate_limit,
        } => {
            let key = match &args.demo_api_key {
                Some(k) if !k.expose().trim().is_empty() => ApiKey::new(k.expose().trim()),
                _ => demo_key(),
            };
            // Images and documents are served on the portal's own origin.
            let assets = format!("http://{}", leptos_options.site_addr);
            let opts = DemoOptions {
                stock_tick: std::time::Duration::from_secs(stock_tick_secs),
                rate_limit_per_sec: rate_limit,
                asset_base_url: Some(assets.clone()),
                ..DemoOptions::new(products, seed, key.expose())
            };
            let running = match demo::start(opts, ([127, 0, 0, 1], 0).into()).await {
                Ok(r) => r,
                Err(e) => {
                    eprintln!("dealer-desk: cannot start the demo catalogue: {e}");
                    return ExitCode::from(1);
                }
            };
            let url = format!("http://{}/", running.addr);
            tracing::info!(%url, products, seed, "catalogue: the embedded demo catalogue");
            let base_url = match reqwest::Url::parse(&url) {
                Ok(u) => u,
                Err(e) => {
                    eprintln!("dealer-desk: demo catalogue address {url}: {e}");
                    return ExitCode::from(1);
                }
            };
            (
                GatewayConfig::new(base_url, key, &args.gateway),
                true,
                // The demo's image and document addresses carry the portal's
                // own origin: an index kept from a portal on another address
                // would point every image there.
                format!("demo:{seed}:{products}:{assets}"),
                assets,
            )
        }
    };
    let image_sources = match super::headers::image_sources(args.image_hosts.as_deref(), &images) {
        Ok(i) => i,
        Err(e) => {
            eprintln!("dealer-desk: configuration error: {e}");
            return ExitCode::from(2);
        }
    };
    let catalogue = match Catalogue::new(gateway_cfg) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("dealer-desk: {e}");
            return ExitCode::from(1);
        }
    };
    let index = match args.index.settings(identity).and_then(Index::open) {
        Ok(i) => i,
        Err(e) => {
            eprintln!("dealer-desk: catalogue index: {e}");
            return ExitCode::from(1);
        }
    };
    if index.is_ready() {
        tracing::info!("catalogue index: serving the saved index while it syncs");
    } else {
        tracing::info!(
            "catalogue index: first sync starting; lists use the supplier until it ends"
        );
    }
    spawn_sync_loop(index.clone(), catalogue.clone());
    let addr = leptos_options.site_addr;
    let state = AppState {
        leptos_options,
        catalogue,
        index,
        settings: Settings {
            demo: is_demo,
            low_stock_threshold: args.low_stock_threshold,
            started,
            image_sources,
        },
        access,
    };
    match state.access.users() {
        Some(users) => tracing::info!(accounts = users.len(), "sign-in required"),
        None => tracing::warn!(
            "open access: no DEALER_DESK_USERS_FILE, so anyone who can reach this address can use the portal"
        ),
    }
    let app = http::router(state);
    let listener = match tokio::net::TcpListener::bind(addr).await {
        Ok(l) => l,
        Err(e) => {
            eprintln!("dealer-desk: cannot listen on {addr}: {e}");
            return ExitCode::from(1);
        }
    };
    tracing::info!("listening on http://{addr}");
    super::listen::serve(listener, app, limits, shutdown_signal()).await;
    ExitCode::SUCCESS
}

/// A fresh random key for the in-process demo catalogue: the portal talks to
/// it exactly as to the real supplier, key and all.
fn demo_key() -> ApiKey {
    use rand::Rng;
    let key: String = rand::thread_rng()
        .sample_iter(&rand::distributions::Alphanumeric)
        .take(32)
        .map(char::from)
        .collect();
    ApiKey::new(format!("demo-{key}"))
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        if let Ok(mut s) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        {
            s.recv().await;
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = term => {},
    }
}
