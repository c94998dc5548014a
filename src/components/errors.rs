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
    #[cfg(feature = "ssr")]
    {
        if let (Some(first), Some(resp)) = (
            list().into_iter().next(),
            use_context::<leptos_axum::ResponseOptions>(),
        ) {
            if let Ok(code) = http::StatusCode::from_u16(first.status()) {
                resp.set_status(code);
            }
        }
    }
    view! {
        <section class="panel error-panel" role="alert">
            {move || list().into_iter().map(|e| view! { <ErrorMessage error=e/> }).collect_view()}
        </section>
    }
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
