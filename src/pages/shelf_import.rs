//! `/stock/import`: bringing stock in from a CSV or a workbook (managers).
//! The form sends the file; the page comes back with what it would do,
//! writing nothing: every refused row with its line and why, the parts new
//! to the shelf and those whose quantity or bins change, and how many
//! already match. "Bring them in" writes those rows in one transaction.

use leptos::prelude::*;
use leptos_meta::Title;

use crate::{
    components::i18n::{use_i18n, Arg, I18n},
    model::{
        href,
        stock::{
            bins::joined,
            import::{ImportPlan, PostedImport},
        },
    },
    pages::shelf::SHELF,
};

/// Rows of each table the preview shows; the rest are counted.
const SHOWN: usize = 500;

#[component]
pub fn ShelfImportPage() -> impl IntoView {
    let i = use_i18n();
    let posted = use_context::<PostedImport>();
    let answer = match posted {
        None => None,
        Some(PostedImport::File(p)) => Some(
            view! { <p class="form-note problem" role="alert" data-import-problem="">{i.t(p.key())}</p> }
                .into_any(),
        ),
        Some(PostedImport::Busy) => Some(
            view! { <p class="form-note problem" role="alert" data-import-problem="">{i.t("shelf-busy")}</p> }
                .into_any(),
        ),
        Some(PostedImport::Preview {
            plan,
            text,
            changed,
        }) => Some(view! { <Preview plan text changed/> }.into_any()),
    };
    view! {
        <Title text=i.t("import-title")/>
        <h1>{i.t("import-title")}</h1>
        <p>{i.t("import-intro")}</p>
        <p class="muted">{i.t("import-columns")}</p>
        <form method="post" action="/stock/import" enctype="multipart/form-data" class="import-form no-print">
            <label for="import-file">{i.t("import-file")}</label>
            <input id="import-file" name="file" type="file" required=true
                accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"/>
            <button type="submit" class="btn secondary">{i.t("import-check")}</button>
        </form>
        {answer}
        <p><a href=SHELF>{i.t("nav-shelf")}</a></p>
    }
}

#[component]
fn Preview(plan: ImportPlan, text: String, changed: bool) -> impl IntoView {
    let i = use_i18n();
    let new = plan.rows.iter().filter(|r| r.was.is_none()).count();
    let changes = plan.rows.len() - new;
    let summary = i.t_with(
        "import-summary",
        &[
            ("new", Arg::Count(new as i64)),
            ("changed", Arg::Count(changes as i64)),
            ("same", Arg::Count(plan.unchanged as i64)),
            ("refused", Arg::Count(plan.refused.len() as i64)),
        ],
    );
    let write = (!plan.rows.is_empty()).then(|| {
        let label = i.t_with("import-write", &[("count", Arg::Count(plan.rows.len() as i64))]);
        view! {
            <form method="post" action="/stock/import/write" class="import-write no-print">
                <textarea name="rows" hidden=true readonly=true aria-hidden="true">{text}</textarea>
                <button type="submit" class="btn">{label}</button>
                {(!plan.refused.is_empty()).then(|| view! { <small>{i.t("import-write-refused-left")}</small> })}
            </form>
        }
    });
    view! {
        <section class="import-preview" aria-labelledby="import-preview-h" data-import-rows=plan.rows.len().to_string()
            data-import-refused=plan.refused.len().to_string() data-import-same=plan.unchanged.to_string()>
            <h2 id="import-preview-h">{i.t("import-preview")}</h2>
            {changed.then(|| view! { <p class="form-note problem" role="alert" data-import-changed="">{i.t("import-changed")}</p> })}
            <p role="status">{summary}</p>
            {write}
            {refused_table(i, &plan)}
            {rows_table(i, &plan)}
        </section>
    }
}

fn more(i: I18n, all: usize) -> Option<impl IntoView> {
    (all > SHOWN).then(|| {
        view! { <p class="muted">{i.t_with("import-more", &[("count", Arg::Count((all - SHOWN) as i64))])}</p> }
    })
}

fn refused_table(i: I18n, plan: &ImportPlan) -> Option<impl IntoView> {
    if plan.refused.is_empty() {
        return None;
    }
    let rows = plan
        .refused
        .iter()
        .take(SHOWN)
        .map(|r| {
            view! {
                <tr data-refused-line=r.line.to_string()>
                    <td class="num" data-label=i.t("import-col-line")>{r.line}</td>
                    <td data-label=i.t("import-col-code")>{if r.code.is_empty() { "—".to_string() } else { r.code.clone() }}</td>
                    <td data-label=i.t("import-col-why")>{i.t(r.why.key())}</td>
                </tr>
            }
        })
        .collect_view();
    Some(view! {
        <table class="shelf-list stack import-refused">
            <caption>{i.t("import-refused")}</caption>
            <thead><tr>
                <th scope="col" class="num">{i.t("import-col-line")}</th>
                <th scope="col">{i.t("import-col-code")}</th>
                <th scope="col">{i.t("import-col-why")}</th>
            </tr></thead>
            <tbody>{rows}</tbody>
        </table>
        {more(i, plan.refused.len())}
    })
}

fn rows_table(i: I18n, plan: &ImportPlan) -> Option<impl IntoView> {
    if plan.rows.is_empty() {
        return None;
    }
    let rows = plan
        .rows
        .iter()
        .take(SHOWN)
        .map(|r| {
            let was = match r.was {
                Some(n) => i.count(n),
                None => i.t("import-new"),
            };
            let bins = r.bins.as_ref().map(|b| joined(b)).unwrap_or_else(|| "—".into());
            view! {
                <tr data-import-sku=r.sku.clone()>
                    <td class="num" data-label=i.t("import-col-line")>{r.line}</td>
                    <td data-label=i.t("product-sku")><a href=href::product(&r.sku)>{r.sku.clone()}</a></td>
                    <td class="num" data-label=i.t("import-col-was")>{was}</td>
                    <td class="num" data-label=i.t("import-col-now")>{i.count(r.qty)}</td>
                    <td data-label=i.t("shelf-col-bins")>{bins}</td>
                </tr>
            }
        })
        .collect_view();
    Some(view! {
        <table class="shelf-list stack import-rows">
            <caption>{i.t("import-rows")}</caption>
            <thead><tr>
                <th scope="col" class="num">{i.t("import-col-line")}</th>
                <th scope="col">{i.t("product-sku")}</th>
                <th scope="col" class="num">{i.t("import-col-was")}</th>
                <th scope="col" class="num">{i.t("import-col-now")}</th>
                <th scope="col">{i.t("shelf-col-bins")}</th>
            </tr></thead>
            <tbody>{rows}</tbody>
        </table>
        {more(i, plan.rows.len())}
    })
}
