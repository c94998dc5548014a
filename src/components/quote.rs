//! The quote lists' shared pieces: the "Add to quote" forms of a product
//! page and of a product card, the bar shown while a list is open at the
//! counter, and the note a form's redirect brings back. Plain forms posting
//! to `server/routes/quotes.rs`: no island, they work without JavaScript.

use leptos::prelude::*;

use crate::{
    components::i18n::{use_i18n, Arg, I18n},
    model::{
        href,
        quote::{Note, QuoteHead, MAX_QTY},
    },
};

/// Adds this SKU with a quantity to one of the person's lists, or to a new
/// one (the first choice when there are none). The list open at the
/// counter is chosen to begin with.
#[component]
pub fn AddToQuote(sku: String, lists: Vec<QuoteHead>) -> impl IntoView {
    let open = crate::components::prefs::use_prefs().open_quote;
    let i = use_i18n();
    view! {
        <form class="add-to-quote no-print" method="post" action=href::quote_add()>
            <input type="hidden" name="sku" value=sku/>
            <label>
                {i.t("quote-qty")} " "
                <input type="number" name="qty" value="1" min="1" max=MAX_QTY.to_string() required inputmode="numeric" size="4"/>
            </label>
            <label>
                " " {i.t("quote-to")} " "
                <select name="quote">
                    {lists
                        .into_iter()
                        .map(|l| {
                            let chosen = open.as_ref() == Some(&l.id);
                            view! { <option value=l.id selected=chosen>{l.name}</option> }
                        })
                        .collect_view()}
                    <option value="new">{i.t("quote-new-list")}</option>
                </select>
            </label>
            " "
            <button type="submit" class="btn">{i.t("quote-add")}</button>
        </form>
    }
}

/// A product card's "Add to quote": one of this SKU onto the list open at
/// the counter (or a new one, then open), and back to this page.
#[component]
pub fn CardAdd(sku: String, back: String) -> impl IntoView {
    card_add(use_i18n(), sku, back)
}

/// `CardAdd` in the words of `i` (a list has its language at hand).
pub fn card_add(i: I18n, sku: String, back: String) -> impl IntoView {
    let label = i.t_with("quote-add-sku", &[("sku", Arg::Text(&sku))]);
    view! {
        <form class="card-add no-print" method="post" action=href::quote_add()>
            <input type="hidden" name="sku" value=sku/>
            <input type="hidden" name="qty" value="1"/>
            <input type="hidden" name="quote" value="open"/>
            <input type="hidden" name="back" value=back/>
            <button type="submit" class="btn small secondary" aria-label=label>{i.t("quote-add")}</button>
        </form>
    }
}

/// While a list is open at the counter: which, what the last form did,
/// and a button that closes it. `id="open-quote"` is how the lookup box
/// knows (on the server and in the browser alike) that scans add to it.
#[component]
pub fn OpenQuoteBar() -> impl IntoView {
    let open = crate::components::prefs::use_prefs().open_quote;
    let back = crate::components::bike::here();
    // A list's own page shows its notes itself.
    let note = (!back.starts_with("/quotes"))
        .then(|| {
            let q = leptos_router::hooks::use_query_map();
            q.with_untracked(|m| m.get("note"))
        })
        .flatten();
    open.map(|id| {
        let i = use_i18n();
        let (before, after) = i.t_around("quote-open-bar", "list", &[]);
        view! {
            <div class="open-quote no-print" id="open-quote" role="status" data-open-quote=id.clone()>
                <span>{before}</span>
                <a href=href::quote(&id)>{i.t("quote-open-list")}</a>
                {(!after.is_empty()).then(|| view! { <span>{after}</span> })}
                <form method="post" action=href::QUOTE_CLOSE class="inline">
                    <input type="hidden" name="back" value=back/>
                    <button type="submit" class="btn small secondary">{i.t("quote-close-list")}</button>
                </form>
                <FormNote code=note/>
            </div>
        }
    })
}

/// What the last form did, from the page's `?note=` code (unknown codes show
/// nothing: no text from the address is echoed).
#[component]
pub fn FormNote(code: Option<String>) -> impl IntoView {
    let note = code.as_deref().and_then(Note::from_code);
    note.map(|n| {
        let (class, role) = if n.is_problem() {
            ("form-note problem", "alert")
        } else {
            ("form-note done", "status")
        };
        let message = crate::components::i18n::use_i18n().t(n.message_key());
        view! { <p class=class role=role data-note=n.code()>{message}</p> }
    })
}
