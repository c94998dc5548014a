//! What the benchmarks that run a whole portal share: the demo supplier
//! (unthrottled, its stock still), a gateway that never holds calls back,
//! and the portal served on a free local port.

use std::{error::Error, path::Path, time::Instant};

use dealer_desk::server::{
    access::{Access, AccessConfig},
    catalogue::{Catalogue, GatewayArgs, GatewayConfig},
    customers::Customers,
    demo::{start, DemoOptions, RunningDemo},
    http::listen::{self, Limits},
    http::router,
    index::Index,
    platform::secrets::ApiKey,
    quotes::Quotes,
    start::state::{AppState, Settings, Shared},
};

const KEY: &str = "bench-key";

/// The demo catalogue of `products` products (seed 42), and a gateway to
/// it with `args` besides a rate that never holds a call back.
pub async fn demo_catalogue(
    products: usize,
    args: GatewayArgs,
) -> Result<(RunningDemo, Catalogue), Box<dyn Error>> {
    let demo = start(
        DemoOptions {
            rate_limit_per_sec: 0.0,
            stock_tick: std::time::Duration::ZERO,
            ..DemoOptions::new(products, 42, KEY)
        },
        "127.0.0.1:0".parse()?,
    )
    .await?;
    let catalogue = Catalogue::new(GatewayConfig::new(
        reqwest::Url::parse(&demo.base_url())?,
        ApiKey::new(KEY),
        &GatewayArgs {
            catalogue_rate_per_sec: 100_000.0,
            catalogue_rate_burst: 100_000,
            ..args
        },
    ))?;
    Ok((demo, catalogue))
}

/// The portal over `catalogue` and `index` (quote lists in `dir`), open
/// and without client limits, served until the process ends: its state and
/// address.
pub async fn serve(
    catalogue: Catalogue,
    index: Index,
    dir: &Path,
    limits: Limits,
) -> Result<(AppState, String), Box<dyn Error>> {
    let open = AccessConfig {
        client_rate: None,
        client_pending: None,
        ..AccessConfig::open()
    };
    serve_with_access(catalogue, index, dir, limits, open).await
}

/// As `serve`, with the access settings given (sign-in, client limits).
pub async fn serve_with_access(
    catalogue: Catalogue,
    index: Index,
    dir: &Path,
    limits: Limits,
    access: AccessConfig,
) -> Result<(AppState, String), Box<dyn Error>> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let addr = listener.local_addr()?;
    let quotes = Quotes::open(dir)?;
    let leptos_options = leptos::config::LeptosOptions::builder()
        .output_name("dealer-desk")
        .site_addr(addr)
        .build();
    let pricing = dealer_desk::server::pricing::ShopPricing::default();
    let state = AppState::new(
        catalogue,
        Shared {
            page_head: dealer_desk::server::http::page_head::PageHead::new(&leptos_options),
            leptos_options,
            index,
            settings: Settings {
                demo: true,
                low_stock_threshold: 3,
                started: Instant::now(),
                image_sources: String::new(),
                processing: Default::default(),
            },
            readiness: dealer_desk::server::http::readiness::Readiness::alone(),
            log_drops: Default::default(),
            locales: std::sync::Arc::new(
                dealer_desk::server::i18n::Locales::load().expect("the interface languages load"),
            ),
            access: Access::new(access),
            exports: Default::default(),
            backups: dealer_desk::server::backup::Backups::off(),
            orders: dealer_desk::server::orders::Orders::open(
                quotes.connection(),
                Default::default(),
            )?,
            stock: dealer_desk::server::stock::Stock::open(
                quotes.connection(),
                pricing.terms().currency,
            )?,
            sales: dealer_desk::server::sales::Sales::open(
                quotes.connection(),
                pricing.terms().currency,
                "",
            )?,
            customers: Customers::open(quotes.connection(), &Default::default()).await?,
            price_rules: dealer_desk::server::price_rules::PriceRules::open(
                quotes.connection(),
                pricing.clone(),
            )
            .await?,
            quotes,
            pricing,
            shop_details: Default::default(),
        },
    );
    tokio::spawn(listen::serve(
        listener,
        router(state.clone()),
        limits,
        std::future::pending::<()>(),
    ));
    Ok((state, format!("http://{addr}")))
}
