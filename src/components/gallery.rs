//! The product image gallery, an island: one large image, thumbnails, arrow
//! keys to move, Enter or a click for a larger view, Escape to close it.
//! Its props are the image addresses and the alt text, nothing else. A
//! product without images gets `NoImage`, rendered on the server only.

use leptos::prelude::*;

/// What stands in for the gallery when the supplier lists no image.
#[component]
pub fn NoImage() -> impl IntoView {
    view! {
        <div class="gallery">
            <div class="main-image"><span class="placeholder-img" role="img" aria-label="No image">"No image"</span></div>
        </div>
    }
}

#[island]
pub fn Gallery(images: Vec<String>, alt: String) -> impl IntoView {
    let count = images.len();
    let images = StoredValue::new(images);
    let (current, set_current) = signal(0usize);
    let (zoomed, set_zoomed) = signal(false);
    let src = move || images.with_value(|v| v.get(current.get()).cloned().unwrap_or_default());
    let step = move |d: isize| {
        set_current.update(|c| *c = ((*c as isize + d).rem_euclid(count as isize)) as usize)
    };
    let on_key = move |ev: leptos::ev::KeyboardEvent| match ev.key().as_str() {
        "ArrowRight" => {
            ev.prevent_default();
            step(1)
        }
        "ArrowLeft" => {
            ev.prevent_default();
            step(-1)
        }
        "Escape" => set_zoomed.set(false),
        _ => {}
    };
    let alt_main = alt.clone();
    let alt_zoom = alt.clone();
    view! {
        <div class="gallery" on:keydown=on_key>
            <button
                type="button"
                class="main-image"
                aria-label="Show a larger image"
                on:click=move |_| set_zoomed.set(true)
            >
                <img src=src alt=alt_main.clone() width="640" height="480" fetchpriority="high" data-testid="main-image"/>
            </button>
            <p class="muted gallery-count" aria-live="polite">
                {move || counter_text(current.get(), count)}
            </p>
            {(count > 1).then(|| view! {
                <ul class="thumbs" aria-label="Images">
                    {(0..count)
                        .map(|i| {
                            let thumb = images.with_value(|v| v.get(i).cloned().unwrap_or_default());
                            view! {
                                <li>
                                    <button
                                        type="button"
                                        aria-label=["Image ", &(i + 1).to_string()].concat()
                                        aria-current=move || (current.get() == i).then_some("true")
                                        on:click=move |_| set_current.set(i)
                                    >
                                        <img src=thumb alt="" width="64" height="48" loading="lazy"/>
                                    </button>
                                </li>
                            }
                        })
                        .collect_view()}
                </ul>
            })}
            <Show when=move || zoomed.get()>
                <div class="lightbox" role="dialog" aria-modal="true" aria-label="Larger image" on:click=move |_| set_zoomed.set(false)>
                    <button type="button" class="btn close" autofocus=true on:click=move |_| set_zoomed.set(false)>"Close ✕"</button>
                    <img src=src alt=alt_zoom.clone()/>
                </div>
            </Show>
        </div>
    }
}

/// "Image 2 of 5 · use ← → to browse", or nothing for a single image.
fn counter_text(current: usize, count: usize) -> String {
    if count > 1 {
        [
            "Image ",
            &(current + 1).to_string(),
            " of ",
            &count.to_string(),
            " · use ← → to browse",
        ]
        .concat()
    } else {
        String::new()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_counter_reads_from_one() {
        assert_eq!(
            super::counter_text(1, 5),
            "Image 2 of 5 · use ← → to browse"
        );
        assert_eq!(super::counter_text(0, 1), "");
    }
}
