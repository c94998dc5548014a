//! The product image gallery: one large image, thumbnails, arrow keys to
//! move, Enter or a click for a larger view, Escape to close it.
//!
//! Rendered whole on the server (every thumbnail, and the larger view
//! hidden); the `GalleryControls` island inside it only moves between the
//! images the HTML already lists. A product without images gets `NoImage`.

use leptos::prelude::*;

use super::{
    i18n::Arg,
    marker::{listen_around, no_start},
};

/// What stands in for the gallery when the supplier lists no image.
#[component]
pub fn NoImage() -> impl IntoView {
    let no_image = super::i18n::use_i18n().t("no-image");
    let label = no_image.clone();
    view! {
        <div class="gallery">
            <div class="main-image"><span class="placeholder-img" role="img" aria-label=label>{no_image}</span></div>
        </div>
    }
}

/// The product's images (at least one).
#[component]
pub fn Gallery(images: Vec<String>, alt: String) -> impl IntoView {
    let count = images.len();
    let first = images.first().cloned().unwrap_or_default();
    let i = super::i18n::use_i18n();
    // The counter's words with their places marked, for the browser code to
    // fill in as it moves (`counter_text`).
    let template = i.t_with(
        "gallery-count",
        &[("n", Arg::Text(N)), ("total", Arg::Text(TOTAL))],
    );
    view! {
        <div class="gallery" data-count=template.clone()>
            <button type="button" class="main-image" aria-label=i.t("gallery-larger")>
                <img src=first.clone() alt=alt.clone() width="640" height="480" fetchpriority="high" data-testid="main-image"/>
            </button>
            <p class="muted gallery-count" aria-live="polite">{counter_text(&template, 0, count)}</p>
            {(count > 1).then(|| view! {
                <ul class="thumbs" aria-label=i.t("gallery-images")>
                    {images
                        .into_iter()
                        .enumerate()
                        .map(|(n, src)| {
                            let thumb = src.clone();
                            let label = i.t_with("gallery-image", &[("n", Arg::Count(n as i64 + 1))]);
                            view! {
                            <li>
                                <button
                                    type="button"
                                    aria-label=label
                                    aria-current=(n == 0).then_some("true")
                                    data-index=n.to_string()
                                    data-src=src.clone()
                                >
                                    <img src=thumb alt="" width="64" height="48" loading="lazy"/>
                                </button>
                            </li>
                            }
                        })
                        .collect_view()}
                </ul>
            })}
            <div class="lightbox" role="dialog" aria-modal="true" aria-label=i.t("gallery-larger-view") hidden>
                <button type="button" class="btn close">{i.t("gallery-close")}</button>
                <img src=first alt=alt loading="lazy"/>
            </div>
            <GalleryControls/>
        </div>
    }
}

/// Moves through the gallery it sits in, and opens and closes its larger view.
#[island]
pub fn GalleryControls() -> impl IntoView {
    listen_around(
        ".gallery",
        no_start,
        &[("click", dom::on_click), ("keydown", dom::on_key)],
    )
}

#[cfg(feature = "hydrate")]
mod dom {
    use wasm_bindgen::JsCast;
    use web_sys::{Element, Event, HtmlElement, KeyboardEvent};

    use super::counter_text;

    fn host(ev: &Event) -> Option<Element> {
        ev.current_target()?.dyn_into().ok()
    }

    fn find(gallery: &Element, selector: &str) -> Option<Element> {
        gallery.query_selector(selector).ok().flatten()
    }

    fn thumbs(gallery: &Element) -> Vec<Element> {
        let Ok(list) = gallery.query_selector_all("[data-index]") else {
            return Vec::new();
        };
        (0..list.length())
            .filter_map(|i| list.item(i)?.dyn_into().ok())
            .collect()
    }

    fn focus(el: Option<Element>) {
        if let Some(el) = el.and_then(|e| e.dyn_into::<HtmlElement>().ok()) {
            let _ = el.focus();
        }
    }

    /// Shows image `i` (wrapping round) as the large one.
    fn show(gallery: &Element, i: usize) {
        let thumbs = thumbs(gallery);
        let Some(chosen) = thumbs.get(i) else {
            return;
        };
        for (n, t) in thumbs.iter().enumerate() {
            let _ = if n == i {
                t.set_attribute("aria-current", "true")
            } else {
                t.remove_attribute("aria-current")
            };
        }
        if let (Some(src), Some(img)) = (
            chosen.get_attribute("data-src"),
            find(gallery, ".main-image img"),
        ) {
            let _ = img.set_attribute("src", &src);
        }
        if let Some(count) = find(gallery, ".gallery-count") {
            let template = gallery.get_attribute("data-count").unwrap_or_default();
            count.set_text_content(Some(&counter_text(&template, i, thumbs.len())));
        }
    }

    fn step(gallery: &Element, forward: bool) {
        let thumbs = thumbs(gallery);
        let n = thumbs.len();
        if n < 2 {
            return;
        }
        let now = thumbs
            .iter()
            .position(|t| t.get_attribute("aria-current").is_some())
            .unwrap_or(0);
        show(
            gallery,
            if forward {
                (now + 1) % n
            } else {
                (now + n - 1) % n
            },
        );
    }

    fn open(gallery: &Element) {
        let Some(lightbox) = find(gallery, ".lightbox") else {
            return;
        };
        if let (Some(src), Some(img)) = (
            find(gallery, ".main-image img").and_then(|i| i.get_attribute("src")),
            find(&lightbox, "img"),
        ) {
            let _ = img.set_attribute("src", &src);
        }
        let _ = lightbox.remove_attribute("hidden");
        focus(find(&lightbox, ".close"));
    }

    fn close(gallery: &Element) {
        if let Some(lightbox) = find(gallery, ".lightbox:not([hidden])") {
            let _ = lightbox.set_attribute("hidden", "");
            focus(find(gallery, ".main-image"));
        }
    }

    pub fn on_click(ev: &Event) {
        let Some(gallery) = host(ev) else {
            return;
        };
        let Some(target) = ev.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
            return;
        };
        let within = |selector: &str| target.closest(selector).ok().flatten();
        if within(".lightbox").is_some() {
            close(&gallery);
        } else if let Some(thumb) = within("[data-index]") {
            if let Some(i) = thumb
                .get_attribute("data-index")
                .and_then(|i| i.parse().ok())
            {
                show(&gallery, i);
            }
        } else if within(".main-image").is_some() {
            open(&gallery);
        }
    }

    pub fn on_key(ev: &Event) {
        let (Some(gallery), Some(key)) = (host(ev), ev.dyn_ref::<KeyboardEvent>()) else {
            return;
        };
        match key.key().as_str() {
            "ArrowRight" => {
                ev.prevent_default();
                step(&gallery, true);
            }
            "ArrowLeft" => {
                ev.prevent_default();
                step(&gallery, false);
            }
            "Escape" => close(&gallery),
            _ => {}
        }
    }
}

#[cfg(not(feature = "hydrate"))]
mod dom {
    pub fn on_click(_: &leptos::web_sys::Event) {}
    pub fn on_key(_: &leptos::web_sys::Event) {}
}

/// Where the counter's template (the page's language, written by the
/// server) puts the image's number and the number of images.
const N: &str = "\u{E001}";
const TOTAL: &str = "\u{E002}";

/// "Image 2 of 5 · use ← → to browse" from its template, or nothing for a
/// single image.
fn counter_text(template: &str, current: usize, count: usize) -> String {
    if count > 1 {
        template
            .replace(N, &(current + 1).to_string())
            .replace(TOTAL, &count.to_string())
    } else {
        String::new()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_counter_reads_from_one() {
        let template = [
            "Image ",
            super::N,
            " of ",
            super::TOTAL,
            " · use ← → to browse",
        ]
        .concat();
        assert_eq!(
            super::counter_text(&template, 1, 5),
            "Image 2 of 5 · use ← → to browse"
        );
        assert_eq!(super::counter_text(&template, 0, 1), "");
    }
}
