//! `/status`: how the catalogue index is doing (size, last syncs, errors,
//! staleness) and how the scheduled backups are (the last, the next, a
//! failure or a backup overdue), for whoever looks after the portal. The
//! same facts are in `/healthz` as JSON.

use leptos::prelude::*;

use crate::{
    api::{portal::backup_health, search::index_health},
    components::i18n::{use_i18n, Arg, I18n},
    model::{
        backup::BackupStatus,
        search::{IndexStatus, SyncProgress, SyncRun},
    },
    pages::{loaded_page, loaded_section},
};

#[component]
pub fn StatusPage() -> impl IntoView {
    let status = Resource::new(|| (), |_| index_health());
    let backups = Resource::new(|| (), |_| backup_health());
    let i = use_i18n();
    view! {
        {loaded_page(i.t("status-title"), i.t("status-heading"), status, |s| {
            view! { <StatusTable s/> }
        })}
        {loaded_section("backups-heading", i.t("status-backups"), backups, |b| view! { <BackupTable b/> })}
    }
}

/// A time as the server function gave it (in the shop's zone, named), or
/// "—".
fn when(t: &Option<String>) -> String {
    t.clone().unwrap_or_else(|| "—".into())
}

/// Seconds from milliseconds, to a tenth, the language's way ("1.5 s").
fn seconds(i: I18n, ms: u64) -> String {
    i.t_with(
        "status-seconds",
        &[("seconds", Arg::Text(&i.decimal(ms as f64 / 1000.0, 1)))],
    )
}

#[component]
fn BackupTable(b: BackupStatus) -> impl IntoView {
    let i = use_i18n();
    let dash = |v: &Option<String>| v.clone().unwrap_or_else(|| "—".into());
    let schedule = if b.folder.is_some() {
        i.t_with(
            "status-backup-schedule",
            &[
                ("hours", Arg::Count(b.every_hours as i64)),
                ("keep", Arg::Count(b.keep as i64)),
            ],
        )
    } else {
        "—".into()
    };
    let rows = vec![
        (i.t("status-state"), i.t(b.state.label_key())),
        (i.t("status-backup-folder"), dash(&b.folder)),
        (i.t("status-backup-schedule-label"), schedule),
        (i.t("status-backup-last"), when(&b.last_success_at)),
        (i.t("status-backup-last-folder"), dash(&b.last_folder)),
        (
            i.t("status-backup-took"),
            b.last_took_ms
                .map(|ms| seconds(i, ms))
                .unwrap_or_else(|| "—".into()),
        ),
        (i.t("status-backup-attempt"), when(&b.last_at)),
        (i.t("status-last-error"), dash(&b.last_error)),
        (i.t("status-backup-next"), when(&b.next_at)),
    ];
    let attention = b.state.needs_attention();
    view! {
        <div class="table-wrap">
            <table class="spec-table backup-table" data-backup=format!("{:?}", b.state).to_lowercase() data-attention=attention.to_string()>
                <tbody>{fact_rows(rows)}</tbody>
            </table>
        </div>
    }
}

/// One row a fact: its name, then its value.
fn fact_rows(rows: Vec<(String, String)>) -> impl IntoView {
    rows.into_iter()
        .map(|(k, v)| view! { <tr><th scope="row">{k}</th><td>{v}</td></tr> })
        .collect_view()
}

fn run_text(i: I18n, r: &Option<SyncRun>) -> String {
    match r {
        None => "—".into(),
        Some(r) => i.t_with(
            "status-run",
            &[
                ("started", Arg::Text(&r.started)),
                ("took", Arg::Text(&seconds(i, r.duration_ms))),
                ("fetched", Arg::Count(r.fetched as i64)),
                ("removed", Arg::Count(r.removed as i64)),
                ("unreadable", Arg::Count(r.skipped as i64)),
            ],
        ),
    }
}

/// A full sync under way: how far, since when, the last category that
/// failed.
fn progress_text(i: I18n, p: &SyncProgress) -> String {
    let mut text = crate::components::products::progress_words(i, p);
    text.push_str(&i.t_with(
        "status-progress-started",
        &[("started", Arg::Text(&p.started))],
    ));
    if let Some(e) = &p.last_error {
        text.push_str(&i.t_with("status-progress-failed", &[("error", Arg::Text(e))]));
    }
    text
}

#[component]
fn StatusTable(s: IndexStatus) -> impl IntoView {
    let i = use_i18n();
    let state = if !s.ready {
        i.t("status-building")
    } else if s.stale {
        i.t("status-stale")
    } else {
        i.t("status-ready")
    };
    let count = |n: u64| i.count(n as i64);
    let mut rows = vec![
        (i.t("status-state"), state),
        (i.t("status-products"), count(s.products)),
        (i.t("status-fitment"), count(s.fitment_rows)),
        (i.t("status-families"), count(s.families)),
        (
            i.t("status-size"),
            i.t_with(
                "status-megabytes",
                &[(
                    "size",
                    Arg::Text(&i.decimal(s.size_bytes as f64 / 1_048_576.0, 1)),
                )],
            ),
        ),
        (i.t("status-last-full"), run_text(i, &s.last_full)),
        (
            i.t("status-last-incremental"),
            run_text(i, &s.last_incremental),
        ),
        (
            i.t("status-running"),
            s.running.clone().unwrap_or_else(|| "—".into()),
        ),
        (
            i.t("status-last-error"),
            s.last_error.clone().unwrap_or_else(|| "—".into()),
        ),
        (
            i.t("status-interval"),
            i.t_with(
                "status-interval-value",
                &[("seconds", Arg::Count(s.sync_every_secs as i64))],
            ),
        ),
    ];
    if let Some(p) = &s.progress {
        rows.insert(1, (i.t("status-progress-label"), progress_text(i, p)));
    }
    view! {
        <div class="table-wrap">
            <table class="spec-table status-table" data-ready=s.ready.to_string() data-stale=s.stale.to_string()>
                <tbody>{fact_rows(rows)}</tbody>
            </table>
        </div>
    }
}
