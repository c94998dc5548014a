//! The day's till: `POST /sales/day/close` cashes up a day (the float and
//! the cash counted; managers) and closes it; `GET /sales/day/z.pdf?day=`
//! prints its Z report. Closed: the day's page (`?done=closed`); refused:
//! the page again with the form as typed, saying why.

use axum::{
    extract::{Query, State},
    http::{request::Parts, StatusCode},
    response::{IntoResponse, Response},
};

use super::customers::see_other;
use crate::{
    model::{
        href,
        role::Role,
        sale::day::{cash_amount, PostedCashUp},
    },
    server::{
        customers::stamp,
        http::typed_form::TypedForm,
        i18n::words::Words,
        sales::{
            day::{CloseAsked, CloseRefused},
            shown::{asked_day, day_takings},
        },
        start::state::AppState,
    },
};

/// The cash-up form.
#[derive(Debug, Default, serde::Deserialize)]
#[serde(default)]
pub struct CloseForm {
    day: String,
    float: String,
    counted: String,
}

/// The day's page as the answer to a refused cash-up.
async fn refused(
    state: &AppState,
    parts: &Parts,
    day: &str,
    status: StatusCode,
    typed: PostedCashUp,
) -> Response {
    let path = format!("{}?day={day}", href::SALES_DAY);
    super::page_from_post(state, parts, &path, status, typed).await
}

/// `POST /sales/day/close`.
pub async fn close(
    State(state): State<AppState>,
    parts: Parts,
    TypedForm(form): TypedForm<CloseForm>,
) -> Response {
    let time = &state.customers.shop_time;
    let (asked, _) = asked_day(&form.day, "", time);
    let mut typed = PostedCashUp {
        float: form.float.chars().take(40).collect(),
        counted: form.counted.chars().take(40).collect(),
        problem: None,
    };
    let (Some(float), Some(counted)) = (cash_amount(&form.float), cash_amount(&form.counted))
    else {
        typed.problem = Some("day-problem-amount".into());
        return refused(
            &state,
            &parts,
            &asked.day,
            StatusCode::UNPROCESSABLE_ENTITY,
            typed,
        )
        .await;
    };
    let close = CloseAsked {
        day: asked.day.clone(),
        bounds: asked.bounds.clone(),
        float,
        counted,
        at: stamp(chrono::Utc::now()),
    };
    let actor = state.access.actor(&parts);
    let (key, status) = match state
        .sales
        .close_day(&actor, state.access.audit(), close)
        .await
    {
        Ok(_) => {
            return see_other(&format!(
                "{}?day={}&done=closed",
                href::SALES_DAY,
                asked.day
            ))
        }
        Err(CloseRefused::AlreadyClosed) => ("day-problem-closed", StatusCode::CONFLICT),
        Err(CloseRefused::NotAllowed) => ("day-problem-not-allowed", StatusCode::FORBIDDEN),
        Err(CloseRefused::Unsaved) => ("day-problem-busy", StatusCode::SERVICE_UNAVAILABLE),
    };
    typed.problem = Some(key.into());
    refused(&state, &parts, &asked.day, status, typed).await
}

/// The day a Z report is of.
#[derive(Debug, Default, serde::Deserialize)]
#[serde(default)]
pub struct DayQuery {
    day: String,
}

/// `GET /sales/day/z.pdf?day=YYYY-MM-DD`: the day's Z report (today when
/// no day is given; a day that is not a date is refused).
pub async fn z_report(
    State(state): State<AppState>,
    parts: Parts,
    Query(q): Query<DayQuery>,
) -> Response {
    use crate::server::documents::{paper_for, render_quote, z_report::z_report_document};
    let time = &state.customers.shop_time;
    let (asked, bad) = asked_day(&q.day, "", time);
    if bad {
        return (StatusCode::BAD_REQUEST, "Give the day as YYYY-MM-DD.").into_response();
    }
    let Ok(t) = state.sales.takings(asked.clone()).await else {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            "The sales could not be read.",
        )
            .into_response();
    };
    let manager = state.access.actor(&parts).may(Role::Manager);
    let view = day_takings(t, &asked, time, manager, state.sales.currency());
    let words = Words {
        locales: &state.locales,
        lang: state.customers.shop_lang(),
    };
    let doc = z_report_document(
        &state.shop_details,
        paper_for(state.customers.country.code),
        &words,
        &view,
    );
    let file = format!("z-report-{}.pdf", view.day);
    super::sales::pdf_answer(file, move || render_quote(&doc)).await
}
