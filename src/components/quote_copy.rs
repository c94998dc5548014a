//! A quote list's customer copy in the customer's own language, when they
//! have one the page is not in: printed in place of the page (which stays
//! in the staff's language on screen), so the words, money and dates on
//! paper are the customer's. Only what the customer's copy shows: the
//! shop's prices in its currency with their tax; no RRP, dealer prices,
//! margin, stock, forms or notes for the shop. Plain markup: no island.

use leptos::prelude::*;

use crate::{
    components::{
        i18n::{Arg, I18n},
        quote_lines::{CustomerHeads, LineTotal},
        quote_other::{labour_words, line_code},
        shop_price::ShopTotalRows,
    },
    model::{
        customer::{Fit, QuoteCustomer},
        lang::Lang,
        pricing::{LineMoney, ShopTotals},
        quote::{discount::Discount, QuoteLine},
        Currency,
    },
};

/// What the customer's copy is made of.
#[derive(Debug, Clone)]
pub struct CopyOf {
    pub name: String,
    /// The list's day, and the last day its prices hold (`YYYY-MM-DD`).
    pub today: String,
    pub until: String,
    pub lines: Vec<QuoteLine>,
    pub customer: QuoteCustomer,
    /// The totals at the shop's prices, with the tax.
    pub shop: Option<ShopTotals>,
    /// Days the prices hold.
    pub days: i64,
    /// The whole quote's discount.
    pub discount: Option<Discount>,
    /// Its prices no longer hold.
    pub expired: bool,
}

/// The language a list's customer copy is printed in apart from the page,
/// when the copy printed is the customer's (not `?copy=dealer`): the
/// customer's, when they have one the page (`page`) is not in; the page's
/// for a business (their copy has their VAT number and prices before tax).
pub fn copy_lang(customer: Option<&QuoteCustomer>, page: Lang, dealer_copy: bool) -> Option<Lang> {
    let c = customer.filter(|_| !dealer_copy)?;
    match c.lang {
        Some(l) if l != page => Some(l),
        _ => c.vat_number.is_some().then_some(page),
    }
}

/// The customer's copy, written in `lang`.
#[component]
pub fn CustomerCopy(lang: Lang, copy: CopyOf) -> impl IntoView {
    let i = I18n::new(lang);
    let CopyOf {
        name,
        today,
        until,
        lines,
        customer,
        shop,
        days,
        discount,
        expired,
    } = copy;
    let money = shop.as_ref().map(|t| t.lines.clone()).unwrap_or_default();
    let currency = shop.as_ref().map_or(Currency::Gbp, |s| s.currency);
    // A business is shown prices before tax, the tax beside them.
    let net = customer.vat_number.is_some() && shop.as_ref().is_some_and(|s| s.includes_tax);
    let valid = i.t_with(
        "quote-valid",
        &[
            ("days", Arg::Count(days)),
            ("until", Arg::Text(&i.date_text(Some(&until)))),
        ],
    );
    let (before, after) = i.t_around("quote-title", "name", &[]);
    view! {
        <section class="customer-copy" lang=lang.code() data-customer-copy=lang.code()>
            <h1>{before} <span class="quote-name">{name}</span>{after}</h1>
            <p class="quote-dates">
                {i.t("quote-date")} " " {i.date_text(Some(&today))} ". " {valid}
            </p>
            {expired.then(|| view! {
                <p class="fit-alert" data-expired="">{i.t_with("quote-expired-copy", &[("until", Arg::Text(&i.date_text(Some(&until))))])}</p>
            })}
            <CopyFor i customer=customer.clone()/>
            {(!lines.is_empty()).then(|| view! { <CopyLines i lines customer currency money net/> })}
            {net.then(|| view! { <p class="muted" data-net-prices="">{i.t("quote-copy-net-prices")}</p> })}
            <table class="quote-totals" aria-label=i.t("quote-totals")>
                <tbody>
                    {shop.map(|t| view! { <ShopTotalRows i t discount net_first=net/> })}
                </tbody>
            </table>
        </section>
    }
}

/// Who the copy is for, and which bike its fit marks are for.
#[component]
fn CopyFor(i: I18n, customer: QuoteCustomer) -> impl IntoView {
    let misfits = customer.misfits();
    let fit = match (&customer.bike, customer.index_ready) {
        (Some(b), true) if misfits > 0 => Some(view! {
            <p class="fit-alert">
                {i.t_with("quote-fit-misfits", &[("count", Arg::Count(misfits as i64)), ("bike", Arg::Text(&b.label))])}
            </p>
        }.into_any()),
        (Some(b), true) => Some(view! {
            <p>{i.t_with("quote-fit-for", &[("bike", Arg::Text(&b.label))])}</p>
        }.into_any()),
        _ => None,
    };
    let vat = customer.vat_number.clone().map(|n| {
        view! { <p class="quote-for-vat" data-copy-vat="">{i.t_with("quote-copy-vat-number", &[("number", Arg::Text(&n))])}</p> }
    });
    customer.customer.map(|c| {
        let line = format!("{} {} · {}", i.t("quote-for"), c.name, c.contact());
        view! {
            <p class="quote-for">{line}</p>
            {vat}
            {fit}
        }
    })
}

/// The lines: SKU, product, fit (when the customer's bike is known),
/// quantity, RRP and the line's RRP.
#[component]
fn CopyLines(
    i: I18n,
    lines: Vec<QuoteLine>,
    customer: QuoteCustomer,
    /// The shop's currency.
    currency: Currency,
    /// Each line's money at the shop's prices.
    money: Vec<LineMoney>,
    /// Before tax (a business's copy, where shelf prices include tax).
    net: bool,
) -> impl IntoView {
    let show_fit = customer.bike.is_some() && customer.index_ready;
    view! {
        <table class="quote-lines">
            <thead>
                <tr><CustomerHeads i show_fit/></tr>
            </thead>
            <tbody>
                {lines.into_iter().map(|l| {
                    let p = l.prices().clone();
                    let m = money.iter().find(|m| m.sku == l.sku).cloned();
                    // The line's own price (a tier's, where the customer has one).
                    let unit = match &m {
                        Some(m) if net => m.unit_net,
                        Some(m) => m.unit,
                        None => l.sell_price(currency),
                    };
                    let total = if net {
                        let after = m.as_ref().filter(|m| m.unit.is_some()).map(|m| m.net);
                        view! { {i.money(currency, after)} }.into_any()
                    } else {
                        view! { <LineTotal i currency money=m.clone() discount=l.discount dealer=false/> }.into_any()
                    };
                    let part = l.kind.is_part();
                    let fit = show_fit.then(|| if part {
                        let fit = customer.fit_of(&l.sku).unwrap_or(Fit::NotSaid);
                        view! { <td class=format!("fit fit-{}", fit.code())>{i.t(fit.label_key())}</td> }.into_any()
                    } else {
                        view! { <td class="fit"></td> }.into_any()
                    });
                    let hours = labour_words(i, &l, currency).map(|h| view! { <br/><span class="muted">{h}</span> });
                    view! {
                        <tr class:no-fit=show_fit && part && customer.fit_of(&l.sku) == Some(Fit::DoesNotFit)>
                            <td class="sku">{line_code(i, &l)}</td>
                            <td class="product">{p.name.clone()}{hours}</td>
                            {fit}
                            <td class="num">{i.count(l.qty)}</td>
                            <td class="num" data-copy-unit="">{i.money(currency, unit)}</td>
                            <td class="num" data-copy-line="">{total}</td>
                        </tr>
                    }
                }).collect_view()}
            </tbody>
        </table>
    }
}
