//! Lines of the shop's own on a quote's page: how such a line is named
//! where a part shows its SKU, labour's hours in words, and the two forms
//! that add one (labour; a part typed at the counter). Plain forms, so
//! they work without JavaScript; a refused one comes back filled in as
//! typed, open, with the reason.

use leptos::prelude::*;

use crate::{
    components::i18n::{use_i18n, Arg, I18n},
    model::{
        href,
        quote::{
            other::{Hours, LineKind, PostedOther, TypedOther, MAX_DESCRIPTION},
            Minor, QuoteLine, MAX_QTY,
        },
        skus::MAX_SKU_LEN,
        Currency,
    },
};

/// What a line shows where a part shows its SKU: the SKU, a typed part's
/// own code ("—" without one), or "Labour".
pub fn line_code(i: I18n, l: &QuoteLine) -> String {
    match (&l.kind, l.code()) {
        (LineKind::Labour { .. }, _) => i.t("quote-line-labour"),
        (_, Some(code)) => code.to_string(),
        (_, None) => "—".to_string(),
    }
}

/// What a line is called in a control's name (a button's, a field's):
/// its code, else its description.
pub fn line_label(l: &QuoteLine) -> String {
    l.code()
        .map_or_else(|| l.added.name.clone(), str::to_string)
}

/// Hours in the page's numbers: "1.5", "1,25".
pub fn hours_words(i: I18n, h: Hours) -> String {
    let (value, places) = h.decimal();
    i.decimal(value, places)
}

/// Labour by the hour in words: "1.5 h × £60.00"; none for anything else.
pub fn labour_words(i: I18n, l: &QuoteLine, currency: Currency) -> Option<String> {
    let by_hour = l.kind.hourly()?;
    Some(i.t_with(
        "quote-labour-hours",
        &[
            ("hours", Arg::Text(&hours_words(i, by_hour.hours))),
            ("rate", Arg::Text(&i.money(currency, Some(by_hour.rate)))),
        ],
    ))
}

/// Under a line's description: labour's hours at its rate, or that a
/// typed part is not in the catalogue.
#[component]
pub fn OtherLineNote(l: QuoteLine, currency: Currency) -> impl IntoView {
    let i = use_i18n();
    let said = match &l.kind {
        LineKind::Part => None,
        LineKind::Labour { .. } => labour_words(i, &l, currency),
        LineKind::Typed { .. } => Some(i.t("quote-line-own")),
    };
    said.map(|t| view! { <p class="line-note" data-other-line=l.kind.code()>{t}</p> })
}

/// The two forms that add a line of the shop's own, in one panel that
/// opens by itself when a refused form comes back.
#[component]
pub fn OtherLineForms(
    id: String,
    /// The shop's hourly rate, which the labour form starts from.
    labour_rate: Option<Minor>,
    currency: Currency,
    /// The shop's prices include tax (so are these).
    includes_tax: bool,
) -> impl IntoView {
    let i = use_i18n();
    let posted = use_context::<PostedOther>();
    let typed_for = |kind: &str| {
        posted
            .as_ref()
            .filter(|p| p.typed.kind == kind)
            .map(|p| p.typed.clone())
    };
    let labour = typed_for("labour").unwrap_or_else(|| TypedOther {
        rate: labour_rate.map(Minor::plain).unwrap_or_default(),
        ..TypedOther::default()
    });
    let part = typed_for("typed").unwrap_or_else(|| TypedOther {
        qty: "1".into(),
        ..TypedOther::default()
    });
    let basis = i.t(if includes_tax {
        "quote-other-incl-tax"
    } else {
        "quote-other-excl-tax"
    });
    let action = href::quote_other(&id);
    let money_label =
        |key: &'static str| i.t_with(key, &[("currency", Arg::Text(currency.code()))]);
    view! {
        <details class="other-lines no-print" open=posted.is_some() data-other-forms="">
            <summary>{i.t("quote-other-title")}</summary>
            <p class="muted">{basis}</p>
            <form method="post" action=action.clone() class="other-form" data-other-form="labour">
                <input type="hidden" name="kind" value="labour"/>
                <h3>{i.t("quote-other-labour")}</h3>
                <label>{i.t("quote-other-description")} " "
                    <input type="text" name="description" required maxlength=MAX_DESCRIPTION.to_string() value=labour.description/>
                </label>
                <label>{i.t("quote-other-hours")} " "
                    <input type="text" name="hours" inputmode="decimal" size="6" maxlength="8" value=labour.hours/>
                </label>
                <label>{money_label("quote-other-rate")} " "
                    <input type="text" name="rate" inputmode="decimal" size="8" maxlength="12" value=labour.rate/>
                </label>
                <label>{money_label("quote-other-fixed")} " "
                    <input type="text" name="price" inputmode="decimal" size="8" maxlength="12" value=labour.price/>
                </label>
                <button type="submit" class="btn secondary">{i.t("quote-other-add-labour")}</button>
            </form>
            <form method="post" action=action class="other-form" data-other-form="typed">
                <input type="hidden" name="kind" value="typed"/>
                <h3>{i.t("quote-other-typed")}</h3>
                <label>{i.t("quote-other-description")} " "
                    <input type="text" name="description" required maxlength=MAX_DESCRIPTION.to_string() value=part.description/>
                </label>
                <label>{i.t("quote-other-code")} " "
                    <input type="text" name="code" size="12" maxlength=MAX_SKU_LEN.to_string() value=part.code/>
                </label>
                <label>{money_label("quote-other-price")} " "
                    <input type="text" name="price" inputmode="decimal" size="8" maxlength="12" required value=part.price/>
                </label>
                <label>{i.t("quote-qty")} " "
                    <input type="number" name="qty" min="1" max=MAX_QTY.to_string() inputmode="numeric" value=part.qty/>
                </label>
                <button type="submit" class="btn secondary">{i.t("quote-other-add-typed")}</button>
            </form>
        </details>
    }
}
