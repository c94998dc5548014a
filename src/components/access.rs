//! The thin bar under the header that says who is signed in (with a sign-out
//! button), or that the portal is open to anyone who can reach it. On the
//! demo catalogue with open access it shows nothing: the demo says so itself.

use leptos::prelude::*;

use crate::{
    api::portal::portal_info,
    components::{
        i18n::{use_i18n, Arg},
        role::use_role,
    },
};

#[component]
pub fn AccessBar() -> impl IntoView {
    let info = Resource::new(|| (), |_| portal_info());
    let i = use_i18n();
    // The account's role, read with the request (not inside the suspense).
    let role = use_role().map(|r| {
        let word = i.t(r.label_key());
        i.t_with("access-role", &[("role", Arg::Text(&word))])
    });
    view! {
        <Suspense fallback=|| ()>
            {move || {
                let role = role.clone();
                Suspend::new(async move {
                let facts = info.await.ok()?;
                if let Some(user) = facts.user {
                    let (before, after) = i.t_around("access-signed-in-as", "user", &[]);
                    let role = role.clone().map(|r| view! { " "<span class="access-role">{r}</span> });
                    Some(view! {
                        <div class="access-bar">
                            <span>{before}<strong>{user}</strong>{after}{role}</span>
                            {(!facts.single_sign_on).then(|| view! {
                                <a href=crate::model::href::OWN_PASSWORD class="access-password">{i.t("access-change-password")}</a>
                                <a href=crate::model::href::SECOND_FACTOR class="access-password">{i.t("access-two-factor")}</a>
                            })}
                            <form method="post" action="/logout">
                                <button type="submit" class="btn small secondary">{i.t("access-sign-out")}</button>
                            </form>
                        </div>
                    }.into_any())
                } else if facts.open_access && !facts.demo {
                    Some(view! {
                        <div class="access-bar open-access" role="note">
                            {i.t("access-open")}
                        </div>
                    }.into_any())
                } else {
                    None
                }
            })}}
        </Suspense>
    }
}
