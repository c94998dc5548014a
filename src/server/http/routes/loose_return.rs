//! `POST /returns/new`: parts taken back without their invoice (a row
//! for each part: `sku-N`, `qty-N`, `amount-N`, `damaged-N`; the reason,
//! note and method; a manager's name, password and code). Taken back: the
//! sales' list showing its credit note; refused: the form again as
//! typed, saying why.

use axum::{
    extract::State,
    http::{request::Parts, StatusCode},
    response::Response,
};

use super::customers::see_other;
use crate::{
    model::{
        href,
        query::encode_component,
        sale::{
            loose::{loose_lines, LooseTyped, PostedLoose, MOST_LOOSE_LINES},
            return_view::PostedReturn,
            returns::check_said,
        },
    },
    server::{
        customers::stamp,
        http::typed_form::FormFields,
        sales::{collect::CollectTax, loose::LooseAsked, returns::ReturnRefused},
        start::state::AppState,
    },
};

/// What the form typed.
fn posted(form: &FormFields) -> PostedLoose {
    let cut = |s: &str, n: usize| s.chars().take(n).collect::<String>();
    let said = PostedReturn {
        token: cut(form.one("token"), 64),
        reason: cut(form.one("reason"), 40),
        note: cut(form.one("note"), 400),
        method: cut(form.one("method"), 40),
        ..PostedReturn::default()
    };
    let lines = (0..MOST_LOOSE_LINES)
        .map(|n| LooseTyped {
            sku: cut(form.one(&format!("sku-{n}")), 60),
            qty: cut(form.one(&format!("qty-{n}")), 20),
            amount: cut(form.one(&format!("amount-{n}")), 30),
            damaged: form.one(&format!("damaged-{n}")) == "1",
        })
        .collect::<Vec<_>>();
    // Rows past the last one typed in are not kept.
    let used = lines
        .iter()
        .rposition(|l| l != &LooseTyped::default())
        .map_or(0, |p| p + 1);
    PostedLoose {
        said,
        lines: lines.into_iter().take(used).collect(),
    }
}

fn status_of(r: &ReturnRefused) -> StatusCode {
    match r {
        ReturnRefused::NotAllowed => StatusCode::FORBIDDEN,
        ReturnRefused::Unsaved => StatusCode::SERVICE_UNAVAILABLE,
        ReturnRefused::NoSuchInvoice => StatusCode::NOT_FOUND,
        ReturnRefused::Problem(_) => StatusCode::UNPROCESSABLE_ENTITY,
    }
}

async fn refused(
    state: &AppState,
    parts: &Parts,
    r: ReturnRefused,
    typed: PostedLoose,
) -> Response {
    let said = PostedReturn {
        problem: match &r {
            ReturnRefused::Problem(p) => Some(p.clone()),
            _ => None,
        },
        not_allowed: matches!(r, ReturnRefused::NotAllowed),
        busy: matches!(r, ReturnRefused::Unsaved),
        ..typed.said
    };
    let posted = PostedLoose { said, ..typed };
    super::page_from_post(state, parts, href::LOOSE_RETURN, status_of(&r), posted).await
}

/// `POST /returns/new`.
pub async fn take_back(State(state): State<AppState>, parts: Parts, form: FormFields) -> Response {
    let typed = posted(&form);
    let checked = loose_lines(&typed.lines).and_then(|lines| {
        check_said(&typed.said.reason, &typed.said.note, &typed.said.method).map(|s| (lines, s))
    });
    let (lines, (reason, note, method)) = match checked {
        Ok(ok) => ok,
        Err(p) => return refused(&state, &parts, ReturnRefused::Problem(p), typed).await,
    };
    let actor = state.access.actor(&parts);
    let manager = super::returns::manager_of(&state, &actor, &form).await;
    let skus: Vec<String> = lines.iter().map(|l| l.sku.clone()).collect();
    let known = state.products.names(&skus).await;
    let names = skus
        .iter()
        .map(|s| known.get(&s.to_uppercase()).cloned().unwrap_or_default())
        .collect();
    let asked = LooseAsked {
        names,
        token: typed.said.token.clone(),
        lines,
        reason,
        note,
        method,
        manager,
        tax: CollectTax::of(&state.pricing.terms_now()),
        at: stamp(chrono::Utc::now()),
    };
    match state
        .sales
        .take_back_loose(&actor, state.access.audit(), asked)
        .await
    {
        Ok(made) => see_other(
            &[
                href::SALES,
                "?number=",
                &encode_component(&made.credit.number),
            ]
            .concat(),
        ),
        Err(r) => refused(&state, &parts, r, typed).await,
    }
}
