//! The page a person sees when their role does not allow what they asked
//! for (served with 403 by the access checks, which ran nothing else):
//! which role it needs, which role they have, and that nothing changed.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::components::A;

use crate::{
    components::{
        i18n::{use_i18n, Arg},
        role::use_role,
    },
    model::role::Refusal,
};

#[component]
pub fn RefusedPage() -> impl IntoView {
    let i = use_i18n();
    let refusal = use_context::<Refusal>();
    let text = match (refusal.and_then(|r| r.need), use_role()) {
        (Some(need), Some(mine)) => {
            let (need, mine) = (i.t(need.label_key()), i.t(mine.label_key()));
            i.t_with(
                "refused-role",
                &[("need", Arg::Text(&need)), ("role", Arg::Text(&mine))],
            )
        }
        (None, _) if refusal.is_some() => i.t("refused-unlisted"),
        _ => i.t("error-forbidden"),
    };
    view! {
        <Title text=i.t("error-title-forbidden")/>
        <section class="panel not-found refused">
            <h1>{i.t("error-title-forbidden")}</h1>
            <p>{text}</p>
            <p><A href="/">{i.t("refused-role-home")}</A></p>
        </section>
    }
}
