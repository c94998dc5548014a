//! What every request handler and server function can reach: the Leptos
//! options, the catalogue gateway, the catalogue index, the product
//! service, the quote lists, the customers, the export permits and the
//! portal's own settings.
//!
//! Fields only: domain code takes the sub-state it needs (`FromRef`, or
//! `door_sub_state` inside a server function), never the whole. The functions
//! here make the state a request is served with: its supplier calls made
//! for the client the request comes from, or as batch work.

use std::{sync::Arc, time::Instant};

use axum::extract::FromRef;
use leptos::config::LeptosOptions;

use crate::{
    model::{role::Role, AppError},
    server::{
        access::{Access, ClientId},
        backup::Backups,
        catalogue::Catalogue,
        customers::{Customers, QuoteFit},
        exports::permits::ExportPermits,
        http::readiness::Readiness,
        index::Index,
        platform::log_file::LogDrops,
        products::{PricedQuotes, Products},
        quotes::Quotes,
    },
};

/// The state a request is served with. A clone is cheap: the catalogue
/// and the product service over it (made for the request's client, see
/// `for_client`), and the rest shared behind one pointer (`Shared`, read
/// through `Deref`).
#[derive(Clone)]
pub struct AppState {
    pub catalogue: Catalogue,
    /// The product service over `catalogue` and `index`.
    pub products: Products,
    shared: Arc<Shared>,
}

/// What every request shares.
pub struct Shared {
    pub leptos_options: LeptosOptions,
    /// The stylesheet and island scripts every page's head names.
    pub page_head: crate::server::http::page_head::PageHead,
    pub index: Index,
    pub settings: Settings,
    /// Sign-in, sessions and per-client limits.
    pub access: Access,
    /// The quote lists: in the data folder beside the index, or in
    /// Postgres when `DATABASE_URL` is set.
    pub quotes: Quotes,
    /// Customers, their watches and lost sales, kept beside the lists.
    pub customers: Customers,
    /// Special orders for customers, kept beside them.
    pub orders: crate::server::orders::Orders,
    /// The shop's own shelf: its ledger, on hand, bins and worth.
    pub stock: crate::server::stock::Stock,
    /// Sales at the counter: invoices, their payments, the parts sold.
    pub sales: crate::server::sales::Sales,
    /// Ready or stopping, and this portal's place among others.
    pub readiness: Readiness,
    /// Permits to export: a few at once, fewer per client.
    pub exports: ExportPermits,
    /// Scheduled backups and how the last one went.
    pub backups: Backups,
    /// Lines the log file's writer dropped, for `/metrics`.
    pub log_drops: LogDrops,
    /// Every interface language's words and formats.
    pub locales: Arc<crate::server::i18n::Locales>,
    /// The shop's currency, tax and price rules.
    pub pricing: crate::server::pricing::ShopPricing,
    /// The shop's price rules as kept (put in force in `pricing`).
    pub price_rules: crate::server::price_rules::PriceRules,
    /// The shop's name, address, VAT number and logo for printed copies.
    pub shop_details: crate::server::documents::ShopDetails,
}

impl AppState {
    /// The state of a portal whose supplier calls go through `catalogue`.
    pub fn new(catalogue: Catalogue, shared: Shared) -> AppState {
        AppState {
            products: Products::new(
                catalogue.clone(),
                shared.index.clone(),
                shared.settings.low_stock_threshold,
                shared.pricing.clone(),
                shared.stock.clone(),
            ),
            catalogue,
            shared: Arc::new(shared),
        }
    }
}

impl std::ops::Deref for AppState {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.shared
    }
}

/// A handler's `State<T>` of one part of the state.
macro_rules! part_of_state {
    ($($field:ident: $t:ty),* $(,)?) => {
        $(impl FromRef<AppState> for $t {
            fn from_ref(state: &AppState) -> Self {
                state.$field.clone()
            }
        })*
    };
}

part_of_state!(
    catalogue: Catalogue,
    products: Products,
    leptos_options: LeptosOptions,
    index: Index,
    settings: Settings,
    access: Access,
    quotes: Quotes,
    customers: Customers,
    orders: crate::server::orders::Orders,
    stock: crate::server::stock::Stock,
    sales: crate::server::sales::Sales,
    readiness: Readiness,
    exports: ExportPermits,
    backups: Backups,
    log_drops: LogDrops,
);

/// Portal settings that pages need (no secrets).
#[derive(Clone, Debug)]
pub struct Settings {
    /// True when running on the embedded demo catalogue.
    pub demo: bool,
    pub low_stock_threshold: i64,
    pub started: Instant,
    /// Where product images may load from besides the portal (origins,
    /// space-separated), for the page's Content-Security-Policy.
    pub image_sources: String,
    /// Where personal data is kept and for how long (the record of
    /// processing).
    pub processing: crate::server::processing::Facts,
}

impl FromRef<AppState> for PricedQuotes {
    fn from_ref(state: &AppState) -> Self {
        let customers = state.customers.clone();
        PricedQuotes {
            products: state.products.clone(),
            quotes: state.quotes.clone(),
            tiers: crate::server::products::QuoteTiers::new(move |quote| {
                let customers = customers.clone();
                Box::pin(async move { customers.tier_of_quote(&quote).await.ok().flatten() })
            }),
        }
    }
}

impl FromRef<AppState> for QuoteFit {
    fn from_ref(state: &AppState) -> Self {
        QuoteFit {
            quotes: state.quotes.clone(),
            customers: state.customers.clone(),
            index: state.index.clone(),
        }
    }
}

/// This state with its supplier calls made through `catalogue`.
fn with_catalogue(state: &AppState, catalogue: Catalogue) -> AppState {
    AppState {
        products: state.products.with_catalogue(catalogue.clone()),
        catalogue,
        shared: Arc::clone(&state.shared),
    }
}

/// The state with its supplier calls made for a person using this client
/// (served in turn with other clients, before batch work).
pub fn for_client(state: &AppState, client: &str) -> AppState {
    with_catalogue(state, state.catalogue.for_client(client))
}

/// The state for the request these extensions are of: its supplier calls
/// are made for the client the access checks saw.
pub fn for_request(state: &AppState, extensions: &http::Extensions) -> AppState {
    match extensions.get::<ClientId>() {
        Some(id) => for_client(state, &id.0),
        None => state.clone(),
    }
}

/// The state with its supplier calls made as batch work (exports).
pub fn for_batch(state: &AppState) -> AppState {
    with_catalogue(state, state.catalogue.batch())
}

/// The state for the server function `F`, its supplier calls made for the
/// client the request comes from, once the permission table lets this
/// request's person run `F`. The function checks this itself, whether it
/// was called at its own address (where the access checks looked first) or
/// by a page's render (where they looked at the page's address only), so
/// a page that reached the renderer by a way the checks missed still gets
/// nothing its person may not see. No request (no role): refused.
pub fn door_state<F: leptos::server_fn::ServerFn>() -> Result<AppState, AppError> {
    let state = leptos::prelude::use_context::<AppState>()
        .ok_or_else(|| AppError::Internal("server state missing".into()))?;
    let asked = leptos::prelude::with_context::<http::request::Parts, _>(|parts| {
        let role = parts.extensions.get::<Role>().copied();
        let client = parts.extensions.get::<ClientId>().map(|id| id.0.clone());
        (role, client)
    });
    let (role, client) = asked.unwrap_or((None, None));
    if !state.access.permissions().server_fn_allows(F::PATH, role) {
        tracing::error!(
            function = F::PATH,
            role = role.map(Role::as_str),
            "a server function refused a person its role does not allow"
        );
        return Err(if role.is_some() {
            AppError::Forbidden
        } else {
            AppError::Unauthenticated
        });
    }
    Ok(match client {
        Some(id) => for_client(&state, &id),
        None => state,
    })
}

/// The part of the state a server function `F` needs (the quote lists
/// priced, a list's customer and fits, ...), as `door_state` gives it.
pub fn door_sub_state<F: leptos::server_fn::ServerFn, T: FromRef<AppState>>() -> Result<T, AppError>
{
    door_state::<F>().map(|state| T::from_ref(&state))
}
