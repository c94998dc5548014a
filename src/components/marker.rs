//! The hidden marker most islands are. The server renders the whole of a
//! form, table or gallery; the island placed inside it renders only a hidden
//! `<span>` and, once the page is interactive, finds its host (the nearest
//! ancestor matching a selector), prepares it and listens there for events
//! bubbling up from the server-rendered elements. No children to hydrate and
//! no props, so no view code or deserializer of its own in the wasm.

use leptos::prelude::*;
use leptos::web_sys::{Element, Event};

/// What an island does with an event that reached its host.
pub type Handler = fn(&Event);

/// Nothing to prepare.
pub fn no_start(_: &Element) {}

/// A hidden marker that, once the page is interactive, runs `start` on its
/// nearest ancestor matching `selector` and listens there for `events`.
pub fn listen_around(
    selector: &'static str,
    start: fn(&Element),
    events: &'static [(&'static str, Handler)],
) -> impl IntoView {
    let marker = NodeRef::<leptos::html::Span>::new();
    #[cfg(feature = "hydrate")]
    Effect::new(move |_| {
        use wasm_bindgen::{closure::Closure, JsCast};
        let Some(host) = marker
            .get()
            .and_then(|m| m.closest(selector).ok().flatten())
        else {
            return;
        };
        start(&host);
        for &(event, handler) in events {
            let callback = Closure::<dyn FnMut(Event)>::new(move |ev: Event| handler(&ev));
            let _ = host.add_event_listener_with_callback(event, callback.as_ref().unchecked_ref());
            // Lives as long as the page: the listener is never removed.
            callback.forget();
        }
    });
    #[cfg(not(feature = "hydrate"))]
    let _ = (selector, start, events);
    view! { <span class="island-marker" hidden node_ref=marker></span> }
}
