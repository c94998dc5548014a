//! `/quotes/{id}`: one quote list. Each line with its RRP and dealer price
//! (in the chosen currency), line totals, a live stock badge and what
//! changed since it was added; the grand totals and margin. Every change
//! is a small form (one line each), so it works without JavaScript.
//!
//! Its owner moves lines up and down, copies the list, shares it with
//! colleagues by a link (`/quotes/shared/{token}`: the same page without
//! the forms, and a button that copies it), and opens it at the counter,
//! where scans in the lookup box add to it.
//!
//! Printed, it is the customer's copy: no header, navigation, controls,
//! dealer prices or margin; the date and how long the prices hold. With
//! `?copy=dealer` it prints as the shop's copy, dealer prices and margin kept.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::{use_params_map, use_query_map};

use crate::{
    api::{
        customers::quote_customer_of,
        quotes::{quote_list, shared_quote},
    },
    components::{
        customer::{CustomerNoteLine, LostSaleAsked, LostSaleForm},
        customer_quote::QuoteCustomerBlock,
        discount_approval::DiscountApproval,
        errors::page_error,
        i18n::{use_i18n, Arg},
        prefs::use_prefs,
        quote::FormNote,
        quote_copy::{copy_lang, CopyOf, CustomerCopy},
        quote_lines::{discount_typed, DiscountForm, LinesTable, QuoteControls},
        quote_other::OtherLineForms,
        shop_price::ShopTotalRows,
    },
    model::{
        customer::{href as chref, LostReason, QuoteCustomer},
        href,
        pricing::ShopTotals,
        quote::{
            discount::Discount, other::PostedOther, totals, PostedDiscount, QuoteView,
            ScannedUnknown, Totals,
        },
        AppError, Currency,
    },
    pages::not_found::{Missing, MissingThing},
};

#[component]
pub fn QuotePage() -> impl IntoView {
    let params = use_params_map();
    let id = Memo::new(move |_| params.read().get("id").unwrap_or_default());
    let view = Resource::new(move || id.get(), quote_list);
    let customer = Resource::new(move || id.get(), quote_customer_of);
    let query = use_query_map();
    let cnote = move || query.read().get("cnote");
    // A refused discount form answered with this page says why.
    let posted = use_context::<PostedDiscount>()
        .map(|p| p.note.code())
        .or_else(|| use_context::<PostedOther>().map(|p| p.note.code()));
    let note = move || {
        query
            .read()
            .get("note")
            .or_else(|| posted.map(str::to_string))
    };
    let dealer_copy = move || query.read().get("copy").as_deref() == Some("dealer");
    let marked = move || query.read().get("line");
    view! {
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                match view.await {
                    Ok(q) => {
                        let said = added_note(&q, note(), marked());
                        let customer = customer.await.ok();
                        let for_customer = customer
                            .as_ref()
                            .and_then(|c| c.customer.as_ref())
                            .map(|c| c.id.clone());
                        let unknown = use_context::<ScannedUnknown>().map(|s| {
                            view! { <UnknownScan id=q.head.id.clone() code=s.code customer=for_customer/> }
                        });
                        view! {
                            <FormNote code=note()/>
                            <DiscountApproval id=q.head.id.clone()/>
                            <CustomerNoteLine code=cnote()/>
                            {unknown}
                            {said}
                            <QuoteBody q dealer_copy=dealer_copy() mode=Mode::Own { marked: marked() } customer/>
                        }
                        .into_any()
                    }
                    Err(AppError::NotFound(_)) => view! {
                        <FormNote code=note()/>
                        <MissingThing what=Missing::Quote echo=String::new()/>
                    }
                    .into_any(),
                    Err(e) => page_error(e),
                }
            })}
        </Suspense>
    }
}

/// What was scanned that no product has, with the form that records the
/// lost sale and a search for it.
#[component]
fn UnknownScan(
    id: String,
    code: String,
    /// The list's customer's id, when it is for one.
    customer: Option<String>,
) -> impl IntoView {
    let search = href::search_text(&code);
    let shown = code.clone();
    let marker = code.clone();
    let i = use_i18n();
    view! {
        <div class="unknown-scan no-print" data-unknown-scan=marker>
            <p>{i.t("quote-scanned")} " " <code>{shown}</code> ". " <a href=search>{i.t("quote-search-it")}</a></p>
            <LostSaleForm asked=LostSaleAsked {
                code,
                reason: LostReason::NotInCatalogue,
                qty: 1,
                customer,
                back: href::quote(&id),
            }/>
        </div>
    }
}

/// A list shared by link (`/quotes/shared/{token}`): the list as its owner
/// sees it, without the forms that change it, and a button that copies it
/// into this person's own lists.
#[component]
pub fn SharedQuotePage() -> impl IntoView {
    let params = use_params_map();
    let token = Memo::new(move |_| params.read().get("token").unwrap_or_default());
    let view = Resource::new(move || token.get(), shared_quote);
    let i = use_i18n();
    view! {
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                match view.await {
                    Ok(q) => view! {
                        <p class="notice no-print" role="status">{i.t("quote-shared-notice")}</p>
                        {q.head.for_customer.clone().map(|c| view! {
                            <p class="quote-for" data-for-customer=c.id.clone()>{i.t("quote-for")} " " <a href=chref::customer(&c.id)>{c.name}</a></p>
                        })}
                        <form method="post" action=href::quote_shared_copy(&token.get_untracked()) class="no-print">
                            <button type="submit" class="btn">{i.t("quote-copy-to-mine")}</button>
                        </form>
                        <QuoteBody q dealer_copy=false mode=Mode::Shared/>
                    }
                    .into_any(),
                    Err(AppError::NotFound(_)) => view! {
                        <MissingThing what=Missing::SharedQuote echo=String::new()/>
                    }
                    .into_any(),
                    Err(e) => page_error(e),
                }
            })}
        </Suspense>
    }
}

/// How a list's page is seen.
#[derive(Clone, Debug, PartialEq)]
enum Mode {
    /// By its owner, who may change it; `marked`: the line just scanned.
    Own { marked: Option<String> },
    /// By a colleague with its shared link: read only.
    Shared,
}

/// What the customer's copy of `q` is made of.
fn copy_of(q: &QuoteView, customer: Option<QuoteCustomer>) -> CopyOf {
    CopyOf {
        name: q.head.name.clone(),
        today: q.dated.today.clone(),
        until: q.dated.valid_until.clone(),
        lines: q.lines.clone(),
        customer: customer.unwrap_or_default(),
        shop: q.shop.clone(),
        days: q.dated.days,
        discount: q.discount,
        expired: q.dated.expired,
    }
}

/// The customer's copy can be emailed to them when they have an address.
fn has_email(customer: Option<&QuoteCustomer>) -> bool {
    customer
        .and_then(|c| c.customer.as_ref())
        .is_some_and(|c| c.email.as_deref().is_some_and(|e| !e.trim().is_empty()))
}

/// The form that emails the PDF copy to the list's customer.
#[component]
fn EmailForm(id: String) -> impl IntoView {
    let i = use_i18n();
    view! {
        <form method="post" action=href::quote_email(&id) class="inline no-print quote-email">
            <button type="submit" class="btn secondary">{i.t("quote-email-customer")}</button>
        </form>
    }
}

/// An expired quote says so, and (to its owner) offers to move every
/// line to today's price.
#[component]
fn Expired(id: String, until: String, own: bool) -> impl IntoView {
    let i = use_i18n();
    let said = i.t_with(
        "quote-expired",
        &[("until", Arg::Text(&i.date_text(Some(&until))))],
    );
    view! {
        <div class="form-note problem" role="alert" data-expired="">
            {said}
            {own.then(|| view! {
                " "
                <form method="post" action=href::quote_reprice(&id) class="inline no-print">
                    <button type="submit" class="btn small">{i.t("quote-reprice-all")}</button>
                </form>
            })}
        </div>
    }
}

/// The whole quote's discount: its form (filled in as typed when it was
/// refused), and the shop's cap.
#[component]
fn QuoteDiscountForm(id: String, discount: Option<Discount>) -> impl IntoView {
    let i = use_i18n();
    let posted = use_context::<PostedDiscount>().filter(|p| p.sku.is_none());
    let typed = posted
        .map(|p| p.typed)
        .or_else(|| discount.map(|d| discount_typed(i, d)))
        .unwrap_or_default();
    view! {
        <div class="quote-discount no-print">
            <span>{i.t("quote-discount-quote")} " "</span>
            <DiscountForm id sku=None typed/>
        </div>
    }
}

/// "Added CP0151BL (1 more)." when a scan's redirect names a line the list
/// has (nothing from the address is shown unless it is one of its lines).
fn added_note(q: &QuoteView, note: Option<String>, marked: Option<String>) -> Option<AnyView> {
    if note.as_deref() != Some("added") {
        return None;
    }
    let line = q.lines.iter().find(|l| Some(&l.sku) == marked.as_ref())?;
    let text = use_i18n().t_with(
        "quote-scanned-added",
        &[("sku", Arg::Text(&line.sku)), ("qty", Arg::Count(line.qty))],
    );
    Some(view! { <p class="form-note done scan-note" role="status" data-scanned=line.sku.clone()>{text}</p> }.into_any())
}

#[component]
fn QuoteBody(
    q: QuoteView,
    /// Printed with dealer prices and margin (`?copy=dealer`), for the shop.
    dealer_copy: bool,
    mode: Mode,
    /// Who the list is for, and its lines' fit (its owner's page only).
    #[prop(optional_no_strip)]
    customer: Option<QuoteCustomer>,
) -> impl IntoView {
    let prefs = use_prefs();
    let c = prefs.currency;
    let dealer = !prefs.counter;
    let t = totals(&q.lines, c);
    let shop_totals = q.shop.clone();
    let shop = shop_totals.as_ref().map_or(Currency::Gbp, |s| s.currency);
    let days = q.dated.days;
    let (today, until) = (q.dated.today.clone(), q.dated.valid_until.clone());
    let id = q.head.id.clone();
    let name = q.head.name.clone();
    let empty = q.lines.is_empty();
    let (marked, own) = match mode {
        Mode::Own { marked } => (marked, true),
        Mode::Shared => (None, false),
    };
    let edit = own.then(|| id.clone());
    let emailable = has_email(customer.as_ref());
    let open_here = prefs.open_quote.as_deref() == Some(id.as_str());
    let controls = own.then(|| {
        view! { <QuoteControls id=id.clone() name=name.clone() dealer_copy share=q.head.share.clone() open_here/> }
    });
    let i = use_i18n();
    let copy_in = copy_lang(customer.as_ref(), i.lang, dealer_copy);
    let copy = copy_in.map(|lang| {
        let copy = copy_of(&q, customer.clone());
        view! { <CustomerCopy lang copy/> }
    });
    let title = i.t_with("quote-title", &[("name", Arg::Text(&name))]);
    let (before, after) = i.t_around("quote-title", "name", &[]);
    let valid = i.t_with(
        "quote-valid",
        &[
            ("days", Arg::Count(days)),
            ("until", Arg::Text(&i.date_text(Some(&until)))),
        ],
    );
    view! {
        <Title text=title/>
        <section class="quote" class:dealer-copy=dealer_copy class:open-here=open_here class:has-customer-copy=copy_in.is_some() data-quote-id=id.clone()>
            <h1>{before} <span class="quote-name">{name.clone()}</span>{after}</h1>
            {dealer_copy.then(|| view! { <p class="print-only dealer-copy-mark">{i.t("quote-dealer-copy-mark")}</p> })}
            <p class="quote-dates">
                {i.t("quote-date")} " " <span data-quote-date="">{i.date_text(Some(&today))}</span>
                <span class="print-only">". " {valid}</span>
            </p>
            {q.dated.expired.then(|| view! { <Expired id=id.clone() until=until.clone() own/> })}
            {customer.clone().map(|qc| view! { <QuoteCustomerBlock id=id.clone() qc/> })}
            {q.prices_unchecked.then(|| view! {
                <p class="form-note problem" role="alert">{i.t("quote-prices-unchecked")}</p>
            })}
            {if empty {
                view! { <p class="muted">{i.t("quote-empty")}</p> }.into_any()
            } else {
                let money = shop_totals.as_ref().map(|t| t.lines.clone()).unwrap_or_default();
                view! { <LinesTable edit lines=q.lines c shop dealer marked customer=customer.unwrap_or_default() money/> }.into_any()
            }}
            {own.then(|| {
                let includes_tax = shop_totals.as_ref().is_none_or(|t| t.includes_tax);
                view! { <OtherLineForms id=id.clone() labour_rate=q.labour_rate currency=shop includes_tax/> }
            })}
            <QuoteTotals t c dealer shop=shop_totals.clone() discount=q.discount/>
            {(own && !empty).then(|| view! { <QuoteDiscountForm id=id.clone() discount=q.discount/> })}
            {(own && !empty && emailable).then(|| view! { <EmailForm id=id.clone()/> })}
            {controls}
        </section>
        {copy}
    }
}

/// The list's totals: RRP, and unless counter mode hides them the dealer
/// total in the page's currency, the margin and the lines without a price.
#[component]
fn QuoteTotals(
    t: Totals,
    c: Currency,
    dealer: bool,
    /// The totals at the shop's prices, with the tax.
    shop: Option<ShopTotals>,
    /// The whole quote's discount.
    discount: Option<Discount>,
) -> impl IntoView {
    let i = use_i18n();
    let margin = t.margin_gbp.map(|m| {
        i.t_with(
            "price-margin-value",
            &[
                ("amount", Arg::Text(&i.money(Currency::Gbp, Some(m.amount)))),
                ("percent", Arg::Text(&i.decimal(m.percent, 1))),
            ],
        )
    });
    view! {
            <table class="quote-totals" aria-label=i.t("quote-totals")>
                <tbody>
                    {shop.map(|t| {
                        let default_rules = dealer && t.default_rules;
                        view! {
                            <ShopTotalRows i t discount/>
                            {default_rules.then(|| view! {
                                <tr class="dealer"><td colspan="2" class="muted" data-rule-default="">{i.t("price-shop-default-note")}</td></tr>
                            })}
                        }
                    })}
                    <tr class="no-print"><th scope="row">{i.t("quote-total-rrp")}</th><td class="num" data-total="rrp">{i.money(Currency::Gbp, Some(t.rrp))}</td></tr>
                    {dealer.then(|| view! {
                        <tr class="dealer">
                            <th scope="row">{i.t_with("quote-total-dealer", &[("currency", Arg::Text(c.code()))])}</th>
                            <td class="num" data-total="dealer">{i.money(c, Some(t.dealer))}</td>
                        </tr>
                        <tr class="dealer"><th scope="row">{i.t("price-margin")}</th><td class="num" data-total="margin">{margin.unwrap_or_else(|| "—".to_string())}</td></tr>
                    })}
                    {(t.unpriced > 0).then(|| view! {
                        <tr class="dealer"><th scope="row">{i.t("quote-unpriced")}</th><td class="num">{i.count(t.unpriced as i64)}</td></tr>
                    })}
                </tbody>
            </table>
    }
}
