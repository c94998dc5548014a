//! The quote lists' shared pieces: the "Add to quote" form a product page
//! shows, and the note a form's redirect brings back. Plain forms posting
//! to `server/routes/quotes.rs`: no island, they work without JavaScript.

use leptos::prelude::*;

use crate::model::{
    href,
    quote::{Note, QuoteHead, MAX_QTY},
};

/// Adds this SKU with a quantity to one of the person's lists, or to a new
/// one (the first choice when there are none).
#[component]
pub fn AddToQuote(sku: String, lists: Vec<QuoteHead>) -> impl IntoView {
    view! {
        <form class="add-to-quote no-print" method="post" action=href::quote_add()>
            <input type="hidden" name="sku" value=sku/>
            <label>
                "Qty "
                <input type="number" name="qty" value="1" min="1" max=MAX_QTY.to_string() required inputmode="numeric" size="4"/>
            </label>
            <label>
                " to "
                <select name="quote">
                    {lists
                        .into_iter()
                        .map(|l| view! { <option value=l.id>{l.name}</option> })
                        .collect_view()}
                    <option value="new">"A new quote"</option>
                </select>
            </label>
            " "
            <button type="submit" class="btn">"Add to quote"</button>
        </form>
    }
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
        view! { <p class=class role=role data-note=n.code()>{n.message()}</p> }
    })
}
