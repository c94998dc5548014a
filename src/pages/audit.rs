//! `/settings/audit`: the audit log, for the shop's owners: who did what,
//! when (in the shop's time), from which address, to which record, newest
//! first, a hundred at a time; filtered by person, action, days and
//! record, and the same as CSV (`/settings/audit.csv`). A plain GET form:
//! it works without JavaScript.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_query_map;

use crate::{
    api::audit::audit_entries,
    components::{
        errors::main_or_error,
        i18n::{use_i18n, Arg, I18n},
    },
    model::{
        audit::{Action, AuditEntry, AuditFilter, AuditPage},
        href,
    },
};

#[component]
pub fn AuditLogPage() -> impl IntoView {
    let query = use_query_map();
    let filter = move || {
        query.with(|m| AuditFilter {
            who: m.get("who").unwrap_or_default(),
            action: m.get("action").unwrap_or_default(),
            from: m.get("from").unwrap_or_default(),
            to: m.get("to").unwrap_or_default(),
            record: m.get("record").unwrap_or_default(),
            before: m.get("before").and_then(|b| b.parse().ok()).unwrap_or(0),
        })
    };
    let page = Resource::new(filter, audit_entries);
    let i = use_i18n();
    view! {
        <Title text=i.t("audit-title")/>
        <h1>{i.t("audit-title")}</h1>
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                let f = filter();
                main_or_error(page.await, |p| view! { <Log p f/> })
            })}
        </Suspense>
    }
}

#[component]
fn Log(p: AuditPage, f: AuditFilter) -> impl IntoView {
    let i = use_i18n();
    let query = f.query();
    let with_query = |base: &str| {
        if query.is_empty() {
            base.to_string()
        } else {
            format!("{base}?{query}")
        }
    };
    let csv = with_query(href::AUDIT_CSV);
    let older = p.next.map(|n| {
        let sep = if query.is_empty() { "?" } else { "&" };
        format!("{}{sep}before={n}", with_query(href::AUDIT))
    });
    let kept = i.t_with("audit-note", &[("days", Arg::Count(p.keep_days))]);
    view! {
        <p class="muted">{kept}</p>
        <FilterForm f=f.clone() csv/>
        {p.problem.map(|why| view! { <p class="form-note problem" role="alert" data-audit-problem="">{i.t(why.key())}</p> })}
        {if p.entries.is_empty() {
            view! { <p class="muted" data-audit-none="">{i.t("audit-none")}</p> }.into_any()
        } else {
            view! { <Entries i entries=p.entries/> }.into_any()
        }}
        {older.map(|to| view! { <p><a href=to data-audit-older="">{i.t("audit-older")}</a></p> })}
    }
}

/// The filters: a GET form back to this page, and the CSV of the same.
#[component]
fn FilterForm(f: AuditFilter, csv: String) -> impl IntoView {
    let i = use_i18n();
    let chosen = f.action.clone();
    view! {
        <form class="audit-filter no-print" method="get" action=href::AUDIT>
            <label>{i.t("audit-who")} " " <input type="text" name="who" value=f.who maxlength="100" size="12"/></label>
            <label>{i.t("audit-action")} " "
                <select name="action">
                    <option value="" selected=chosen.is_empty()>{i.t("audit-any-action")}</option>
                    {Action::ALL.into_iter().map(|a| view! {
                        <option value=a.code() selected=chosen == a.code()>{i.t(a.key())}</option>
                    }).collect_view()}
                </select>
            </label>
            <label>{i.t("audit-from")} " " <input type="date" name="from" value=f.from/></label>
            <label>{i.t("audit-to")} " " <input type="date" name="to" value=f.to/></label>
            <label>{i.t("audit-record")} " " <input type="text" name="record" value=f.record maxlength="100" size="14"/></label>
            <button type="submit" class="btn secondary">{i.t("audit-show")}</button>
            <a class="btn secondary" href=csv download="">{i.t("stock-result-csv")}</a>
        </form>
    }
}

#[component]
fn Entries(i: I18n, entries: Vec<AuditEntry>) -> impl IntoView {
    let [when, who, address, action, record, detail] = [
        "audit-when",
        "audit-who",
        "audit-address",
        "audit-action",
        "audit-record",
        "audit-detail",
    ]
    .map(|k| i.t(k));
    let dash = |v: Option<String>| v.unwrap_or_else(|| "—".to_string());
    let count = entries.len();
    view! {
        <table class="audit stack" data-audit-entries=count>
            <thead>
                <tr>
                    <th scope="col">{when.clone()}</th>
                    <th scope="col">{who.clone()}</th>
                    <th scope="col">{address.clone()}</th>
                    <th scope="col">{action.clone()}</th>
                    <th scope="col">{record.clone()}</th>
                    <th scope="col">{detail.clone()}</th>
                </tr>
            </thead>
            <tbody>
                {entries.into_iter().map(|e| {
                    let named = Action::parse(&e.action).map_or_else(|| e.action.clone(), |a| i.t(a.key()));
                    view! {
                        <tr data-audit-seq=e.seq data-audit-action=e.action.clone()>
                            <td data-label=when.clone()>{e.at}</td>
                            <td data-label=who.clone()>{dash(e.who)}</td>
                            <td data-label=address.clone()>{dash(e.address)}</td>
                            <td data-label=action.clone()>{named}</td>
                            <td data-label=record.clone() class="audit-record">{dash(e.record)}</td>
                            <td data-label=detail.clone() class="audit-record">{dash(e.detail)}</td>
                        </tr>
                    }
                }).collect_view()}
            </tbody>
        </table>
    }
}
