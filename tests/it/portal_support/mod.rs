//! Shared setup of the tests that drive the whole portal over HTTP: the real
//! router (pages, server functions, the access checks, the headers) served on
//! 127.0.0.1:0 by the portal's own listener, in front of the embedded demo
//! catalogue or a fault server.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::time::Instant;

use dealer_desk::model::wire::WireEncoding;
use dealer_desk::server::{
    access::{Access, AccessConfig},
    catalogue::{Catalogue, GatewayArgs, GatewayConfig},
    customers::Customers,
    demo::{self, DemoOptions, RunningDemo},
    http::listen::{self, Limits},
    http::router,
    index::{Index, IndexSettings, SyncKind},
    platform::clock::Clock,
    platform::postgres::Pg,
    platform::secrets::ApiKey,
    start::state::{AppState, Settings, Shared},
};
use leptos::{config::LeptosOptions, server_fn::ContentType};

/// The supplier key in these tests; no response may ever contain it.
pub const KEY: &str = "PORTAL-TEST-KEY-5b1e77c0-never-shown";

pub struct Portal {
    pub base: String,
    pub http: reqwest::Client,
    pub state: AppState,
    demo: Option<RunningDemo>,
}

/// Fast gateway settings for tests.
pub use crate::gateway_support::args as gateway_args;

/// A client that does not follow redirects (the tests look at them).
pub fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .timeout(std::time::Duration::from_secs(30))
        .build()
        .unwrap()
}

/// The portal in front of any supplier URL.
pub async fn portal_at(supplier: &str, gateway: &GatewayArgs, access: AccessConfig) -> Portal {
    portal_at_limited(supplier, gateway, access, Limits::default()).await
}

/// As `portal_at`, with the listener's limits given.
pub async fn portal_at_limited(
    supplier: &str,
    gateway: &GatewayArgs,
    access: AccessConfig,
    limits: Limits,
) -> Portal {
    let cfg = GatewayConfig::new(
        reqwest::Url::parse(supplier).unwrap(),
        ApiKey::new(KEY),
        gateway,
    );
    serve(
        Catalogue::new(cfg).unwrap(),
        access,
        false,
        None,
        limits,
        origin(supplier),
        None,
    )
    .await
}

/// The portal on a small embedded demo catalogue.
pub async fn demo_portal(access: AccessConfig) -> Portal {
    demo_portal_limited(access, Limits::default()).await
}

/// As `demo_portal`, with the listener's limits given.
pub async fn demo_portal_limited(access: AccessConfig, limits: Limits) -> Portal {
    demo_portal_sized(access, limits, 300).await
}

/// The portal on a small embedded demo catalogue, its quote lists and
/// customers in this Postgres database (`DATABASE_URL`); the access
/// settings say where its sessions and feed tokens are.
pub async fn demo_portal_stored(access: AccessConfig, pg: Pg) -> Portal {
    let (d, catalogue, images) = demo_catalogue(300).await;
    let limits = Limits::default();
    serve(catalogue, access, true, Some(d), limits, images, Some(pg)).await
}

/// A demo catalogue of `products` products with frozen stock, a gateway
/// in front of it, and the origin its images come from.
async fn demo_catalogue(products: usize) -> (RunningDemo, Catalogue, String) {
    let mut o = DemoOptions::new(products, 7, KEY);
    o.stock_tick = std::time::Duration::ZERO;
    let d = demo::start(o, "127.0.0.1:0".parse().unwrap())
        .await
        .unwrap();
    let cfg = GatewayConfig::new(
        reqwest::Url::parse(&d.base_url()).unwrap(),
        ApiKey::new(KEY),
        &gateway_args(),
    );
    let images = origin(&d.base_url());
    (d, Catalogue::new(cfg).unwrap(), images)
}

/// As `demo_portal_limited`, on a demo catalogue of `products` products.
pub async fn demo_portal_sized(access: AccessConfig, limits: Limits, products: usize) -> Portal {
    let (d, catalogue, images) = demo_catalogue(products).await;
    serve(catalogue, access, true, Some(d), limits, images, None).await
}

/// An open portal (no sign-in, no per-client limits) on a demo catalogue
/// of `products` products, its catalogue index synced.
pub async fn demo_portal_open_synced(products: usize) -> Portal {
    let open = AccessConfig {
        client_rate: None,
        client_pending: None,
        ..AccessConfig::open()
    };
    demo_portal_sized(open, Default::default(), products)
        .await
        .synced()
        .await
}

/// A portal on a demo catalogue whose stock moves every `tick` of `clock`,
/// the clock that also ages the gateway's caches (a test moves it).
pub async fn demo_portal_clocked(
    access: AccessConfig,
    products: usize,
    tick: std::time::Duration,
    clock: Clock,
) -> Portal {
    let mut o = DemoOptions::new(products, 7, KEY);
    o.stock_tick = tick;
    o.clock = clock.clone();
    let d = demo::start(o, "127.0.0.1:0".parse().unwrap())
        .await
        .unwrap();
    let mut cfg = GatewayConfig::new(
        reqwest::Url::parse(&d.base_url()).unwrap(),
        ApiKey::new(KEY),
        &gateway_args(),
    );
    cfg.clock = clock;
    let images = origin(&d.base_url());
    let limits = Limits::default();
    serve(
        Catalogue::new(cfg).unwrap(),
        access,
        true,
        Some(d),
        limits,
        images,
        None,
    )
    .await
}

/// The portal on a small embedded demo catalogue, every word it shows
/// marked `⟦…⟧` as it comes from the translations.
pub async fn demo_portal_marked(access: AccessConfig) -> Portal {
    let (d, catalogue, images) = demo_catalogue(300).await;
    let s = Serve {
        limits: Limits::default(),
        image_sources: images,
        stores: None,
        locales: dealer_desk::server::i18n::Locales::marked().expect("the languages load"),
        pricing: Default::default(),
        listener: None,
        customers: Default::default(),
        printer: None,
    };
    serve_with(catalogue, access, Some(d), s).await
}

async fn serve(
    catalogue: Catalogue,
    access: AccessConfig,
    demo: bool,
    running: Option<RunningDemo>,
    limits: Limits,
    image_sources: String,
    stores: Option<Pg>,
) -> Portal {
    debug_assert_eq!(demo, running.is_some());
    let s = Serve {
        limits,
        image_sources,
        stores,
        locales: dealer_desk::server::i18n::Locales::load().expect("the interface languages load"),
        pricing: Default::default(),
        listener: None,
        customers: Default::default(),
        printer: None,
    };
    serve_with(catalogue, access, running, s).await
}

/// A site folder of the portal's own beside its data, with the files
/// `public/` gives every build (the icon), so a test portal answers files
/// as a built one does, with or without a `cargo leptos` build.
fn test_site(data: &std::path::Path) -> String {
    let site = data.join("site");
    std::fs::create_dir_all(site.join("pkg")).unwrap();
    std::fs::copy("public/favicon.ico", site.join("favicon.ico")).unwrap();
    site.to_string_lossy().into_owned()
}

/// How a test portal is served, beside its catalogue and access.
struct Serve {
    limits: Limits,
    image_sources: String,
    stores: Option<Pg>,
    locales: dealer_desk::server::i18n::Locales,
    /// The shop's terms (a British shop unless a test says otherwise).
    pricing: dealer_desk::server::pricing::ShopPricing,
    /// Where it listens (none: a free port of its own).
    listener: Option<tokio::net::TcpListener>,
    /// Its customers' settings (email to customers).
    customers: dealer_desk::server::customers::CustomerArgs,
    /// The counter's receipt printer (a listener in the test).
    printer: Option<dealer_desk::server::sales::printer::ReceiptPrinter>,
}

impl Serve {
    /// A British shop's portal in the files, with its images from
    /// `image_sources`, no email and no receipt printer.
    fn plain(image_sources: String) -> Serve {
        Serve {
            limits: Limits::default(),
            image_sources,
            stores: None,
            locales: dealer_desk::server::i18n::Locales::load().expect("the languages load"),
            pricing: Default::default(),
            listener: None,
            customers: Default::default(),
            printer: None,
        }
    }
}

/// The portal on a small embedded demo catalogue, on `listener` (a test
/// that must know its address first: a provider's redirect).
pub async fn demo_portal_on(listener: tokio::net::TcpListener, access: AccessConfig) -> Portal {
    let (d, catalogue, images) = demo_catalogue(300).await;
    let s = Serve {
        limits: Limits::default(),
        image_sources: images,
        stores: None,
        locales: dealer_desk::server::i18n::Locales::load().expect("the languages load"),
        pricing: Default::default(),
        listener: Some(listener),
        customers: Default::default(),
        printer: None,
    };
    serve_with(catalogue, access, Some(d), s).await
}

/// The portal on a small embedded demo catalogue of `products`, for a
/// shop with these price settings in this country (`SHOP_COUNTRY`).
pub async fn demo_portal_priced(
    products: usize,
    prices: &dealer_desk::server::pricing::PriceArgs,
    country: &str,
) -> Portal {
    let (d, catalogue, images) = demo_catalogue(products).await;
    let s = Serve {
        limits: Limits::default(),
        image_sources: images,
        stores: None,
        locales: dealer_desk::server::i18n::Locales::load().expect("the languages load"),
        pricing: dealer_desk::server::pricing::ShopPricing::new(
            prices.terms(country).expect("the price settings are good"),
        ),
        listener: None,
        customers: Default::default(),
        printer: None,
    };
    let access = AccessConfig {
        client_rate: None,
        client_pending: None,
        ..AccessConfig::open()
    };
    serve_with(catalogue, access, Some(d), s).await
}

/// The portal on a small demo catalogue whose shop emails customers
/// through the SMTP server on `smtp_port` (a sink in the test).
pub async fn demo_portal_mailing(access: AccessConfig, smtp_port: u16) -> Portal {
    let (d, catalogue, images) = demo_catalogue(300).await;
    let s = Serve {
        customers: dealer_desk::server::customers::CustomerArgs {
            watch_email_smtp_url: Some(format!("smtp://127.0.0.1:{smtp_port}")),
            watch_email_from: Some("Dealer Desk <desk@shop.example>".into()),
            watch_email_to: Some("Parts <parts@shop.example>".into()),
            ..Default::default()
        },
        ..Serve::plain(images)
    };
    serve_with(catalogue, access, Some(d), s).await
}

/// An open portal on a small demo catalogue whose counter prints its
/// receipts on the printer listening on `printer_port` (a test's).
pub async fn demo_portal_printing(printer_port: u16) -> Portal {
    let (d, catalogue, images) = demo_catalogue(200).await;
    let access = AccessConfig {
        client_rate: None,
        client_pending: None,
        ..AccessConfig::open()
    };
    let address = format!("127.0.0.1:{printer_port}");
    let s = Serve {
        printer: dealer_desk::server::sales::printer::ReceiptPrinter::parse(&address).unwrap(),
        ..Serve::plain(images)
    };
    serve_with(catalogue, access, Some(d), s)
        .await
        .synced()
        .await
}

/// The portal on a small demo catalogue with these customer settings
/// (the shop's language, `SHOP_LANGUAGE`, among them), open access.
pub async fn demo_portal_customers(
    customers: dealer_desk::server::customers::CustomerArgs,
) -> Portal {
    let access = AccessConfig {
        client_rate: None,
        client_pending: None,
        ..AccessConfig::open()
    };
    demo_portal_for_shop(access, customers).await
}

/// The portal on a small demo catalogue for a shop with these customers'
/// settings (its time zone: `shop_time_zone`).
pub async fn demo_portal_for_shop(
    access: AccessConfig,
    customers: dealer_desk::server::customers::CustomerArgs,
) -> Portal {
    let (d, catalogue, images) = demo_catalogue(300).await;
    let s = Serve {
        limits: Limits::default(),
        image_sources: images,
        stores: None,
        locales: dealer_desk::server::i18n::Locales::load().expect("the languages load"),
        pricing: Default::default(),
        listener: None,
        customers,
        printer: None,
    };
    serve_with(catalogue, access, Some(d), s).await
}

async fn serve_with(
    catalogue: Catalogue,
    access: AccessConfig,
    running: Option<RunningDemo>,
    s: Serve,
) -> Portal {
    let Serve {
        limits,
        image_sources,
        stores,
        locales,
        pricing,
        listener,
        customers,
        printer,
    } = s;
    let demo = running.is_some();
    let listener = match listener {
        Some(l) => l,
        None => tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap(),
    };
    let addr = listener.local_addr().unwrap();
    // An index of its own that has not synced: lists use the supplier.
    let data = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "portal-index-{}-{}",
        std::process::id(),
        addr.port()
    ));
    let leptos_options = LeptosOptions::builder()
        .output_name("dealer-desk")
        .site_root(test_site(&data))
        .site_pkg_dir("pkg")
        .site_addr(addr)
        .build();
    let index = Index::open(IndexSettings::in_dir(&data, "portal-test")).unwrap();
    let quotes = match stores {
        Some(pg) => dealer_desk::server::quotes::Quotes::postgres(pg),
        None => dealer_desk::server::quotes::Quotes::open(&data).unwrap(),
    };
    let state = AppState::new(
        catalogue,
        Shared {
            page_head: dealer_desk::server::http::page_head::PageHead::new(&leptos_options),
            leptos_options,
            index,
            settings: Settings {
                demo,
                low_stock_threshold: 3,
                started: Instant::now(),
                image_sources,
                processing: Default::default(),
            },
            readiness: dealer_desk::server::http::readiness::Readiness::alone(),
            log_drops: Default::default(),
            locales: std::sync::Arc::new(locales),
            access: Access::new(access),
            exports: Default::default(),
            backups: dealer_desk::server::backup::Backups::off(),
            orders: dealer_desk::server::orders::Orders::open(
                quotes.connection(),
                Default::default(),
            )
            .unwrap(),
            stock: dealer_desk::server::stock::Stock::open(
                quotes.connection(),
                pricing.terms().currency,
            )
            .unwrap(),
            sales: dealer_desk::server::sales::Sales::open(
                quotes.connection(),
                pricing.terms().currency,
                "",
            )
            .unwrap()
            .with_printer(printer),
            customers: Customers::open(quotes.connection(), &customers)
                .await
                .unwrap(),
            price_rules: dealer_desk::server::price_rules::PriceRules::open(
                quotes.connection(),
                pricing.clone(),
            )
            .await
            .unwrap(),
            quotes,
            pricing,
            shop_details: Default::default(),
        },
    );
    // The portal's own listener, with its timeouts and connection cap.
    let app = router(state.clone());
    tokio::spawn(listen::serve(
        listener,
        app,
        limits,
        std::future::pending::<()>(),
    ));
    Portal {
        base: format!("http://{addr}"),
        http: client(),
        state,
        demo: running,
    }
}

/// The origin of a URL, as the page policy lists image hosts.
pub fn origin(url: &str) -> String {
    reqwest::Url::parse(url)
        .unwrap()
        .origin()
        .ascii_serialization()
}

impl Portal {
    /// This portal once its catalogue index has synced the whole catalogue.
    pub async fn synced(self) -> Portal {
        let cat = &self.state.catalogue;
        self.state.index.sync(cat, SyncKind::Full).await.unwrap();
        assert!(self.state.index.is_ready());
        self
    }

    /// Every product in its (synced) index.
    pub async fn all_products(&self) -> Vec<dealer_desk::model::Product> {
        let rows = self
            .state
            .products
            .rows(
                &dealer_desk::model::query::ListQuery::default(),
                dealer_desk::model::Currency::Gbp,
            )
            .await
            .unwrap();
        self.state.index.records_by_id(rows.ids).await.unwrap()
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.http.get(self.url(path)).send().await.unwrap()
    }

    /// A GET from a browser holding `cookie` (a `Cookie` header's value).
    pub async fn get_as(&self, path: &str, cookie: &str) -> reqwest::Response {
        let req = self.http.get(self.url(path)).header("cookie", cookie);
        req.send().await.unwrap()
    }

    /// A form post from a browser holding `cookie`, answered with a
    /// redirect: where it goes, and the browser cookie to send from then
    /// on (the one set, else `cookie`).
    pub async fn post_browser(
        &self,
        path: &str,
        cookie: &str,
        form: &[(&str, &str)],
    ) -> (String, String) {
        let r = self.post_as(path, cookie, form).await;
        assert_eq!(
            r.status(),
            reqwest::StatusCode::SEE_OTHER,
            "{path} {form:?}"
        );
        let set = r
            .headers()
            .get_all("set-cookie")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .map(|v| v.split(';').next().unwrap().to_string())
            .find(|c| c.starts_with("dd_browser="))
            .unwrap_or_else(|| cookie.to_string());
        (r.headers()["location"].to_str().unwrap().to_string(), set)
    }

    /// A form post from a browser holding `cookie`.
    pub async fn post_as(
        &self,
        path: &str,
        cookie: &str,
        form: &[(&str, &str)],
    ) -> reqwest::Response {
        let req = self.http.post(self.url(path)).header("cookie", cookie);
        req.form(form).send().await.unwrap()
    }

    /// Calls a server function (JSON in, JSON out) with an optional cookie.
    pub async fn call(
        &self,
        endpoint: &str,
        body: serde_json::Value,
        cookie: Option<&str>,
    ) -> reqwest::Response {
        let mut req = self
            .http
            .post(self.url(&format!("/api/{endpoint}")))
            .header("content-type", "application/json")
            .header("accept", "application/json")
            .body(body.to_string());
        if let Some(c) = cookie {
            req = req.header("cookie", c);
        }
        req.send().await.unwrap()
    }

    /// Calls one of the islands' server functions with a wire message.
    pub async fn call_wire(&self, endpoint: &str, body: String) -> reqwest::Response {
        self.http
            .post(self.url(&format!("/api/{endpoint}")))
            .header("content-type", WireEncoding::CONTENT_TYPE)
            .header("accept", WireEncoding::CONTENT_TYPE)
            .body(body)
            .send()
            .await
            .unwrap()
    }

    /// How many calls the gateway sent to the supplier so far.
    pub fn supplier_calls(&self) -> u64 {
        self.state
            .catalogue
            .render_metrics()
            .lines()
            .filter(|l| l.starts_with("catalogue_upstream_requests_total{"))
            .filter_map(|l| l.rsplit(' ').next()?.parse::<u64>().ok())
            .sum()
    }

    pub fn demo_url(&self) -> Option<String> {
        self.demo.as_ref().map(|d| d.base_url())
    }

    /// A handle that changes the demo catalogue while it serves.
    pub fn demo_editor(&self) -> Option<demo::DemoEditor> {
        self.demo.as_ref().map(|d| d.editor())
    }
}

/// Fails when the key shows up in a response's headers or body.
pub fn assert_no_key(what: &str, headers: &reqwest::header::HeaderMap, body: &str) {
    for (name, value) in headers {
        assert!(
            !value
                .as_bytes()
                .windows(KEY.len())
                .any(|w| w == KEY.as_bytes()),
            "{what}: key in header {name}"
        );
    }
    assert!(!body.contains(KEY), "{what}: key in body");
}
