//! The server functions behind the audit page (a page of the log, newest
//! first, by the page's filters, times in the shop's zone; owners only)
//! and the record of processing (managers and owners)
//! (the permission table). Reads only: nothing here writes the log.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::model::{
    audit::{AuditFilter, AuditPage},
    AppError,
};

/// A page of the audit log by `filter`; a refused filter says why.
#[server(endpoint = "audit_entries", input = Json)]
pub async fn audit_entries(filter: AuditFilter) -> Result<AuditPage, AppError> {
    use crate::model::audit::PAGE_SIZE;

    let state = crate::server::start::state::door_state::<AuditEntries>()?;
    let log = state.access.audit();
    let keep_days = log.keep_days();
    let checked = match filter.check(|d| state.customers.shop_time.day_text(d)) {
        Ok(c) => c,
        Err(problem) => {
            return Ok(AuditPage {
                keep_days,
                problem: Some(problem),
                ..AuditPage::default()
            })
        }
    };
    // What was just done is on the page.
    log.flush().await;
    let mut entries = log.find(checked, PAGE_SIZE + 1).await?;
    let next = if entries.len() > PAGE_SIZE {
        entries.truncate(PAGE_SIZE);
        entries.last().map(|e| e.seq)
    } else {
        None
    };
    for e in &mut entries {
        e.at = state.customers.shop_time.local(&e.at);
    }
    Ok(AuditPage {
        entries,
        next,
        keep_days,
        problem: None,
    })
}

/// The shop's record of processing, made from its stores and settings now.
#[server(endpoint = "processing_record", input = Json)]
pub async fn processing_record() -> Result<crate::model::processing::ProcessingRecord, AppError> {
    use crate::server::processing::{record, Counts};

    let state = crate::server::start::state::door_state::<ProcessingRecord>()?;
    let counts = Counts::of(&state.customers, &state.access).await;
    let today = state.customers.shop_time.today().to_string();
    Ok(record(
        &state.settings.processing,
        &state.access,
        counts,
        &state.shop_details,
        today,
    ))
}
