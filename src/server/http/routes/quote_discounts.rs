//! `POST /quotes/{id}/discount`: a discount on one line (`sku`) or on the
//! whole quote (no `sku`), typed as "10%" or an amount in the shop's
//! currency ("4.50"); empty takes it off. Checked against what it is
//! taken from and the shop's cap (`MAX_DISCOUNT_PERCENT`), which a
//! signed-in manager or owner may go above (approving it by giving it; the
//! audit log records who, and the share approved is kept with the
//! discount, so a later change cannot make it more: `model::quote::cap`);
//! a refusal
//! answers with the list's page, the form filled in as typed and the
//! reason shown (422), nothing changed.

use axum::{extract::FromRef as _, extract::State, http::request::Parts, response::Response};

use crate::{
    model::{
        outcome::Outcome,
        quote::{
            cap::approval_for,
            discount::{parse_discount, Discount, DiscountRefused},
            Note, PostedDiscount,
        },
        role::Role,
    },
    server::{
        access::password_check::PasswordCheck,
        products::PricedQuotes,
        quotes::{Owner, QuoteDiscount},
        start::state::AppState,
    },
};

use super::quote_form::{answer, field, held_note, said, Fields, ListPost};

fn refused_note(r: DiscountRefused) -> Note {
    match r {
        DiscountRefused::Text => Note::DiscountText,
        DiscountRefused::Negative => Note::DiscountNegative,
        DiscountRefused::TooMuch => Note::DiscountTooMuch,
        DiscountRefused::AboveCap => Note::DiscountAboveCap,
    }
}

/// Who gives a discount: their role decides whether the cap binds them;
/// a manager's name and password typed at the counter approve it.
struct Giver<'a> {
    role: Option<Role>,
    parts: &'a Parts,
    approver: Option<Approver>,
}

/// A manager's name and password, typed into the approval form, and
/// their authenticator's code when they sign in with one.
struct Approver {
    name: String,
    password: String,
    code: String,
}

impl Giver<'_> {
    /// A signed-in manager or owner approves by giving it; on an open
    /// portal no one is known to approve, so the cap binds everyone.
    fn may_pass_cap(&self) -> bool {
        let signed_in = crate::server::customers::who(self.parts).is_some();
        signed_in && self.role.is_some_and(|r| r.has(Role::Manager))
    }
}

/// Who approves a discount above the cap: the signed-in giver when a
/// manager or owner, else the manager whose name and password were typed
/// (checked as a sign-in is, failures counted); `None`: no one.
async fn approved_by(state: &AppState, giver: &Giver<'_>) -> Option<String> {
    if giver.may_pass_cap() {
        return crate::server::customers::who(giver.parts);
    }
    let a = giver.approver.as_ref()?;
    let access = &state.access;
    let ip = access.client_ip_of(&giver.parts.headers, &giver.parts.extensions);
    match access.check_password(a.name.trim(), &a.password, ip).await {
        PasswordCheck::Right(name) => {
            let role = access.users().and_then(|u| u.role_of(&name));
            if !second_step(access, &name, &a.code, ip).await {
                tracing::warn!(approver = %name, "a discount approval was refused: wrong code");
                None
            } else if role.is_some_and(|r| r.has(Role::Manager)) {
                Some(name.to_string())
            } else {
                tracing::warn!(
                    approver = %name,
                    "a discount approval was refused: not a manager's account"
                );
                None
            }
        }
        other => {
            tracing::warn!(outcome = ?other, "a discount approval was refused");
            None
        }
    }
}

/// An approver who signs in with a second factor approves with its code
/// too (counted as a sign-in's is); true when they have none.
async fn second_step(
    access: &crate::server::access::Access,
    name: &str,
    code: &str,
    ip: Option<std::net::IpAddr>,
) -> bool {
    let Some(users) = access.users().filter(|_| access.has_second_factor(name)) else {
        return true;
    };
    if !access.begin_signin(name, ip).await {
        return false;
    }
    let right = crate::server::staff::second_factor::check(users, name, code)
        .await
        .is_ok();
    if right {
        access.signin_succeeded(name, ip).await;
    }
    right
}

/// Checks the discount against today's figures and saves it; the note.
async fn apply(
    state: &AppState,
    owner: &Owner,
    id: &str,
    sku: Option<&str>,
    discount: Option<Discount>,
    giver: Giver<'_>,
) -> Note {
    let priced = PricedQuotes::from_ref(state);
    let view = match priced.money_view(owner, id).await {
        Ok(Some(v)) => v,
        Ok(None) => return Note::NoSuchList,
        Err(_) => return Note::Busy,
    };
    let Some(totals) = view.shop else {
        return Note::Busy;
    };
    let cap = state.pricing.terms().max_discount;
    let taken_from = match sku {
        Some(sku) => match totals.lines.iter().find(|l| l.sku == sku) {
            None => return Note::NoSuchLine,
            Some(l) if l.unit.is_none() => return Note::DiscountNoPrice,
            Some(l) => l.value,
        },
        None => totals.before_discounts.minus(totals.line_discounts),
    };
    // The share a manager approved, kept with the discount so a later
    // change may not make it more than that (`model::quote::cap`).
    let mut approved = None;
    if let Some(d) = discount {
        match d.check(taken_from, cap) {
            Ok(()) => {}
            Err(DiscountRefused::AboveCap) => {
                let on = match sku {
                    Some(sku) => format!("quote {id} line {sku}"),
                    None => format!("quote {id}"),
                };
                let given = match d {
                    Discount::Percent(r) => format!("{}%", crate::model::pricing::rate_text(r)),
                    Discount::Amount(a) => a.plain(),
                };
                let Some(by) = approved_by(state, &giver).await else {
                    // Refused, and recorded as a role's refusal is.
                    let e = crate::server::access::audit::Event::new(
                        crate::model::audit::Action::Refused,
                    )
                    .on(on)
                    .with(format!("discount {given} above the cap, needs manager"));
                    state.access.audit_request(giver.parts, e);
                    return if giver.approver.is_some() {
                        Note::DiscountApprovalRefused
                    } else {
                        Note::DiscountAboveCap
                    };
                };
                tracing::info!(
                    by = by.as_str(),
                    quote = id,
                    line = sku,
                    "a discount above the shop's cap was approved"
                );
                let e = crate::server::access::audit::Event::new(
                    crate::model::audit::Action::DiscountApproved,
                )
                .on(on)
                .with(format!("{given}, approved by {by}"));
                state.access.audit_request(giver.parts, e);
                approved = approval_for(d, taken_from, cap);
            }
            Err(why) => return refused_note(why),
        }
    }
    let done = match sku {
        Some(sku) => {
            state
                .quotes
                .set_line_discount(owner, id, sku, discount, approved)
                .await
        }
        None => {
            let kept = discount.map(|discount| QuoteDiscount {
                discount,
                currency: Some(totals.currency),
                approved,
            });
            state.quotes.set_quote_discount(owner, id, kept).await
        }
    };
    let note = said(done.map(|o| match o {
        Outcome::Done(n) | Outcome::Refused(n) => Outcome::Done(n),
    }));
    // A line's discount lowers what the quote's is taken from.
    held_note(state, giver.parts, owner, id, note).await
}

pub async fn discount(
    State(state): State<AppState>,
    ListPost { owner, id }: ListPost,
    parts: Parts,
    form: Fields,
) -> Response {
    let typed: String = field(&form, "discount").chars().take(40).collect();
    let sku = Some(field(&form, "sku").trim()).filter(|s| !s.is_empty());
    let note = match parse_discount(&typed) {
        Ok(discount) => {
            let approver = Some(field(&form, "approver"))
                .filter(|n| !n.trim().is_empty())
                .map(|name| Approver {
                    name: name.chars().take(200).collect(),
                    password: field(&form, "approver_password").to_string(),
                    code: field(&form, "approver_code").to_string(),
                });
            let giver = Giver {
                role: parts.extensions.get::<Role>().copied(),
                parts: &parts,
                approver,
            };
            apply(&state, &owner, &id, sku, discount, giver).await
        }
        Err(why) => refused_note(why),
    };
    let posted = PostedDiscount {
        sku: sku.map(str::to_string),
        typed,
        note,
    };
    answer(&state, &parts, &id, note, posted).await
}
