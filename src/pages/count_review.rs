//! `/stock/counts/{id}/review` (managers): a count's differences, each
//! valued at the part's average cost, with its totals; a line counted can
//! be sent back for a recount (all differing ones at once too), and the
//! count posted (uncounted lines left, or taken to zero) or cancelled.
//! Plain form posts: works without JavaScript.

use leptos::prelude::*;
use leptos_meta::Title;

use crate::{
    api::counts::count_review_page,
    components::{
        counts::{choices, count_address, pager, CountHeadLine, CountRefusal},
        errors::main_or_error,
        i18n::{use_i18n, Arg, I18n},
    },
    model::{
        href,
        stock::{
            count::{CountState, Totals},
            count_view::{CountDone, CountReview, LinesChoice, ReviewLine},
        },
        Currency,
    },
};

#[component]
pub fn CountReviewPage() -> impl IntoView {
    let a = count_address(LinesChoice::Review);
    let (id, shown, page) = (a.id, a.shown, a.page);
    let review = Resource::new(
        move || (id, shown, page),
        |(id, shown, page)| count_review_page(id, shown.code().to_string(), page),
    );
    let i = use_i18n();
    let title = i.t_with("count-review-title", &[("number", Arg::Count(id))]);
    let n = a.n.unwrap_or(0);
    let note = match a.done {
        Some(CountDone::Posted) => Some(view! {
            <p class="form-note done" role="status" data-count-done="posted">
                {i.t_with("count-posted", &[("count", Arg::Count(n))])}
            </p>
        }),
        Some(CountDone::RecountAsked) => Some(view! {
            <p class="form-note done" role="status" data-count-done="recount">
                {i.t_with("count-recount-asked", &[("count", Arg::Count(n))])}
            </p>
        }),
        _ => None,
    };
    view! {
        <Title text=title.clone()/>
        <h1>{title}</h1>
        <p class="no-print">
            <a href=href::COUNTS>{i.t("count-title")}</a>
            " · " <a href=href::count_sheet(id)>{i.t("count-to-sheet")}</a>
        </p>
        {note}
        <CountRefusal/>
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                main_or_error(review.await, |r| view! { <ReviewBody r/> })
            })}
        </Suspense>
    }
}

fn signed(i: I18n, n: i64) -> String {
    if n > 0 {
        format!("+{}", i.count(n))
    } else {
        i.count(n)
    }
}

fn signed_money(i: I18n, c: Currency, m: crate::model::quote::Minor) -> String {
    let text = i.money(c, Some(m));
    if m.0 > 0 {
        format!("+{text}")
    } else {
        text
    }
}

#[component]
fn TotalsLine(t: Totals, currency: Currency) -> impl IntoView {
    let i = use_i18n();
    view! {
        <dl class="count-totals" data-count-differing=t.differing.to_string()
            data-count-units=t.units.to_string() data-count-value=t.value.0.to_string()>
            <div><dt>{i.t("count-total-lines")}</dt><dd>{i.count(t.lines as i64)}</dd></div>
            <div><dt>{i.t("count-total-counted")}</dt><dd>{i.count(t.counted as i64)}</dd></div>
            <div><dt>{i.t("count-total-differing")}</dt><dd>{i.count(t.differing as i64)}</dd></div>
            <div><dt>{i.t("count-total-recounts")}</dt><dd>{i.count(t.recounts as i64)}</dd></div>
            <div><dt>{i.t("count-total-units")}</dt><dd>{signed(i, t.units)}</dd></div>
            <div><dt>{i.t("count-total-value")}</dt><dd>{signed_money(i, currency, t.value)}</dd></div>
        </dl>
    }
}

#[component]
fn ReviewBody(r: CountReview) -> impl IntoView {
    let i = use_i18n();
    let id = r.head.id;
    let open = r.head.state == CountState::Open;
    let base = href::count_review(id);
    let c = r.currency;
    let rows = r
        .lines
        .into_iter()
        .map(|l| view! { <Line l id open currency=c/> })
        .collect_view();
    let empty = (r.matching == 0).then(|| {
        view! {
            <p class="notice" data-count-lines-empty="">{i.t("count-no-differences")}</p>
        }
    });
    let offered = [LinesChoice::Review, LinesChoice::All];
    view! {
        <CountHeadLine h=r.head.clone()/>
        <TotalsLine t=r.totals currency=c/>
        {open.then(|| view! { <Decide id waiting=r.totals.recounts differing=r.totals.differing/> })}
        {choices(i, &base, &offered, r.shown)}
        {empty}
        <table class="count-review stack">
            <thead>
                <tr>
                    <th scope="col">{i.t("shelf-col-bins")}</th>
                    <th scope="col">{i.t("product-sku")}</th>
                    <th scope="col">{i.t("stock-result-product")}</th>
                    <th scope="col" class="num">{i.t("count-col-record")}</th>
                    <th scope="col" class="num">{i.t("count-col-counted-qty")}</th>
                    <th scope="col" class="num">{i.t("count-col-difference")}</th>
                    <th scope="col" class="num">{i.t("count-col-value")}</th>
                    <th scope="col">{i.t("count-col-by")}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
        {pager(i, &base, r.shown, r.page, r.pages)}
    }
}

/// Posting, recounting every differing line, cancelling.
#[component]
fn Decide(id: i64, waiting: u64, differing: u64) -> impl IntoView {
    let i = use_i18n();
    let action = |what: &str| format!("{}/{what}", href::count_sheet(id));
    view! {
        <div class="count-decide no-print">
            <form method="post" action=action("post") class="count-post">
                <fieldset>
                    <legend>{i.t("count-post")}</legend>
                    {(waiting > 0).then(|| view! {
                        <p class="notice warn">{i.t_with("count-problem-recounts", &[("count", Arg::Count(waiting as i64))])}</p>
                    })}
                    <label><input type="radio" name="uncounted" value="leave" checked=true/>" " {i.t("count-uncounted-leave")}</label>
                    <label><input type="radio" name="uncounted" value="zero"/>" " {i.t("count-uncounted-zero")}</label>
                    <button type="submit" class="btn">{i.t("count-post-button")}</button>
                </fieldset>
            </form>
            {(differing > 0).then(|| view! {
                <form method="post" action=action("recount") class="count-recount-all">
                    <input type="hidden" name="all" value="differing"/>
                    <button type="submit" class="btn secondary">{i.t("count-recount-all")}</button>
                </form>
            })}
            <form method="post" action=action("cancel") class="count-cancel">
                <button type="submit" class="btn secondary">{i.t("count-cancel")}</button>
            </form>
        </div>
    }
}

#[component]
fn Line(l: ReviewLine, id: i64, open: bool, currency: Currency) -> impl IntoView {
    let i = use_i18n();
    let dash = || "—".to_string();
    let counted = match (l.counted, l.counted_before) {
        (Some(n), _) => i.count(n),
        (None, Some(before)) => i.t_with("count-was", &[("count", Arg::Count(before))]),
        (None, None) => dash(),
    };
    let recount = l.recount.then(|| {
        view! {
            " " <span class="badge warn" data-count-recount="">{i.t("count-recount-badge")}</span>
        }
    });
    let by = if l.counted_by.is_empty() && l.counted_at.is_empty() {
        dash()
    } else {
        format!(
            "{} · {}",
            l.counted_at,
            if l.counted_by.is_empty() {
                "—"
            } else {
                &l.counted_by
            }
        )
    };
    let send_back = (open && l.counted.is_some()).then(|| view! {
        <form method="post" action=format!("{}/recount", href::count_sheet(id)) class="count-recount">
            <input type="hidden" name="sku" value=l.sku.clone()/>
            <button type="submit" class="btn secondary small">{i.t("count-recount")}</button>
        </form>
    });
    let state = match l.difference {
        Some(0) => "same",
        Some(_) => "differs",
        None => "uncounted",
    };
    view! {
        <tr data-count-line=l.sku.clone() data-count-line-state=state
            data-count-difference=l.difference.map(|d| d.to_string()).unwrap_or_default()>
            <td data-label=i.t("shelf-col-bins")>{l.bin.unwrap_or_else(dash)}</td>
            <td data-label=i.t("product-sku")><a href=href::product(&l.sku)>{l.sku.clone()}</a></td>
            <td data-label=i.t("stock-result-product")>{l.name.unwrap_or_else(dash)}</td>
            <td class="num" data-label=i.t("count-col-record")>
                {l.on_hand_then.map(|n| i.count(n)).unwrap_or_else(|| i.count(l.on_hand_now))}
            </td>
            <td class="num" data-label=i.t("count-col-counted-qty")>{counted}{recount}</td>
            <td class="num" data-label=i.t("count-col-difference")>{l.difference.map(|d| signed(i, d)).unwrap_or_else(dash)}</td>
            <td class="num" data-label=i.t("count-col-value")>{l.value.map(|v| signed_money(i, currency, v)).unwrap_or_else(dash)}</td>
            <td data-label=i.t("count-col-by")>{by}{send_back}</td>
        </tr>
    }
}
