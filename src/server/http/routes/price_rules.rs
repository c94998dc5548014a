//! `POST /settings/prices/rules`: the prices page's forms set the shop's
//! default rule or an override for a category or a brand, or remove one.
//! A change done goes back to the page with a note; a refused one answers
//! with the page itself, the form filled in as typed and the reason shown
//! (422), nothing changed. A category or brand must be one the catalogue
//! has (its name is kept as the catalogue writes it).

use crate::{model::audit::Action, server::access::audit::Event};
use std::collections::HashMap;

use axum::{
    extract::State,
    http::{header, request::Parts, StatusCode},
    response::{IntoResponse, Response},
    Form,
};

use crate::{
    model::{
        href,
        outcome::Outcome,
        pricing::{
            parse_rule, LabourRate, OwnTaxRate, PostedRule, RuleNote, RuleRow, RuleScope,
            TypedRule, MAX_TAX_RATE,
        },
        quote::{other::MAX_TYPED_PRICE, Minor},
    },
    server::{price_rules::Refused, start::state::AppState},
};

use super::page_from_post;

type Fields = Result<Form<HashMap<String, String>>, axum::extract::rejection::FormRejection>;

/// What a form names: the scope's key and the name shown for it, checked
/// against the catalogue.
async fn named(
    state: &AppState,
    scope: RuleScope,
    typed: &str,
) -> Result<(String, String), RuleNote> {
    let typed = typed.trim();
    match scope {
        RuleScope::Shop => Ok((String::new(), String::new())),
        // The tax rate and the labour rate have their own forms and routes.
        RuleScope::Tax | RuleScope::Labour => Err(RuleNote::UnknownChoice),
        RuleScope::Tier => {
            let name = crate::model::pricing::tier_name(typed).ok_or(RuleNote::TierName)?;
            Ok((name.to_lowercase(), name))
        }
        RuleScope::Category => {
            let id: i64 = typed.parse().map_err(|_| RuleNote::NoSuchCategory)?;
            let all = state
                .catalogue
                .categories()
                .await
                .map_err(|_| RuleNote::Busy)?;
            let found = all.value.iter().find(|c| c.id == id && id > 0);
            let name = found
                .and_then(|c| c.name.as_deref())
                .map(crate::model::clean_text)
                .ok_or(RuleNote::NoSuchCategory)?;
            Ok((id.to_string(), name))
        }
        RuleScope::Brand => {
            let all = state.catalogue.brands().await.map_err(|_| RuleNote::Busy)?;
            let name = all
                .value
                .iter()
                .filter_map(|b| b.name.as_deref().map(crate::model::clean_text))
                .find(|n| !n.is_empty() && n.eq_ignore_ascii_case(typed))
                .ok_or(RuleNote::NoSuchBrand)?;
            Ok((name.to_lowercase(), name))
        }
    }
}

/// Sets or removes the rule the form names; the note to show.
async fn change(state: &AppState, parts: &Parts, form: &HashMap<String, String>) -> RuleNote {
    let field = |k: &str| form.get(k).map(String::as_str).unwrap_or("");
    let Some(scope) = RuleScope::parse(field("scope")) else {
        return RuleNote::UnknownChoice;
    };
    let (key, label) = match named(state, scope, field("key")).await {
        Ok(named) => named,
        Err(note) => return note,
    };
    let by = state.access.actor(parts).who;
    let done = match field("action") {
        "remove" => state.price_rules.remove(scope, &key).await,
        "set" => {
            let rule = match parse_rule(&typed(form)) {
                Ok(rule) => rule,
                Err(note) => return note,
            };
            let row = RuleRow {
                scope,
                key: key.clone(),
                label,
                rule,
                updated: crate::server::customers::stamp(chrono::Utc::now()),
                by: by.clone(),
            };
            state.price_rules.set(row).await
        }
        _ => return RuleNote::UnknownChoice,
    };
    match done {
        Ok(Outcome::Done(())) => {
            let action = field("action");
            tracing::info!(scope = scope.code(), key = key.as_str(), by = ?by, action, "price rule changed");
            if action == "remove" {
                RuleNote::Removed
            } else {
                RuleNote::Saved
            }
        }
        Ok(Outcome::Refused(Refused::TooMany)) => RuleNote::TooMany,
        Ok(Outcome::Refused(Refused::NoSuchRule)) => RuleNote::NoSuchRule,
        Err(_) => RuleNote::Busy,
    }
}

/// The form as typed (at most a line's worth of each field).
fn typed(form: &HashMap<String, String>) -> TypedRule {
    let field = |k: &str| -> String {
        form.get(k)
            .map(|v| v.trim().chars().take(80).collect())
            .unwrap_or_default()
    };
    TypedRule {
        scope: field("scope"),
        key: field("key"),
        basis: field("basis"),
        value: field("value"),
        rounding: field("rounding"),
    }
}

pub async fn post(State(state): State<AppState>, parts: Parts, form: Fields) -> Response {
    let form = match form {
        Ok(Form(f)) => f,
        Err(_) => HashMap::new(),
    };
    let note = change(&state, &parts, &form).await;
    answer(&state, &parts, &form, note).await
}

/// `POST /settings/prices/tax`: the shop's own tax rate (`rate`, a
/// percentage up to `MAX_TAX_RATE`; empty: back to its region's). An
/// owner's setting (the permission table): it changes every price that
/// includes tax, and every quote's tax.
pub async fn tax(State(state): State<AppState>, parts: Parts, form: Fields) -> Response {
    let mut form = match form {
        Ok(Form(f)) => f,
        Err(_) => HashMap::new(),
    };
    form.insert("scope".into(), "tax".into());
    let typed = form.get("value").map(|v| v.trim()).unwrap_or("");
    let note = if typed.is_empty() {
        match state.price_rules.set_tax_rate(None).await {
            Ok(()) => RuleNote::Removed,
            Err(_) => RuleNote::Busy,
        }
    } else {
        match crate::model::pricing::parse_rate(typed, MAX_TAX_RATE) {
            Err(why) => why.into(),
            Ok(rate) => {
                let own = OwnTaxRate {
                    rate,
                    updated: crate::server::customers::stamp(chrono::Utc::now()),
                    by: state.access.actor(&parts).who,
                };
                match state.price_rules.set_tax_rate(Some(own)).await {
                    Ok(()) => RuleNote::Saved,
                    Err(_) => RuleNote::Busy,
                }
            }
        }
    };
    if note.is_done() {
        tracing::info!(by = ?state.access.actor(&parts).who, rate = typed, "the shop's tax rate changed");
    }
    answer(&state, &parts, &form, note).await
}

/// `POST /settings/prices/labour`: the shop's hourly rate for labour
/// (`value`, an amount in the shop's currency with at most two decimals,
/// as its shelf prices are; empty: none). A manager's setting, as the
/// price rules are.
pub async fn labour(State(state): State<AppState>, parts: Parts, form: Fields) -> Response {
    let mut form = match form {
        Ok(Form(f)) => f,
        Err(_) => HashMap::new(),
    };
    form.insert("scope".into(), "labour".into());
    let typed = form.get("value").map(|v| v.trim()).unwrap_or("");
    let rate = if typed.is_empty() {
        Ok(None)
    } else {
        match crate::model::pricing::parse_fixed(typed, 2) {
            Ok(0) => Err(RuleNote::Negative),
            Ok(units) if units > MAX_TYPED_PRICE.0 => Err(RuleNote::TooLarge),
            Ok(units) => Ok(Some(LabourRate {
                currency: state.pricing.terms().currency,
                amount: Minor(units),
                updated: crate::server::customers::stamp(chrono::Utc::now()),
                by: state.access.actor(&parts).who,
            })),
            Err(why) => Err(why.into()),
        }
    };
    let note = match rate {
        Err(note) => note,
        Ok(rate) => {
            let removed = rate.is_none();
            match state.price_rules.set_labour_rate(rate).await {
                Ok(()) if removed => RuleNote::Removed,
                Ok(()) => RuleNote::Saved,
                Err(_) => RuleNote::Busy,
            }
        }
    };
    if note.is_done() {
        tracing::info!(by = ?state.access.actor(&parts).who, rate = typed, "the shop's labour rate changed");
    }
    answer(&state, &parts, &form, note).await
}

/// A rule form's answer: back to the page when done, else the page with
/// the form as typed and the reason.
async fn answer(
    state: &AppState,
    parts: &Parts,
    form: &HashMap<String, String>,
    note: RuleNote,
) -> Response {
    if note.is_done() {
        let field = |k: &str| form.get(k).map(|v| v.trim()).unwrap_or("");
        let record = [field("scope"), field("key")].join(" ").trim().to_string();
        let detail = match (note, field("value")) {
            (RuleNote::Removed, _) | (_, "") => "removed".to_string(),
            (_, value) => [field("basis"), value, field("rounding")]
                .into_iter()
                .filter(|s| !s.is_empty())
                .collect::<Vec<_>>()
                .join(" "),
        };
        let e = Event::new(Action::PriceRule).on(record).with(detail);
        state.access.audit_request(parts, e);
        let to = href::with_note(href::PRICE_SETTINGS, note.code());
        return (StatusCode::SEE_OTHER, [(header::LOCATION, to)]).into_response();
    }
    let status = if note == RuleNote::Busy {
        StatusCode::SERVICE_UNAVAILABLE
    } else {
        StatusCode::UNPROCESSABLE_ENTITY
    };
    let posted = PostedRule {
        typed: typed(form),
        note,
    };
    page_from_post(state, parts, href::PRICE_SETTINGS, status, posted).await
}
