//! Error panels: what a counter clerk reads when something goes wrong.

use leptos::prelude::*;

use crate::{
    components::i18n::{use_i18n, Arg},
    model::AppError,
};

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

/// A page's main content once loaded: its view, or the error panel, with
/// the error's status as the whole page's (a page that only says "supplier
/// unreachable" answers 503, not 200).
pub fn main_or_error<T, V: IntoAny>(
    loaded: Result<T, AppError>,
    view: impl FnOnce(T) -> V,
) -> AnyView {
    match loaded {
        Ok(v) => view(v).into_any(),
        Err(e) => page_error(e),
    }
}

/// The error panel in place of a page's main content, with the error's
/// status as the page's.
pub fn page_error(e: AppError) -> AnyView {
    set_status_for(&e);
    view! { <ErrorMessage error=e/> }.into_any()
}

/// One section of a page once loaded: its view, or the error panel in its
/// place (the rest of the page still shows, and the page answers 200).
pub fn section_or_error<T, V: IntoAny>(
    loaded: Result<T, AppError>,
    view: impl FnOnce(T) -> V,
) -> AnyView {
    match loaded {
        Ok(v) => view(v).into_any(),
        Err(e) => view! { <ErrorMessage error=e/> }.into_any(),
    }
}

#[component]
pub fn ErrorMessage(error: AppError) -> impl IntoView {
    let i = use_i18n();
    let (key, detail) = error.message_key();
    let text = i.t_with(key, &[("detail", Arg::Text(detail.unwrap_or_default()))]);
    view! {
        <div class="error-message">
            <h2>{i.t(error.title_key())}</h2>
            <p>{text}</p>
        </div>
    }
}
