//! `POST /orders/{id}/collect`: a special order's arrived lines collected
//! as a sale (the lines chosen, the payments typed for what the deposit
//! leaves). Reads its typed input, asks the sales domain and answers:
//! collected, the invoice's page (`?done=`); refused, the collection page
//! again as typed, saying why.

use axum::{
    extract::{Path, State},
    http::request::Parts,
    response::Response,
};

use super::{
    customers::see_other,
    sales::{refused_at, sale_day, SellForm},
};
use crate::{
    model::{
        href,
        order::view as oview,
        sale::{payments_typed, Method, SaleProblem},
    },
    server::{
        customers::stamp,
        http::typed_form::TypedForm,
        sales::{
            collect::{CollectAsked, CollectTax, Paying},
            SaleCustomer, SaleRefused,
        },
        start::state::AppState,
    },
};

/// The order's customer, as the invoice keeps them.
async fn customer_of(state: &AppState, id: &str) -> Option<SaleCustomer> {
    let head = state.customers.head(id).await.ok().flatten()?;
    let vat = state.customers.vat_number(id).await.ok().flatten();
    Some(SaleCustomer {
        id: head.id,
        name: head.name,
        vat,
    })
}

/// `POST /orders/{id}/collect` (token, lines, an amount for each method
/// or all by one).
pub async fn collect(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
    TypedForm(form): TypedForm<SellForm>,
) -> Response {
    if !oview::is_order_id(&id) {
        return see_other(oview::ORDERS);
    }
    let lines = form.lines();
    let path = href::order_collect(&id, &lines);
    let typed = form.posted();
    let paying = match Method::parse(form.all()) {
        Some(m) => Paying::All(m),
        None => match payments_typed(&form.typed(), None, Default::default()) {
            Ok(p) => Paying::Split(p),
            Err(p) => {
                let r = SaleRefused::Problem(p);
                return refused_at(&state, &parts, &path, r, typed).await;
            }
        },
    };
    let order = match state.orders.get(&id).await {
        Ok(Some(o)) => o,
        Ok(None) => return see_other(oview::ORDERS),
        Err(_) => return refused_at(&state, &parts, &path, SaleRefused::Unsaved, typed).await,
    };
    if lines.is_empty() {
        let r = SaleRefused::Problem(SaleProblem::NoLines);
        return refused_at(&state, &parts, &path, r, typed).await;
    }
    let today = state.customers.shop_time.today();
    let asked = CollectAsked {
        order: id.clone(),
        lines,
        token: typed.token.clone(),
        paying,
        customer: customer_of(&state, &order.customer_id).await,
        tax: CollectTax::of(&state.pricing.terms_now()),
        at: stamp(chrono::Utc::now()),
        today: today.format("%Y-%m-%d").to_string(),
        day: Some(sale_day(&state)),
    };
    let actor = state.access.actor(&parts);
    let audit = state.access.audit();
    match state
        .sales
        .collect(&actor, audit, &state.orders, asked)
        .await
    {
        Ok(sold) => {
            let done = if sold.again { "again" } else { "sold" };
            see_other(&format!("{}?done={done}", href::sale(sold.invoice.id)))
        }
        Err(r) => refused_at(&state, &parts, &path, r, typed).await,
    }
}
