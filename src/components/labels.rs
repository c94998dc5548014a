//! "Print labels": a plain GET form to `/labels.pdf` for a quote list's
//! parts, one part, a stock check's parts or a search's: the sheet or
//! roll, the first free label of a part-used sheet, which price to print
//! (the shop's, the RRP or none); and the same labels for a Zebra
//! printer. No island.

use leptos::prelude::*;

use crate::{
    components::i18n::use_i18n,
    model::labels::{LabelFormat, MAX_EACH},
};

/// Where the labels' parts come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LabelSource {
    /// One of the person's quote lists (a label per part ordered).
    List(String),
    /// One part.
    Part(String),
    /// Parts by SKU (a stock check's), one per line.
    Skus(Vec<String>),
    /// A search: the search page's query string (its first 500 parts).
    Search(String),
}

impl LabelSource {
    /// The field that names the parts, and its value.
    fn field(&self) -> (&'static str, String) {
        match self {
            LabelSource::List(id) => ("list", id.clone()),
            LabelSource::Part(sku) => ("sku", sku.clone()),
            LabelSource::Skus(skus) => ("skus", skus.join("\n")),
            LabelSource::Search(query) => ("search", query.clone()),
        }
    }
}

#[component]
pub fn LabelsForm(source: LabelSource) -> impl IntoView {
    let i = use_i18n();
    let (name, value) = source.field();
    let zpl = format!(
        "/labels.zpl?{name}={}",
        crate::model::query::encode_component(&value)
    );
    // A list prints a label per part ordered; the others ask how many.
    let part = !matches!(source, LabelSource::List(_));
    view! {
        <details class="labels-form no-print">
            <summary>{i.t("labels-print")}</summary>
            <form method="get" action="/labels.pdf" target="_blank" class="order-step">
                <input type="hidden" name=name value=value/>
                <label>{i.t("labels-format")} " "
                    <select name="format">
                        {LabelFormat::ALL.into_iter().map(|f| view! {
                            <option value=f.code()>{i.t(f.key())}</option>
                        }).collect_view()}
                    </select>
                </label>
                <label>{i.t("labels-start")} " "
                    <input type="number" name="start" min="1" max="30" value="1" inputmode="numeric"/>
                </label>
                {part.then(|| view! {
                    <label>{i.t("labels-each")} " "
                        <input type="number" name="each" min="1" max=MAX_EACH.to_string() value="1" inputmode="numeric"/>
                    </label>
                })}
                <label>{i.t("labels-price")} " "
                    <select name="price">
                        <option value="shop">{i.t("labels-price-shop")}</option>
                        <option value="rrp">{i.t("labels-price-rrp")}</option>
                        <option value="none">{i.t("labels-price-none")}</option>
                    </select>
                </label>
                <label class="labels-bin">
                    <input type="checkbox" name="bin" value="1"/> " " {i.t("labels-bin")}
                </label>
                <button type="submit" class="btn small secondary">{i.t("labels-make")}</button>
            </form>
            <p class="small"><a href=zpl download="">{i.t("labels-zpl")}</a></p>
        </details>
    }
}
