//! Stock badges, and keeping them live.
//!
//! Badges are rendered on the server, in the first HTML. One island per page,
//! `LiveStock`, keeps every live badge on the page current: every 30 seconds
//! while the page is visible, and whenever the window regains focus, it asks
//! for all of their SKUs in one server call (one bulk supplier call at most)
//! and copies the answer's words into the badges. Sibling islands share
//! nothing, so one page-wide island rather than a badge each: one timer, one
//! call, and no island wrapper or props per badge in the HTML.
//!
//! A badge whose count is older than its freshness is marked `old` (and
//! says "not live"); one still being checked reads "Checking…". Each badge
//! carries when its count is due again (`data-due`, Unix seconds): the
//! refresh asks only for badges that are due, and at once when the page
//! loaded with some still being checked.

use leptos::prelude::*;

use crate::{
    components::i18n::{use_i18n, I18n},
    model::listing::StockView,
};

pub const REFRESH_SECS: u64 = 30;

/// The attribute that marks a badge the page's refresh keeps current.
pub const LIVE_ATTR: &str = "data-live-sku";

/// One SKU's badge. `live`: the page's refresh keeps it current (off where
/// a table shows a count beside it that would then disagree).
#[component]
pub fn StockBadge(stock: StockView, #[prop(default = true)] live: bool) -> impl IntoView {
    stock_badge(use_i18n(), stock, live)
}

/// A badge in the words of `i` (a list has its language at hand).
pub fn stock_badge(i: I18n, stock: StockView, live: bool) -> impl IntoView {
    let face = stock.face(&|t| i.stock_text(t));
    let live_sku = live.then(|| face.sku.clone());
    let no_reason = face.reason.is_none();
    let class = if face.live { "stock" } else { "stock old" };
    let badge = format!("badge {}", face.state);
    view! {
        <span class=class data-sku=face.sku data-live-sku=live_sku data-due=face.due.to_string()>
            <span class=badge title=face.title data-state=face.state>{face.label}</span>
            <span class="stock-reason muted" hidden=no_reason>{face.reason.map(|r| format!(" {r}"))}</span>
            <span class="checked-at">{face.checked}</span>
        </span>
    }
}

/// Keeps every live badge on the page current. Renders nothing; has nothing
/// to do on a page without live badges.
#[island]
pub fn LiveStock() -> impl IntoView {
    #[cfg(feature = "hydrate")]
    live::start();
}

#[cfg(feature = "hydrate")]
mod live {
    use leptos::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{Document, Element};

    use super::{LIVE_ATTR, REFRESH_SECS};
    use crate::model::listing::StockFace;

    pub fn start() {
        if badges().is_empty() {
            return;
        }
        if let Ok(handle) =
            set_interval_with_handle(refresh, std::time::Duration::from_secs(REFRESH_SECS))
        {
            on_cleanup(move || handle.clear());
        }
        // Counts still being checked when the page was served: ask now.
        if badges().iter().any(|(_, el)| due_at(el) == 0) {
            refresh();
        }
        let focus = window_event_listener(leptos::ev::focus, move |_| refresh());
        on_cleanup(move || focus.remove());
    }

    fn document() -> Option<Document> {
        web_sys::window().and_then(|w| w.document())
    }

    /// Every live badge on the page, with its SKU.
    fn badges() -> Vec<(String, Element)> {
        let Some(found) = document().and_then(|d| {
            let mut sel = String::from("[");
            sel.push_str(LIVE_ATTR);
            sel.push(']');
            d.query_selector_all(&sel).ok()
        }) else {
            return Vec::new();
        };
        (0..found.length())
            .filter_map(|i| found.item(i)?.dyn_into::<Element>().ok())
            .filter_map(|el| Some((el.get_attribute(LIVE_ATTR)?, el)))
            .filter(|(sku, _)| !sku.is_empty())
            .collect()
    }

    fn refresh() {
        let visible = document()
            .map(|d| d.visibility_state() == web_sys::VisibilityState::Visible)
            .unwrap_or(true);
        if !visible {
            return;
        }
        // Only counts past their freshness: the others are still current.
        let now = (js_sys::Date::now() / 1000.0) as i64;
        let mut skus: Vec<String> = badges()
            .into_iter()
            .filter(|(_, el)| due_at(el) <= now)
            .map(|(s, _)| s)
            .collect();
        skus.sort_unstable();
        skus.dedup();
        if skus.is_empty() {
            return;
        }
        leptos::task::spawn_local(async move {
            if let Ok(faces) = crate::api::catalogue::stock_for(skus).await {
                let on_page = badges();
                for face in &faces {
                    for (_, el) in on_page.iter().filter(|(s, _)| *s == face.sku) {
                        show(el, face);
                    }
                }
            }
        });
    }

    /// When a badge's count is due again (Unix seconds; 0: now).
    fn due_at(el: &Element) -> i64 {
        el.get_attribute("data-due")
            .and_then(|d| d.parse().ok())
            .unwrap_or(0)
    }

    /// Copies a badge's words into its elements (the same shape the server
    /// rendered, see `StockBadge`).
    fn show(el: &Element, face: &StockFace) {
        el.set_class_name(if face.live { "stock" } else { "stock old" });
        let _ = el.set_attribute("data-due", &face.due.to_string());
        let child = |class: &str| {
            let mut sel = String::from(".");
            sel.push_str(class);
            el.query_selector(&sel).ok().flatten()
        };
        if let Some(badge) = child("badge") {
            badge.set_class_name(&["badge ", &face.state].concat());
            let _ = badge.set_attribute("data-state", &face.state);
            let _ = badge.set_attribute("title", &face.title);
            badge.set_text_content(Some(&face.label));
        }
        if let Some(reason) = child("stock-reason") {
            match &face.reason {
                Some(r) => {
                    reason.set_text_content(Some(&[" ", r].concat()));
                    let _ = reason.remove_attribute("hidden");
                }
                None => {
                    reason.set_text_content(None);
                    let _ = reason.set_attribute("hidden", "");
                }
            }
        }
        if let Some(checked) = child("checked-at") {
            checked.set_text_content(Some(&face.checked));
        }
    }
}
