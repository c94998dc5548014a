//! `/stock/shelf`: every part the shop keeps, by bin (parts not put away
//! last) or by SKU, narrowed to the bins that start with what is typed
//! (`B-04`), a page at a time: its bins, available, on hand and held,
//! and for managers what it is worth and the shelf's value, with the
//! shelf as a file. A plain GET form: works without JavaScript.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_query_map;

use crate::{
    api::shelf::shelf_list,
    components::{
        errors::main_or_error,
        i18n::{use_i18n, Arg},
        pager::{page_links, PageLinks},
        role::role_has,
    },
    model::{
        href,
        query::encode_component,
        role::Role,
        stock::{
            bins::joined,
            view::{ShelfOrder, ShelfPage as Page, ShelfRow},
        },
    },
};

/// The shelf's list page.
pub const SHELF: &str = "/stock/shelf";

#[component]
pub fn ShelfPage() -> impl IntoView {
    let query = use_query_map();
    let get = move |k: &str| query.with_untracked(|m| m.get(k)).unwrap_or_default();
    let order = ShelfOrder::parse(&get("order"));
    let bin: String = get("bin").chars().take(40).collect();
    let page = get("page").parse::<u32>().unwrap_or(1).max(1);
    let imported = get("imported").parse::<i64>().ok();
    let asked = (order, bin.clone(), page);
    let list = Resource::new(
        move || asked.clone(),
        |(o, b, p)| shelf_list(o.code().to_string(), b, p),
    );
    let i = use_i18n();
    view! {
        <Title text=i.t("shelf-page-title")/>
        <h1>{i.t("shelf-page-title")}</h1>
        {imported.map(|n| view! {
            <p class="form-note done" role="status" data-shelf-imported=n.to_string()>
                {i.t_with("shelf-imported", &[("count", Arg::Count(n))])}
            </p>
        })}
        <p class="no-print">
            <a href=href::COUNTS>{i.t("count-link")}</a>
            {role_has(Role::Manager).then(|| view! {
                " · " <a href="/stock/import">{i.t("shelf-import-link")}</a>
                " · " <a href="/stock/value">{i.t("value-title")}</a>
            })}
        </p>
        <form method="get" action=SHELF class="shelf-filter no-print" role="search">
            <div class="field">
                <label for="sf-bin">{i.t("shelf-filter-bin")}</label>
                <input id="sf-bin" name="bin" type="search" maxlength="20" value=bin placeholder="B-04"/>
            </div>
            <div class="field">
                <label for="sf-order">{i.t("shelf-filter-order")}</label>
                <select id="sf-order" name="order">
                    <option value="bin" selected=order == ShelfOrder::Bin>{i.t("shelf-order-bin")}</option>
                    <option value="sku" selected=order == ShelfOrder::Sku>{i.t("shelf-order-sku")}</option>
                </select>
            </div>
            <button type="submit" class="btn secondary">{i.t("shelf-filter-show")}</button>
        </form>
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                main_or_error(list.await, |p| view! { <ShelfBody p/> })
            })}
        </Suspense>
    }
}

fn page_link(p: &Page, page: u32) -> String {
    format!(
        "{SHELF}?order={}&bin={}&page={page}",
        p.order.code(),
        encode_component(&p.bin)
    )
}

#[component]
fn ShelfBody(p: Page) -> impl IntoView {
    let i = use_i18n();
    let c = p.currency;
    let worth = p.value.is_some();
    let summary = i.t_with("shelf-parts", &[("count", Arg::Count(p.parts as i64))]);
    let value = p.value.map(|v| view! {
        " · " <span data-shelf-value="">{i.t_with("shelf-value", &[("value", Arg::Text(&i.money(c, Some(v))))])}</span>
        " · " <a href="/stock.csv" download="">{i.t("shelf-download-csv")}</a>
        " · " <a href="/stock.xlsx" download="">{i.t("shelf-download-xlsx")}</a>
    });
    let rows = p
        .rows
        .iter()
        .map(|r| view! { <Row r=r.clone() currency=c/> })
        .collect_view();
    let prev = (p.page > 1).then(|| page_link(&p, p.page - 1));
    let next = (p.page < p.pages).then(|| page_link(&p, p.page + 1));
    if p.rows.is_empty() {
        return view! {
            <p class="shelf-summary">{summary}{value}</p>
            <p class="notice" role="status" data-shelf-empty="">{i.t("shelf-empty")}</p>
        }
        .into_any();
    }
    view! {
        <p class="shelf-summary">{summary}{value}</p>
        <table class="shelf-list stack">
            <thead>
                <tr>
                    <th scope="col">{i.t("shelf-col-bins")}</th>
                    <th scope="col">{i.t("product-sku")}</th>
                    <th scope="col">{i.t("stock-result-product")}</th>
                    <th scope="col" class="num">{i.t("shelf-col-available")}</th>
                    <th scope="col" class="num">{i.t("shelf-col-on-hand")}</th>
                    <th scope="col" class="num">{i.t("shelf-col-held")}</th>
                    {worth.then(|| view! {
                        <th scope="col" class="num">{i.t("shelf-col-cost")}</th>
                        <th scope="col" class="num">{i.t("shelf-col-value")}</th>
                    })}
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
        {page_links(i, PageLinks { prev, next, page: p.page, pages: p.pages })}
    }
    .into_any()
}

#[component]
fn Row(r: ShelfRow, currency: crate::model::Currency) -> impl IntoView {
    let i = use_i18n();
    let l = &r.line;
    let bins = if l.bins.is_empty() {
        "—".to_string()
    } else {
        joined(&l.bins)
    };
    let flag = l.level.wants_count().then(|| {
        view! {
            " " <span class="badge warn">{i.t("shelf-wants-count")}</span>
        }
    });
    view! {
        <tr data-shelf-sku=l.sku.clone()>
            <td data-label=i.t("shelf-col-bins")>{bins}</td>
            <td data-label=i.t("product-sku")><a href=href::product(&l.sku)>{l.sku.clone()}</a></td>
            <td data-label=i.t("stock-result-product")>{r.name.clone().unwrap_or_else(|| "—".into())}</td>
            <td class="num" data-label=i.t("shelf-col-available")>{i.count(l.available())}{flag}</td>
            <td class="num" data-label=i.t("shelf-col-on-hand")>{i.count(l.level.on_hand)}</td>
            <td class="num" data-label=i.t("shelf-col-held")>{i.count(l.level.committed)}</td>
            {r.worth.map(|w| view! {
                <td class="num" data-label=i.t("shelf-col-cost")>{i.money(currency, Some(w.average))}</td>
                <td class="num" data-label=i.t("shelf-col-value")>{i.money(currency, Some(w.value))}</td>
            })}
        </tr>
    }
}
