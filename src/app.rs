//! The HTML shell, the `<App/>` (header, routes, footer) and the route table.
//!
//! Data pages render `SsrMode::Async`: the whole page is in the first HTML
//! (readable without JavaScript) and a missing product can answer 404.
//!
//! The app is rendered on the server only: links are plain page loads (the
//! server renders a page in milliseconds), and the browser hydrates just the
//! islands inside it (see `components`).

use leptos::prelude::*;
use leptos_meta::{provide_meta_context, MetaTags, Title};
use leptos_router::{
    components::{Route, Router, Routes},
    path, SsrMode,
};

use crate::{
    components::{
        access::AccessBar,
        errors::ErrorsPanel,
        i18n::{provide_i18n, use_i18n},
        layout::{Footer, Header},
        prefs::provide_prefs,
        stock::LiveStock,
    },
    model::role::PageGate,
    pages::{
        audit::AuditLogPage,
        back_in_stock::BackInStockPage,
        bikes::BikesPage,
        brands::{BrandPage, BrandsPage},
        categories::{CategoriesPage, CategoryPage},
        collect::CollectPage,
        count_review::CountReviewPage,
        count_sheet::CountSheetPage,
        counts::CountsPage,
        customer::CustomerPage,
        customers::CustomersPage,
        exports::ExportsPage,
        home::HomePage,
        lookup::LookupPage,
        loose_return::LooseReturnPage,
        lost_sales::LostSalesPage,
        not_found::NotFound,
        order::{OrderNewPage, OrderPage},
        orders::OrdersPage,
        prices::PricesPage,
        processing::ProcessingPage,
        product::ProductPage,
        quote::{QuotePage, SharedQuotePage},
        quotes::QuotesPage,
        refused::RefusedPage,
        sale::{InvoicePage, SalePage},
        sale_return::ReturnPage,
        sales::SalesPage,
        sales_day::SalesDayPage,
        search::SearchPage,
        shelf::ShelfPage,
        shelf_import::ShelfImportPage,
        shelf_value::ShelfValuePage,
        staff::StaffAccountsPage,
        status::StatusPage,
        stock::StockPage,
    },
};

/// The built stylesheet's address, worked out once when the server starts
/// (`PageHead`).
fn stylesheet() -> String {
    #[cfg(feature = "ssr")]
    return use_context::<crate::server::start::state::AppState>()
        .map(|state| state.page_head.stylesheet.clone())
        .unwrap_or_else(|| "/pkg/dealer-desk.css".to_string());
    #[cfg(not(feature = "ssr"))]
    String::new()
}

/// The scripts that load the islands, worked out once when the server
/// starts (`PageHead`).
#[component]
fn IslandScripts() -> impl IntoView {
    #[cfg(feature = "ssr")]
    return use_context::<crate::server::start::state::AppState>()
        .map(|state| state.page_head.island_scripts());
    #[cfg(not(feature = "ssr"))]
    ()
}

/// The document around the app, rendered on the server only.
pub fn shell(options: LeptosOptions) -> impl IntoView {
    // The Content-Security-Policy names this response's script nonce.
    #[cfg(feature = "ssr")]
    crate::server::http::headers::set_page_policy();
    // The page's language, for `<html lang>` and every component below.
    let i18n = provide_i18n();
    view! {
        <!DOCTYPE html>
        <html lang=i18n.lang.code()>
            <head>
                <meta charset="utf-8"/>
                <meta name="viewport" content="width=device-width, initial-scale=1"/>
                <meta name="description" content=i18n.t("site-description")/>
                <link rel="icon" href="/favicon.ico"/>
                // The built CSS, under its content-hashed name when hash-files is on.
                <link id="leptos" rel="stylesheet" href=stylesheet()/>
                <AutoReload options=options.clone()/>
                <IslandScripts/>
                <MetaTags/>
            </head>
            <body>
                <App/>
            </body>
        </html>
    }
}

#[component]
pub fn App() -> impl IntoView {
    provide_meta_context();
    let prefs = provide_prefs();
    let i18n = use_i18n();
    view! {
        <Title formatter=|t: String| crate::model::document_title(&t)/>
        <Router>
            <a class="skip-link" href="#main">{i18n.t("skip-to-content")}</a>
            <Header/>
            <AccessBar/>
            <main id="main" class="main" class:counter-mode=prefs.counter>
                <ErrorBoundary fallback=|errors| view! { <ErrorsPanel errors/> }>
                    {match page_gate() {
                        PageGate::Open => page_routes().into_any(),
                        PageGate::NotFound => view! { <NotFound/> }.into_any(),
                        PageGate::Refused(refusal) => {
                            provide_context(refusal);
                            view! { <RefusedPage/> }.into_any()
                        }
                    }}
                </ErrorBoundary>
            </main>
            <Footer/>
            <LiveStock/>
        </Router>
    }
}

/// The pages, by address.
fn page_routes() -> impl IntoView {
    view! {
            <Routes fallback=|| view! { <NotFound/> }>
                <Route path=path!("/") view=HomePage ssr=SsrMode::Async/>
                <Route path=path!("/categories") view=CategoriesPage ssr=SsrMode::Async/>
                <Route path=path!("/categories/:id") view=CategoryPage ssr=SsrMode::Async/>
                <Route path=path!("/brands") view=BrandsPage ssr=SsrMode::Async/>
                <Route path=path!("/brands/:id") view=BrandPage ssr=SsrMode::Async/>
                <Route path=path!("/bikes") view=BikesPage ssr=SsrMode::Async/>
                <Route path=path!("/bikes/:make") view=BikesPage ssr=SsrMode::Async/>
                <Route path=path!("/bikes/:make/:model") view=BikesPage ssr=SsrMode::Async/>
                <Route path=path!("/bikes/:make/:model/:year") view=BikesPage ssr=SsrMode::Async/>
                <Route path=path!("/search") view=SearchPage ssr=SsrMode::Async/>
                <Route path=path!("/product/:sku") view=ProductPage ssr=SsrMode::Async/>
                <Route path=path!("/stock") view=StockPage ssr=SsrMode::Async/>
                <Route path=path!("/stock/shelf") view=ShelfPage ssr=SsrMode::Async/>
                <Route path=path!("/stock/import") view=ShelfImportPage ssr=SsrMode::Async/>
                <Route path=path!("/stock/value") view=ShelfValuePage ssr=SsrMode::Async/>
                <Route path=path!("/stock/counts") view=CountsPage ssr=SsrMode::Async/>
                <Route path=path!("/stock/counts/:id") view=CountSheetPage ssr=SsrMode::Async/>
                <Route path=path!("/stock/counts/:id/review") view=CountReviewPage ssr=SsrMode::Async/>
                <Route path=path!("/quotes") view=QuotesPage ssr=SsrMode::Async/>
                <Route path=path!("/quotes/:id") view=QuotePage ssr=SsrMode::Async/>
                <Route path=path!("/quotes/shared/:token") view=SharedQuotePage ssr=SsrMode::Async/>
                <Route path=path!("/lookup") view=LookupPage ssr=SsrMode::Async/>
                <Route path=path!("/status") view=StatusPage ssr=SsrMode::Async/>
                <Route path=path!("/exports") view=ExportsPage ssr=SsrMode::Async/>
                <Route path=path!("/customers") view=CustomersPage ssr=SsrMode::Async/>
                <Route path=path!("/customers/:id") view=CustomerPage ssr=SsrMode::Async/>
                <Route path=path!("/back-in-stock") view=BackInStockPage ssr=SsrMode::Async/>
                <Route path=path!("/orders") view=OrdersPage ssr=SsrMode::Async/>
                <Route path=path!("/orders/:id") view=OrderPage ssr=SsrMode::Async/>
                <Route path=path!("/orders/:id/collect") view=CollectPage ssr=SsrMode::Async/>
                <Route path=path!("/returns/new") view=LooseReturnPage ssr=SsrMode::Async/>
                <Route path=path!("/quotes/:id/order") view=OrderNewPage ssr=SsrMode::Async/>
                <Route path=path!("/quotes/:id/sell") view=SalePage ssr=SsrMode::Async/>
                <Route path=path!("/sales") view=SalesPage ssr=SsrMode::Async/>
                <Route path=path!("/sales/day") view=SalesDayPage ssr=SsrMode::Async/>
                <Route path=path!("/sales/:id") view=InvoicePage ssr=SsrMode::Async/>
                <Route path=path!("/sales/:id/return") view=ReturnPage ssr=SsrMode::Async/>
                <Route path=path!("/lost-sales") view=LostSalesPage ssr=SsrMode::Async/>
                <Route path=path!("/settings/prices") view=PricesPage ssr=SsrMode::Async/>
                <Route path=path!("/settings/audit") view=AuditLogPage ssr=SsrMode::Async/>
                <Route path=path!("/settings/staff") view=StaffAccountsPage ssr=SsrMode::Async/>
                <Route path=path!("/settings/processing") view=ProcessingPage ssr=SsrMode::Async/>
                <Route path=path!("/refused") view=RefusedPage ssr=SsrMode::Async/>
            </Routes>
    }
}

/// What the renderer may show for the address it was asked to render: the
/// access checks decided first, and this holds even where they did not (an
/// address the router matched no route for renders the 404 page, never a
/// page the lenient page router would find for it; a page the role may not
/// see renders the refusal). Without the server's state (the route list is
/// being made) every page is rendered.
fn page_gate() -> PageGate {
    #[cfg(feature = "ssr")]
    {
        use crate::model::role::Role;
        // Only the route list is rendered without the server's state (every
        // request's render has it, and no server function runs without it).
        let Some(state) = use_context::<crate::server::start::state::AppState>() else {
            return PageGate::Open;
        };
        let Some(parts) = use_context::<http::request::Parts>() else {
            return PageGate::NotFound;
        };
        let role = parts.extensions.get::<Role>().copied();
        let gate = state.access.permissions().page_gate(parts.uri.path(), role);
        if let PageGate::Refused(_) = gate {
            tracing::error!(
                path = parts.uri.path(),
                "a page its role may not see reached the renderer: refused there"
            );
            if let Some(resp) = use_context::<leptos_axum::ResponseOptions>() {
                resp.set_status(http::StatusCode::FORBIDDEN);
            }
        }
        gate
    }
    #[cfg(not(feature = "ssr"))]
    PageGate::Open
}
