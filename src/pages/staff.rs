//! `/settings/staff`: the shop's staff accounts, for its owners. Each
//! account with its role, its state and when it last signed in, and plain
//! forms (no script needed) to change its role, reset its password (a
//! one-time password, shown here once), sign it out everywhere, disable
//! or enable it; and a form to add one. Each form's answer is this page,
//! saying what was done or why not (`http::routes::staff`).

use leptos::prelude::*;
use leptos_meta::Title;

use crate::{
    api::staff::staff_accounts,
    components::{
        errors::main_or_error,
        i18n::{use_i18n, Arg, I18n},
    },
    model::{
        role::Role,
        staff::{AccountState, StaffAccount, StaffAction, StaffDone, StaffPage, StaffPosted},
    },
};

#[component]
pub fn StaffAccountsPage() -> impl IntoView {
    let i = use_i18n();
    let accounts = Resource::new(|| (), |_| staff_accounts());
    let posted = use_context::<StaffPosted>();
    let typed = posted
        .as_ref()
        .filter(|p| p.outcome.is_err())
        .map(|p| (p.typed_name.clone(), p.typed_role));
    view! {
        <Title text=i.t("staff-title")/>
        <h1>{i.t("staff-title")}</h1>
        <p class="muted">{i.t("staff-intro")}</p>
        {posted.map(|p| view! { <Posted p/> })}
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || {
                let typed = typed.clone();
                Suspend::new(async move {
                    main_or_error(accounts.await, |page| view! { <Accounts page typed/> })
                })
            }}
        </Suspense>
    }
}

/// What the form just posted came to.
#[component]
fn Posted(p: StaffPosted) -> impl IntoView {
    let i = use_i18n();
    match p.outcome {
        Ok(done) => view! { <Done done i/> }.into_any(),
        Err(problem) => view! {
            <p class="notice warn" role="alert" data-staff-problem="">{i.t(problem.key())}</p>
        }
        .into_any(),
    }
}

#[component]
fn Done(done: StaffDone, i: I18n) -> impl IntoView {
    let said = i.t_with(done.action.done_key(), &[("name", Arg::Text(&done.name))]);
    let one_time = done.one_time.map(|o| {
        let until = i.t_with("staff-one-time-until", &[("until", Arg::Text(&o.until))]);
        view! {
            <p>{i.t("staff-one-time")}</p>
            <p><code class="token-secret" data-one-time="">{o.password}</code></p>
            <p class="hint">{until}</p>
        }
    });
    view! {
        <div class="notice" role="status" data-staff-done="">
            <p>{said}</p>
            {one_time}
        </div>
    }
}

#[component]
fn Accounts(page: StaffPage, typed: Option<(String, Option<Role>)>) -> impl IntoView {
    let i = use_i18n();
    if !page.sign_in {
        return view! { <p class="notice" data-staff-open="">{i.t("staff-no-sign-in")}</p> }
            .into_any();
    }
    let count = i.t_with(
        "staff-count",
        &[
            ("count", Arg::Count(page.accounts.len() as i64)),
            ("most", Arg::Count(page.most as i64)),
        ],
    );
    let me = page.me.clone().unwrap_or_default();
    let hours = page.one_time_hours;
    view! {
        <AddForm typed hours/>
        <h2>{count}</h2>
        <ul class="staff-list">
            {page
                .accounts
                .into_iter()
                .enumerate()
                .map(|(n, a)| {
                    let mine = a.name.eq_ignore_ascii_case(&me);
                    view! { <Account a n mine/> }
                })
                .collect_view()}
        </ul>
    }
    .into_any()
}

/// The role list, `chosen` selected.
fn role_options(i: I18n, chosen: Option<Role>) -> impl IntoView {
    Role::ALL
        .into_iter()
        .map(move |r| {
            view! { <option value=r.as_str() selected=chosen == Some(r)>{i.t(r.label_key())}</option> }
        })
        .collect_view()
}

#[component]
fn AddForm(typed: Option<(String, Option<Role>)>, hours: i64) -> impl IntoView {
    let i = use_i18n();
    let (name, role) = typed.unwrap_or_default();
    let hint = i.t_with("staff-add-hint", &[("hours", Arg::Count(hours))]);
    view! {
        <section class="panel staff-add">
            <h2>{i.t("staff-add-heading")}</h2>
            <form method="post" action=StaffAction::Add.path() class="staff-add-form">
                <div class="field">
                    <label for="staff-new-name">{i.t("staff-name")}</label>
                    <input id="staff-new-name" name="name" required maxlength="64" autocomplete="off"
                        pattern="[A-Za-z0-9._@\\-]{1,64}" value=name/>
                </div>
                <div class="field">
                    <label for="staff-new-role">{i.t("staff-role")}</label>
                    <select id="staff-new-role" name="role">
                        {role_options(i, role.or(Some(Role::Staff)))}
                    </select>
                </div>
                <button type="submit" class="btn">{i.t("staff-add")}</button>
            </form>
            <p class="hint">{hint}</p>
        </section>
    }
}

#[component]
fn Account(a: StaffAccount, n: usize, mine: bool) -> impl IntoView {
    let i = use_i18n();
    let heading = format!("staff-account-{n}");
    let select = format!("staff-role-{n}");
    let last = match &a.last_sign_in {
        Some(t) => i.t_with("staff-last-sign-in", &[("at", Arg::Text(t))]),
        None => i.t("staff-never-signed-in"),
    };
    let by = a.changed_by.clone().unwrap_or_else(|| "—".to_string());
    let changed = i.t_with(
        "staff-changed",
        &[("at", Arg::Text(&a.changed)), ("by", Arg::Text(&by))],
    );
    let disabled = a.state == AccountState::Disabled;
    let toggle = if disabled {
        Some((StaffAction::Enable, "staff-enable"))
    } else if !mine {
        Some((StaffAction::Disable, "staff-disable"))
    } else {
        None
    };
    let name = a.name.clone();
    let hidden = move || view! { <input type="hidden" name="name" value=name.clone()/> };
    view! {
        <li class="panel staff-account" data-account=a.name.clone() aria-labelledby=heading.clone()>
            <h3 id=heading.clone() class="staff-name">
                {a.name.clone()}
                {mine.then(|| view! { " "<span class="badge">{i.t("staff-you")}</span> })}
            </h3>
            <p class="staff-facts">
                <span class="badge">{i.t(a.role.label_key())}</span>
                " "
                <span class="badge" data-state=format!("{:?}", a.state)>{i.t(a.state.key())}</span>
                {a.second_factor.then(|| view! { " "<span class="badge" data-second-factor="">{i.t("staff-two-factor-on")}</span> })}
                {a.single_sign_on.then(|| view! { " "<span class="badge" data-single-sign-on="">{i.t("staff-sso")}</span> })}
            </p>
            <p class="muted small">{last}</p>
            <p class="muted small">{changed}</p>
            <div class="staff-actions">
                <form method="post" action=StaffAction::Role.path() class="staff-role-form">
                    {hidden()}
                    <label for=select.clone()>{i.t("staff-role")}</label>
                    <select id=select name="role">{role_options(i, Some(a.role))}</select>
                    <button type="submit" class="btn small secondary">{i.t("staff-change-role")}</button>
                </form>
                {(!a.single_sign_on).then(|| view! {
                    <form method="post" action=StaffAction::ResetPassword.path()>
                        {hidden()}
                        <button type="submit" class="btn small secondary">{i.t("staff-reset")}</button>
                    </form>
                })}
                <form method="post" action=StaffAction::SignOutEverywhere.path()>
                    {hidden()}
                    <button type="submit" class="btn small secondary">{i.t("staff-sign-out")}</button>
                </form>
                {a.second_factor.then(|| view! {
                    <form method="post" action=StaffAction::ResetSecondFactor.path()>
                        {hidden()}
                        <button type="submit" class="btn small secondary">{i.t("staff-reset-two-factor")}</button>
                    </form>
                })}
                {toggle.map(|(action, key)| view! {
                    <form method="post" action=action.path()>
                        {hidden()}
                        <button type="submit" class="btn small secondary">{i.t(key)}</button>
                    </form>
                })}
            </div>
        </li>
    }
}
