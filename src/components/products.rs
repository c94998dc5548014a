//! Product lists: cards, compact rows, the toolbar (count, sort, view,
//! export) and the pager. Rendered on the server; every control is a link or
//! a GET form the server answers (the sort list applies as soon as it is
//! chosen once the page is interactive).

use std::sync::Arc;

use leptos::prelude::*;

use crate::{
    components::{
        family::FamilyMembers,
        forms::SubmitOnChange,
        i18n::{use_i18n, Arg, I18n},
        prefs::{use_prefs, Prefs},
        quote::card_add,
        shop_price::ShopPriceText,
        stock::stock_badge,
    },
    model::{
        href,
        listing::{ListPage, Member, ProductSummary, StockView},
        query::{decode_component, ListQuery, SortKey, ViewMode},
        search::SyncProgress,
        stock::view::ShelfLine,
        Currency,
    },
};

/// Cards in the first row of a grid on a wide screen: their images are the
/// page's largest paint, so they are not lazy-loaded.
pub const FIRST_ROW: usize = 6;

/// A product's picture, or a box that says there is none.
#[component]
pub fn ProductImage(
    src: Option<String>,
    alt: String,
    #[prop(optional)] small: bool,
    /// On screen at first paint: loaded at once, not when layout reaches it.
    #[prop(optional)]
    eager: bool,
) -> impl IntoView {
    product_image(use_i18n(), src, alt, small, eager)
}

fn product_image(
    i: I18n,
    src: Option<String>,
    alt: String,
    small: bool,
    eager: bool,
) -> impl IntoView {
    let (w, h) = if small { (40, 30) } else { (200, 150) };
    let loading = if eager { "eager" } else { "lazy" };
    match src {
        Some(src) => view! {
            <img src=src alt=alt loading=loading decoding="async" width=w height=h class=if small { "thumb-sm" } else { "" }/>
        }
        .into_any(),
        None => {
            let no_image = i.t("no-image");
            let label = no_image.clone();
            view! { <span class="placeholder-img" role="img" aria-label=label>{no_image}</span> }.into_any()
        }
    }
}

/// Dealer price in the chosen currency, unless counter mode hides it.
#[component]
pub fn DealerPrice(gbp: Option<f64>, usd: Option<f64>, eur: Option<f64>) -> impl IntoView {
    let words = CardWords::of(use_i18n(), &use_prefs());
    dealer_price(&words, gbp, usd, eur)
}

fn dealer_price(
    words: &CardWords,
    gbp: Option<f64>,
    usd: Option<f64>,
    eur: Option<f64>,
) -> impl IntoView {
    let c = words.dealer?;
    let amount = match c {
        Currency::Gbp => gbp,
        Currency::Usd => usd,
        Currency::Eur => eur,
    };
    Some(view! {
        <span class="price-dealer" data-dealer-price="">
            {words.dealer_label.clone()} " " {words.i.price(c, amount)}
        </span>
    })
}

/// What the cards and rows of one list share, worked out once for the
/// list rather than by each card: the page's language, the currency of
/// dealer prices (none at the counter, which hides them) and the words
/// every card repeats.
#[derive(Clone)]
pub struct CardWords {
    i: I18n,
    dealer: Option<Currency>,
    dealer_label: Arc<str>,
    rrp_label: Arc<str>,
    shop_label: Arc<str>,
}

impl CardWords {
    pub fn of(i: I18n, prefs: &Prefs) -> CardWords {
        CardWords {
            i,
            dealer: (!prefs.counter).then_some(prefs.currency),
            dealer_label: i.t("price-dealer").into(),
            rrp_label: i.t("price-rrp").into(),
            shop_label: i.t("price-shop").into(),
        }
    }
}

/// One product as a card. Its name is a plain link: a card never links
/// to the page it is on.
pub fn product_card(words: &CardWords, shown: Shown, back: Option<String>) -> impl IntoView {
    let Shown {
        item,
        stock,
        family,
        first,
        ours,
    } = shown;
    let i = words.i;
    let href = href::product(&item.sku);
    let family = family
        .map(|(members, stock)| view! { <FamilyMembers sku=item.sku.clone() members stock/> });
    let add = back.map(|back| card_add(i, item.sku.clone(), back));
    view! {
        <li class="product-card" data-sku=item.sku.clone()>
            <a class="thumb" href=href.clone() tabindex="-1" aria-hidden="true">
                {product_image(i, item.image, String::new(), false, first)}
            </a>
            <div class="body">
                <a href=href class="name">{item.name}</a>
                <div class="meta">
                    <span class="sku">{item.sku.clone()}</span>
                    <span>{item.brand.unwrap_or_else(|| "—".into())}</span>
                </div>
                <div class="prices">
                    {item.shop.map(|price| view! { <span class="shop-price" title=words.shop_label.clone()><ShopPriceText i price/></span> })}
                    <span class="price-rrp" title=words.rrp_label.clone()>{words.rrp_label.clone()} " " {i.price(Currency::Gbp, item.site_price)}</span>
                    {dealer_price(words, item.dealer_gbp, item.dealer_usd, item.dealer_eur)}
                </div>
                {ours.map(|l| ours_chip(i, &l))}
                {stock.map(|stock| stock_badge(i, stock, true))}
                {family}
                {add}
            </div>
        </li>
    }
}

/// A folded list's family for one card: its members and their stock.
pub type Family = (Vec<Member>, Vec<StockView>);

/// The family of the page's `i`-th item when the list is folded and it
/// has more than one member.
fn family_of(page: &ListPage, i: usize) -> Option<Family> {
    let members = page.families.get(i).filter(|m| m.len() > 1)?.clone();
    let stock = page
        .stock
        .iter()
        .filter(|s| members.iter().any(|m| m.sku == s.sku))
        .cloned()
        .collect();
    Some((members, stock))
}

/// One product as a row of the compact list.
fn product_row(words: &CardWords, shown: Shown) -> impl IntoView {
    let Shown {
        item,
        stock,
        family,
        ours,
        ..
    } = shown;
    let i = words.i;
    let href = href::product(&item.sku);
    let family = family
        .map(|(members, stock)| view! { <FamilyMembers sku=item.sku.clone() members stock/> });
    let dealer = words.dealer.map(|c| i.price(c, item.dealer_price(c)));
    view! {
        <tr data-sku=item.sku.clone()>
            <td>{product_image(i, item.image, String::new(), true, false)}</td>
            <td class="sku">{item.sku.clone()}</td>
            <td><a href=href>{item.name}</a> {family}</td>
            <td>{item.brand.unwrap_or_else(|| "—".into())}</td>
            <td class="num">{item.shop.map(|price| view! { <ShopPriceText i price/> })}</td>
            <td class="num">{i.price(Currency::Gbp, item.site_price)}</td>
            {dealer.map(|d| view! { <td class="num">{d}</td> })}
            <td>{ours.map(|l| ours_chip(i, &l))} " " {stock.map(|stock| stock_badge(i, stock, true))}</td>
        </tr>
    }
}

/// One product as a list shows it (a row or a card).
pub struct Shown {
    pub item: ProductSummary,
    pub stock: Option<StockView>,
    /// A folded list's card: its family, with their stock.
    pub family: Option<Family>,
    /// One of the first cards, on screen when the page opens.
    pub first: bool,
    /// Our own shelf's line (`None`: it could not be read).
    pub ours: Option<ShelfLine>,
}

/// Ours on a card, before the supplier's: available and the main bin, or
/// none.
pub fn ours_chip(i: I18n, l: &ShelfLine) -> impl IntoView {
    let state = l.state();
    let text = match state {
        "in" => i.t_with("shelf-available", &[("count", Arg::Count(l.available()))]),
        "short" => i.t("shelf-wants-count"),
        _ => i.t("shelf-none"),
    };
    let bin = l.main_bin().map(|b| [" · ", b].concat());
    view! {
        <span class="shelf-chip" data-shelf=state>
            <span class="shelf-label">{i.t("shelf-ours")} ": "</span>{text}{bin}
        </span>
    }
}

/// A whole list page: toolbar, items, pager. `path` is the page's own path,
/// used to build every link with the query changed in one place.
#[component]
pub fn ProductList(mut page: ListPage, query: ListQuery, path: String) -> impl IntoView {
    let prefs = use_prefs();
    let items = std::mem::take(&mut page.items);
    let stock_of = |sku: &str| page.stock.iter().find(|s| s.sku == sku).cloned();
    let ours_of = |sku: &str| page.ours.iter().find(|l| l.sku == sku).cloned();
    let view_mode = query.view;
    let back = query.href(&path);
    let empty = items.is_empty();
    let i = use_i18n();
    let words = CardWords::of(i, &prefs);
    let shown: Vec<Shown> = items
        .into_iter()
        .enumerate()
        .map(|(i, item)| Shown {
            stock: stock_of(&item.sku),
            ours: ours_of(&item.sku),
            family: family_of(&page, i),
            first: i < FIRST_ROW,
            item,
        })
        .collect();
    let body = if empty {
        view! {
            <div class="panel empty">
                <p>{i.t("list-empty")}</p>
                <p class="muted">{i.t("list-empty-hint")}</p>
            </div>
        }
        .into_any()
    } else if view_mode == ViewMode::List {
        view! {
            <div class="table-wrap">
                <table class="compact-list">
                    <thead>
                        <tr>
                            <th><span class="visually-hidden">{i.t("list-image")}</span></th>
                            <th>{i.t("product-sku")}</th>
                            <th>{i.t("list-name")}</th>
                            <th>{i.t("product-brand")}</th>
                            <th class="num">{i.t("price-shop")}</th>
                            <th class="num">{i.t("price-rrp")}</th>
                            {(!prefs.counter).then(|| view! { <th class="num">{i.t("price-dealer")}</th> })}
                            <th>{i.t("list-stock")}</th>
                        </tr>
                    </thead>
                    <tbody>
                        {shown
                            .into_iter()
                            .map(|s| product_row(&words, s))
                            .collect_view()}
                    </tbody>
                </table>
            </div>
        }
        .into_any()
    } else {
        view! {
            <ul class="product-grid">
                {shown
                    .into_iter()
                    .map(|s| product_card(&words, s, Some(back.clone())))
                    .collect_view()}
            </ul>
        }
        .into_any()
    };
    let facets = page.facets.clone().map(|f| {
        view! { <crate::components::facets::FacetBar facets=f query=query.clone() path=path.clone()/> }
    });
    view! {
        {page.stale_secs.map(|s| view! { <StaleNotice secs=s/> })}
        {page.index_pending.then(|| view! { <FetchingNotice progress=page.sync_progress.clone()/> })}
        {facets}
        <ListToolbar total=page.total query=query.clone() path=path.clone()/>
        {body}
        <Pager page=page.page pages=page.pages query path/>
    }
}

/// Before the first full sync completes: a list holds what has arrived.
#[component]
fn FetchingNotice(progress: Option<SyncProgress>) -> impl IntoView {
    let i = use_i18n();
    let progress =
        progress.map_or_else(|| i.t("list-fetching-starting"), |p| progress_words(i, &p));
    let text = i.t_with("list-fetching", &[("progress", Arg::Text(&progress))]);
    view! {
        <p class="notice" role="status" data-index-pending="true">{text}</p>
    }
}

/// How far a full sync has come, in words: "12 of 40 categories, 5,210
/// products so far, about 2 minutes left".
pub fn progress_words(i: I18n, p: &SyncProgress) -> String {
    let mut text = i.t_with(
        "status-progress",
        &[
            ("done", Arg::Count(p.categories_done as i64)),
            ("total", Arg::Count(p.categories_total as i64)),
            ("products", Arg::Count(p.products as i64)),
        ],
    );
    if let Some(secs) = p.remaining_secs {
        let minutes = secs.div_ceil(60).max(1) as i64;
        text.push_str(&i.t_with("status-progress-left", &[("minutes", Arg::Count(minutes))]));
    }
    text
}

#[component]
pub fn StaleNotice(secs: u64) -> impl IntoView {
    let mins = secs.div_ceil(60) as i64;
    let text = use_i18n().t_with("list-stale", &[("minutes", Arg::Count(mins))]);
    view! {
        <p class="notice stale" role="status">{text}</p>
    }
}

#[component]
fn ListToolbar(total: usize, query: ListQuery, path: String) -> impl IntoView {
    let prefs = use_prefs();
    let grid_href = query.with_view(ViewMode::Grid).with_page(1).href(&path);
    let list_href = query.with_view(ViewMode::List).with_page(1).href(&path);
    let fold_href = query.with_fold(!query.fold).href(&path);
    let i = use_i18n();
    let fold_label = i.t(if query.fold {
        "list-unfold"
    } else {
        "list-fold"
    });
    // Exports take every product of the list, folded or not; they are a
    // manager's (the permission table), so staff are not offered them.
    let exports = crate::components::role::role_has(crate::model::role::Role::Manager);
    let whole = query.with_fold(false);
    let export_href = href::export_csv(&whole.to_query_string());
    let exports_href = href::exports(&whole.to_query_string());
    let current = query.sort;
    let has_text = query.text.is_some();
    // Hidden fields carry the rest of the query through the no-JS sort form.
    let mut hidden_q = query.clone();
    hidden_q.sort = hidden_q.default_sort();
    hidden_q.page = 1;
    let hidden: Vec<(String, String)> = hidden_q
        .to_query_string()
        .split('&')
        .filter(|kv| !kv.is_empty())
        .filter_map(|kv| kv.split_once('='))
        .map(|(k, v)| (k.to_string(), decode_component(v)))
        .collect();
    view! {
        <div class="list-toolbar">
            <span class="result-count" role="status">
                // Folded, a family counts once.
                {i.t_with(
                    if query.fold { "list-parts" } else { "list-products" },
                    &[("count", Arg::Count(total as i64))],
                )}
            </span>
            <div class="controls">
                <form method="get" action=path.clone() class="sort-form">
                    {hidden
                        .into_iter()
                        .map(|(k, v)| view! { <input type="hidden" name=k value=v/> })
                        .collect_view()}
                    <SubmitOnChange/>
                    <label for="sort">{i.t("list-sort")}</label>
                    <select id="sort" name="sort" autocomplete="off">
                        {SortKey::ALL
                            .into_iter()
                            .filter(|k| !(prefs.counter && k.uses_dealer_price()))
                            .filter(|k| *k != SortKey::Relevance || has_text)
                            .map(|k| {
                                view! {
                                    <option value=k.as_str() selected=k == current>{i.t(k.label_key())}</option>
                                }
                            })
                            .collect_view()}
                    </select>
                    <button type="submit" class="btn small secondary nojs-only">{i.t("list-sort")}</button>

                </form>
                <span class="view-switch" role="group" aria-label=i.t("list-view")>
                    <a href=grid_href aria-current=(query.view == ViewMode::Grid).then_some("true")>{i.t("list-grid")}</a>
                    <a href=list_href aria-current=(query.view == ViewMode::List).then_some("true")>{i.t("list-list")}</a>
                </span>
                <a class="fold-toggle" href=fold_href data-fold=if query.fold { "1" } else { "0" }>{fold_label}</a>
                {exports.then(|| view! {
                    <a class="btn small secondary" href=export_href rel="nofollow" download="products.csv">
                        {i.t("list-export-csv")}
                    </a>
                    <a class="btn small secondary" href=exports_href rel="nofollow">
                        {i.t("list-more-exports")}
                    </a>
                })}
            </div>
        </div>
    }
}

#[component]
fn Pager(page: usize, pages: usize, query: ListQuery, path: String) -> impl IntoView {
    if pages <= 1 {
        return ().into_any();
    }
    let link = move |p: usize| query.with_page(p).href(&path);
    let i = use_i18n();
    let mut nums: Vec<usize> = vec![1, page.saturating_sub(1), page, page + 1, pages]
        .into_iter()
        .filter(|p| *p >= 1 && *p <= pages)
        .collect();
    nums.sort_unstable();
    nums.dedup();
    let mut out = Vec::new();
    let mut last = 0;
    for n in nums {
        if n > last + 1 {
            out.push(view! { <span class="gap" aria-hidden="true">"…"</span> }.into_any());
        }
        out.push(if n == page {
            view! { <span aria-current="page">{n}</span> }.into_any()
        } else {
            let label = i.t_with("pager-page", &[("page", Arg::Count(n as i64))]);
            view! { <a href=link(n) aria-label=label>{n}</a> }.into_any()
        });
        last = n;
    }
    view! {
        <nav class="pager" aria-label=i.t("pager-label")>
            {if page > 1 {
                view! { <a href=link(page - 1) rel="prev">{i.t("pager-previous")}</a> }.into_any()
            } else {
                view! { <span class="disabled">{i.t("pager-previous")}</span> }.into_any()
            }}
            {out}
            {if page < pages {
                view! { <a href=link(page + 1) rel="next">{i.t("pager-next")}</a> }.into_any()
            } else {
                view! { <span class="disabled">{i.t("pager-next")}</span> }.into_any()
            }}
        </nav>
    }
    .into_any()
}
