//! Bringing stock in: `POST /stock/import` (a CSV or workbook, multipart)
//! answers with the import page showing what it would do (every refused
//! row and why, what is new, what changes, what already matches) and
//! writes nothing; `POST /stock/import/write` sends the preview's rows
//! back, plans them again against the shelf as it is and writes them in
//! one transaction (the stock domain's `import`), then goes to the shelf.

use axum::{
    extract::{FromRequest, Multipart, Request, State},
    http::{request::Parts, StatusCode},
    response::{IntoResponse, Response},
};

use super::customers::see_other;
use crate::{
    model::stock::import::{read, tab_rows, FileProblem, ImportPlan, PostedImport},
    server::{
        customers::stamp,
        http::typed_form::TypedForm,
        start::state::AppState,
        stock::{import::rows_of_file, Refused},
    },
};

/// The import page.
pub const IMPORT: &str = "/stock/import";

/// The file sent, whole (`None`: no file field, or past the most taken).
async fn file_bytes(req: Request) -> Result<Vec<u8>, FileProblem> {
    let mut form = Multipart::from_request(req, &())
        .await
        .map_err(|_| FileProblem::Unreadable)?;
    while let Ok(Some(field)) = form.next_field().await {
        if field.name() != Some("file") {
            continue;
        }
        return match field.bytes().await {
            Ok(b) if b.len() > crate::server::stock::import::MOST_BYTES => {
                Err(FileProblem::TooLarge)
            }
            Ok(b) if b.is_empty() => Err(FileProblem::Empty),
            Ok(b) => Ok(b.to_vec()),
            Err(_) => Err(FileProblem::TooLarge),
        };
    }
    Err(FileProblem::Empty)
}

/// The import page rendered with what a post produced.
async fn shown(
    state: &AppState,
    parts: &Parts,
    status: StatusCode,
    posted: PostedImport,
) -> Response {
    super::page_from_post(state, parts, IMPORT, status, posted).await
}

/// The plan of `rows`, or what the page says instead.
async fn planned(state: &AppState, rows: &[Vec<String>]) -> Result<ImportPlan, PostedImport> {
    let read = read(rows).map_err(PostedImport::File)?;
    state
        .stock
        .plan_import(&state.index, read)
        .await
        .map_err(|_| PostedImport::Busy)
}

/// `POST /stock/import`: the preview.
pub async fn preview(State(state): State<AppState>, req: Request) -> Response {
    let (parts, body) = req.into_parts();
    let bytes = file_bytes(Request::from_parts(parts.clone(), body)).await;
    let rows = match bytes.and_then(|b| rows_of_file(&b)) {
        Ok(rows) => rows,
        Err(p) => {
            return shown(
                &state,
                &parts,
                StatusCode::UNPROCESSABLE_ENTITY,
                PostedImport::File(p),
            )
            .await
        }
    };
    match planned(&state, &rows).await {
        Ok(plan) => {
            let text = plan.as_text();
            let posted = PostedImport::Preview {
                plan,
                text,
                changed: false,
            };
            shown(&state, &parts, StatusCode::OK, posted).await
        }
        Err(p) => shown(&state, &parts, StatusCode::UNPROCESSABLE_ENTITY, p).await,
    }
}

/// The preview's "Write" form: the rows to write, as the preview made them.
#[derive(Debug, Default, serde::Deserialize)]
#[serde(default)]
pub struct WriteForm {
    rows: String,
}

/// `POST /stock/import/write`.
pub async fn write(
    State(state): State<AppState>,
    parts: Parts,
    TypedForm(form): TypedForm<WriteForm>,
) -> Response {
    let plan = match planned(&state, &tab_rows(&form.rows)).await {
        Ok(plan) => plan,
        Err(p) => return shown(&state, &parts, StatusCode::UNPROCESSABLE_ENTITY, p).await,
    };
    // Planned again from the preview's own rows: a refusal now, or a row
    // that changes nothing any more, means the shelf changed meanwhile.
    let text = plan.as_text();
    if !plan.refused.is_empty() || text != form.rows.replace("\r\n", "\n") {
        let posted = PostedImport::Preview {
            plan,
            text,
            changed: true,
        };
        return shown(&state, &parts, StatusCode::CONFLICT, posted).await;
    }
    let actor = state.access.actor(&parts);
    let at = stamp(chrono::Utc::now());
    match state
        .stock
        .import(&actor, state.access.audit(), &state.index, plan, at)
        .await
    {
        Ok(n) => see_other(&format!("{}?imported={n}", crate::pages::shelf::SHELF)),
        Err(Refused::NotAllowed) => {
            (StatusCode::FORBIDDEN, "Only a manager can bring stock in.").into_response()
        }
        Err(_) => {
            shown(
                &state,
                &parts,
                StatusCode::SERVICE_UNAVAILABLE,
                PostedImport::Busy,
            )
            .await
        }
    }
}
