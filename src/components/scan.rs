//! "Scan" beside the lookup box: the camera reads a shelf label's barcode
//! (EAN-13 or Code 128 of the SKU) and looks it up as if typed and sent:
//! the product's page, or, while a quote list is open at the counter, one
//! more on that list. "Keep scanning" (while a list is open) stays on the
//! page for stock-taking: each part read goes onto the list with a beep, a
//! buzz and a count, until "Done". On a count's counting sheet it keeps
//! scanning into the count (ticked from the start): each part read is
//! one more counted.
//!
//! The server renders the button (hidden) and the panel, with every word
//! the panel may say in the page's language on its `data-*` attributes.
//! The island is a hidden marker: at waking it shows the button where the
//! browser can be asked for a camera; on the press it opens the panel and
//! loads the camera's script, `/scanner/camera.js` (which fetches the
//! decoder, `/scanner/decoder.wasm`, where the browser has no
//! `BarcodeDetector`). No page's first load carries either.

use leptos::prelude::*;

use crate::components::{i18n::use_i18n, marker::listen_around};

/// The count whose counting sheet this is (`/stock/counts/{id}`), if it is
/// one: the camera's "Keep scanning" then counts into it.
fn counting_sheet() -> Option<i64> {
    let path = leptos_router::hooks::use_location()
        .pathname
        .get_untracked();
    crate::model::href::count_sheet_of(&path)
}

/// The button, the panel and the island that wakes them.
#[component]
pub fn Scan() -> impl IntoView {
    let i = use_i18n();
    let list_open = crate::components::lookup::quote_open();
    let counting = counting_sheet();
    let (count_before, count_after) = i.t_around("scan-count", "count", &[]);
    let (added_before, added_after) = i.t_around("scan-added", "sku", &[]);
    let (unknown_before, unknown_after) = i.t_around("scan-unknown", "code", &[]);
    let (into, failed, keep) = match counting {
        Some(_) => (
            "/api/scan_into_count",
            i.t("scan-count-failed"),
            i.t("scan-keep-count"),
        ),
        None => ("/api/scan_into_list", i.t("scan-failed"), i.t("scan-keep")),
    };
    view! {
        <div class="scan no-print">
            <ScanButton/>
            <button type="button" class="btn secondary scan-open" aria-haspopup="dialog" hidden>
                {i.t("scan-open")}
            </button>
            <div class="scan-panel" role="dialog" aria-label=i.t("scan-title") hidden
                data-starting=i.t("scan-starting") data-looking=i.t("scan-looking")
                data-denied=i.t("scan-denied") data-no-camera=i.t("scan-no-camera")
                data-no-decoder=i.t("scan-no-decoder") data-failed=failed
                data-count-before=count_before data-count-after=count_after
                data-added-before=added_before data-added-after=added_after
                data-unknown-before=unknown_before data-unknown-after=unknown_after
                data-into=into data-count-id=counting.map(|id| id.to_string())>
                <video class="scan-video" muted playsinline></video>
                <p class="scan-status" role="status"></p>
                {(list_open || counting.is_some()).then(|| view! {
                    <label class="scan-keep">
                        <input type="checkbox" class="scan-keep-box" checked=counting.is_some()/>
                        " "{keep}
                    </label>
                    <p class="scan-count" hidden=counting.is_none()></p>
                })}
                <button type="button" class="btn scan-done">{i.t("scan-close")}</button>
            </div>
        </div>
    }
}

/// The island: shows the button where the browser can be asked for a
/// camera, and opens the panel and the camera on the press. No props.
#[island]
pub fn ScanButton() -> impl IntoView {
    listen_around(".scan", camera::reveal, &[("click", camera::pressed)])
}

#[cfg(feature = "hydrate")]
mod camera {
    use leptos::web_sys::{Element, Event};
    use wasm_bindgen::JsCast;

    /// The camera's script, and the id its element gets.
    const SCRIPT: &str = "/scanner/camera.js";
    const SCRIPT_ID: &str = "scan-camera";

    /// Shows the button where the browser can be asked for a camera.
    pub fn reveal(host: &Element) {
        let asks = web_sys::window()
            .and_then(|w| js_sys::Reflect::get(&w, &"navigator".into()).ok())
            .and_then(|n| js_sys::Reflect::get(&n, &"mediaDevices".into()).ok())
            .filter(|d| d.is_object())
            .and_then(|d| js_sys::Reflect::get(&d, &"getUserMedia".into()).ok())
            .is_some_and(|f| f.is_function());
        if let (true, Ok(Some(button))) = (asks, host.query_selector(".scan-open")) {
            let _ = button.remove_attribute("hidden");
        }
    }

    /// "Scan": opens the panel and starts the camera, loading its script
    /// on the first press (it starts at once, finding the panel open).
    pub fn pressed(ev: &Event) {
        let on_button = ev
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|el| el.closest(".scan-open").ok().flatten())
            .is_some();
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        let panel = doc.query_selector(".scan-panel").ok().flatten();
        let (true, Some(panel)) = (on_button, panel) else {
            return;
        };
        let _ = panel.remove_attribute("hidden");
        if doc.get_element_by_id(SCRIPT_ID).is_some() {
            if let (Some(w), Ok(start)) = (web_sys::window(), Event::new("dd-scan-start")) {
                let _ = w.dispatch_event(&start);
            }
            return;
        }
        let Ok(script) = doc.create_element("script") else {
            return;
        };
        let _ = script.set_attribute("type", "module");
        let _ = script.set_attribute("src", SCRIPT);
        script.set_id(SCRIPT_ID);
        if let Some(body) = doc.body() {
            let _ = body.append_child(&script);
        }
    }
}

#[cfg(not(feature = "hydrate"))]
mod camera {
    use leptos::web_sys::{Element, Event};

    pub fn reveal(_: &Element) {}
    pub fn pressed(_: &Event) {}
}
