//! `/quotes/{id}`: one quote list. Each line with its RRP and dealer price
//! (in the chosen currency), line totals, a live stock badge and what
//! changed since it was added; the grand totals and margin. Every change
//! is a small form (one line each), so it works without JavaScript.
//!
//! Printed, it is the customer's copy: no header, navigation, controls,
//! dealer prices or margin; the date and how long the prices hold. With
//! `?copy=dealer` it prints as the shop's copy, dealer prices and margin kept.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::{use_params_map, use_query_map};

use crate::{
    api::quotes::quote_list,
    components::{errors::page_error, prefs::use_prefs, quote::FormNote, stock::StockBadge},
    model::{
        href,
        quote::{totals, QuoteLine, QuoteView, MAX_NAME, MAX_QTY, VALID_DAYS},
        AppError, Currency,
    },
    pages::not_found::MissingThing,
};

#[component]
pub fn QuotePage() -> impl IntoView {
    let params = use_params_map();
    let id = Memo::new(move |_| params.read().get("id").unwrap_or_default());
    let view = Resource::new(move || id.get(), quote_list);
    let query = use_query_map();
    let note = move || query.read().get("note");
    let dealer_copy = move || query.read().get("copy").as_deref() == Some("dealer");
    view! {
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                match view.await {
                    Ok(q) => view! { <FormNote code=note()/> <QuoteBody q dealer_copy=dealer_copy()/> }.into_any(),
                    Err(AppError::NotFound(_)) => view! {
                        <FormNote code=note()/>
                        <MissingThing what="quote list".to_string() echo=String::new()/>
                    }
                    .into_any(),
                    Err(e) => page_error(e),
                }
            })}
        </Suspense>
    }
}

/// Today and the last day the quote's prices hold, as "YYYY-MM-DD".
fn dates() -> (String, String) {
    #[cfg(feature = "ssr")]
    {
        let today = chrono::Utc::now().date_naive();
        let until = today + chrono::Duration::days(VALID_DAYS);
        (today.to_string(), until.to_string())
    }
    #[cfg(not(feature = "ssr"))]
    (String::new(), String::new())
}

#[component]
fn QuoteBody(
    q: QuoteView,
    /// Printed with dealer prices and margin (`?copy=dealer`), for the shop.
    dealer_copy: bool,
) -> impl IntoView {
    let prefs = use_prefs();
    let c = prefs.currency;
    let dealer = !prefs.counter;
    let t = totals(&q.lines, c);
    let (today, until) = dates();
    let id = q.head.id.clone();
    let name = q.head.name.clone();
    let empty = q.lines.is_empty();
    view! {
        <Title text=format!("Quote: {name}")/>
        <section class="quote" class:dealer-copy=dealer_copy data-quote-id=id.clone()>
            <h1>"Quote: " <span class="quote-name">{name.clone()}</span></h1>
            {dealer_copy.then(|| view! { <p class="print-only dealer-copy-mark">"Dealer copy: not for the customer."</p> })}
            <p class="quote-dates">
                "Date " <span data-quote-date="">{today}</span>
                <span class="print-only">{format!(". Prices valid for {VALID_DAYS} days, until {until}, subject to stock.")}</span>
            </p>
            {q.prices_unchecked.then(|| view! {
                <p class="form-note problem" role="alert">"Today's prices could not be checked: the prices shown are those when each line was added."</p>
            })}
            {if empty {
                view! { <p class="muted">"This list is empty. Add parts from their pages."</p> }.into_any()
            } else {
                view! { <LinesTable id=id.clone() lines=q.lines c dealer/> }.into_any()
            }}
            <table class="quote-totals" aria-label="Totals">
                <tbody>
                    <tr><th scope="row">"Total RRP"</th><td class="num" data-total="rrp">{Currency::Gbp.format(Some(t.rrp))}</td></tr>
                    {dealer.then(|| view! {
                        <tr class="dealer"><th scope="row">{format!("Total dealer ({})", c.code())}</th><td class="num" data-total="dealer">{c.format(Some(t.dealer))}</td></tr>
                        <tr class="dealer"><th scope="row">"Margin (GBP)"</th><td class="num" data-total="margin">{match t.margin_gbp {
                            Some((m, pct)) => format!("{} ({pct:.1}%)", Currency::Gbp.format(Some(m))),
                            None => "—".to_string(),
                        }}</td></tr>
                    })}
                    {(t.unpriced > 0).then(|| view! {
                        <tr class="dealer"><th scope="row">"Lines without a price"</th><td class="num">{t.unpriced}</td></tr>
                    })}
                </tbody>
            </table>
            <div class="quote-controls no-print">
                <a class="btn secondary" href=href::quote_csv(&id) download="">"Download CSV (SKU, quantity)"</a>
                {if dealer_copy {
                    view! { <span class="muted">" Printing the dealer copy (with dealer prices). "</span> <a href=href::quote(&id)>"Customer copy"</a> }.into_any()
                } else {
                    view! { <span class="muted">" Print this page for the customer's copy. "</span> <a href=href::quote_dealer_copy(&id)>"Dealer copy"</a> }.into_any()
                }}
                <form method="post" action=href::quote_rename(&id) class="inline">
                    <label>"Name " <input type="text" name="name" required maxlength=MAX_NAME.to_string() value=name/></label>
                    " " <button type="submit" class="btn secondary">"Rename"</button>
                </form>
                <form method="post" action=href::quote_delete(&id) class="inline">
                    <button type="submit" class="btn danger">"Delete list"</button>
                </form>
                <a href=href::quotes()>"All quotes"</a>
            </div>
        </section>
    }
}

#[component]
fn LinesTable(id: String, lines: Vec<QuoteLine>, c: Currency, dealer: bool) -> impl IntoView {
    view! {
        <table class="quote-lines">
            <thead>
                <tr>
                    <th scope="col">"SKU"</th>
                    <th scope="col">"Product"</th>
                    <th scope="col" class="num">"Qty"</th>
                    <th scope="col" class="num">"RRP"</th>
                    <th scope="col" class="num">"Line RRP"</th>
                    {dealer.then(|| view! {
                        <th scope="col" class="num dealer">{format!("Dealer {}", c.code())}</th>
                        <th scope="col" class="num dealer">"Line dealer"</th>
                    })}
                    <th scope="col" class="no-print">"Stock"</th>
                    <th scope="col" class="no-print"><span class="visually-hidden">"Remove"</span></th>
                </tr>
            </thead>
            <tbody>
                {lines.into_iter().map(|l| {
                    let change = l.change(c);
                    let p = l.prices().clone();
                    let q = l.qty as f64;
                    let line_url = href::quote_line(&id);
                    let sku = l.sku.clone();
                    view! {
                        <tr data-sku=sku.clone() data-line-sku=sku.clone()>
                            <td class="sku"><a href=href::product(&sku)>{sku.clone()}</a></td>
                            <td>
                                {p.name.clone()}
                                {change.map(|t| view! { <p class="line-note" data-line-note="">{t}</p> })}
                            </td>
                            <td class="num">
                                <span class="print-only">{l.qty}</span>
                                <form method="post" action=line_url.clone() class="inline qty-form no-print">
                                    <input type="hidden" name="sku" value=sku.clone()/>
                                    <input type="number" name="qty" value=l.qty.to_string() min="1" max=MAX_QTY.to_string() required inputmode="numeric" aria-label=format!("Quantity of {sku}")/>
                                    <button type="submit" class="btn secondary">"Update"</button>
                                </form>
                            </td>
                            <td class="num" data-price="rrp">{Currency::Gbp.format(p.rrp)}</td>
                            <td class="num" data-line-total="rrp">{Currency::Gbp.format(p.rrp.map(|r| r * q))}</td>
                            {dealer.then(|| view! {
                                <td class="num dealer" data-price="dealer">{c.format(p.dealer(c))}</td>
                                <td class="num dealer" data-line-total="dealer">{c.format(p.dealer(c).map(|d| d * q))}</td>
                            })}
                            <td class="no-print"><StockBadge stock=l.stock.clone()/></td>
                            <td class="no-print">
                                <form method="post" action=line_url class="inline">
                                    <input type="hidden" name="sku" value=sku.clone()/>
                                    <input type="hidden" name="action" value="remove"/>
                                    <button type="submit" class="btn secondary" aria-label=format!("Remove {sku}")>"Remove"</button>
                                </form>
                            </td>
                        </tr>
                    }
                }).collect_view()}
            </tbody>
        </table>
    }
}
