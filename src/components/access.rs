//! The thin bar under the header that says who is signed in (with a sign-out
//! button), or that the portal is open to anyone who can reach it. On the
//! demo catalogue with open access it shows nothing: the demo says so itself.

use leptos::prelude::*;

use crate::{api::portal::portal_info, components::i18n::use_i18n};

#[component]
pub fn AccessBar() -> impl IntoView {
    let info = Resource::new(|| (), |_| portal_info());
    let i = use_i18n();
    view! {
        <Suspense fallback=|| ()>
            {move || Suspend::new(async move {
                let facts = info.await.ok()?;
                if let Some(user) = facts.user {
                    let (before, after) = i.t_around("access-signed-in-as", "user", &[]);
                    Some(view! {
                        <div class="access-bar">
                            <span>{before}<strong>{user}</strong>{after}</span>
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
            })}
        </Suspense>
    }
}
