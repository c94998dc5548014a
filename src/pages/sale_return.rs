//! `/sales/{id}/return`: taking parts back from an invoice: each line
//! with how many were sold and came back before, a quantity to take back
//! and "damaged" (not back on the shelf), the reason, how the refund is
//! paid, and (past the shop's days for returns) a manager's name,
//! password and code. A plain form post: works without JavaScript.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_params_map;

use crate::{
    api::sales::return_form,
    components::{
        errors::page_error,
        i18n::{use_i18n, Arg, I18n},
    },
    model::{
        href,
        sale::{
            return_view::{PostedReturn, ReturnDraft, ReturnLineView},
            returns::{Reason, ReturnProblem},
            Method,
        },
        AppError, Currency,
    },
    pages::not_found::{Missing, MissingThing},
};

#[component]
pub fn ReturnPage() -> impl IntoView {
    let params = use_params_map();
    let id = Memo::new(move |_| {
        params
            .read()
            .get("id")
            .and_then(|s| s.parse::<i64>().ok())
            .unwrap_or(0)
    });
    let draft = Resource::new(move || id.get(), return_form);
    view! {
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                match draft.await {
                    Ok(d) => view! { <ReturnBody d/> }.into_any(),
                    Err(AppError::NotFound(_)) => view! {
                        <MissingThing what=Missing::Invoice echo=String::new()/>
                    }
                    .into_any(),
                    Err(e) => page_error(e),
                }
            })}
        </Suspense>
    }
}

/// What a refused return says.
pub fn refusal(i: I18n, p: &PostedReturn) -> Option<AnyView> {
    let (code, text) = match (&p.problem, p.not_allowed, p.busy) {
        (Some(ReturnProblem::TooMany(what)), _, _) => (
            "return-problem-too-many",
            i.t_with("return-problem-too-many", &[("what", Arg::Text(what))]),
        ),
        (Some(ReturnProblem::NotASku(what)), _, _) => (
            "return-problem-sku",
            i.t_with("return-problem-sku", &[("what", Arg::Text(what))]),
        ),
        (Some(problem), _, _) => (problem.key(), i.t(problem.key())),
        (None, true, _) => ("not-allowed", i.t("sale-not-allowed")),
        (None, _, true) => ("busy", i.t("return-busy")),
        _ => return None,
    };
    Some(
        view! { <p class="form-note problem" role="alert" data-return-problem=code>{text}</p> }
            .into_any(),
    )
}

#[component]
fn ReturnBody(d: ReturnDraft) -> impl IntoView {
    let i = use_i18n();
    let typed = use_context::<PostedReturn>().unwrap_or_default();
    let title = i.t_with("return-title", &[("number", Arg::Text(&d.number))]);
    let token = Some(typed.token.clone())
        .filter(|t| !t.is_empty())
        .unwrap_or(d.token.clone());
    let sold = i.t_with(
        "return-sold-at",
        &[("time", Arg::Text(&i.date_time_text(&d.at)))],
    );
    let nothing_left = d.lines.iter().all(|l| l.left() == 0);
    let late = (d.late && !d.manager_here).then(|| {
        let legend = i.t_with("return-late", &[("days", Arg::Count(i64::from(d.days)))]);
        view! { <ManagerFields legend/> }
    });
    view! {
        <Title text=title.clone()/>
        <h1>{title}</h1>
        <p class="muted small">{sold}</p>
        {refusal(i, &typed)}
        {nothing_left.then(|| view! { <p class="form-note" role="status" data-all-returned="">{i.t("return-all-back")}</p> })}
        <form method="post" action=href::sale_return(d.invoice) class="sale-return">
            <input type="hidden" name="token" value=token/>
            <ReturnLines lines=d.lines.clone() c=d.currency typed=typed.clone()/>
            <SaidFields typed=typed.clone()/>
            {late}
            <p><button type="submit" class="btn" disabled=nothing_left>{i.t("return-take-back")}</button></p>
        </form>
        <p class="no-print"><a href=href::sale(d.invoice)>{i.t("return-back-to-invoice")}</a></p>
    }
}

#[component]
fn ReturnLines(lines: Vec<ReturnLineView>, c: Currency, typed: PostedReturn) -> impl IntoView {
    let i = use_i18n();
    let rows = lines
        .into_iter()
        .map(|l| {
            let (qty_id, dmg_id) = (format!("qty-{}", l.pos), format!("damaged-{}", l.pos));
            let left = l.left();
            let code = if l.line.sku.is_empty() { i.t("quote-line-labour") } else { l.line.sku.clone() };
            let label = i.t_with("return-qty-of", &[("what", Arg::Text(&code))]);
            view! {
                <tr data-return-line=l.pos.to_string() data-left=left.to_string()>
                    <td data-label=i.t("product-sku")>{code.clone()}</td>
                    <td data-label=i.t("stock-result-product")>{l.line.name.clone()}</td>
                    <td class="num" data-label=i.t("return-sold")>{i.count(l.line.qty)}</td>
                    <td class="num" data-label=i.t("return-returned")>{i.count(l.returned)}</td>
                    <td class="num" data-label=i.t("quote-line-shop")>{i.money(c, Some(l.line.total))}</td>
                    <td data-label=i.t("return-qty")>
                        <label class="visually-hidden" for=qty_id.clone()>{label}</label>
                        <input id=qty_id.clone() name=qty_id.clone() value=typed.qty_of(l.pos) inputmode="numeric" maxlength="12" size="4" autocomplete="off" disabled=left == 0/>
                        {l.line.takes_stock.then(|| view! {
                            " " <label class="check"><input type="checkbox" id=dmg_id.clone() name=dmg_id.clone() value="1" checked=typed.damaged.contains(&l.pos)/> " " {i.t("return-damaged")}</label>
                        })}
                    </td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="order-lines stack">
            <thead>
                <tr>
                    <th scope="col">{i.t("product-sku")}</th>
                    <th scope="col">{i.t("stock-result-product")}</th>
                    <th scope="col" class="num">{i.t("return-sold")}</th>
                    <th scope="col" class="num">{i.t("return-returned")}</th>
                    <th scope="col" class="num">{i.t("quote-line-shop")}</th>
                    <th scope="col">{i.t("return-qty")}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
}

/// The reason, the note and how the refund is paid.
#[component]
pub fn SaidFields(typed: PostedReturn) -> impl IntoView {
    let i = use_i18n();
    let method = Method::parse(&typed.method).unwrap_or(Method::Cash);
    view! {
        <div class="field">
            <label for="r-reason">{i.t("return-reason")}</label>
            <select id="r-reason" name="reason">
                <option value="" selected=typed.reason.is_empty()>{i.t("return-reason-choose")}</option>
                {Reason::ALL.into_iter().map(|r| view! {
                    <option value=r.code() selected=typed.reason == r.code()>{i.t(r.key())}</option>
                }).collect_view()}
            </select>
        </div>
        <div class="field">
            <label for="r-note">{i.t("return-note")}</label>
            <input id="r-note" name="note" maxlength="300" value=typed.note.clone() autocomplete="off"/>
        </div>
        <fieldset class="field">
            <legend>{i.t("return-refund-by")}</legend>
            {Method::ALL.into_iter().map(|m| view! {
                <label class="check"><input type="radio" name="method" value=m.code() checked=m == method/> " " {i.t(m.key())}</label>
            }).collect_view()}
        </fieldset>
    }
}

/// A manager's name, password and code, for a return that needs one
/// (`legend` says why).
#[component]
pub fn ManagerFields(legend: String) -> impl IntoView {
    let i = use_i18n();
    view! {
        <fieldset class="field approval" data-return-late="">
            <legend>{legend}</legend>
            <label for="r-approver">{i.t("discount-approve-name")}</label>
            <input id="r-approver" name="approver" autocomplete="off" maxlength="200"/>
            <label for="r-approver-password">{i.t("discount-approve-password")}</label>
            <input id="r-approver-password" name="approver_password" type="password" autocomplete="off"/>
            <label for="r-approver-code">{i.t("discount-approve-code")}</label>
            <input id="r-approver-code" name="approver_code" inputmode="numeric" autocomplete="one-time-code" maxlength="32"/>
        </fieldset>
    }
}
