//! "Scan" beside the lookup box: the camera reads a shelf label's barcode
//! (EAN-13 or Code 128 of the SKU) and looks it up as if typed and sent:
//! the product's page, or, while a quote list is open at the counter, one
//! more on that list. "Keep scanning" (while a list is open) stays on the
//! page for stock-taking: each part read goes onto the list with a beep, a
//! buzz and a count, until "Done". An island: the button shows only where
//! the browser can be asked for a camera; the camera's script and the
//! decoder are fetched only on the first press (`public/scanner/`).

use leptos::prelude::*;

use crate::model::scan::ScanWords;

/// The words' element, rendered by the server beside the island: every
/// word in one attribute, in the wire format.
#[component]
pub fn ScanWordsData() -> impl IntoView {
    #[cfg(feature = "ssr")]
    let words = crate::model::wire::to_wire(&server_words(crate::components::i18n::use_i18n()));
    #[cfg(not(feature = "ssr"))]
    let words = String::new();
    view! { <div id=ScanWords::ELEMENT hidden=true data-words=words></div> }
}

/// The panel's words in `i`'s language.
#[cfg(feature = "ssr")]
fn server_words(i: crate::components::i18n::I18n) -> ScanWords {
    let (count_before, count_after) = i.t_around("scan-count", "count", &[]);
    let (added_before, added_after) = i.t_around("scan-added", "sku", &[]);
    let (unknown_before, unknown_after) = i.t_around("scan-unknown", "code", &[]);
    ScanWords {
        open: i.t("scan-open"),
        title: i.t("scan-title"),
        starting: i.t("scan-starting"),
        looking: i.t("scan-looking"),
        denied: i.t("scan-denied"),
        no_camera: i.t("scan-no-camera"),
        no_decoder: i.t("scan-no-decoder"),
        keep: i.t("scan-keep"),
        count_before,
        count_after,
        added_before,
        added_after,
        unknown_before,
        unknown_after,
        failed: i.t("scan-failed"),
        close: i.t("scan-close"),
    }
}

/// The words: from the translations on the server, read back from
/// `ScanWordsData` in the browser, so both render the same text.
fn scan_words() -> ScanWords {
    #[cfg(feature = "ssr")]
    {
        server_words(crate::components::i18n::use_i18n())
    }
    #[cfg(all(feature = "hydrate", not(feature = "ssr")))]
    {
        let written = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id(ScanWords::ELEMENT))
            .and_then(|e| e.get_attribute("data-words"))
            .unwrap_or_default();
        crate::model::wire::from_wire(written.as_bytes()).unwrap_or_default()
    }
    #[cfg(not(any(feature = "ssr", feature = "hydrate")))]
    {
        ScanWords::default()
    }
}

/// What the panel shows.
#[derive(Clone, Copy)]
struct Panel {
    open: RwSignal<bool>,
    status: RwSignal<String>,
    keep: RwSignal<bool>,
    count: RwSignal<u32>,
}

/// The button and its panel. No props.
#[island]
pub fn ScanButton() -> impl IntoView {
    let words = scan_words();
    let list_open = crate::components::lookup::quote_open();
    let has_camera = RwSignal::new(false);
    let panel = Panel {
        open: RwSignal::new(false),
        status: RwSignal::new(String::new()),
        keep: RwSignal::new(false),
        count: RwSignal::new(0),
    };
    #[cfg(feature = "hydrate")]
    {
        Effect::new(move |_| has_camera.set(camera::has_camera_api()));
        camera::listen(panel, words.clone());
    }
    let start = {
        let starting = words.starting.clone();
        move |_| {
            panel.open.set(true);
            panel.status.set(starting.clone());
            #[cfg(feature = "hydrate")]
            camera::start();
        }
    };
    let close = move |_| close_panel(panel);
    let count_text = {
        let (before, after) = (words.count_before.clone(), words.count_after.clone());
        move || {
            [
                before.as_str(),
                &panel.count.get().to_string(),
                after.as_str(),
            ]
            .concat()
        }
    };
    view! {
        <div class="scan no-print">
            <button type="button" class="btn secondary scan-open" aria-haspopup="dialog"
                hidden=move || !has_camera.get() on:click=start>{words.open.clone()}</button>
            <div class="scan-panel" role="dialog" aria-label=words.title.clone() hidden=move || !panel.open.get()>
                <video class="scan-video" muted=true playsinline=true></video>
                <p class="scan-status" role="status">{move || panel.status.get()}</p>
                {list_open.then(|| view! {
                    <label class="scan-keep">
                        <input type="checkbox" prop:checked=move || panel.keep.get()
                            on:change=move |ev| panel.keep.set(event_target_checked(&ev))/>
                        " "{words.keep.clone()}
                    </label>
                })}
                <p class="scan-count" hidden=move || !panel.keep.get()>{count_text}</p>
                <button type="button" class="btn" on:click=close>{words.close.clone()}</button>
            </div>
        </div>
    }
}

/// Closes the panel and turns the camera off. After parts were scanned
/// onto the list, the page loads again to show them.
fn close_panel(panel: Panel) {
    panel.open.set(false);
    #[cfg(feature = "hydrate")]
    {
        camera::tell("dd-scan-stop");
        if panel.count.get_untracked() > 0 {
            if let Some(w) = web_sys::window() {
                let _ = w.location().reload();
            }
        }
    }
}

/// The browser's side: the camera itself is `/scanner/camera.js` (loaded
/// on the first press, so no page's first load carries it, nor the
/// decoder it fetches); the island speaks to it through window events
/// and does what a code read means.
#[cfg(feature = "hydrate")]
mod camera {
    use leptos::prelude::*;
    use wasm_bindgen::JsCast;

    use super::Panel;
    use crate::model::scan::ScanWords;

    /// The camera's script, and the id its element gets.
    const SCRIPT: &str = "/scanner/camera.js";
    const SCRIPT_ID: &str = "scan-camera";

    /// Whether the browser can be asked for a camera at all.
    pub fn has_camera_api() -> bool {
        let Some(w) = web_sys::window() else {
            return false;
        };
        js_sys::Reflect::get(&w, &"navigator".into())
            .and_then(|n| js_sys::Reflect::get(&n, &"mediaDevices".into()))
            .ok()
            .filter(|d| d.is_object())
            .and_then(|d| js_sys::Reflect::get(&d, &"getUserMedia".into()).ok())
            .is_some_and(|f| f.is_function())
    }

    /// Sends the camera's script an event.
    pub fn tell(name: &str) {
        if let (Some(w), Ok(ev)) = (web_sys::window(), web_sys::Event::new(name)) {
            let _ = w.dispatch_event(&ev);
        }
    }

    /// Starts the camera: loads its script on the first press (it starts
    /// at once, the panel being open), else asks it.
    pub fn start() {
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        if doc.get_element_by_id(SCRIPT_ID).is_some() {
            return tell("dd-scan-start");
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

    /// What the camera says, and each code it reads.
    pub fn listen(panel: Panel, words: ScanWords) {
        let said = {
            let words = words.clone();
            window_event_listener_untyped("dd-scan-state", move |ev| {
                let word = match detail(&ev).as_deref() {
                    Some("looking") => &words.looking,
                    Some("denied") => &words.denied,
                    Some("no-camera") => &words.no_camera,
                    _ => &words.no_decoder,
                };
                panel.status.set(word.clone());
            })
        };
        let read = window_event_listener_untyped("dd-scan-code", move |ev| {
            let Some(code) = detail(&ev).filter(|c| crate::model::scan::is_scanned_code(c)) else {
                return;
            };
            if !panel.open.get_untracked() {
                return;
            }
            if panel.keep.get_untracked() {
                let words = words.clone();
                leptos::task::spawn_local(async move { take_into_list(panel, code, &words).await });
            } else {
                tell("dd-scan-stop");
                panel.open.set(false);
                send_to_lookup(&code);
            }
        });
        on_cleanup(move || {
            said.remove();
            read.remove();
        });
    }

    /// A custom event's text.
    fn detail(ev: &web_sys::Event) -> Option<String> {
        js_sys::Reflect::get(ev, &"detail".into())
            .ok()
            .and_then(|d| d.as_string())
    }

    /// The code read, typed into the lookup box and sent, as a scanner's is.
    fn send_to_lookup(code: &str) {
        let input = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("lookup-q"))
            .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok());
        if let Some(input) = input {
            input.set_value(code);
            if let Some(form) = input.form() {
                let _ = form.request_submit();
            }
        }
    }

    /// One of the part read onto the open list; the panel says which, or
    /// why not.
    async fn take_into_list(panel: Panel, code: String, words: &ScanWords) {
        use crate::model::AppError;
        match crate::api::scan::scan_into_list(code.clone()).await {
            Ok(part) => {
                tell("dd-scan-taken");
                panel.count.update(|n| *n += 1);
                let mut said = [
                    words.added_before.as_str(),
                    &part.sku,
                    words.added_after.as_str(),
                ]
                .concat();
                if let Some(name) = part.name {
                    said.push_str(" · ");
                    said.push_str(&name);
                }
                panel.status.set(said);
            }
            Err(AppError::NotFound(_)) => panel.status.set(
                [
                    words.unknown_before.as_str(),
                    &code,
                    words.unknown_after.as_str(),
                ]
                .concat(),
            ),
            Err(_) => panel.status.set(words.failed.clone()),
        }
    }
}
