//! Counts' forms: `POST /stock/counts` opens one; on a count,
//! `/count` counts a part (a scanner's code and Enter is one more; a
//! quantity is that many more, `=N` sets the line), `/recount` sends
//! lines back, `/post` puts its differences on the shelf and `/cancel`
//! closes it. Each reads its typed form, asks the stock domain's
//! operation and answers with the page: done, the address says what
//! (`?done=`); refused, the page is rendered with the form as typed.

use axum::{
    extract::{Path, State},
    http::{request::Parts, StatusCode},
    response::{IntoResponse, Response},
};

use super::customers::see_other;
use crate::{
    model::{
        listing::LookupTarget,
        query::encode_component,
        stock::{
            count::{entry, scope, set_to, CountProblem, ScopeAsked, Uncounted},
            count_view::{CountDone, PostedCount},
        },
    },
    server::{
        customers::stamp,
        http::typed_form::TypedForm,
        start::state::AppState,
        stock::count::{CountAsked, CountRefused, OpenAsked, PostAsked, Recount},
    },
};

pub use crate::model::href::{count_review as review, count_sheet as sheet, COUNTS};

/// The opening form.
#[derive(Debug, Default, serde::Deserialize)]
#[serde(default)]
pub struct OpenForm {
    kind: String,
    from: String,
    to: String,
    category: String,
    list: String,
    /// "on": the counting person sees what the record says.
    show_record: String,
}

/// A part counted (`mode` "set": the quantity is the line's whole count).
#[derive(Debug, Default, serde::Deserialize)]
#[serde(default)]
pub struct CountForm {
    code: String,
    qty: String,
    mode: String,
    /// The sheet's choice of lines, to come back to.
    shown: String,
}

/// Lines sent back: one part, or `all` for every differing line.
#[derive(Debug, Default, serde::Deserialize)]
#[serde(default)]
pub struct RecountForm {
    sku: String,
    all: String,
}

/// Posting: what to do with lines not counted.
#[derive(Debug, Default, serde::Deserialize)]
#[serde(default)]
pub struct PostForm {
    uncounted: String,
}

fn status_of(r: &CountRefused) -> StatusCode {
    match r {
        CountRefused::NotAllowed => StatusCode::FORBIDDEN,
        CountRefused::Unsaved => StatusCode::SERVICE_UNAVAILABLE,
        CountRefused::Problem(CountProblem::NoSuchCount) => StatusCode::NOT_FOUND,
        CountRefused::Problem(CountProblem::Closed) => StatusCode::CONFLICT,
        CountRefused::Problem(_) => StatusCode::UNPROCESSABLE_ENTITY,
    }
}

/// A refusal's words for the page, with what was typed.
fn posted(r: &CountRefused, typed: PostedCount) -> PostedCount {
    PostedCount {
        problem: match r {
            CountRefused::Problem(p) => Some(p.clone()),
            _ => None,
        },
        not_allowed: matches!(r, CountRefused::NotAllowed),
        ..typed
    }
}

/// The page at `path` rendered as the answer to a refused form.
async fn refused(
    state: &AppState,
    parts: &Parts,
    path: &str,
    r: CountRefused,
    typed: PostedCount,
) -> Response {
    let status = status_of(&r);
    super::page_from_post(state, parts, path, status, posted(&r, typed)).await
}

/// The count's number from its address (`None`: not a number).
fn count_id(raw: &str) -> Option<i64> {
    raw.parse::<i64>().ok().filter(|n| *n > 0)
}

fn no_such_count() -> Response {
    (StatusCode::NOT_FOUND, "There is no such count.").into_response()
}

/// `POST /stock/counts`.
pub async fn open(
    State(state): State<AppState>,
    parts: Parts,
    TypedForm(form): TypedForm<OpenForm>,
) -> Response {
    let cut = |s: &str, n: usize| s.chars().take(n).collect::<String>();
    let typed = PostedCount {
        kind: cut(&form.kind, 20),
        from: cut(&form.from, 40),
        to: cut(&form.to, 40),
        category: cut(&form.category, 200),
        list: cut(&form.list, 200_000),
        ..PostedCount::default()
    };
    let asked = ScopeAsked {
        kind: &form.kind,
        from: &form.from,
        to: &form.to,
        category: &form.category,
        list: &form.list,
    };
    let done = match scope(&asked) {
        Err(p) => Err(CountRefused::Problem(p)),
        Ok(scope) => {
            let asked = OpenAsked {
                scope,
                blind: form.show_record != "on",
                at: stamp(chrono::Utc::now()),
            };
            let actor = state.access.actor(&parts);
            state
                .stock
                .open_count(&actor, state.access.audit(), &state.index, asked)
                .await
        }
    };
    match done {
        Ok(id) => see_other(&format!("{}?done={}", sheet(id), CountDone::Opened.code())),
        Err(r) => refused(&state, &parts, COUNTS, r, typed).await,
    }
}

/// The part a code read or typed names: the catalogue's (a SKU or an
/// EAN), else the shelf's own spelling of a SKU it keeps.
async fn part_of_code(state: &AppState, code: &str) -> Result<String, CountRefused> {
    if !crate::model::scan::is_scanned_code(code) {
        return Err(CountProblem::UnknownCode(code.chars().take(48).collect()).into());
    }
    match state.products.lookup(code).await {
        Ok(LookupTarget::Product(sku)) => Ok(sku),
        Ok(_) => match state.stock.line(code).await {
            Ok(line) if line.kept => Ok(line.sku),
            _ => Err(CountProblem::UnknownCode(code.to_string()).into()),
        },
        Err(_) => Err(CountRefused::Unsaved),
    }
}

/// `POST /stock/counts/{id}/count`.
pub async fn count(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
    TypedForm(form): TypedForm<CountForm>,
) -> Response {
    let Some(id) = count_id(&id) else {
        return no_such_count();
    };
    let shown = crate::model::stock::count_view::LinesChoice::parse_or(
        &form.shown,
        crate::model::stock::count_view::LinesChoice::All,
    );
    let back = format!("{}?shown={}", sheet(id), shown.code());
    let code = form.code.trim().to_string();
    let typed = PostedCount {
        code: code.chars().take(48).collect(),
        qty: form.qty.chars().take(20).collect(),
        ..PostedCount::default()
    };
    let read = if form.mode == "set" {
        set_to(&form.qty)
    } else {
        entry(&form.qty)
    };
    let done = match (read, code.is_empty()) {
        (_, true) => Err(CountProblem::UnknownCode(String::new()).into()),
        (Err(p), _) => Err(CountRefused::Problem(p)),
        (Ok(e), _) => match part_of_code(&state, &code).await {
            Err(r) => Err(r),
            Ok(sku) => {
                let actor = state.access.actor(&parts);
                let asked = CountAsked {
                    id,
                    sku: &sku,
                    entry: e,
                    at: stamp(chrono::Utc::now()),
                };
                state.stock.count_part(&actor, asked).await
            }
        },
    };
    // No fragment in the address: a page opened at a fragment does not
    // give the box its autofocus, and the scanner's next read would be lost.
    match done {
        Ok(line) => see_other(&format!(
            "{back}&done={}&sku={}&n={}",
            CountDone::Counted.code(),
            encode_component(&line.sku),
            line.counted
        )),
        Err(r) => refused(&state, &parts, &back, r, typed).await,
    }
}

/// `POST /stock/counts/{id}/recount`.
pub async fn recount(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
    TypedForm(form): TypedForm<RecountForm>,
) -> Response {
    let Some(id) = count_id(&id) else {
        return no_such_count();
    };
    let which = if form.all == "differing" {
        Recount::Differing
    } else {
        match crate::model::skus::validate_sku(&form.sku) {
            Ok(sku) => Recount::Lines(vec![sku]),
            Err(_) => Recount::Lines(Vec::new()),
        }
    };
    let actor = state.access.actor(&parts);
    match state
        .stock
        .ask_recount(&actor, state.access.audit(), id, which)
        .await
    {
        Ok(n) => see_other(&format!(
            "{}?done={}&n={n}",
            review(id),
            CountDone::RecountAsked.code()
        )),
        Err(r) => refused(&state, &parts, &review(id), r, PostedCount::default()).await,
    }
}

/// `POST /stock/counts/{id}/post`.
pub async fn post_count(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
    TypedForm(form): TypedForm<PostForm>,
) -> Response {
    let Some(id) = count_id(&id) else {
        return no_such_count();
    };
    let actor = state.access.actor(&parts);
    let asked = PostAsked {
        id,
        uncounted: Uncounted::parse(&form.uncounted),
        at: stamp(chrono::Utc::now()),
    };
    match state
        .stock
        .post_count(&actor, state.access.audit(), &state.index, asked)
        .await
    {
        Ok(p) => see_other(&format!(
            "{}?done={}&n={}",
            review(id),
            CountDone::Posted.code(),
            p.moves
        )),
        Err(r) => refused(&state, &parts, &review(id), r, PostedCount::default()).await,
    }
}

/// `POST /stock/counts/{id}/cancel`.
pub async fn cancel(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
) -> Response {
    let Some(id) = count_id(&id) else {
        return no_such_count();
    };
    let actor = state.access.actor(&parts);
    let at = stamp(chrono::Utc::now());
    match state
        .stock
        .cancel_count(&actor, state.access.audit(), id, at)
        .await
    {
        Ok(()) => see_other(&format!("{COUNTS}?done={}", CountDone::Cancelled.code())),
        Err(r) => refused(&state, &parts, &review(id), r, PostedCount::default()).await,
    }
}
