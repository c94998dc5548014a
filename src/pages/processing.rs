//! `/settings/processing`: the shop's record of processing (UK/EU GDPR
//! art. 30), made from the portal's stores and settings as they are now:
//! each kind of personal data, what it is and why it is held, where it is
//! kept, who can see it, how long it is kept and how many records there
//! are. Printed, it is the shop's copy of the record (the header and
//! navigation left out, as for every page).

use leptos::prelude::*;
use leptos_meta::Title;

use crate::{
    api::audit::processing_record,
    components::{
        errors::main_or_error,
        i18n::{use_i18n, Arg, I18n},
    },
    model::{
        processing::{HeldRow, Kept, ProcessingRecord},
        role::Role,
    },
};

#[component]
pub fn ProcessingPage() -> impl IntoView {
    let record = Resource::new(|| (), |_| processing_record());
    let i = use_i18n();
    view! {
        <Title text=i.t("ropa-title")/>
        <h1>{i.t("ropa-title")}</h1>
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                main_or_error(record.await, |r| view! { <Record r/> })
            })}
        </Suspense>
    }
}

#[component]
fn Record(r: ProcessingRecord) -> impl IntoView {
    let i = use_i18n();
    let controller = [r.controller.clone(), r.address.clone()]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(", ");
    let controller = if controller.is_empty() {
        i.t("ropa-controller-unset")
    } else {
        controller
    };
    let made = i.t_with(
        "ropa-made",
        &[("day", Arg::Text(&i.date_text(Some(&r.made))))],
    );
    view! {
        <p class="muted">{i.t("ropa-intro")}</p>
        <p data-ropa-controller="">{i.t("ropa-controller")} " " <strong>{controller}</strong></p>
        <p class="muted">{made}</p>
        <div class="ropa">
            {r.rows.into_iter().map(|row| view! { <Row i row/> }).collect_view()}
        </div>
    }
}

fn kept_words(i: I18n, kept: Kept) -> String {
    match kept {
        Kept::UntilDeleted => i.t("ropa-kept-until-deleted"),
        Kept::WithCustomer => i.t("ropa-kept-with-customer"),
        Kept::WhileAccount => i.t("ropa-kept-account"),
        Kept::Days(n) => i.t_with("ropa-kept-days", &[("days", Arg::Count(n))]),
        Kept::Hours(n) => i.t_with("ropa-kept-hours", &[("hours", Arg::Count(n))]),
        Kept::Copies { keep, every_hours } => i.t_with(
            "ropa-kept-copies",
            &[
                ("keep", Arg::Count(keep)),
                ("hours", Arg::Count(every_hours)),
            ],
        ),
        Kept::Sent => i.t("ropa-kept-sent"),
        Kept::Server => i.t("ropa-kept-server"),
        Kept::Ledger => i.t("ropa-kept-ledger"),
        Kept::Years(n) => i.t_with("ropa-kept-years", &[("years", Arg::Count(n))]),
    }
}

fn who_words(i: I18n, who: Option<Role>) -> String {
    match who {
        Some(Role::Staff) => i.t("ropa-who-staff"),
        Some(Role::Manager) => i.t("ropa-who-manager"),
        Some(Role::Owner) => i.t("ropa-who-owner"),
        None => i.t("ropa-who-server"),
    }
}

#[component]
fn Row(i: I18n, row: HeldRow) -> impl IntoView {
    let [name, data, why] = row.held.keys();
    let place = if row.place.is_empty() {
        i.t("ropa-place-server")
    } else {
        row.place.clone()
    };
    view! {
        <section class="panel ropa-row" data-ropa=row.held.code()>
            <h2>{i.t(name)}</h2>
            <dl>
                <dt>{i.t("ropa-data")}</dt><dd>{i.t(data)}</dd>
                <dt>{i.t("ropa-why")}</dt><dd>{i.t(why)}</dd>
                <dt>{i.t("ropa-where")}</dt><dd class="ropa-place"><code>{place}</code></dd>
                <dt>{i.t("ropa-who")}</dt><dd data-ropa-who="">{who_words(i, row.who)}</dd>
                <dt>{i.t("ropa-kept")}</dt><dd data-ropa-kept="">{kept_words(i, row.kept)}</dd>
                {row.count.map(|n| view! { <dt>{i.t("ropa-count")}</dt><dd data-ropa-count=n>{i.count(n as i64)}</dd> })}
            </dl>
        </section>
    }
}
