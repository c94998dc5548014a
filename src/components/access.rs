//! The thin bar under the header that says who is signed in (with a sign-out
//! button), or that the portal is open to anyone who can reach it. On the
//! demo catalogue with open access it shows nothing: the demo says so itself.

use leptos::prelude::*;

use crate::api::portal::portal_info;

#[component]
pub fn AccessBar() -> impl IntoView {
    let info = Resource::new(|| (), |_| portal_info());
    view! {
        <Suspense fallback=|| ()>
            {move || Suspend::new(async move {
                let facts = info.await.ok()?;
                if let Some(user) = facts.user {
                    Some(view! {
                        <div class="access-bar">
                            <span>"Signed in as " <strong>{user}</strong></span>
                            <form method="post" action="/logout">
                                <button type="submit" class="btn small secondary">"Sign out"</button>
                            </form>
                        </div>
                    }.into_any())
                } else if facts.open_access && !facts.demo {
                    Some(view! {
                        <div class="access-bar open-access" role="note">
                            "Open access: no sign-in is configured, so anyone who can reach this address can use the portal."
                        </div>
                    }.into_any())
                } else {
                    None
                }
            })}
        </Suspense>
    }
}
