//! `/status`: how the catalogue index is doing (size, last syncs, errors,
//! staleness) and how the scheduled backups are (the last, the next, a
//! failure or a backup overdue), for whoever looks after the portal. The
//! same facts are in `/healthz` as JSON.

use leptos::prelude::*;

use crate::{
    api::{portal::backup_health, search::index_health},
    model::{
        backup::BackupStatus,
        search::{IndexStatus, SyncRun},
    },
    pages::{loaded_page, loaded_section},
};

#[component]
pub fn StatusPage() -> impl IntoView {
    let status = Resource::new(|| (), |_| index_health());
    let backups = Resource::new(|| (), |_| backup_health());
    view! {
        {loaded_page("Status".to_string(), "Catalogue index status".to_string(), status, |s| {
            view! { <StatusTable s/> }
        })}
        {loaded_section("backups-heading", "Backups".to_string(), backups, |b| view! { <BackupTable b/> })}
    }
}

/// A time as the server function gave it (in the shop's zone, named), or
/// "—".
fn when(t: &Option<String>) -> String {
    t.clone().unwrap_or_else(|| "—".into())
}

#[component]
fn BackupTable(b: BackupStatus) -> impl IntoView {
    let dash = |v: &Option<String>| v.clone().unwrap_or_else(|| "—".into());
    let rows: Vec<(&str, String)> = vec![
        ("State", b.state.label().to_string()),
        ("Folder", dash(&b.folder)),
        (
            "Schedule",
            if b.folder.is_some() {
                format!("every {} h, the newest {} kept", b.every_hours, b.keep)
            } else {
                "—".into()
            },
        ),
        ("Last backup", when(&b.last_success_at)),
        ("Last backup folder", dash(&b.last_folder)),
        (
            "Last backup took",
            b.last_took_ms
                .map(|ms| format!("{:.1} s", ms as f64 / 1000.0))
                .unwrap_or_else(|| "—".into()),
        ),
        ("Last attempt", when(&b.last_at)),
        ("Last error", dash(&b.last_error)),
        ("Next due", when(&b.next_at)),
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
fn fact_rows(rows: Vec<(&'static str, String)>) -> impl IntoView {
    rows.into_iter()
        .map(|(k, v)| view! { <tr><th scope="row">{k}</th><td>{v}</td></tr> })
        .collect_view()
}

fn run_text(r: &Option<SyncRun>) -> String {
    match r {
        None => "—".into(),
        Some(r) => format!(
            "{} · {:.1} s · {} fetched · {} removed · {} unreadable",
            r.started,
            r.duration_ms as f64 / 1000.0,
            r.fetched,
            r.removed,
            r.skipped
        ),
    }
}

#[component]
fn StatusTable(s: IndexStatus) -> impl IntoView {
    let state = if !s.ready {
        "Building: lists show the categories fetched so far until the first full sync ends"
    } else if s.stale {
        "Stale: no successful sync for a while"
    } else {
        "Ready"
    };
    let progress = s.progress.as_ref().map(|p| {
        let mut text = p.summary();
        text.push_str(&format!("; started {}", p.started));
        if let Some(e) = &p.last_error {
            text.push_str(&format!("; last failed category: {e}"));
        }
        text
    });
    let mut rows: Vec<(&str, String)> = vec![
        ("State", state.to_string()),
        ("Products indexed", s.products.to_string()),
        ("Fitment pairs", s.fitment_rows.to_string()),
        ("Variant families", s.families.to_string()),
        (
            "Size on disk",
            format!("{:.1} MB", s.size_bytes as f64 / 1_048_576.0),
        ),
        ("Last full sync", run_text(&s.last_full)),
        ("Last incremental sync", run_text(&s.last_incremental)),
        (
            "Running now",
            s.running.clone().unwrap_or_else(|| "—".into()),
        ),
        (
            "Last error",
            s.last_error.clone().unwrap_or_else(|| "—".into()),
        ),
        ("Sync interval", format!("{} s", s.sync_every_secs)),
    ];
    if let Some(p) = progress {
        rows.insert(1, ("Full sync progress", p));
    }
    view! {
        <div class="table-wrap">
            <table class="spec-table status-table" data-ready=s.ready.to_string() data-stale=s.stale.to_string()>
                <tbody>{fact_rows(rows)}</tbody>
            </table>
        </div>
    }
}
