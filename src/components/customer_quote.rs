//! A quote list's customer: who it is for (on the page and the printed
//! copy), which of their bikes the fit marks are for, each line's fit
//! (a line that does not fit is marked, on screen and on paper), and per
//! line the "Watch for this customer" and "Record lost sale" forms where
//! the sale may fail. Plain forms: no island.

use leptos::prelude::*;

use crate::{
    components::{
        customer::{LostSaleAsked, LostSaleForm, WatchForm},
        i18n::{use_i18n, Arg},
    },
    model::{
        customer::{href as chref, CustomerBike, CustomerName, Fit, LostReason, QuoteCustomer},
        href,
        listing::StockView,
    },
};

/// Who the list is for, the bike its fit marks are for, and the forms that
/// change them (`id`: the list's).
#[component]
pub fn QuoteCustomerBlock(id: String, qc: QuoteCustomer) -> impl IntoView {
    let action = chref::quote_customer(&id);
    let i = use_i18n();
    let Some(c) = qc.customer.clone() else {
        return view! {
            <div class="quote-customer no-print" data-quote-customer="">
                <form method="post" action=action class="inline">
                    <label>{i.t("quote-for-customer")} " " <input type="search" name="who" maxlength="100" placeholder=i.t("quote-who") required/></label>
                    " " <button type="submit" class="btn secondary">{i.t("quote-set-customer")}</button>
                </form>
                " " <a href=format!("{}?new=1&quote={id}", chref::CUSTOMERS)>{i.t("quote-new-customer")}</a>
            </div>
        }
        .into_any();
    };
    let contact = c.contact();
    let misfits = qc.misfits();
    let fit_line = match (&qc.bike, qc.index_ready) {
        (None, _) => view! { <p class="muted no-print">{i.t("quote-fit-no-bike")}</p> }.into_any(),
        (Some(_), false) => view! { <p class="muted no-print">{i.t("quote-fit-not-ready")}</p> }.into_any(),
        (Some(b), true) if misfits > 0 => view! {
            <p class="form-note problem fit-alert" role="alert" data-misfits=misfits.to_string()>
                {i.t_with("quote-fit-misfits", &[("count", Arg::Count(misfits as i64)), ("bike", Arg::Text(&b.label))])}
            </p>
        }.into_any(),
        (Some(b), true) => view! { <p class="muted">{i.t_with("quote-fit-for", &[("bike", Arg::Text(&b.label))])}</p> }.into_any(),
    };
    view! {
        <div class="quote-customer" data-quote-customer=c.id.clone()>
            <p class="quote-for">
                {i.t("quote-for")} " " <a href=chref::customer(&c.id) class="customer-name">{c.name.clone()}</a>
                <span class="muted">{format!(" · {contact}")}</span>
            </p>
            {fit_line}
            <BikeChoice action=action.clone() customer=c.id.clone() bikes=qc.bikes.clone() chosen=qc.bike.as_ref().map(|b| b.year_id)/>
            <p class="no-print">
                <a class="btn" href=crate::model::order::view::quote_order(&id) data-order-for-customer="">{i.t("quote-order-for-customer")}</a>
            </p>
            <form method="post" action=action class="inline no-print">
                <input type="hidden" name="clear" value="1"/>
                <button type="submit" class="btn small secondary">{i.t("quote-not-for-customer")}</button>
            </form>
        </div>
    }
    .into_any()
}

/// Which of the customer's bikes the fit marks are for (two bikes or more).
#[component]
fn BikeChoice(
    action: String,
    customer: String,
    bikes: Vec<CustomerBike>,
    chosen: Option<i64>,
) -> impl IntoView {
    (bikes.len() > 1).then(|| {
        let i = use_i18n();
        view! {
            <form method="post" action=action class="inline no-print">
                <input type="hidden" name="customer" value=customer/>
                <label>{i.t("quote-fit-bike")} " "
                    <select name="bike">
                        {bikes.into_iter().map(|b| view! {
                            <option value=b.year_id.to_string() selected=chosen == Some(b.year_id)>{b.label}</option>
                        }).collect_view()}
                    </select>
                </label>
                " " <button type="submit" class="btn small secondary">{i.t("quote-show-fit")}</button>
            </form>
        }
    })
}

/// A line's fit mark (a cell), when the list's customer has a bike.
#[component]
pub fn FitCell(fit: Fit) -> impl IntoView {
    let mark = match fit {
        Fit::Fits => "✓ ",
        Fit::DoesNotFit => "✗ ",
        Fit::NotSaid => "",
    };
    let i = use_i18n();
    view! {
        <td class=format!("fit fit-{}", fit.code()) data-fit=fit.code() data-label=i.t("quote-fit")>
            <span aria-hidden="true">{mark}</span>{i.t(fit.label_key())}
        </td>
    }
}

/// Where the sale of a line may fail, the forms for it: stock short of the
/// quantity (watch it for the customer, or record the lost sale), or a part
/// that does not fit (record the lost sale).
#[component]
pub fn LineCustomerActions(
    quote: String,
    sku: String,
    qty: i64,
    stock: StockView,
    fit: Option<Fit>,
    customer: Option<CustomerName>,
) -> impl IntoView {
    let back = href::quote(&quote);
    let short = stock.count.is_some_and(|n| n < qty);
    let misfit = fit == Some(Fit::DoesNotFit);
    (short || misfit).then(|| {
        let reason = if short { LostReason::OutOfStock } else { LostReason::DoesNotFit };
        view! {
            <div class="line-actions no-print">
                {short.then(|| view! { <WatchForm sku=sku.clone() qty customer=customer.clone() back=back.clone()/> })}
                <LostSaleForm asked=LostSaleAsked {
                    code: sku.clone(),
                    reason,
                    qty,
                    customer: customer.as_ref().map(|c| c.id.clone()),
                    back: back.clone(),
                }/>
            </div>
        }
    })
}
