//! `/product/{sku}`: everything about one part, server-rendered in the first
//! HTML (the route renders async), so it reads without JavaScript: its
//! other colours and sizes ("Also in"), and a form that adds it to a quote. Only the
//! gallery is an island; the stock badge is kept live by the page's
//! `LiveStock`. A view is remembered in the "recently viewed" cookie by the
//! server, in this page's response.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::{
    components::A,
    hooks::{use_params_map, use_query_map},
};

use crate::{
    api::{
        catalogue::product_detail, customers::counter_customer, quotes::quote_lists,
        shelf::part_on_shelf,
    },
    components::{
        customer_actions::ProductCustomerActions,
        errors::page_error,
        fitment::Fitment,
        gallery::{Gallery, NoImage},
        i18n::{use_i18n, Arg},
        labels::{LabelSource, LabelsForm},
        prefs::use_prefs,
        products::StaleNotice,
        quote::AddToQuote,
        shelf::{OurShelfLine, ShelfSection},
        shop_price::ShopPriceRow,
        stock::StockBadge,
        variants::AlsoIn,
    },
    model::{
        clean_text,
        customer::CustomerName,
        href, is_http_url,
        listing::ProductView,
        pricing::ShopPrice,
        query::decode_component,
        quote::QuoteHead,
        stock::view::{PartShelf, ShelfNote},
        AppError, Currency, NameValue, Product,
    },
    pages::not_found::{Missing, MissingThing},
};

#[component]
pub fn ProductPage() -> impl IntoView {
    let params = use_params_map();
    let sku = Memo::new(move |_| {
        params
            .read()
            .get("sku")
            .map(|s| decode_component(&s))
            .unwrap_or_default()
    });
    let detail = Resource::new(move || sku.get(), product_detail);
    let lists = Resource::new(|| (), |_| quote_lists());
    let customer = Resource::new(|| (), |_| counter_customer());
    let shelf = Resource::new(move || sku.get(), part_on_shelf);
    view! {
        <Suspense fallback=|| view! { <div class="skeleton skeleton-product"></div> }>
            {move || Suspend::new(async move {
                let lists = lists.await.unwrap_or_default();
                let customer = customer
                    .await
                    .ok()
                    .flatten()
                    .map(|c| CustomerName { id: c.id, name: c.name });
                let shelf = shelf.await.ok();
                match detail.await {
                    Ok(d) => view! { <ProductBody detail=d lists customer shelf/> }.into_any(),
                    Err(AppError::NotFound(_)) | Err(AppError::BadRequest(_)) => {
                        view! { <MissingThing what=Missing::Product echo=sku.get_untracked()/> }.into_any()
                    }
                    Err(e) => page_error(e),
                }
            })}
        </Suspense>
    }
}

#[component]
fn ProductBody(
    detail: ProductView,
    lists: Vec<QuoteHead>,
    customer: Option<CustomerName>,
    /// Ours (`None`: it could not be read).
    shelf: Option<PartShelf>,
) -> impl IntoView {
    let note =
        use_query_map().with_untracked(|q| q.get("shelf").and_then(|c| ShelfNote::parse(&c)));
    let ProductView {
        product: p,
        stock,
        stale_secs,
        also_in,
        shop,
    } = detail;
    // Read by several parts of the page: shared, not copied.
    let p = std::sync::Arc::new(p);
    let name = p.display_name();
    let sku = p.sku_str().to_string();
    let (count, low_at) = (stock.count, stock.low_at);
    remember_viewed(&sku);
    let images: Vec<String> = p
        .images
        .iter()
        .flatten()
        .filter(|s| !s.trim().is_empty())
        .cloned()
        .collect();
    let category = p.category.clone().filter(|c| c.name.is_some() || c.id > 0);
    let i = use_i18n();
    view! {
        <Title text=format!("{name} ({sku})")/>
        {stale_secs.map(|s| view! { <StaleNotice secs=s/> })}
        <Breadcrumbs category=category.clone()/>
        <div class="product-layout">
            {if images.is_empty() {
                view! { <NoImage/> }.into_any()
            } else {
                view! { <Gallery images alt=name.clone()/> }.into_any()
            }}
            <section class="product-summary" aria-labelledby="product-title">
                <h1 id="product-title">{name.clone()}</h1>
                <p class="sku-line">
                    <span>{i.t("product-sku")} " " <strong data-testid="sku">{sku.clone()}</strong></span>
                    <span>{i.t("product-ean")} " " {p.ean.clone().unwrap_or_else(|| "—".into())}</span>
                    {p.brand.clone().map(|b| {
                        let b = clean_text(&b);
                        view! { <span>{i.t("product-brand")} " " <A href=href::search_brand(&b)>{b.clone()}</A></span> }
                    })}
                </p>
                <OurShelfLine line=shelf.as_ref().map(|s| s.line.clone())/>
                <p class="stock-line"><span class="stock-label">{i.t("shelf-supplier")} ": "</span><StockBadge stock/></p>
                <Prices product=p.clone() shop=shop.clone()/>
                <AddToQuote sku=sku.clone() lists/>
                <ProductCustomerActions sku=sku.clone() count low_at customer/> <LabelsForm source=LabelSource::Part(sku.clone())/>
                <AlsoIn siblings=also_in/>
                {p.brief_description.clone().filter(|d| !d.trim().is_empty()).map(|d| view! {
                    <div class="description brief" inner_html=d></div>
                })}
                <Documents product=p.clone()/>
            </section>
        </div>
        {p.full_description.clone().filter(|d| !d.trim().is_empty()).map(|d| view! {
            <h2>{i.t("product-description")}</h2>
            <div class="description full" inner_html=d></div>
        })}
        <div class="columns">
            <Facts product=p.clone() category=category/>
            <NameValues title=i.t("product-options") rows=p.selected_options.clone()/>
            <NameValues title=i.t("product-specs") rows=p.additional_fields.clone()/>
        </div>
        <ShelfSection sku=sku.clone() shelf note/>
        <Fitment bikes=p.bikes.clone().unwrap_or_default()/>
    }
}

/// Where the part sits in the catalogue: its category, linked where it
/// has an id.
#[component]
fn Breadcrumbs(category: Option<crate::model::Category>) -> impl IntoView {
    let i = use_i18n();
    view! {
        <nav class="breadcrumbs" aria-label=i.t("breadcrumbs")>
            <A href="/categories">{i.t("nav-categories")}</A>
            {category.map(|c| {
                let n = c.name.as_deref().map(clean_text).unwrap_or_else(|| "—".into());
                if c.id > 0 {
                    view! { " › " <A href=href::category(c.id)>{n}</A> }.into_any()
                } else {
                    view! { " › " {n} }.into_any()
                }
            })}
        </nav>
    }
}

/// The product's facts: type, category, weight, EAN, dates ("—" for what
/// the supplier left out).
#[component]
fn Facts(
    product: std::sync::Arc<Product>,
    category: Option<crate::model::Category>,
) -> impl IntoView {
    let p = product;
    let i = use_i18n();
    let weight = p
        .weight
        .filter(|w| w.is_finite())
        .map(|w| i.t_with("weight-kg", &[("weight", Arg::Text(&i.decimal(w, 2)))]));
    view! {
    <section aria-labelledby="details-h">
        <h2 id="details-h">{i.t("product-details")}</h2>
        <dl class="facts">
            <dt>{i.t("product-type")}</dt><dd>{p.product_type.clone().map(|t| clean_text(&t)).unwrap_or_else(|| "—".into())}</dd>
            <dt>{i.t("product-category")}</dt>
            <dd>{match category {
                Some(c) if c.id > 0 => view! { <A href=href::category(c.id)>{c.name.as_deref().map(clean_text).unwrap_or_else(|| "—".into())}</A> }.into_any(),
                Some(c) => view! { {c.name.as_deref().map(clean_text).unwrap_or_else(|| "—".into())} }.into_any(),
                None => view! { "—" }.into_any(),
            }}</dd>
            <dt>{i.t("product-weight")}</dt><dd>{weight.unwrap_or_else(|| "—".into())}</dd>
            <dt>{i.t("product-ean")}</dt><dd>{p.ean.clone().unwrap_or_else(|| "—".into())}</dd>
            <dt>{i.t("product-created")}</dt><dd>{i.date_text(p.date_created.as_deref())}</dd>
            <dt>{i.t("product-modified")}</dt><dd>{i.date_text(p.date_modified.as_deref())}</dd>
        </dl>
    </section>
    }
}

#[component]
fn Prices(
    product: std::sync::Arc<Product>,
    /// The shop's price for it.
    shop: Option<ShopPrice>,
) -> impl IntoView {
    let prefs = use_prefs();
    let rrp = product.site_price;
    let gbp = product.dealer_price_gbp;
    let usd = product.dealer_price_usd;
    let eur = product.dealer_price_eur;
    let i = use_i18n();
    // The shop's own price before tax against the dealer price in its
    // currency: what the shop keeps.
    let margin_row = shop.as_ref().map(|price| {
        let c = price.currency;
        let label = i.t_with("price-margin-shop", &[("currency", Arg::Text(c.code()))]);
        let value = price.margin.map_or_else(
            || "—".to_string(),
            |m| {
                i.t_with(
                    "price-margin-value",
                    &[
                        ("amount", Arg::Text(&i.money(c, Some(m.amount)))),
                        (
                            "percent",
                            Arg::Text(&i.decimal(m.percent.0 as f64 / 1000.0, 1)),
                        ),
                    ],
                )
            },
        );
        view! {
            <tr class="dealer-row">
                <th scope="row">{label}</th>
                <td class="num margin" data-price="margin">{value}</td>
            </tr>
        }
    });
    view! {
        <table class="price-table" aria-label=i.t("price-table")>
            <tbody>
                {shop.map(|price| view! { <ShopPriceRow i price staff=!prefs.counter/> })}
                <tr>
                    <th scope="row">{i.t("price-rrp")}</th>
                    <td class="num price-rrp" data-price="rrp">{i.price(Currency::Gbp, rrp)}</td>
                </tr>
                {(!prefs.counter).then(|| view! {
                    <tr class="dealer-row">
                        <th scope="row">{i.t("price-dealer")} " GBP"</th>
                        <td class="num" data-price="dealer-gbp">{i.price(Currency::Gbp, gbp)}</td>
                    </tr>
                    <tr class="dealer-row">
                        <th scope="row">{i.t("price-dealer")} " USD"</th>
                        <td class="num" data-price="dealer-usd">{i.price(Currency::Usd, usd)}</td>
                    </tr>
                    <tr class="dealer-row">
                        <th scope="row">{i.t("price-dealer")} " EUR"</th>
                        <td class="num" data-price="dealer-eur">{i.price(Currency::Eur, eur)}</td>
                    </tr>
                    {margin_row}
                })}
            </tbody>
        </table>
    }
}

#[component]
fn Documents(product: std::sync::Arc<Product>) -> impl IntoView {
    let instructions = product
        .fitting_instructions
        .clone()
        .filter(|u| is_http_url(u));
    let qr = product
        .fitting_instructions_qr
        .clone()
        .filter(|u| is_http_url(u));
    let cover = product.coversheet.clone().filter(|u| is_http_url(u));
    if instructions.is_none() && qr.is_none() && cover.is_none() {
        return ().into_any();
    }
    let i = use_i18n();
    view! {
        <div class="docs">
            {instructions.map(|u| view! { <a class="btn secondary" href=u target="_blank" rel="noopener noreferrer">{i.t("product-instructions")}</a> })}
            {cover.map(|u| view! { <a class="btn secondary" href=u target="_blank" rel="noopener noreferrer">{i.t("product-coversheet")}</a> })}
            {qr.map(|u| view! { <img class="qr" src=u alt=i.t("product-instructions-qr") width="96" height="96" loading="lazy"/> })}
        </div>
    }
    .into_any()
}

#[component]
fn NameValues(title: String, rows: Option<Vec<NameValue>>) -> impl IntoView {
    let rows: Vec<NameValue> = rows
        .unwrap_or_default()
        .into_iter()
        .filter(|r| r.name.is_some() || r.value.is_some())
        .collect();
    if rows.is_empty() {
        return ().into_any();
    }
    view! {
        <section>
            <h2>{title}</h2>
            <table class="name-values">
                <tbody>
                    {rows
                        .into_iter()
                        .map(|r| view! {
                            <tr>
                                <th scope="row">{r.name.as_deref().map(clean_text).unwrap_or_else(|| "—".into())}</th>
                                <td>{r.value.as_deref().map(clean_text).unwrap_or_else(|| "—".into())}</td>
                            </tr>
                        })
                        .collect_view()}
                </tbody>
            </table>
        </section>
    }
    .into_any()
}

/// Adds this SKU to the "recently viewed" cookie (last 10), in the page's
/// own response.
fn remember_viewed(sku: &str) {
    #[cfg(feature = "ssr")]
    {
        use crate::model::prefs::{push_recent, recent_cookie};
        let list = push_recent(&crate::components::prefs::use_prefs().recent, sku);
        if let (Some(resp), Ok(v)) = (
            use_context::<leptos_axum::ResponseOptions>(),
            http::HeaderValue::from_str(&recent_cookie(&list)),
        ) {
            resp.append_header(http::header::SET_COOKIE, v);
        }
    }
    #[cfg(not(feature = "ssr"))]
    let _ = sku;
}
