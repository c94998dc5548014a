//! The shop's own shelf on a part's page: one line (`OurShelfLine`: what
//! is available, on hand and held where they differ, the main bin) put
//! before the supplier's stock, largest at the counter; and its section
//! (`ShelfSection`: what a form said, the worth for managers, the bins
//! form, a manager's adjustment, the latest movements). Rendered on the
//! server only: the forms are plain posts.

use leptos::prelude::*;

use crate::{
    components::{
        i18n::{use_i18n, Arg, I18n},
        prefs::use_prefs,
        role::role_has,
    },
    model::{
        href,
        role::Role,
        stock::{
            bins::joined,
            view::{MovementRow, PartShelf, PostedShelf, ShelfLine, ShelfNote},
            Reason, MOST_BIN_CHARS, MOST_NOTE_CHARS,
        },
        Currency,
    },
};

/// What the line says of the quantities: available, and on hand and held
/// where something is held; none, when the shop has none.
fn quantities(i: I18n, l: &ShelfLine) -> String {
    if l.level.on_hand == 0 && l.level.committed == 0 {
        return i.t("shelf-none");
    }
    let available = i.t_with("shelf-available", &[("count", Arg::Count(l.available()))]);
    if l.level.committed == 0 {
        return available;
    }
    let more = i.t_with(
        "shelf-on-hand-held",
        &[
            ("on_hand", Arg::Count(l.level.on_hand)),
            ("held", Arg::Count(l.level.committed)),
        ],
    );
    [available, more].join(" · ")
}

/// Ours, in one line: before the supplier's, largest at the counter.
#[component]
pub fn OurShelfLine(line: Option<ShelfLine>) -> impl IntoView {
    let i = use_i18n();
    let counter = use_prefs().counter;
    let class = if counter {
        "shelf-line counter"
    } else {
        "shelf-line"
    };
    let Some(l) = line else {
        return view! {
            <p class=class data-shelf="unknown">{i.t("shelf-ours")} ": " {i.t("shelf-unread")}</p>
        }
        .into_any();
    };
    let state = l.state();
    view! {
        <p class=class data-shelf=state data-shelf-available=l.available().to_string()>
            <span class="shelf-label">{i.t("shelf-ours")} ": "</span>
            <strong class="shelf-qty">{quantities(i, &l)}</strong>
            {l.main_bin().map(|b| view! {
                " · " {i.t("shelf-bin")} " " <strong class="shelf-bin" data-shelf-bin=b.to_string()>{b.to_string()}</strong>
            })}
            {l.packs_of().map(|n| view! {
                " · " <span data-shelf-pack=n.to_string()>{i.t_with("shelf-packs-of", &[("count", Arg::Count(n))])}</span>
            })}
            {l.level.wants_count().then(|| view! {
                " " <span class="badge warn" data-shelf-count="">{i.t("shelf-wants-count")}</span>
            })}
        </p>
    }
    .into_any()
}

/// The part's shelf: what a form said, its worth, its forms, its latest
/// movements.
#[component]
pub fn ShelfSection(
    sku: String,
    shelf: Option<PartShelf>,
    note: Option<ShelfNote>,
) -> impl IntoView {
    let i = use_i18n();
    let note = note.map(|n| {
        let (class, role) = if n.is_problem() {
            ("form-note problem", "alert")
        } else {
            ("form-note done", "status")
        };
        view! { <p class=class role=role data-shelf-note=n.code()>{i.t(n.key())}</p> }
    });
    let Some(s) = shelf else {
        return view! {
            <section class="shelf-section no-print" id="shelf" aria-labelledby="shelf-h">
                <h2 id="shelf-h">{i.t("shelf-title")}</h2>
                {note}
                <p class="notice warn" role="alert">{i.t("shelf-unread")}</p>
            </section>
        }
        .into_any();
    };
    let posted = use_context::<PostedShelf>().unwrap_or_default();
    let c = s.currency;
    let worth = s.worth.map(|w| {
        view! {
            <p class="shelf-worth" data-shelf-worth="">
                {i.t_with("shelf-worth", &[
                    ("average", Arg::Text(&i.money(c, Some(w.average)))),
                    ("value", Arg::Text(&i.money(c, Some(w.value)))),
                ])}
            </p>
        }
    });
    let staff = role_has(Role::Staff);
    let bins_typed = if posted.bins.is_empty() {
        joined(&s.line.bins)
    } else {
        posted.bins.clone()
    };
    let pack_typed = if posted.pack.is_empty() {
        s.line.pack.max(1).to_string()
    } else {
        posted.pack.clone()
    };
    view! {
        <section class="shelf-section no-print" id="shelf" aria-labelledby="shelf-h">
            <h2 id="shelf-h">{i.t("shelf-title")}</h2>
            {note}
            {worth}
            <div class="shelf-forms no-print">
                {staff.then(|| view! { <BinsForm sku=sku.clone() typed=bins_typed pack=pack_typed/> })}
                {s.may_adjust.then(|| view! { <AdjustForm sku=sku.clone() posted=posted.clone()/> })}
            </div>
            <Movements rows=s.movements more=s.more currency=c/>
        </section>
    }
    .into_any()
}

#[component]
fn BinsForm(sku: String, typed: String, pack: String) -> impl IntoView {
    let i = use_i18n();
    view! {
        <form method="post" action=format!("{}/bins", href::product(&sku)) class="shelf-bins-form">
            <label for="shelf-bins">{i.t("shelf-bins-label")}</label>
            <input id="shelf-bins" name="bins" type="text" value=typed
                maxlength=(MOST_BIN_CHARS * 3 + 10).to_string() autocomplete="off"
                aria-describedby="shelf-bins-hint"/>
            <small id="shelf-bins-hint">{i.t("shelf-bins-hint")}</small>
            <label for="shelf-pack">{i.t("shelf-pack-label")}</label>
            <input id="shelf-pack" name="pack" type="text" inputmode="numeric" size="5" maxlength="6"
                value=pack autocomplete="off" aria-describedby="shelf-pack-hint"/>
            <small id="shelf-pack-hint">{i.t("shelf-pack-hint")}</small>
            <button type="submit" class="btn secondary small">{i.t("shelf-bins-save")}</button>
        </form>
    }
}

#[component]
fn AdjustForm(sku: String, posted: PostedShelf) -> impl IntoView {
    let i = use_i18n();
    let options = Reason::ALL
        .into_iter()
        .map(|r| {
            view! { <option value=r.code() selected=posted.reason == r.code()>{i.t(r.key())}</option> }
        })
        .collect_view();
    view! {
        <form method="post" action=format!("{}/adjust", href::product(&sku)) class="shelf-adjust-form">
            <fieldset>
                <legend>{i.t("shelf-adjust")}</legend>
                <label for="shelf-qty">{i.t("shelf-adjust-qty")}</label>
                <input id="shelf-qty" name="qty" type="text" inputmode="numeric" required=true
                    value=posted.qty.clone() size="6" aria-describedby="shelf-qty-hint"/>
                <small id="shelf-qty-hint">{i.t("shelf-adjust-qty-hint")}</small>
                <label for="shelf-reason">{i.t("shelf-adjust-reason")}</label>
                <select id="shelf-reason" name="reason" required=true>
                    <option value="">{i.t("shelf-adjust-choose")}</option>
                    {options}
                </select>
                <label for="shelf-note">{i.t("shelf-adjust-note")}</label>
                <input id="shelf-note" name="note" type="text" value=posted.note.clone()
                    maxlength=MOST_NOTE_CHARS.to_string()/>
                <button type="submit" class="btn small">{i.t("shelf-adjust-save")}</button>
            </fieldset>
        </form>
    }
}

#[component]
fn Movements(rows: Vec<MovementRow>, more: bool, currency: Currency) -> impl IntoView {
    let i = use_i18n();
    if rows.is_empty() {
        return view! { <p class="shelf-no-movements">{i.t("shelf-no-movements")}</p> }.into_any();
    }
    let costs = rows.iter().any(|r| r.unit_cost.is_some());
    let body = rows
        .into_iter()
        .map(|r| {
            let what = match r.reason {
                Some(reason) => format!("{} ({})", i.t(r.kind.key()), i.t(reason.key())),
                None => i.t(r.kind.key()),
            };
            let said = [r.reference.as_str(), r.note.as_str()]
                .into_iter()
                .filter(|s| !s.is_empty())
                .collect::<Vec<_>>()
                .join(" · ");
            let cost = r.unit_cost.map(|u| {
                let mut text = i.money(currency, Some(u));
                if r.assumed {
                    text.push_str(" *");
                }
                view! { <td class="num" data-label=i.t("shelf-col-cost")>{text}</td> }
            });
            view! {
                <tr data-movement=r.kind.code()>
                    <td data-label=i.t("shelf-col-when")>{r.at}</td>
                    <td data-label=i.t("shelf-col-what")>{what}</td>
                    <td class="num" data-label=i.t("shelf-col-qty")>{format!("{:+}", r.qty)}</td>
                    <td class="num" data-label=i.t("shelf-col-after")>{i.count(r.on_hand)}</td>
                    {cost}
                    <td data-label=i.t("shelf-col-who")>{if r.by.is_empty() { "—".to_string() } else { r.by }}</td>
                    <td data-label=i.t("shelf-col-said")>{if said.is_empty() { "—".to_string() } else { said }}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="shelf-movements stack">
            <caption>{i.t("shelf-movements")}</caption>
            <thead>
                <tr>
                    <th scope="col">{i.t("shelf-col-when")}</th>
                    <th scope="col">{i.t("shelf-col-what")}</th>
                    <th scope="col" class="num">{i.t("shelf-col-qty")}</th>
                    <th scope="col" class="num">{i.t("shelf-col-after")}</th>
                    {costs.then(|| view! { <th scope="col" class="num">{i.t("shelf-col-cost")}</th> })}
                    <th scope="col">{i.t("shelf-col-who")}</th>
                    <th scope="col">{i.t("shelf-col-said")}</th>
                </tr>
            </thead>
            <tbody>{body}</tbody>
        </table>
        {more.then(|| view! { <p class="shelf-more">{i.t("shelf-more-movements")}</p> })}
    }
    .into_any()
}
