//! Small islands that make server-rendered forms and tables quicker to use.
//! Every form works without them (its submit button shows until the page is
//! interactive); with them, a choice in a list applies at once and the search
//! form's dates are checked before the page is left.
//!
//! They are hidden markers placed inside the form they serve
//! (`marker::listen_around`).

use leptos::prelude::*;

use super::marker::{listen_around, no_start};

/// Submits the form it sits in as soon as one of its lists changes (the
/// currency, the sort order).
#[island]
pub fn SubmitOnChange() -> impl IntoView {
    listen_around("form", no_start, &[("change", dom::submit_form_of)])
}

/// Checks the date fields (marked `data-date`) of the form it sits in on
/// submit: a date that does not parse stops the search and says why at its
/// field, as the server would after a round trip.
#[island]
pub fn DateChecks() -> impl IntoView {
    listen_around("form", no_start, &[("submit", dom::check_dates)])
}

#[cfg(feature = "hydrate")]
mod dom {
    use wasm_bindgen::JsCast;
    use web_sys::{Element, HtmlFormElement, HtmlInputElement};

    use crate::model::query::{form_error_summary, normalize_date};

    fn form_of(ev: &web_sys::Event) -> Option<HtmlFormElement> {
        ev.current_target()?.dyn_into().ok()
    }

    pub fn submit_form_of(ev: &web_sys::Event) {
        let is_list = ev
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .is_some_and(|el| el.tag_name() == "SELECT");
        if let (true, Some(form)) = (is_list, form_of(ev)) {
            let _ = form.request_submit();
        }
    }

    pub fn check_dates(ev: &web_sys::Event) {
        let Some(form) = form_of(ev) else {
            return;
        };
        let Ok(fields) = form.query_selector_all("input[data-date]") else {
            return;
        };
        let mut wrong = 0;
        for i in 0..fields.length() {
            let Some(input) = fields
                .item(i)
                .and_then(|n| n.dyn_into::<HtmlInputElement>().ok())
            else {
                continue;
            };
            let value = input.value();
            let problem = if value.trim().is_empty() {
                None
            } else {
                normalize_date(&value, false).err()
            };
            wrong += usize::from(problem.is_some());
            let slot_id = ["#", input.id().as_str(), "-error"].concat();
            if let Some(slot) = form.query_selector(&slot_id).ok().flatten() {
                slot.set_text_content(problem.as_deref());
            }
            let _ = match problem {
                Some(_) => input.set_attribute("aria-invalid", "true"),
                None => input.remove_attribute("aria-invalid"),
            };
        }
        if let Some(summary) = form.query_selector(".form-error").ok().flatten() {
            summary.set_text_content(Some(&form_error_summary(wrong)));
        }
        if wrong > 0 {
            ev.prevent_default();
        }
    }
}

#[cfg(not(feature = "hydrate"))]
mod dom {
    pub fn submit_form_of(_: &leptos::web_sys::Event) {}
    pub fn check_dates(_: &leptos::web_sys::Event) {}
}
