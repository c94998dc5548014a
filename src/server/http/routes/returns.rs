//! The return form and the credit note's file: `POST /sales/{id}/return`
//! takes parts back from an invoice (a quantity for each line, whether it
//! is damaged, the reason, how the refund is paid, and a manager's name,
//! password and code when the return is past the shop's days); `GET
//! /credit-notes/{id}/credit-note.pdf` prints the credit note. Returned:
//! the invoice's page (`?done=returned`); refused: the form again as
//! typed, saying why.

use axum::{
    extract::{Path, State},
    http::{request::Parts, StatusCode},
    response::{IntoResponse, Response},
};

use super::customers::see_other;
use crate::{
    model::{
        href,
        sale::{
            return_view::PostedReturn,
            returns::{check_said, quantity, Asked, ReturnProblem},
        },
    },
    server::{
        customers::stamp,
        http::typed_form::FormFields,
        i18n::words::Words,
        sales::returns::{ReturnAsked, ReturnRefused},
        staff::approval::{approver, Credentials},
        start::state::AppState,
    },
};

/// The most lines one return form names.
const MOST_LINES: usize = 500;

/// What the return form typed, from its fields (`qty-N`, `damaged-N`,
/// `reason`, `note`, `method`, `token`).
fn posted(form: &FormFields) -> PostedReturn {
    let mut p = PostedReturn {
        token: form.one("token").chars().take(64).collect(),
        reason: form.one("reason").chars().take(40).collect(),
        note: form.one("note").chars().take(400).collect(),
        method: form.one("method").chars().take(40).collect(),
        ..PostedReturn::default()
    };
    for (k, v) in form.pairs().iter().take(4 * MOST_LINES) {
        let pos = |prefix: &str| k.strip_prefix(prefix).and_then(|n| n.parse::<usize>().ok());
        if let Some(n) = pos("qty-").filter(|n| *n < MOST_LINES) {
            p.qty.push((n, v.chars().take(20).collect()));
        }
        if let Some(n) = pos("damaged-").filter(|n| *n < MOST_LINES) {
            p.damaged.push(n);
        }
    }
    p
}

/// The lines asked back, as typed.
fn asked(p: &PostedReturn) -> Result<Vec<Asked>, ReturnProblem> {
    p.qty
        .iter()
        .map(|(pos, typed)| {
            Ok(Asked {
                pos: *pos,
                qty: quantity(typed)?,
                restock: !p.damaged.contains(pos),
            })
        })
        .collect()
}

fn status_of(r: &ReturnRefused) -> StatusCode {
    match r {
        ReturnRefused::NotAllowed => StatusCode::FORBIDDEN,
        ReturnRefused::Unsaved => StatusCode::SERVICE_UNAVAILABLE,
        ReturnRefused::NoSuchInvoice => StatusCode::NOT_FOUND,
        ReturnRefused::Problem(ReturnProblem::TooMany(_)) => StatusCode::CONFLICT,
        ReturnRefused::Problem(_) => StatusCode::UNPROCESSABLE_ENTITY,
    }
}

async fn refused(
    state: &AppState,
    parts: &Parts,
    id: i64,
    r: ReturnRefused,
    typed: PostedReturn,
) -> Response {
    let posted = PostedReturn {
        problem: match &r {
            ReturnRefused::Problem(p) => Some(p.clone()),
            _ => None,
        },
        not_allowed: matches!(r, ReturnRefused::NotAllowed),
        busy: matches!(r, ReturnRefused::Unsaved),
        ..typed
    };
    let path = href::sale_return(id);
    super::page_from_post(state, parts, &path, status_of(&r), posted).await
}

/// The manager approving a return: the person, being one, or the one
/// whose name, password and code the form's approval fields hold.
pub(super) async fn manager_of(
    state: &AppState,
    actor: &crate::server::access::Actor,
    form: &FormFields,
) -> Option<String> {
    let typed = Some(form.one("approver").trim())
        .filter(|n| !n.is_empty())
        .map(|name| Credentials {
            name: name.chars().take(200).collect(),
            password: form.one("approver_password").to_string(),
            code: form.one("approver_code").to_string(),
        });
    approver(
        &state.access,
        actor,
        typed.as_ref(),
        crate::model::role::Role::Manager,
    )
    .await
}

/// `POST /sales/{id}/return`.
pub async fn take_back(
    State(state): State<AppState>,
    Path(raw): Path<String>,
    parts: Parts,
    form: FormFields,
) -> Response {
    let Some(id) = raw.parse::<i64>().ok().filter(|n| *n > 0) else {
        return (StatusCode::NOT_FOUND, "There is no such invoice.").into_response();
    };
    let typed = posted(&form);
    let said = check_said(&typed.reason, &typed.note, &typed.method);
    let (lines, (reason, note, method)) = match asked(&typed).and_then(|l| said.map(|s| (l, s))) {
        Ok(ok) => ok,
        Err(p) => return refused(&state, &parts, id, ReturnRefused::Problem(p), typed).await,
    };
    let actor = state.access.actor(&parts);
    let manager = manager_of(&state, &actor, &form).await;
    let asked = ReturnAsked {
        invoice: id,
        token: typed.token.clone(),
        lines,
        reason,
        note,
        method,
        manager,
        at: stamp(chrono::Utc::now()),
        today: state
            .customers
            .shop_time
            .today()
            .format("%Y-%m-%d")
            .to_string(),
    };
    match state
        .sales
        .take_back(&actor, state.access.audit(), asked)
        .await
    {
        Ok(made) => {
            let done = if made.again { "again" } else { "returned" };
            see_other(&format!("{}?done={done}", href::sale(id)))
        }
        Err(r) => refused(&state, &parts, id, r, typed).await,
    }
}

/// `GET /credit-notes/{id}/credit-note.pdf`: in the customer's language
/// (the shop's for a walk-in), on the shop's paper.
pub async fn credit_note_pdf(State(state): State<AppState>, Path(raw): Path<String>) -> Response {
    use crate::server::documents::{credit_note::credit_note_document, paper_for, render_quote};
    let no_such = || (StatusCode::NOT_FOUND, "There is no such credit note.").into_response();
    let Some(id) = raw.parse::<i64>().ok().filter(|n| *n > 0) else {
        return no_such();
    };
    let unread = || {
        (
            StatusCode::SERVICE_UNAVAILABLE,
            "The sales could not be read.",
        )
            .into_response()
    };
    let credit = match state.sales.credit_note(id).await {
        Ok(Some(c)) => c,
        Ok(None) => return no_such(),
        Err(_) => return unread(),
    };
    let invoice = match credit.head.invoice {
        None => None,
        Some(of) => match state.sales.invoice(of).await {
            Ok(Some(i)) => Some(i.head),
            Ok(None) => return no_such(),
            Err(_) => return unread(),
        },
    };
    let lang = match invoice.as_ref().and_then(|i| i.customer.as_ref()) {
        Some(c) => state.customers.lang(c).await.ok().flatten(),
        None => None,
    }
    .unwrap_or(state.customers.shop_lang());
    let now = crate::server::sales::collect::CollectTax::of(&state.pricing.terms_now()).terms;
    let view = crate::server::sales::shown::credit_note(
        credit,
        invoice.as_ref(),
        now,
        &state.customers.shop_time,
        state.sales.currency(),
    );
    let words = Words {
        locales: &state.locales,
        lang,
    };
    let paper = paper_for(state.customers.country.code);
    let doc = credit_note_document(&state.shop_details, paper, &words, &view);
    let file = super::sales::file_name("credit-note", &view.number);
    super::sales::pdf_answer(file, move || render_quote(&doc)).await
}
