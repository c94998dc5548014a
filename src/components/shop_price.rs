//! The shop's own price as pages show it: the shelf price in the shop's
//! currency with what it includes, "—" with the reason when there is
//! none (never a price in another currency), and for staff whether it
//! comes from the portal's default rule or sells below cost. Also a
//! quote's totals at the shop's prices with their tax. Plain markup,
//! formatted on the server: no island.

use leptos::prelude::*;

use crate::{
    components::i18n::{Arg, I18n},
    model::{
        pricing::{rate_text, Rate, RuleFrom, ShopPrice, ShopTotals, TaxKind},
        quote::discount::Discount,
        Currency,
    },
};

/// The shelf price as text: "€283.95", or "—".
pub fn amount_text(i: I18n, p: &ShopPrice) -> String {
    i.money(p.currency, p.amount.ok())
}

/// Why a part has no price at the shop, in words; `None` when it has one.
pub fn why_none(i: I18n, p: &ShopPrice) -> Option<String> {
    let why = p.amount.err()?;
    Some(i.t_with(why.key(), &[("currency", Arg::Text(p.currency.code()))]))
}

/// A rate in the page's language: "19", "6,875".
pub fn rate_words(i: I18n, rate: Rate) -> String {
    let text = rate_text(rate);
    let places = text.split_once('.').map_or(0, |(_, f)| f.len()) as i16;
    i.decimal(rate.0 as f64 / 1000.0, places)
}

/// The price on a card or a row: the amount, and the reason beside "—".
#[component]
pub fn ShopPriceText(i: I18n, price: ShopPrice) -> impl IntoView {
    let why = why_none(i, &price);
    view! {
        <span class="price-shop" data-shop-price=price.currency.code()>{amount_text(i, &price)}</span>
        {why.map(|w| view! { " " <span class="price-why muted">"(" {w} ")"</span> })}
    }
}

/// The product page's row of the shop's price: the amount, what it
/// includes, and for staff (`staff`) the default rule and below cost.
#[component]
pub fn ShopPriceRow(i: I18n, price: ShopPrice, staff: bool) -> impl IntoView {
    let includes = if price.includes_tax {
        i.t("price-shop-incl-tax")
    } else {
        i.t("price-shop-excl-tax")
    };
    let default_rule = (staff && price.from == RuleFrom::Default)
        .then(|| view! { <span class="rule-default muted" data-rule-default="">{i.t("price-shop-default")}</span> });
    let below = (staff && price.below_cost).then(
        || view! { <span class="below-cost" data-below-cost="">{i.t("price-below-cost")}</span> },
    );
    let priced = price.amount.is_ok();
    view! {
        <tr class="shop-row">
            <th scope="row">{i.t("price-shop")}</th>
            <td class="num" data-price="shop">
                <ShopPriceText i price/>
                {priced.then(|| view! { <span class="price-includes muted">" " {includes}</span> })}
                {default_rule}
                {below}
            </td>
        </tr>
    }
}

/// A quote's totals at the shop's prices: the total the customer pays,
/// the tax in it (or added to it), and lines that have no shop price.
#[component]
pub fn ShopTotalRows(
    i: I18n,
    t: ShopTotals,
    /// The whole quote's discount, to say what it was.
    discount: Option<Discount>,
    /// Net, tax, then total, even where prices include tax (a business's
    /// copy).
    #[prop(optional)]
    net_first: bool,
) -> impl IntoView {
    let c: Currency = t.currency;
    let rate = rate_words(i, t.rate);
    let money = move |m| i.money(c, Some(m));
    let tax_key = match (t.kind, t.includes_tax && !net_first) {
        (TaxKind::Vat, true) => "quote-tax-vat-in",
        (TaxKind::Vat, false) => "quote-tax-vat",
        (TaxKind::SalesTax, _) => "quote-tax-sales",
    };
    let tax_label = i.t_with(tax_key, &[("rate", Arg::Text(&rate))]);
    let taxed = t.rate.0 > 0;
    let net_row = view! {
        <tr><th scope="row">{i.t("quote-total-net")}</th><td class="num" data-total="net">{money(t.net)}</td></tr>
    };
    let tax_row = view! {
        <tr><th scope="row">{tax_label}</th><td class="num" data-total="tax">{money(t.tax)}</td></tr>
    };
    let total_row = view! {
        <tr class="grand-total"><th scope="row">{i.t("quote-total-shop")}</th><td class="num" data-total="shop">{money(t.total)}</td></tr>
    };
    let unpriced = (t.unpriced > 0).then(|| {
        view! {
            <tr><th scope="row">{i.t("quote-unpriced-shop")}</th><td class="num" data-total="unpriced-shop">{i.count(t.unpriced as i64)}</td></tr>
        }
    });
    let discounts = (t.line_discounts.0 > 0 || t.quote_discount.0 > 0).then(|| {
        let quote_said = discount.map(|d| match d {
            Discount::Percent(r) => [" (", &rate_words(i, r), "%)"].concat(),
            Discount::Amount(_) => String::new(),
        });
        let minus = move |m: crate::model::quote::Minor| ["−", &money(m)].concat();
        view! {
            <tr><th scope="row">{i.t("quote-before-discounts")}</th><td class="num" data-total="before-discounts">{money(t.before_discounts)}</td></tr>
            {(t.line_discounts.0 > 0).then(|| view! {
                <tr><th scope="row">{i.t("quote-line-discounts")}</th><td class="num" data-total="line-discounts">{minus(t.line_discounts)}</td></tr>
            })}
            {(t.quote_discount.0 > 0).then(|| view! {
                <tr><th scope="row">{i.t("quote-quote-discount")} {quote_said}</th><td class="num" data-total="quote-discount">{minus(t.quote_discount)}</td></tr>
            })}
        }
    });
    // A customer on a tier: what the lines come to at retail, and what
    // the tier saves them.
    let tier = t.tier.clone().filter(|tier| tier.saving.0 > 0).map(|tier| {
        let saving = i.t_with("quote-tier-saving", &[("tier", Arg::Text(&tier.name))]);
        view! {
            <tr><th scope="row">{i.t("quote-total-retail")}</th><td class="num" data-total="retail">{money(tier.retail)}</td></tr>
            <tr class="tier-saving"><th scope="row">{saving}</th><td class="num" data-total="tier-saving">{["−", &money(tier.saving)].concat()}</td></tr>
        }
    });
    // Prices with tax in them: the total first, then the tax it holds;
    // before tax: the net, the tax added, then the total.
    if t.includes_tax && !net_first {
        view! { {tier} {discounts} {total_row} {taxed.then_some(tax_row)} {unpriced} }.into_any()
    } else {
        view! { {tier} {discounts} {taxed.then_some(net_row)} {taxed.then_some(tax_row)} {total_row} {unpriced} }
            .into_any()
    }
}
