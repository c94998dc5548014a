//! The command line: `dealer-desk [serve]` (the default),
//! `dealer-desk demo-catalogue`, `dealer-desk hash-password`, and
//! `dealer-desk backup` / `restore` / `healthcheck` (`commands`), `dealer-desk
//! audit verify` (`audit_cmd`). Starts tracing, reads and checks the
//! configuration once, wires the gateway to its upstream, then serves.

use std::{process::ExitCode, time::Instant};

use clap::{CommandFactory, Parser, Subcommand};
use leptos::config::get_configuration;

use crate::server::{
    access::{
        audit::AuditLog, db::AccessDb, session_sql::SqlSessions, users::Users, Access,
        AccessConfig, FeedTokens,
    },
    catalogue::{Catalogue, GatewayConfig},
    demo::{self, DemoArgs, DemoOptions},
    exports::permits::ExportPermits,
    http::{
        self,
        page_head::PageHead,
        readiness::{Readiness, StoreWrites},
    },
    index::{spawn_sync_loop, Index},
    platform::log_file::LogDrops,
    platform::postgres::Pg,
    platform::secrets::ApiKey,
    platform::shared_limits::SharedLimits,
    start::config::{ServeArgs, Upstream},
    start::state::{AppState, Settings, Shared},
};

#[derive(Debug, Parser)]
#[command(
    name = "dealer-desk",
    version = crate::server::platform::build_info::long_version(),
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
    /// `username:hash` of the users file (DEALER_DESK_USERS_FILE; add `:staff` or `:manager`).
    HashPassword,
    /// Copy the quote lists, customers, sessions and feed tokens out of the
    /// data folder, while the portal runs, into a new folder named by the
    /// time, with a manifest.
    Backup(super::commands::BackupCmd),
    /// Put a backup into a new, empty data folder, after checking every
    /// file (checksums, SQLite's integrity check, the layout versions).
    Restore(super::commands::RestoreCmd),
    /// Exit 0 when the portal at LEPTOS_SITE_ADDR answers /healthz/live
    /// (a container's health check: the image has no shell or curl).
    Healthcheck(super::commands::HealthcheckCmd),
    /// The audit log: `verify` checks every entry's hash and link.
    Audit(super::audit_cmd::AuditCmd),
    /// Print every setting (variable, flag, default, meaning) as a
    /// Markdown table: the manual's settings page.
    SettingsTable,
}

/// The command line's definition, for the settings' table.
pub fn command() -> clap::Command {
    Cli::command()
}

pub async fn run() -> ExitCode {
    let cli = Cli::parse();
    // Held to the end: dropping it writes out the log file's last lines.
    let log_file = match super::logging::init_tracing(cli.log_file.as_deref()) {
        Ok(guard) => guard,
        Err(e) => {
            eprintln!("dealer-desk: {e}");
            return ExitCode::from(2);
        }
    };
    let log_drops = log_file
        .as_ref()
        .map(|f| f.drops.clone())
        .unwrap_or_default();
    match cli.command {
        Some(Command::HashPassword) => super::commands::hash_password(),
        Some(Command::Backup(cmd)) => super::commands::backup(cmd),
        Some(Command::Restore(cmd)) => super::commands::restore_cmd(cmd),
        Some(Command::Healthcheck(cmd)) => super::commands::healthcheck(cmd.site_addr).await,
        Some(Command::Audit(cmd)) => super::audit_cmd::run(cmd).await,
        Some(Command::SettingsTable) => {
            print!("{}", super::settings_table::markdown(&command()));
            ExitCode::SUCCESS
        }
        Some(Command::DemoCatalogue(args)) => demo::run_cli(args).await,
        Some(Command::Serve(args)) => serve(*args, log_drops).await,
        None => serve(cli.serve, log_drops).await,
    }
}

/// Why the portal could not start, said on one line.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// A setting that cannot work (exit code 2).
    #[error("configuration error: {0}")]
    Config(String),
    /// Something the portal needs could not be set up (exit code 1).
    #[error("{0}")]
    Failed(String),
}

impl StartError {
    fn exit_code(&self) -> ExitCode {
        match self {
            StartError::Config(_) => ExitCode::from(2),
            StartError::Failed(_) => ExitCode::from(1),
        }
    }
}

fn config(e: impl std::fmt::Display) -> StartError {
    StartError::Config(e.to_string())
}

async fn serve(args: ServeArgs, log_drops: LogDrops) -> ExitCode {
    let started = Instant::now();
    log_drops.spawn_reports();
    let (state, limits) = match build_state(&args, started, log_drops).await {
        Ok(s) => s,
        Err(e) => {
            eprintln!("dealer-desk: {e}");
            return e.exit_code();
        }
    };
    match state.access.users() {
        Some(users) => tracing::info!(accounts = users.len(), "sign-in required"),
        None => tracing::warn!(
            "open access: no DEALER_DESK_USERS_FILE and no staff accounts, so anyone who can reach this address can use the portal"
        ),
    }
    let addr = state.leptos_options.site_addr;
    let listener = match tokio::net::TcpListener::bind(addr).await {
        Ok(l) => l,
        Err(e) => {
            eprintln!("dealer-desk: cannot listen on {addr}: {e}");
            return ExitCode::from(1);
        }
    };
    let readiness = state.readiness.clone();
    let app = http::router(state);
    tracing::info!("listening on http://{addr}");
    let notice = args.listen.shutdown_notice();
    let stopping = async move {
        shutdown_signal().await;
        readiness.begin_stopping();
        tracing::info!(
            notice_secs = notice.as_secs_f64(),
            "stopping: not ready from now; new connections end after the notice, requests in flight finish"
        );
        tokio::time::sleep(notice).await;
    };
    crate::server::http::listen::serve(listener, app, limits, stopping).await;
    ExitCode::SUCCESS
}

/// Every interface language's words and formats.
fn languages() -> Result<std::sync::Arc<crate::server::i18n::Locales>, StartError> {
    crate::server::i18n::Locales::load()
        .map(std::sync::Arc::new)
        .map_err(|e| StartError::Failed(format!("interface languages: {e}")))
}

/// The customers' records beside the quote lists, their email written
/// with the portal's languages.
async fn open_customers(
    args: &ServeArgs,
    quotes: &crate::server::quotes::Quotes,
    locales: std::sync::Arc<crate::server::i18n::Locales>,
) -> Result<crate::server::customers::Customers, StartError> {
    args.customers.check().map_err(config)?;
    crate::server::customers::Customers::open_with(quotes.connection(), &args.customers, locales)
        .await
        .map_err(|e| StartError::Failed(format!("customers: {e}")))
}

/// The special orders beside the customers, on the shop's terms.
fn open_orders(
    args: &ServeArgs,
    quotes: &crate::server::quotes::Quotes,
) -> Result<crate::server::orders::Orders, StartError> {
    let terms = args.orders.terms().map_err(config)?;
    crate::server::orders::Orders::open(quotes.connection(), terms)
        .map_err(|e| StartError::Failed(format!("special orders: {e}")))
}

/// The Leptos options as served: the site's files found, a hashed build
/// noticed, the address set.
fn site_options(
    mut leptos_options: leptos::config::LeptosOptions,
    args: &ServeArgs,
) -> leptos::config::LeptosOptions {
    let site = crate::server::http::static_files::locate_site(&mut leptos_options);
    tracing::info!(site = %site, "site files");
    crate::server::http::static_files::detect_hashed_build(&mut leptos_options);
    if let Some(addr) = args.site_addr {
        leptos_options.site_addr = addr;
    }
    leptos_options
}

/// The shop's shelf beside the special orders, in the shop's currency.
fn open_stock(
    quotes: &crate::server::quotes::Quotes,
    pricing: &crate::server::pricing::ShopPricing,
) -> Result<crate::server::stock::Stock, StartError> {
    crate::server::stock::Stock::open(quotes.connection(), pricing.terms().currency)
        .map_err(|e| StartError::Failed(format!("the shelf: {e}")))
}

/// The sales beside the shelf, numbered with the shop's prefix.
fn open_sales(
    args: &ServeArgs,
    quotes: &crate::server::quotes::Quotes,
    pricing: &crate::server::pricing::ShopPricing,
) -> Result<crate::server::sales::Sales, StartError> {
    let prefix = args.sales.prefix().map_err(config)?;
    let days = args.sales.return_days().map_err(config)?;
    args.sales.keep_years().map_err(config)?;
    let printer = args.sales.printer().map_err(config)?;
    crate::server::sales::Sales::open(quotes.connection(), pricing.terms().currency, &prefix)
        .map(|s| s.with_return_days(days).with_printer(printer))
        .map_err(|e| StartError::Failed(format!("sales: {e}")))
}

/// The quote lists: in Postgres when `DATABASE_URL` is set, else in the
/// data folder beside the index.
fn open_quotes(
    stores: Option<&Pg>,
    index: &Index,
) -> Result<crate::server::quotes::Quotes, StartError> {
    match stores {
        Some(pg) => Ok(crate::server::quotes::Quotes::postgres(pg.clone())),
        None => crate::server::quotes::Quotes::open(&index.settings().data_dir)
            .map_err(|e| StartError::Failed(format!("quote lists: {e}"))),
    }
}

/// The shop's terms, and its price rules kept beside the lists (read
/// again on a schedule, for changes another portal made).
async fn open_prices(
    args: &ServeArgs,
    quotes: &crate::server::quotes::Quotes,
) -> Result<
    (
        crate::server::pricing::ShopPricing,
        crate::server::price_rules::PriceRules,
    ),
    StartError,
> {
    let terms = args
        .prices
        .terms(&args.customers.shop_country)
        .map_err(config)?;
    let pricing = crate::server::pricing::ShopPricing::new(terms);
    let rules = crate::server::price_rules::PriceRules::open(quotes.connection(), pricing.clone())
        .await
        .map_err(StartError::Failed)?;
    rules.spawn_refresh();
    Ok((pricing, rules))
}

/// Everything the portal serves with, from its settings: the gateway to its
/// upstream (the supplier, or the embedded demo catalogue started here), the
/// index with its sync loop started, access, and the listener's limits.
pub async fn build_state(
    args: &ServeArgs,
    started: Instant,
    log_drops: LogDrops,
) -> Result<(AppState, crate::server::http::listen::Limits), StartError> {
    let upstream = args.upstream().map_err(config)?;
    let conf = get_configuration(None)
        .map_err(|e| StartError::Config(format!("cannot read the Leptos configuration: {e}")))?;
    let limits = args.listen.limits().map_err(config)?;
    check_stores(args)?;
    let stores = args.stores.connect().await.map_err(StartError::Failed)?;
    let shared_limits = SharedLimits::from_args(&args.shared_limits)
        .await
        .map_err(StartError::Config)?;
    let access = start_access(args, stores.as_ref(), shared_limits.clone()).await?;
    let leptos_options = site_options(conf.leptos_options, args);
    let mut upstream = connect(args, upstream, leptos_options.site_addr).await?;
    upstream.gateway.shared_limits = shared_limits.clone();
    let image_sources =
        crate::server::http::headers::image_sources(args.image_hosts.as_deref(), &upstream.images)
            .map_err(config)?;
    let catalogue =
        Catalogue::new(upstream.gateway).map_err(|e| StartError::Failed(e.to_string()))?;
    let index = args
        .index
        .settings(upstream.identity)
        .and_then(Index::open)
        .map_err(|e| StartError::Failed(format!("catalogue index: {e}")))?;
    say_index_start(&index);
    let sync_role = start_sync(&index, &catalogue, stores.as_ref(), upstream.demo).await?;
    let quotes = open_quotes(stores.as_ref(), &index)?;
    let locales = languages()?;
    let customers = open_customers(args, &quotes, locales.clone()).await?;
    let (pricing, price_rules) = open_prices(args, &quotes).await?;
    let orders = open_orders(args, &quotes)?;
    let stock = open_stock(&quotes, &pricing)?;
    let sales = open_sales(args, &quotes, &pricing)?;
    crate::server::customers::spawn_watch_loop(
        customers.clone(),
        catalogue.clone(),
        sync_role.clone(),
    );
    let backups = backups(args, stores.is_some());
    crate::server::backup::spawn_backup_loop(backups.clone(), access.audit().clone());
    access.audit().spawn_prune();
    let store_writes = store_writes(&quotes, &access);
    let state = AppState::new(
        catalogue,
        Shared {
            page_head: PageHead::new(&leptos_options),
            leptos_options,
            backups,
            index,
            settings: Settings {
                demo: upstream.demo,
                low_stock_threshold: args.low_stock_threshold,
                started,
                image_sources,
                processing: processing_facts(args, stores.as_ref()),
            },
            access,
            quotes,
            customers,
            orders,
            stock,
            sales,
            readiness: Readiness::new(sync_role, stores).with_stores(store_writes),
            exports: ExportPermits::new(shared_limits),
            log_drops,
            locales,
            pricing,
            price_rules,
            shop_details: args.shop_details.details().map_err(config)?,
        },
    );
    Ok((state, limits))
}

/// The backup settings, and every store file of the data folder before any
/// is opened: a folder from a newer release is refused with nothing changed.
fn check_stores(args: &ServeArgs) -> Result<(), StartError> {
    args.backup.check().map_err(config)?;
    if args.stores.database_url.is_none() {
        crate::server::backup::refuse_newer_files(&args.index.data_dir)
            .map_err(StartError::Failed)?;
    }
    Ok(())
}

/// The scheduled backups: of the SQLite stores in the data folder; none
/// when the records are in Postgres (`pg_dump` backs them up).
fn backups(args: &ServeArgs, on_postgres: bool) -> crate::server::backup::Backups {
    use crate::server::backup::{Backups, Schedule};
    match (&args.backup.backup_dir, on_postgres) {
        (Some(_), true) => {
            tracing::warn!(
                "BACKUP_DIR is set, but the records are in Postgres (DATABASE_URL): back them up with pg_dump; no scheduled backups"
            );
            Backups::postgres()
        }
        (None, true) => Backups::postgres(),
        (Some(to), false) => Backups::scheduled(Schedule {
            data_dir: args.index.data_dir.clone(),
            to: to.clone(),
            every: std::time::Duration::from_secs(args.backup.backup_every_hours * 3600),
            keep: args.backup.backup_keep,
        }),
        (None, false) => Backups::off(),
    }
}

/// Starts the catalogue sync: alone, or as one of the portals sharing a
/// database (one syncs with the supplier, the others read its copy). On its
/// embedded demo a portal syncs its own (the demo is each portal's own, its
/// image addresses the portal's), but still takes part in choosing the one
/// portal that runs the shared work (the watch check).
async fn start_sync(
    index: &Index,
    catalogue: &Catalogue,
    pg: Option<&Pg>,
    demo: bool,
) -> Result<crate::server::syncer::SyncRole, StartError> {
    let Some(pg) = pg else {
        spawn_sync_loop(index.clone(), catalogue.clone());
        return Ok(crate::server::syncer::SyncRole::alone());
    };
    let applied = pg
        .migrate(crate::server::syncer::MIGRATIONS)
        .await
        .map_err(|e| {
            StartError::Failed(format!(
                "cannot bring the database at {} up to date: {e}",
                pg.shown()
            ))
        })?;
    for id in applied {
        tracing::info!(migration = id, "catalogue sync: database migrated");
    }
    let copy =
        crate::server::syncer::SharedCopy::new(pg.clone(), index.settings().identity.clone());
    let syncer = std::sync::Arc::new(crate::server::syncer::Syncer::new(pg.clone(), copy));
    let role = syncer.role();
    if demo {
        tracing::info!("catalogue sync: on its embedded demo catalogue, this portal syncs its own");
        spawn_sync_loop(index.clone(), catalogue.clone());
        crate::server::syncer::spawn_election_loop(syncer);
    } else {
        crate::server::syncer::spawn_shared_sync_loop(index.clone(), catalogue.clone(), syncer);
    }
    Ok(role)
}

/// Where feed tokens and sessions live: the shared database when
/// `DATABASE_URL` is set, else the access file in the data folder (an
/// earlier version's feed-tokens.json is moved in once); with the rest of
/// the access settings.
/// Says in the log whether the portal serves a saved index while it syncs.
fn say_index_start(index: &Index) {
    if index.is_ready() {
        tracing::info!("catalogue index: serving the saved index while it syncs");
    } else {
        tracing::info!(
            "catalogue index: first sync starting; lists show the categories fetched so far until it ends"
        );
    }
}

/// Where personal data is kept and for how long, for the record of
/// processing (`shown`: the shared database, without its password).
fn processing_facts(args: &ServeArgs, shown: Option<&Pg>) -> crate::server::processing::Facts {
    let data_dir = args.index.data_dir.display().to_string();
    let records = match shown {
        Some(db) => format!("Postgres {}", db.shown()),
        None => format!("{data_dir} (quotes.sqlite3, access.sqlite3)"),
    };
    let backups = match (&args.backup.backup_dir, shown) {
        (Some(dir), None) => Some(crate::server::processing::BackupPlace {
            folder: dir.display().to_string(),
            keep: args.backup.backup_keep as i64,
            every_hours: args.backup.backup_every_hours as i64,
        }),
        _ => None,
    };
    let mail_server = args
        .customers
        .watch_email_smtp_url
        .as_deref()
        .and_then(|u| url::Url::parse(u).ok())
        .and_then(|u| u.host_str().map(str::to_string));
    crate::server::processing::Facts {
        records,
        backups,
        mail_server,
        session_hours: args.access.session_hours as i64,
        watch_days: i64::from(args.customers.watch_days),
        invoice_keep_years: i64::from(args.sales.invoice_keep_years),
    }
}

/// The stores whose refused changes make the portal not ready.
fn store_writes(quotes: &crate::server::quotes::Quotes, access: &Access) -> Vec<StoreWrites> {
    vec![
        StoreWrites {
            name: "the quote lists and customers",
            health: quotes.connection().write_health().clone(),
        },
        StoreWrites {
            name: "sign-in sessions and feed tokens",
            health: access.feed_tokens().write_health().clone(),
        },
    ]
}

/// Access, on its stores, its accounts read again as they change.
async fn start_access(
    args: &ServeArgs,
    stores: Option<&Pg>,
    shared_limits: SharedLimits,
) -> Result<Access, StartError> {
    let access = Access::new(AccessConfig {
        shared_limits,
        ..access_stores(args, stores).await?
    });
    if let Some(users) = access.users() {
        users.spawn_refresh(crate::server::staff::REFRESH_EVERY);
    }
    Ok(access)
}

async fn access_stores(args: &ServeArgs, stores: Option<&Pg>) -> Result<AccessConfig, StartError> {
    let base = args.access.config().map_err(config)?;
    let file = args.access.file_accounts().map_err(config)?;
    let db = match stores {
        Some(pg) => {
            tracing::info!("stores: postgres {}", pg.shown());
            AccessDb::postgres(pg.clone())
        }
        None => {
            tracing::info!("stores: SQLite in {}", args.index.data_dir.display());
            let db = AccessDb::open(&args.index.data_dir).map_err(config)?;
            FeedTokens::new(db.clone())
                .migrate_json(&args.index.data_dir.join("feed-tokens.json"))
                .map_err(config)?;
            db
        }
    };
    let always = base.single_sign_on.is_some();
    let users = Users::open_for(db.clone(), file, base.clock.clone(), always)
        .await
        .map_err(StartError::Failed)?;
    Ok(AccessConfig {
        users,
        audit: AuditLog::of(&db, args.access.audit_keep_days),
        feed_tokens: FeedTokens::new(db.clone()),
        session_store: std::sync::Arc::new(SqlSessions::new(db)),
        ..base
    })
}

/// The gateway's upstream, ready to be asked.
struct Connected {
    gateway: GatewayConfig,
    demo: bool,
    /// What the saved index must have been built from to be reused.
    identity: String,
    /// The origin product images come from.
    images: String,
}

/// Points the gateway at the supplier, or starts the embedded demo
/// catalogue and points it there.
async fn connect(
    args: &ServeArgs,
    upstream: Upstream,
    site_addr: std::net::SocketAddr,
) -> Result<Connected, StartError> {
    match upstream {
        Upstream::Supplier { base_url, api_key } => {
            let shown = crate::server::platform::secrets::redacted_url(&base_url);
            tracing::info!(base_url = %shown, "catalogue: the supplier");
            Ok(Connected {
                identity: format!("supplier:{shown}"),
                images: base_url.origin().ascii_serialization(),
                gateway: GatewayConfig::new(base_url, api_key, &args.gateway),
                demo: false,
            })
        }
        Upstream::Demo {
            products,
            seed,
            stock_tick_secs,
            rate_limit,
            slowness,
        } => {
            let key = match &args.demo_api_key {
                Some(k) if !k.expose().trim().is_empty() => ApiKey::new(k.expose().trim()),
                _ => demo_key(),
            };
            // Images and documents are served on the portal's own origin.
            let assets = format!("http://{site_addr}");
            let opts = DemoOptions {
                stock_tick: std::time::Duration::from_secs(stock_tick_secs),
                rate_limit_per_sec: rate_limit,
                asset_base_url: Some(assets.clone()),
                faults: slowness,
                ..DemoOptions::new(products, seed, key.expose())
            };
            let running = demo::start(opts, ([127, 0, 0, 1], 0).into())
                .await
                .map_err(|e| StartError::Failed(format!("cannot start the demo catalogue: {e}")))?;
            let url = format!("http://{}/", running.addr);
            tracing::info!(%url, products, seed, "catalogue: the embedded demo catalogue");
            let base_url = reqwest::Url::parse(&url)
                .map_err(|e| StartError::Failed(format!("demo catalogue address {url}: {e}")))?;
            Ok(Connected {
                gateway: GatewayConfig::new(base_url, key, &args.gateway),
                demo: true,
                // The demo's image and document addresses carry the portal's
                // own origin: an index kept from a portal on another address
                // would point every image there.
                identity: format!("demo:{seed}:{products}:{assets}"),
                images: assets,
            })
        }
    }
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
