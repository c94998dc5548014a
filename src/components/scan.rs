//! "Scan" beside the lookup box: the camera reads a shelf label's barcode
//! (EAN-13 or Code 128 of the SKU) and looks it up as if typed and sent:
//! the product's page, or, while a quote list is open at the counter, one
//! more on that list. "Keep scanning" (while a list is open) stays on the
//! page for stock-taking: each part read goes onto the list with a beep, a
//! buzz and a count, until "Done". An island: the button shows only where
//! the browser can be asked for a camera; the decoder is fetched only on
//! the first press (`scan_camera`).

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
    /// Each press starts a new run; closing ends it.
    run: StoredValue<u32>,
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
        run: StoredValue::new(0),
    };
    let video = NodeRef::<leptos::html::Video>::new();
    #[cfg(feature = "hydrate")]
    Effect::new(move |_| has_camera.set(super::scan_camera::has_camera_api()));
    let start = {
        let words = words.clone();
        move |_| start_run(panel, video, words.clone())
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
                <video class="scan-video" node_ref=video muted=true playsinline=true></video>
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

/// Closes the panel, ending its run (the camera goes off). After parts
/// were scanned onto the list, the page loads again to show them.
fn close_panel(panel: Panel) {
    panel.run.update_value(|r| *r += 1);
    panel.open.set(false);
    #[cfg(feature = "hydrate")]
    if panel.count.get_untracked() > 0 {
        if let Some(w) = web_sys::window() {
            let _ = w.location().reload();
        }
    }
}

/// Opens the panel and starts a run: the camera, the reader, then a frame
/// about every 120 ms until the panel closes.
fn start_run(panel: Panel, video: NodeRef<leptos::html::Video>, words: ScanWords) {
    panel.run.update_value(|r| *r += 1);
    panel.open.set(true);
    panel.status.set(words.starting.clone());
    #[cfg(feature = "hydrate")]
    {
        let run = panel.run.get_value();
        leptos::task::spawn_local(async move {
            if let Some(video) = video.get_untracked() {
                run_camera(panel, run, &video, &words).await;
            }
        });
    }
    #[cfg(not(feature = "hydrate"))]
    let _ = (video, words);
}

#[cfg(feature = "hydrate")]
async fn run_camera(panel: Panel, run: u32, video: &web_sys::HtmlVideoElement, words: &ScanWords) {
    use super::scan_camera::{wait_ms, Camera, Fault, Frame, Reader};
    let say_fault = |f: Fault| {
        panel.status.set(match f {
            Fault::Denied => words.denied.clone(),
            Fault::NoCamera => words.no_camera.clone(),
            Fault::NoDecoder => words.no_decoder.clone(),
        })
    };
    // Made on the press, so the browser lets it sound.
    let audio = web_sys::AudioContext::new().ok();
    let camera = match Camera::open(video).await {
        Ok(c) => c,
        Err(f) => return say_fault(f),
    };
    let (reader, frame) = match (Reader::new().await, Frame::new()) {
        (Ok(r), Some(frame)) => (r, frame),
        (Err(f), _) => {
            camera.stop();
            return say_fault(f);
        }
        (_, None) => {
            camera.stop();
            return say_fault(Fault::NoDecoder);
        }
    };
    panel.status.set(words.looking.clone());
    let mut seen = Seen::default();
    while panel.run.get_value() == run {
        wait_ms(120).await;
        if panel.run.get_value() != run {
            break;
        }
        let Some(code) = reader.read(video, &frame).await else {
            continue;
        };
        if !crate::model::scan::is_scanned_code(&code) || !seen.is_new(&code, js_sys::Date::now()) {
            continue;
        }
        if !panel.keep.get_untracked() {
            super::scan_camera::signal_taken(audio.as_ref());
            panel.run.update_value(|r| *r += 1);
            camera.stop();
            panel.open.set(false);
            return send_to_lookup(&code);
        }
        take_into_list(panel, &code, words, audio.as_ref()).await;
    }
    camera.stop();
}

/// The code read, typed into the lookup box and sent, as a scanner's is.
#[cfg(feature = "hydrate")]
fn send_to_lookup(code: &str) {
    use wasm_bindgen::JsCast;
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(input) = doc
        .get_element_by_id("lookup-q")
        .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
    else {
        return;
    };
    input.set_value(code);
    if let Some(form) = input.form() {
        let _ = form.request_submit();
    }
}

/// One of the part read onto the open list; the panel says which, or why
/// not.
#[cfg(feature = "hydrate")]
async fn take_into_list(
    panel: Panel,
    code: &str,
    words: &ScanWords,
    audio: Option<&web_sys::AudioContext>,
) {
    use crate::model::AppError;
    match crate::api::scan::scan_into_list(code.to_string()).await {
        Ok(part) => {
            super::scan_camera::signal_taken(audio);
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
                code,
                words.unknown_after.as_str(),
            ]
            .concat(),
        ),
        Err(_) => panel.status.set(words.failed.clone()),
    }
}

#[cfg(any(feature = "hydrate", test))]
/// The codes read lately: the same code in view frame after frame counts
/// once; it counts again once it has been out of view for a moment (the
/// next of two parts on a shelf).
#[derive(Default)]
struct Seen {
    last: Option<(String, f64)>,
}

#[cfg(any(feature = "hydrate", test))]
/// How long a code must be out of view to count again, in milliseconds.
const AGAIN_AFTER_MS: f64 = 1_500.0;

#[cfg(any(feature = "hydrate", test))]
impl Seen {
    /// Whether `code`, read at `now_ms`, is a new read (and remembers it).
    fn is_new(&mut self, code: &str, now_ms: f64) -> bool {
        let new = match &self.last {
            Some((last, at)) => last != code || now_ms - at >= AGAIN_AFTER_MS,
            None => true,
        };
        self.last = Some((code.to_string(), now_ms));
        new
    }
}

#[cfg(test)]
mod tests {
    use super::Seen;

    #[test]
    fn a_code_in_view_counts_once_and_again_after_a_pause() {
        let mut s = Seen::default();
        assert!(s.is_new("CP0151BL", 0.0));
        assert!(!s.is_new("CP0151BL", 120.0));
        assert!(!s.is_new("CP0151BL", 1_500.0), "still in view");
        assert!(s.is_new("EL0706", 1_620.0), "another part");
        assert!(s.is_new("CP0151BL", 1_740.0), "back to the first");
        assert!(s.is_new("CP0151BL", 3_400.0), "out of view for a moment");
    }
}
