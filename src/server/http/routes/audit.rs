//! `GET /settings/audit.csv`: the audit log by the page's filters (who,
//! action, from, to, record), newest first, at most `MAX_CSV_ROWS`
//! entries, times in UTC as kept. Owners only (the permission table). A
//! refused filter is a 400 with the reason; the download itself is
//! recorded in the log, as every download is.

use std::collections::HashMap;

use axum::{
    extract::{Query, State},
    http::StatusCode,
    response::{IntoResponse, Response},
};

use crate::{
    model::audit::{AuditFilter, MAX_CSV_ROWS},
    server::{
        exports::{
            cells::{csv_header, csv_line, Cell},
            stream::download,
        },
        start::state::AppState,
    },
};

const COLUMNS: [&str; 7] = [
    "Entry",
    "When (UTC)",
    "Who",
    "Address",
    "Action",
    "Record",
    "Detail",
];

pub async fn csv(
    State(state): State<AppState>,
    Query(q): Query<HashMap<String, String>>,
) -> Response {
    let field = |k: &str| q.get(k).cloned().unwrap_or_default();
    let filter = AuditFilter {
        who: field("who"),
        action: field("action"),
        from: field("from"),
        to: field("to"),
        record: field("record"),
        before: 0,
    };
    let checked = match filter.check(|d| state.customers.shop_time.day_text(d)) {
        Ok(c) => c,
        Err(why) => {
            let words = state
                .locales
                .text_with(crate::model::lang::Lang::En, why.key(), &[]);
            return (StatusCode::BAD_REQUEST, words).into_response();
        }
    };
    let log = state.access.audit();
    log.flush().await;
    let entries = match log.find(checked, MAX_CSV_ROWS).await {
        Ok(e) => e,
        Err(e) => return (StatusCode::SERVICE_UNAVAILABLE, e.to_string()).into_response(),
    };
    let mut out = csv_header(&COLUMNS);
    let text = |v: &Option<String>| Cell::text(v.as_deref());
    for e in &entries {
        out.push_str(&csv_line(&[
            Cell::int(Some(e.seq)),
            Cell::owned(e.at.clone()),
            text(&e.who),
            text(&e.address),
            Cell::owned(e.action.clone()),
            text(&e.record),
            text(&e.detail),
        ]));
    }
    download(
        "text/csv; charset=utf-8",
        "audit-log.csv",
        entries.len(),
        out.into(),
    )
}
