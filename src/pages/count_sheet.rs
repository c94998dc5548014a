//! `/stock/counts/{id}`: a count's counting sheet. A scanner types the
//! code and presses Enter into the box, which keeps the focus: each read
//! is one more; a quantity typed beside it is that many more, `=N` sets
//! the line. Each line can be set to what was counted. A blind count's
//! sheet never says what the record holds (the server leaves it out).
//! Plain form posts: works without JavaScript.

use leptos::prelude::*;
use leptos_meta::Title;

use crate::{
    api::counts::count_sheet_page,
    components::{
        counts::{choices, count_address, pager, CountHeadLine, CountRefusal},
        errors::main_or_error,
        i18n::{use_i18n, Arg},
    },
    model::{
        href,
        stock::{
            count::{CountState, MOST_UNITS_TEXT},
            count_view::{CountDone, CountSheet, LinesChoice, PostedCount, SheetLine},
        },
    },
};

#[component]
pub fn CountSheetPage() -> impl IntoView {
    let a = count_address(LinesChoice::All);
    let (id, shown, page) = (a.id, a.shown, a.page);
    let sheet = Resource::new(
        move || (id, shown, page),
        |(id, shown, page)| count_sheet_page(id, shown.code().to_string(), page),
    );
    let i = use_i18n();
    let title = i.t_with("count-sheet-title", &[("number", Arg::Count(id))]);
    let done = Done {
        what: a.done,
        sku: a.sku,
        n: a.n,
    };
    view! {
        <Title text=title.clone()/>
        <h1>{title}</h1>
        <p class="no-print"><a href=href::COUNTS>{i.t("count-title")}</a></p>
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || {
                let done = done.clone();
                Suspend::new(async move {
                    main_or_error(sheet.await, move |s| view! { <SheetBody s done/> })
                })
            }}
        </Suspense>
    }
}

/// What the address says the last form did.
#[derive(Clone)]
struct Done {
    what: Option<CountDone>,
    sku: String,
    n: Option<i64>,
}

#[component]
fn SheetBody(s: CountSheet, done: Done) -> impl IntoView {
    let i = use_i18n();
    let id = s.head.id;
    let base = href::count_sheet(id);
    let open = s.head.state == CountState::Open;
    let note = match (done.what, done.n) {
        (Some(CountDone::Counted), Some(n)) => Some(view! {
            <p class="form-note done count-said" role="status" data-count-done="counted"
                data-count-sku=done.sku.clone() data-count-n=n.to_string()>
                {i.t_with("count-counted", &[("sku", Arg::Text(&done.sku)), ("count", Arg::Count(n))])}
            </p>
        }.into_any()),
        (Some(CountDone::Opened), _) => Some(view! {
            <p class="form-note done" role="status" data-count-done="opened">{i.t("count-opened")}</p>
        }.into_any()),
        _ => None,
    };
    let closed = (!open).then(|| {
        view! {
            <p class="notice" role="status" data-count-closed="">{i.t("count-closed-note")}</p>
        }
    });
    let review = (s.may_review && open).then(|| view! {
        <p class="no-print"><a href=href::count_review(id) class="btn secondary">{i.t("count-review")}</a></p>
    });
    let offered = [LinesChoice::All, LinesChoice::ToCount, LinesChoice::Recount];
    let expected = !s.head.blind;
    let rows = s
        .lines
        .into_iter()
        .map(|l| view! { <Line l id open expected shown=s.shown/> })
        .collect_view();
    let empty = (s.matching == 0).then(|| {
        view! {
            <p class="notice" data-count-lines-empty="">{i.t("count-no-lines")}</p>
        }
    });
    view! {
        <CountHeadLine h=s.head.clone()/>
        {note}
        {closed}
        {open.then(|| view! { <EntryForm id shown=s.shown/> })}
        {review}
        {choices(i, &base, &offered, s.shown)}
        {empty}
        <table class="count-sheet stack">
            <thead>
                <tr>
                    <th scope="col">{i.t("shelf-col-bins")}</th>
                    <th scope="col">{i.t("product-sku")}</th>
                    <th scope="col">{i.t("stock-result-product")}</th>
                    {expected.then(|| view! { <th scope="col" class="num">{i.t("count-col-record")}</th> })}
                    <th scope="col" class="num">{i.t("count-col-counted-qty")}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
        {pager(i, &base, s.shown, s.page, s.pages)}
    }
}

/// The box a scanner types into (it keeps the focus after each read).
#[component]
fn EntryForm(id: i64, shown: LinesChoice) -> impl IntoView {
    let i = use_i18n();
    let typed = use_context::<PostedCount>().unwrap_or_default();
    view! {
        <form method="post" action=format!("{}/count", href::count_sheet(id)) class="count-entry no-print" id="count-entry">
            <CountRefusal/>
            <div class="field">
                <label for="count-code">{i.t("count-code")}</label>
                <input id="count-code" name="code" type="text" required=true autofocus=true
                    autocomplete="off" autocapitalize="characters" spellcheck="false"
                    maxlength="48" value=typed.code.clone()/>
            </div>
            <div class="field">
                <label for="count-qty">{i.t("count-qty")}</label>
                <input id="count-qty" name="qty" type="text" inputmode="numeric" size="6"
                    maxlength=MOST_UNITS_TEXT placeholder="1" autocomplete="off"
                    value=typed.qty.clone() aria-describedby="count-qty-hint"/>
                <small id="count-qty-hint">{i.t("count-qty-hint")}</small>
            </div>
            <input type="hidden" name="shown" value=shown.code()/>
            <button type="submit" class="btn">{i.t("count-add")}</button>
        </form>
    }
}

#[component]
fn Line(l: SheetLine, id: i64, open: bool, expected: bool, shown: LinesChoice) -> impl IntoView {
    let i = use_i18n();
    let counted = l.counted.map(|n| i.count(n)).unwrap_or_else(|| "—".into());
    let recount = l.recount.then(|| {
        view! {
            " " <span class="badge warn" data-count-recount="">{i.t("count-recount-badge")}</span>
        }
    });
    let set = open.then(|| {
        let label = i.t_with("count-set-label", &[("sku", Arg::Text(&l.sku))]);
        view! {
            <form method="post" action=format!("{}/count", href::count_sheet(id)) class="count-set">
                <input type="hidden" name="code" value=l.sku.clone()/>
                <input type="hidden" name="mode" value="set"/>
                <input type="hidden" name="shown" value=shown.code()/>
                <input name="qty" type="text" inputmode="numeric" size="5" maxlength=MOST_UNITS_TEXT
                    aria-label=label autocomplete="off"/>
                <button type="submit" class="btn secondary small">{i.t("count-set")}</button>
            </form>
        }
    });
    view! {
        <tr data-count-line=l.sku.clone() data-count-counted=l.counted.map(|n| n.to_string()).unwrap_or_default()>
            <td data-label=i.t("shelf-col-bins")>{l.bin.unwrap_or_else(|| "—".into())}</td>
            <td data-label=i.t("product-sku")><a href=href::product(&l.sku)>{l.sku.clone()}</a></td>
            <td data-label=i.t("stock-result-product")>
                {l.name.unwrap_or_else(|| "—".into())}
                {l.packs_of.map(|n| view! {
                    " " <small class="count-pack" data-count-pack=n.to_string()>{i.t_with("count-packs-units", &[("count", Arg::Count(n))])}</small>
                })}
            </td>
            {expected.then(|| view! {
                <td class="num" data-label=i.t("count-col-record")>{l.expected.map(|n| i.count(n)).unwrap_or_else(|| "—".into())}</td>
            })}
            <td class="num" data-label=i.t("count-col-counted-qty")>
                <strong>{counted}</strong>{recount}{set}
            </td>
        </tr>
    }
}
