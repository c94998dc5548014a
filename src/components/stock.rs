//! Stock badges, and keeping them live: every 30 seconds while the page is
//! visible and whenever the window regains focus, all of a page's badges are
//! refreshed with one server call (one bulk supplier call at most).

use leptos::prelude::*;

use crate::model::listing::{StockState, StockView};

pub const REFRESH_SECS: u64 = 30;

#[component]
pub fn StockBadge(#[prop(into)] stock: Signal<Option<StockView>>) -> impl IntoView {
    move || match stock.get() {
        None => view! { <span class="badge pending">"Checking stock…"</span> }.into_any(),
        Some(s) => {
            let state = s.state();
            let title = match (&state, &s.error) {
                (StockState::Unknown, Some(e)) => format!("{e} · checked {} UTC", s.checked_at),
                _ => format!("Checked {} UTC", s.checked_at),
            };
            let reason = match (state, s.error.clone()) {
                (StockState::Unknown, Some(e)) => Some(e),
                _ => None,
            };
            view! {
                <span class="stock" data-sku=s.sku.clone()>
                    <span class=format!("badge {}", state.class()) title=title data-state=state.class()>
                        {state.label()}
                    </span>
                    {reason.map(|r| view! { <span class="stock-reason muted">" "{r}</span> })}
                    <span class="checked-at">"Checked " {s.checked_at.clone()}</span>
                </span>
            }
            .into_any()
        }
    }
}

/// Live stock for a set of SKUs, starting from what the server rendered.
pub fn use_live_stock(initial: Vec<StockView>) -> RwSignal<Vec<StockView>> {
    let stock = RwSignal::new(initial);
    #[cfg(feature = "hydrate")]
    {
        use leptos::ev;
        use std::time::Duration;

        let refresh = move || {
            let visible = web_sys::window()
                .and_then(|w| w.document())
                .map(|d| d.visibility_state() == web_sys::VisibilityState::Visible)
                .unwrap_or(true);
            if !visible {
                return;
            }
            let skus: Vec<String> = stock
                .get_untracked()
                .iter()
                .map(|s| s.sku.clone())
                .filter(|s| !s.is_empty())
                .collect();
            if skus.is_empty() {
                return;
            }
            leptos::task::spawn_local(async move {
                if let Ok(fresh) = crate::api::catalogue::stock_for(skus).await {
                    let _ = stock.try_update(|cur| {
                        for f in fresh {
                            if let Some(slot) = cur.iter_mut().find(|s| s.sku == f.sku) {
                                *slot = f;
                            }
                        }
                    });
                }
            });
        };
        if let Ok(handle) = set_interval_with_handle(refresh, Duration::from_secs(REFRESH_SECS)) {
            on_cleanup(move || handle.clear());
        }
        let focus = window_event_listener(ev::focus, move |_| refresh());
        on_cleanup(move || focus.remove());
    }
    stock
}

/// The badge data for one SKU out of a live set.
pub fn stock_of(live: RwSignal<Vec<StockView>>, sku: String) -> Signal<Option<StockView>> {
    Signal::derive(move || live.with(|v| v.iter().find(|s| s.sku == sku).cloned()))
}
