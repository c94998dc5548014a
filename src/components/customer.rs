//! The customers' shared pieces: the note a form's redirect brings back,
//! the customer form (new, or changes to one), the header's "Back in
//! stock" link with its count, and the "Record lost sale" and "Watch for
//! this customer" forms used on product, lookup and quote pages. Plain
//! forms and links: no island.

use leptos::prelude::*;

use crate::{
    api::customers::back_in_stock_count,
    components::i18n::{use_i18n, Arg},
    model::customer::{
        href as chref, CustomerHead, CustomerName, CustomerNote, Filled, LostReason, MAX_LOST_NOTE,
        MAX_LOST_QTY, MAX_NAME, MAX_NOTE, MAX_WATCH_QTY,
    },
    model::lang::Lang,
};

/// What the last form did, from the page's `?cnote=` code (unknown codes
/// show nothing: no text from the address is echoed).
#[component]
pub fn CustomerNoteLine(code: Option<String>) -> impl IntoView {
    let note = code.as_deref().and_then(CustomerNote::from_code);
    note.map(|n| {
        let (class, role) = if n.is_problem() {
            ("form-note problem", "alert")
        } else {
            ("form-note done", "status")
        };
        let message = crate::components::i18n::use_i18n().t(n.message_key());
        view! { <p class=class role=role data-cnote=n.code()>{message}</p> }
    })
}

/// A customer's name, phone, email, note and language, posted to
/// `action`; `button`: its words; `quote`: the list to make for them once
/// saved; `same`: other customers with the phone number or email typed
/// (the form asks whether this is another).
#[component]
pub fn CustomerForm(
    action: String,
    filled: Filled,
    button: String,
    quote: Option<String>,
    #[prop(optional)] same: Vec<CustomerHead>,
) -> impl IntoView {
    let i = use_i18n();
    let limit = i.t_with(
        "customer-name-limit",
        &[("count", Arg::Count(MAX_NAME as i64))],
    );
    view! {
        <form class="customer-form" method="post" action=action>
            {quote.map(|q| view! { <input type="hidden" name="quote" value=q/> })}
            <SameContactWarning same/>
            <div class="field">
                <label for="c-name">{i.t("customer-field-name")}</label>
                <input id="c-name" type="text" name="name" required maxlength=MAX_NAME.to_string() value=filled.name autocomplete="off" aria-describedby="c-name-limit"/>
                <small id="c-name-limit" class="muted">{limit}</small>
            </div>
            <div class="field">
                <label for="c-phone">{i.t("customer-field-phone")}</label>
                <input id="c-phone" type="tel" name="phone" maxlength="30" value=filled.phone autocomplete="off"/>
            </div>
            <div class="field">
                <label for="c-email">{i.t("customer-field-email")}</label>
                <input id="c-email" type="email" name="email" maxlength="254" value=filled.email autocomplete="off"/>
            </div>
            <LangField chosen=filled.lang/>
            <div class="field">
                <label for="c-vat">{i.t("customer-field-vat")}</label>
                <input id="c-vat" type="text" name="vat_number" maxlength="20" value=filled.vat_number autocomplete="off" aria-describedby="c-vat-hint"/>
                <small id="c-vat-hint" class="muted">{i.t("customer-vat-hint")}</small>
            </div>
            <div class="field wide">
                <label for="c-note">{i.t("customer-field-note")}</label>
                <textarea id="c-note" name="note" rows="2" maxlength=MAX_NOTE.to_string()>{filled.note}</textarea>
            </div>
            <p class="muted small">{i.t("customer-form-hint")}</p>
            <button type="submit" class="btn">{button}</button>
        </form>
    }
}

/// The language the customer is written to in: the portal's (none), or
/// one of its languages, each by its own name. `chosen`: a code.
#[component]
fn LangField(chosen: String) -> impl IntoView {
    let i = use_i18n();
    view! {
        <div class="field">
            <label for="c-lang">{i.t("customer-field-lang")}</label>
            <select id="c-lang" name="lang" aria-describedby="c-lang-hint">
                <option value="" selected=chosen.is_empty()>{i.t("customer-lang-same")}</option>
                {Lang::ALL
                    .into_iter()
                    .map(|l| view! {
                        <option value=l.code() lang=l.code() selected=chosen == l.code()>{l.own_name()}</option>
                    })
                    .collect_view()}
            </select>
            <small id="c-lang-hint" class="muted">{i.t("customer-lang-hint")}</small>
        </div>
    }
}

/// The customers who already have the phone number or email typed, each
/// linking to their record, and the box that saves this one anyway.
#[component]
fn SameContactWarning(same: Vec<CustomerHead>) -> impl IntoView {
    if same.is_empty() {
        return None;
    }
    let i = use_i18n();
    let rows = same
        .into_iter()
        .map(|c| {
            let contact = c.contact();
            view! {
                <li data-same-customer=c.id.clone()>
                    <a href=chref::customer(&c.id)>{c.name}</a> " " <span class="muted">{contact}</span>
                </li>
            }
        })
        .collect_view();
    Some(view! {
        <div class="same-contact field wide" role="group" aria-labelledby="same-contact-h">
            <p id="same-contact-h"><strong>{i.t("customer-same-contact")}</strong></p>
            <ul>{rows}</ul>
            <label class="check"><input type="checkbox" name="same_ok" value="1"/> " " {i.t("customer-same-contact-ok")}</label>
        </div>
    })
}

/// "Back in stock" in the header, with how many watches are back.
#[component]
pub fn BackInStockLink() -> impl IntoView {
    let count = Resource::new(|| (), |_| back_in_stock_count());
    let i = crate::components::i18n::use_i18n();
    view! {
        <a href=chref::BACK_IN_STOCK class="back-in-stock-link">
            {i.t("nav-back-in-stock")}
            <Suspense fallback=|| ()>
                {move || {
                    Suspend::new(async move {
                    match count.await {
                        Ok(n) if n > 0 => Some(view! {
                            " " <span
                                class="count-badge"
                                data-back-count=n.to_string()
                                aria-label=i.t_with("nav-back-in-stock-count", &[("count", Arg::Count(n as i64))])
                            >{i.count(n as i64)}</span>
                        }),
                        _ => None,
                    }
                })}}
            </Suspense>
        </a>
    }
}

/// What a "Record lost sale" form records: the code, the likely reason
/// (chosen first), how many (the form starts at it), for whom when known
/// (a customer's id), and where to go back to.
#[derive(Debug, Clone)]
pub struct LostSaleAsked {
    pub code: String,
    pub reason: LostReason,
    pub qty: i64,
    pub customer: Option<String>,
    pub back: String,
}

/// "Lost sale": records that a sale of a part got away, with a reason, a
/// quantity and a note; back to the page it came from afterwards.
#[component]
pub fn LostSaleForm(asked: LostSaleAsked) -> impl IntoView {
    let LostSaleAsked {
        code,
        reason,
        qty,
        customer,
        back,
    } = asked;
    let i = crate::components::i18n::use_i18n();
    let label = i.t_with("lost-record-of", &[("code", Arg::Text(&code))]);
    // Refused just now: filled in as typed.
    let posted = use_context::<crate::model::customer::PostedLost>().filter(|p| p.code == code);
    let qty = posted
        .as_ref()
        .map(|p| p.qty.clone())
        .unwrap_or_else(|| qty.clamp(1, MAX_LOST_QTY).to_string());
    let reason = posted
        .as_ref()
        .and_then(|p| LostReason::from_code(&p.reason))
        .unwrap_or(reason);
    let note = posted.map(|p| p.note).unwrap_or_default();
    view! {
        <form class="lost-sale-form inline no-print" method="post" action=chref::LOST_SALE_NEW aria-label=label>
            <input type="hidden" name="code" value=code/>
            <input type="hidden" name="back" value=back/>
            {customer.map(|id| view! { <input type="hidden" name="customer" value=id/> })}
            <input type="number" name="lost_qty" value=qty min="1" max=MAX_LOST_QTY.to_string() step="1" required class="qty" aria-label=i.t("lost-qty")/>
            " "
            <select name="reason" aria-label=i.t("lost-reason")>
                {LostReason::ALL
                    .into_iter()
                    .map(|r| view! { <option value=r.code() selected=r == reason>{i.t(r.label_key())}</option> })
                    .collect_view()}
            </select>
            " "
            <input type="text" name="note" value=note maxlength=MAX_LOST_NOTE.to_string() placeholder=i.t("lost-note-placeholder") aria-label=i.t("lost-note") size="18"/>
            " "
            <button type="submit" class="btn small secondary">{i.t("lost-record")}</button>
        </form>
    }
}

/// "Watch for this customer": the part, the quantity wanted, and the
/// customer (`customer`: known, e.g. the list's; otherwise the form asks
/// for a name or phone, or takes the open list's customer).
#[component]
pub fn WatchForm(
    sku: String,
    qty: i64,
    customer: Option<CustomerName>,
    back: String,
) -> impl IntoView {
    let i = crate::components::i18n::use_i18n();
    let label = i.t_with("watch-sku", &[("sku", Arg::Text(&sku))]);
    let who = match customer {
        Some(CustomerName { id, name }) => view! {
            <input type="hidden" name="customer" value=id/>
            <span class="muted small">{i.t_with("watch-for", &[("name", Arg::Text(&name))])}</span>
        }
        .into_any(),
        None => view! {
            <input type="text" name="who" maxlength="100" placeholder=i.t("watch-who") aria-label=i.t("watch-who") size="18"/>
        }
        .into_any(),
    };
    view! {
        <form class="watch-form inline no-print" method="post" action=chref::WATCH_NEW aria-label=label>
            <input type="hidden" name="sku" value=sku/>
            <input type="hidden" name="back" value=back/>
            <input type="number" name="wanted" value=qty.to_string() min="1" max=MAX_WATCH_QTY.to_string() required inputmode="numeric" aria-label=i.t("watch-qty") size="4"/>
            " " {who} " "
            <label class="small"><input type="checkbox" name="email" value="1"/>" " {i.t("watch-email")}</label>
            " "
            <button type="submit" class="btn small">{i.t("watch-button")}</button>
        </form>
    }
}
