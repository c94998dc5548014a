//! Error panels: what a counter clerk reads when something goes wrong.

use leptos::prelude::*;

use crate::model::AppError;

/// Shows the errors an `ErrorBoundary` caught, in plain words, and sets the
/// response status on the server.
#[component]
pub fn ErrorsPanel(#[prop(into)] errors: Signal<Errors>) -> impl IntoView {
    let list = move || {
        errors
            .get()
            .into_iter()
            .map(|(_, e)| match e.downcast_ref::<AppError>() {
                Some(app) => app.clone(),
                None => AppError::Internal(e.to_string()),
            })
            .collect::<Vec<_>>()
    };
    if let Some(first) = list().into_iter().next() {
        set_status_for(&first);
    }
    view! {
        <section class="panel error-panel" role="alert">
            {move || list().into_iter().map(|e| view! { <ErrorMessage error=e/> }).collect_view()}
        </section>
    }
}

/// On the server, makes this error the response's status (a page that only
/// says "supplier unreachable" must not answer 200). Does nothing in the browser.
pub fn set_status_for(error: &AppError) {
    #[cfg(feature = "ssr")]
    if let Some(resp) = use_context::<leptos_axum::ResponseOptions>() {
        if let Ok(code) = http::StatusCode::from_u16(error.status()) {
            resp.set_status(code);
        }
    }
    #[cfg(not(feature = "ssr"))]
    let _ = error;
}

#[component]
pub fn ErrorMessage(error: AppError) -> impl IntoView {
    view! {
        <div class="error-message">
            <h2>{error.title()}</h2>
            <p>{error.to_string()}</p>
        </div>
    }
}
