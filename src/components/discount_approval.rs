//! A manager's approval at the counter: when a discount above the shop's
//! cap was refused to a member of staff, the page offers the same
//! discount again with a manager's name and password. The manager types
//! them at the counter; the discount is given once the password checks
//! out (counted as a sign-in attempt) and the account is a manager's or
//! the owner's. No session changes hands.

use leptos::prelude::*;

use crate::{
    components::i18n::{use_i18n, Arg},
    model::{
        href,
        quote::{Note, PostedDiscount},
    },
};

/// The approval form, when the discount just refused was above the cap
/// (or its approval failed).
#[component]
pub fn DiscountApproval(id: String) -> impl IntoView {
    let posted = use_context::<PostedDiscount>().filter(|p| {
        matches!(
            p.note,
            Note::DiscountAboveCap | Note::DiscountApprovalRefused
        )
    })?;
    let i = use_i18n();
    let what = match &posted.sku {
        Some(sku) => i.t_with(
            "discount-approve-line",
            &[
                ("discount", Arg::Text(&posted.typed)),
                ("sku", Arg::Text(sku)),
            ],
        ),
        None => i.t_with(
            "discount-approve-quote",
            &[("discount", Arg::Text(&posted.typed))],
        ),
    };
    Some(view! {
        <section class="panel discount-approval no-print" aria-labelledby="approve-h" data-discount-approval="">
            <h2 id="approve-h">{i.t("discount-approve-title")}</h2>
            <p>{what}</p>
            <form method="post" action=href::quote_discount(&id) class="approval-form">
                {posted.sku.clone().map(|sku| view! { <input type="hidden" name="sku" value=sku/> })}
                <input type="hidden" name="discount" value=posted.typed.clone()/>
                <label for="approver">{i.t("discount-approve-name")}</label>
                <input id="approver" name="approver" type="text" autocomplete="off" required maxlength="64"/>
                <label for="approver-password">{i.t("discount-approve-password")}</label>
                <input id="approver-password" name="approver_password" type="password" autocomplete="off" required maxlength="1024"/>
                <label for="approver-code">{i.t("discount-approve-code")}</label>
                <input id="approver-code" name="approver_code" type="text" autocomplete="off" inputmode="numeric" maxlength="32" spellcheck="false"/>
                <button type="submit" class="btn">{i.t("discount-approve-submit")}</button>
            </form>
        </section>
    })
}
