//! `/quotes/{id}/sell`: the sale page of a quote list: its lines at the
//! list's prices with what the shop's shelf has of each, the totals, and
//! the payment form (an amount for each method, split as the customer
//! pays; "all by card" and "all in cash" for the usual case; sell anyway
//! or make a special order when the shelf is short). A plain form post:
//! works without JavaScript. And `/sales/{id}`: one invoice, with its
//! PDF and the counter's receipt.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::{use_params_map, use_query_map};

use crate::{
    api::sales::{invoice_of, sale_form},
    components::{
        errors::page_error,
        i18n::{use_i18n, Arg, I18n},
        products::ours_chip,
    },
    model::{
        customer::href as chref,
        href,
        order::view::quote_order_of,
        quote::Minor,
        sale::{
            view::{DraftSaleLine, InvoiceView, PostedSale, SaleDraft},
            Method, SaleMoney, SaleProblem,
        },
        AppError, Currency,
    },
    pages::not_found::{Missing, MissingThing},
};

#[component]
pub fn SalePage() -> impl IntoView {
    let params = use_params_map();
    let id = Memo::new(move |_| params.read().get("id").unwrap_or_default());
    let draft = Resource::new(move || id.get(), sale_form);
    view! {
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                match draft.await {
                    Ok(d) => view! { <SaleBody d/> }.into_any(),
                    Err(AppError::NotFound(_)) => view! {
                        <MissingThing what=Missing::Quote echo=String::new()/>
                    }
                    .into_any(),
                    Err(e) => page_error(e),
                }
            })}
        </Suspense>
    }
}

/// What a refused sale says.
fn problem_text(i: I18n, p: &SaleProblem, c: Currency) -> String {
    match p {
        SaleProblem::Short(m) | SaleProblem::OverPaid(m) => {
            i.t_with(p.key(), &[("amount", Arg::Text(&i.money(c, Some(*m))))])
        }
        SaleProblem::ShortOnShelf(_) | SaleProblem::BadLine(_) => {
            i.t_with(p.key(), &[("skus", Arg::Text(&skus_of(p).join(", ")))])
        }
        _ => i.t(p.key()),
    }
}

fn skus_of(p: &SaleProblem) -> Vec<String> {
    match p {
        SaleProblem::ShortOnShelf(skus) => skus.clone(),
        SaleProblem::BadLine(sku) => vec![sku.clone()],
        _ => Vec::new(),
    }
}

/// The refusal's note, when the form came back refused.
pub fn refusal(i: I18n, posted: &Option<PostedSale>, c: Currency) -> Option<AnyView> {
    let p = posted.as_ref()?;
    let (code, text) = match (&p.problem, p.not_allowed, p.busy) {
        (Some(problem), _, _) => (problem.key(), problem_text(i, problem, c)),
        (None, true, _) => ("not-allowed", i.t("sale-not-allowed")),
        (None, _, true) => ("busy", i.t("sale-busy")),
        _ => return None,
    };
    Some(
        view! { <p class="form-note problem" role="alert" data-sale-problem=code>{text}</p> }
            .into_any(),
    )
}

#[component]
fn SaleBody(d: SaleDraft) -> impl IntoView {
    let i = use_i18n();
    let posted = use_context::<PostedSale>();
    let c = d.currency;
    let title = i.t_with("sale-title", &[("name", Arg::Text(&d.quote_name))]);
    let customer = match &d.customer {
        Some(h) => view! {
            <p class="order-customer">{i.t("quote-for")} " " <a href=chref::customer(&h.id)>{h.name.clone()}</a>
                <span class="muted">{format!(" · {}", h.contact())}</span></p>
        }
        .into_any(),
        None => view! { <p class="muted">{i.t("sale-walk-in")}</p> }.into_any(),
    };
    let before = (!d.sold_before.is_empty()).then(|| {
        let links = d
            .sold_before
            .iter()
            .map(|l| view! { " " <a href=href::sale(l.id)>{l.number.clone()}</a> })
            .collect_view();
        view! { <p class="form-note" role="status" data-sold-before="">{i.t("sale-sold-before")}{links}</p> }
    });
    let sellable = d.unpriced == 0 && !d.lines.is_empty();
    let why_not = (!sellable).then(|| {
        let key = if d.unpriced > 0 {
            "sale-problem-unpriced"
        } else {
            "sale-problem-no-lines"
        };
        view! { <p class="form-note problem" role="alert" data-sale-problem=key>{i.t(key)}</p> }
    });
    view! {
        <Title text=title.clone()/>
        <h1>{title}</h1>
        {customer}
        {before}
        {refusal(i, &posted, c)}
        {why_not}
        <SaleLines lines=d.lines.clone() c/>
        <SaleTotals m=d.money c/>
        {sellable.then(|| view! { <PayForm d=d.clone() posted=posted.clone()/> })}
        <p class="no-print"><a href=href::quote(&d.quote_id)>{i.t("order-back-to-quote")}</a></p>
    }
}

#[component]
fn SaleLines(lines: Vec<DraftSaleLine>, c: Currency) -> impl IntoView {
    let i = use_i18n();
    let rows = lines
        .into_iter()
        .map(|l| {
            let short = l.short();
            let code = if l.line.sku.is_empty() { i.t("quote-line-labour") } else { l.line.sku.clone() };
            view! {
                <tr data-sale-line=l.line.sku.clone() data-short=short.then_some("")>
                    <td data-label=i.t("product-sku")>{code}</td>
                    <td data-label=i.t("stock-result-product")>
                        {l.line.name.clone()}
                        {l.ours.as_ref().map(|o| view! { <br/>{ours_chip(i, o)} })}
                        {short.then(|| view! { <br/><strong class="sale-short">{i.t("sale-line-short")}</strong> })}
                    </td>
                    <td class="num" data-label=i.t("quote-qty")>{i.count(l.line.qty)}</td>
                    <td class="num" data-label=i.t("price-shop")>{i.money(c, Some(l.line.unit))}</td>
                    <td class="num" data-label=i.t("quote-line-shop")>{i.money(c, Some(l.line.total))}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="order-lines stack">
            <thead>
                <tr>
                    <th scope="col">{i.t("product-sku")}</th>
                    <th scope="col">{i.t("stock-result-product")}</th>
                    <th scope="col" class="num">{i.t("quote-qty")}</th>
                    <th scope="col" class="num">{i.t("price-shop")}</th>
                    <th scope="col" class="num">{i.t("quote-line-shop")}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
}

/// Net, tax and total as the shop's prices show them.
#[component]
pub fn SaleTotals(m: SaleMoney, c: Currency) -> impl IntoView {
    let i = use_i18n();
    let rate = crate::components::shop_price::rate_words(i, m.rate);
    let tax_key = match (m.sales_tax, m.includes_tax) {
        (true, _) => "quote-tax-sales",
        (false, true) => "quote-tax-vat-in",
        (false, false) => "quote-tax-vat",
    };
    let taxed = m.rate.0 > 0;
    view! {
        <dl class="order-money sale-money">
            {(taxed && !m.includes_tax).then(|| view! {
                <dt>{i.t("quote-total-net")}</dt><dd class="num">{i.money(c, Some(m.net))}</dd>
            })}
            {(taxed && !m.includes_tax).then(|| view! {
                <dt>{i.t_with(tax_key, &[("rate", Arg::Text(&rate))])}</dt><dd class="num">{i.money(c, Some(m.tax))}</dd>
            })}
            <dt><strong>{i.t("invoice-total")}</strong></dt>
            <dd class="num"><strong data-sale-total=m.total.0.to_string()>{i.money(c, Some(m.total))}</strong></dd>
            {(taxed && m.includes_tax).then(|| view! {
                <dt>{i.t_with(tax_key, &[("rate", Arg::Text(&rate))])}</dt><dd class="num">{i.money(c, Some(m.tax))}</dd>
            })}
        </dl>
    }
}

/// The payment form: quick "all by" buttons, an amount for each method,
/// and (when the shelf is short) sell anyway or order instead.
#[component]
fn PayForm(d: SaleDraft, posted: Option<PostedSale>) -> impl IntoView {
    let i = use_i18n();
    let typed = posted.clone().unwrap_or_default();
    // A refused form keeps its own token: sent again, it is the same sale.
    let token = Some(typed.token.clone())
        .filter(|t| !t.is_empty())
        .unwrap_or(d.token.clone());
    let short = d.short_skus();
    let anyway = (!short.is_empty()).then(|| {
        view! {
            <fieldset class="field sale-short-choice" data-short=short.join(",")>
                <legend>{i.t_with("sale-short-ask", &[("skus", Arg::Text(&short.join(", ")))])}</legend>
                <label class="check"><input type="checkbox" name="anyway" value="1" checked=typed.anyway/> " " {i.t("sale-anyway")}</label>
                <p><a href=quote_order_of(&d.quote_id, &short) data-order-instead="">{i.t("sale-order-instead")}</a></p>
            </fieldset>
        }
    });
    view! {
        <form method="post" action=href::quote_sell(&d.quote_id) class="sale-pay">
            <input type="hidden" name="token" value=token/>
            {anyway}
            <PaymentFields total=d.money.total c=d.currency typed/>
        </form>
    }
}

/// A payment form's fields: "all by card", "all in cash", an amount for
/// each method split as the customer pays (what was typed kept), and
/// "take the payment". Inside a form of the page's own.
#[component]
pub fn PaymentFields(total: Minor, c: Currency, typed: PostedSale) -> impl IntoView {
    let i = use_i18n();
    let hint = i.t_with(
        "sale-pay-hint",
        &[("total", Arg::Text(&i.money(c, Some(total))))],
    );
    let fields = Method::ALL
        .into_iter()
        .map(|m| {
            let id = format!("pay-{}", m.code());
            view! {
                <div class="field">
                    <label for=id.clone()>{i.t(m.key())}</label>
                    <input id=id name=m.code() value=typed.amount(m) maxlength="40" inputmode="decimal" autocomplete="off" aria-describedby="pay-hint"/>
                </div>
            }
        })
        .collect_view();
    view! {
        <p class="sale-quick">
            <button type="submit" class="btn" name="all" value="card" data-pay-all="card">{i.t("sale-all-card")}</button>
            " "
            <button type="submit" class="btn secondary" name="all" value="cash" data-pay-all="cash">{i.t("sale-all-cash")}</button>
        </p>
        <fieldset class="sale-split">
            <legend>{i.t("sale-split")}</legend>
            <p id="pay-hint" class="muted small">{hint}</p>
            {fields}
        </fieldset>
        <p><button type="submit" class="btn" data-take-payment="">{i.t("sale-take-payment")}</button></p>
    }
}

/// `/sales/{id}`.
#[component]
pub fn InvoicePage() -> impl IntoView {
    let params = use_params_map();
    let id = Memo::new(move |_| {
        params
            .read()
            .get("id")
            .and_then(|s| s.parse::<i64>().ok())
            .unwrap_or(0)
    });
    let invoice = Resource::new(move || id.get(), invoice_of);
    let done = use_query_map().with_untracked(|m| m.get("done"));
    view! {
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || {
                let done = done.clone();
                Suspend::new(async move {
                    match invoice.await {
                        Ok(inv) => view! { <InvoiceBody inv done/> }.into_any(),
                        Err(AppError::NotFound(_)) => view! {
                            <MissingThing what=Missing::Invoice echo=String::new()/>
                        }
                        .into_any(),
                        Err(e) => page_error(e),
                    }
                })
            }}
        </Suspense>
    }
}

#[component]
fn InvoiceBody(inv: InvoiceView, done: Option<String>) -> impl IntoView {
    let i = use_i18n();
    let c = inv.currency;
    let title = i.t_with("invoice-title", &[("number", Arg::Text(&inv.number))]);
    let done_note = done.as_deref().map(|d| done_line(i, d));
    let change = (inv.change.0 > 0).then(|| {
        view! {
            <p class="sale-change" data-change=inv.change.0.to_string()>
                {i.t("sale-change")} " " <strong>{i.money(c, Some(inv.change))}</strong>
                <span class="muted">{format!(" · {} {}", i.t("sale-tendered"), i.money(c, inv.tendered))}</span>
            </p>
        }
    });
    let made = i.t_with(
        "invoice-made",
        &[
            ("time", Arg::Text(&i.date_time_text(&inv.at))),
            ("by", Arg::Text(inv.by.as_deref().unwrap_or("—"))),
        ],
    );
    let customer = match (&inv.customer_id, &inv.customer_name) {
        (Some(id), Some(name)) => {
            view! { <p>{i.t("invoice-to")} " " <a href=chref::customer(id)>{name.clone()}</a></p> }
                .into_any()
        }
        (None, Some(name)) => view! { <p>{i.t("invoice-to")} " " {name.clone()}</p> }.into_any(),
        _ => view! { <p class="muted">{i.t("sale-walk-in")}</p> }.into_any(),
    };
    let of_order = inv.order_id.clone().map(|o| {
        view! {
            <p data-invoice-order=o.clone()>
                <a href=crate::model::order::view::order(&o)>{i.t_with("invoice-of-order", &[("order", Arg::Text(&o))])}</a>
            </p>
        }
    });
    let lines: Vec<DraftSaleLine> = inv
        .lines
        .iter()
        .map(|l| DraftSaleLine {
            line: l.line.clone(),
            ours: None,
        })
        .collect();
    view! {
        <Title text=title.clone()/>
        <h1 data-invoice=inv.number.clone()>{title}</h1>
        {done_note}
        {change}
        <p class="muted small">{made}</p>
        {customer}
        {of_order}
        <InvoiceFiles inv=inv.clone()/>
        <SaleLines lines c/>
        {returned_note(i, &inv)}
        <SaleTotals m=inv.money c/>
        <InvoicePaid inv=inv.clone()/>
        <CreditNotes notes=inv.credit_notes.clone() c/>
        <p class="no-print">
            <a class="btn secondary" href=href::sale_return(inv.id) data-take-back="">{i.t("return-open")}</a>
            " "
            <a href=href::SALES>{i.t("nav-sales")}</a>
        </p>
    }
}

/// What a `?done=` on the invoice's page says.
fn done_line(i: I18n, d: &str) -> impl IntoView {
    let key = match d {
        "again" => "sale-done-again",
        "returned" => "return-done",
        "printed" => "sale-done-printed",
        "print-failed" => "sale-print-failed",
        "emailed" => "sale-done-emailed",
        "email-no-customer" => "sale-email-no-customer",
        "email-no-settings" => "quote-note-email-no-settings",
        "email-no-address" => "quote-note-email-no-address",
        "email-failed" => "quote-note-email-failed",
        _ => "sale-done",
    };
    let failed = d.starts_with("email-") || d == "print-failed";
    let class = if failed {
        "form-note problem"
    } else {
        "form-note done"
    };
    view! { <p class=class role="status" data-sale-done=d.to_string()>{i.t(key)}</p> }
}

/// The invoice's files, its email and its printed receipt.
#[component]
fn InvoiceFiles(inv: InvoiceView) -> impl IntoView {
    let i = use_i18n();
    view! {
        <p class="no-print sale-files">
            <a class="btn" href=href::sale_invoice_pdf(inv.id) data-invoice-pdf="">{i.t("invoice-pdf")}</a>
            " "
            <a class="btn secondary" href=href::sale_receipt_pdf(inv.id) data-receipt-pdf="">{i.t("invoice-receipt")}</a>
            {inv.customer_id.is_some().then(|| view! {
                " "
                <form method="post" action=href::sale_email(inv.id) class="inline">
                    <button type="submit" class="btn secondary" data-email-invoice="">{i.t("invoice-email")}</button>
                </form>
            })}
            {inv.can_print.then(|| view! {
                " "
                <form method="post" action=href::sale_print(inv.id) class="inline">
                    <button type="submit" class="btn secondary" data-print-receipt="">{i.t("invoice-print")}</button>
                </form>
            })}
        </p>
    }
}

/// What was paid before (a deposit), each payment, and (managers) the
/// margin.
#[component]
fn InvoicePaid(inv: InvoiceView) -> impl IntoView {
    let i = use_i18n();
    let c = inv.currency;
    let before = inv
        .paid_before
        .iter()
        .map(|p| {
            let said = i.t_with(
                "invoice-paid-before",
                &[
                    ("day", Arg::Text(&i.date_time_text(&p.at))),
                    ("method", Arg::Text(&i.t(p.method.key()))),
                    ("order", Arg::Text(&p.reference)),
                ],
            );
            view! { <dt>{said}</dt><dd class="num" data-paid-before=p.method.code()>{i.money(c, Some(p.amount))}</dd> }
        })
        .collect_view();
    let payments = inv
        .payments
        .iter()
        .map(|p| view! {
            <dt>{i.t_with("invoice-paid-by", &[("method", Arg::Text(&i.t(p.method.key())))])}</dt>
            <dd class="num" data-paid=p.method.code()>{i.money(c, Some(p.amount))}</dd>
        })
        .collect_view();
    let margin = inv.margin.map(|m| view! {
        <dt>{i.t("sale-margin")}</dt><dd class="num" data-margin=m.0.to_string()>{i.money(c, Some(m))}</dd>
    });
    view! { <dl class="order-money">{before}{payments}{margin}</dl> }
}

/// How many of each line came back, when some did.
fn returned_note(i: I18n, inv: &InvoiceView) -> Option<impl IntoView> {
    let back: Vec<String> = inv
        .lines
        .iter()
        .filter(|l| l.returned > 0)
        .map(|l| {
            let code = if l.line.sku.is_empty() {
                l.line.name.clone()
            } else {
                l.line.sku.clone()
            };
            i.t_with(
                "invoice-returned-line",
                &[
                    ("count", Arg::Count(l.returned)),
                    ("what", Arg::Text(&code)),
                ],
            )
        })
        .collect();
    (!back.is_empty()).then(|| view! { <p class="muted" data-returned="">{back.join(" · ")}</p> })
}

/// The credit notes made from the invoice, each with its PDF.
#[component]
fn CreditNotes(
    notes: Vec<crate::model::sale::return_view::CreditLink>,
    c: Currency,
) -> impl IntoView {
    let i = use_i18n();
    (!notes.is_empty()).then(|| {
        let rows = notes
            .into_iter()
            .map(|n| {
                let said = i.t_with(
                    "invoice-credit-note",
                    &[
                        ("number", Arg::Text(&n.number)),
                        ("time", Arg::Text(&i.date_time_text(&n.at))),
                        ("amount", Arg::Text(&i.money(c, Some(n.total)))),
                        ("method", Arg::Text(&i.t(n.method.key()))),
                    ],
                );
                view! {
                    <li data-credit-note=n.number.clone()>
                        {said} " " <a href=href::credit_note_pdf(n.id) data-credit-pdf="">{i.t("invoice-credit-pdf")}</a>
                    </li>
                }
            })
            .collect_view();
        view! {
            <h2>{i.t("invoice-credit-notes")}</h2>
            <ul class="credit-notes">{rows}</ul>
        }
    })
}
