//! A customer's rights, from their page: a copy of everything the shop
//! keeps about them (JSON or CSV, each noted in their history), and
//! erasure (confirmed with a tick). Plain form posts, so both work without
//! JavaScript; the copy is the post's answer, a download.

use axum::{
    body::Body,
    extract::State,
    http::{request::Parts, StatusCode},
    response::{IntoResponse, Response},
};

use super::{
    customers::{back_to, CustomerPath},
    quote_form::{field, Fields},
};
use crate::{
    model::customer::{href as chref, CustomerNote},
    server::{
        customers::their_data::TheirData,
        exports::{
            cells::{csv_header, csv_line, Cell, BOM},
            stream::download,
        },
        start::state::AppState,
    },
};

/// `POST /customers/{id}/export` (`format=json` or `csv`): everything kept
/// about them, as a file named after the record's id (not their name).
pub async fn export(
    State(state): State<AppState>,
    CustomerPath { id, page }: CustomerPath,
    parts: Parts,
    form: Fields,
) -> Response {
    let csv = match field(&form, "format") {
        "csv" => true,
        "json" => false,
        _ => {
            let told =
                "A copy of a customer's data is JSON or CSV: send format=json or format=csv.";
            return (StatusCode::BAD_REQUEST, told).into_response();
        }
    };
    let format = if csv { "CSV" } else { "JSON" };
    let data = match state
        .customers
        .their_data(&id, format, state.access.actor(&parts).who)
        .await
    {
        Ok(Some(d)) => d,
        Ok(None) => return back_to(chref::CUSTOMERS, CustomerNote::NoSuchCustomer),
        Err(_) => return back_to(&page, CustomerNote::Busy),
    };
    let orders = match state.orders.of_customer(&id).await {
        Ok(rows) => rows.into_iter().map(OrderCopy::of).collect(),
        Err(_) => return back_to(&page, CustomerNote::Busy),
    };
    let data = WithOrders { data, orders };
    let e = crate::server::access::audit::Event::new(crate::model::audit::Action::CustomerExported)
        .on(id.clone())
        .with(format);
    state.access.audit_request(&parts, e);
    let stem = format!("customer-{id}");
    // Recorded above as this customer's: not again as a download.
    let audited = |mut resp: Response| {
        resp.extensions_mut()
            .insert(crate::server::http::audited::Audited);
        resp
    };
    if csv {
        let (text, rows) = as_csv(&data);
        return audited(download(
            "text/csv; charset=utf-8",
            &format!("{stem}.csv"),
            rows,
            Body::from(text),
        ));
    }
    audited(match serde_json::to_vec_pretty(&data) {
        Ok(bytes) => download(
            "application/json",
            &format!("{stem}.json"),
            1,
            Body::from(bytes),
        ),
        Err(_) => (
            StatusCode::INTERNAL_SERVER_ERROR,
            "The copy could not be written.",
        )
            .into_response(),
    })
}

/// `POST /customers/{id}/delete` (`confirm=yes`): erases the customer and
/// goes to the customers' list saying so.
pub async fn delete(
    State(state): State<AppState>,
    CustomerPath { id, page }: CustomerPath,
    parts: Parts,
    form: Fields,
) -> Response {
    if field(&form, "confirm") != "yes" {
        return back_to(
            &format!("{page}#their-data"),
            CustomerNote::DeleteUnconfirmed,
        );
    }
    let by = state.access.actor(&parts).who;
    match state.customers.delete(&id, by.clone()).await {
        Ok(crate::model::outcome::Outcome::Done(note)) => {
            // Their orders' money stays for the accounts, without them.
            if state.orders.forget_customer(&id).await.is_err() {
                tracing::error!(
                    customer = id.as_str(),
                    "a deleted customer's orders still name their record"
                );
            }
            tracing::info!(
                customer = id.as_str(),
                by = by.as_deref(),
                "a customer was deleted"
            );
            let e = crate::server::access::audit::Event::new(
                crate::model::audit::Action::CustomerDeleted,
            )
            .on(id.clone());
            state.access.audit_request(&parts, e);
            back_to(chref::CUSTOMERS, note)
        }
        Ok(crate::model::outcome::Outcome::Refused(note)) => back_to(chref::CUSTOMERS, note),
        Err(_) => back_to(&page, CustomerNote::Busy),
    }
}

/// Everything kept about a customer, their special orders with it.
#[derive(serde::Serialize)]
struct WithOrders {
    #[serde(flatten)]
    data: TheirData,
    orders: Vec<OrderCopy>,
}

/// One of their orders as their copy has it: amounts in minor units.
#[derive(serde::Serialize)]
struct OrderCopy {
    id: String,
    created: String,
    currency: &'static str,
    deposit_minor: i64,
    deposit_method: &'static str,
    lines: Vec<crate::model::order::OrderLine>,
}

impl OrderCopy {
    fn of(o: crate::server::orders::store::OrderRow) -> OrderCopy {
        OrderCopy {
            id: o.id,
            created: o.created,
            currency: o.currency.code(),
            deposit_minor: o.deposit.0,
            deposit_method: o.deposit_method.code(),
            lines: o.lines,
        }
    }
}

/// Their invoices and credit notes as rows of the copy's table.
fn invoice_rows(invoices: &[crate::server::customers::their_data::Invoice]) -> Vec<[Cell; 4]> {
    let t = |s: &str| Cell::text(Some(s));
    invoices
        .iter()
        .map(|i| {
            let total = format!(
                "{} {}",
                crate::model::quote::Minor(i.total_minor).plain(),
                i.currency
            );
            [t(i.kind), t(&i.at), t(&i.number), t(&total)]
        })
        .collect()
}

/// The copy as one CSV table (UTF-8 with a byte-order mark, so a
/// spreadsheet reads accents right): a row per fact, `section` saying what
/// it is; and how many rows.
fn as_csv(all: &WithOrders) -> (String, usize) {
    let d = &all.data;
    let t = |s: &str| Cell::text(Some(s));
    let o = |s: &Option<String>| Cell::text(s.as_deref());
    let mut rows: Vec<[Cell; 4]> = Vec::new();
    let c = &d.customer;
    for (item, value) in [
        ("id", Some(c.id.clone())),
        ("name", Some(c.name.clone())),
        ("phone", c.phone.clone()),
        ("email", c.email.clone()),
        ("note", c.note.clone()),
        ("language", c.lang.clone()),
        ("updated", Some(c.updated.clone())),
    ] {
        rows.push([t("customer"), t(&c.created), t(item), o(&value)]);
    }
    for b in &d.bikes {
        rows.push([t("bike"), t(&b.added), t(&b.label), Cell::Empty]);
    }
    for q in &d.quote_lists {
        rows.push([t("quote list"), t(&q.updated), t(&q.name), Cell::Empty]);
        for l in &q.lines {
            let line = format!("{} × {}", l.qty, l.name);
            rows.push([t("quote line"), t(&q.updated), t(&l.sku), t(&line)]);
        }
    }
    for w in &d.watches {
        let state = match (&w.ended, &w.end_reason) {
            (Some(at), Some(why)) => format!("{} wanted; ended {at} ({why})", w.qty),
            (Some(at), None) => format!("{} wanted; ended {at}", w.qty),
            _ => format!("{} wanted; open", w.qty),
        };
        rows.push([t("watch"), t(&w.created), t(&w.sku), t(&state)]);
    }
    for l in &d.lost_sales {
        let what = match &l.note {
            Some(n) => format!("{} × {} ({n})", l.qty, l.reason),
            None => format!("{} × {}", l.qty, l.reason),
        };
        rows.push([t("lost sale"), t(&l.at), t(&l.code), t(&what)]);
    }
    for o in &all.orders {
        let deposit = format!(
            "deposit {} {} ({})",
            crate::model::quote::Minor(o.deposit_minor).plain(),
            o.currency,
            o.deposit_method
        );
        rows.push([t("order"), t(&o.created), t(&o.id), t(&deposit)]);
        for l in &o.lines {
            let what = format!(
                "{} × {} {}: {}",
                l.qty,
                l.value().plain(),
                o.currency,
                l.at().code()
            );
            rows.push([t("order line"), t(&o.created), t(&l.sku), t(&what)]);
        }
    }
    rows.extend(invoice_rows(&d.invoices));
    for h in &d.history {
        let by = h.by.clone().unwrap_or_else(|| "open access".into());
        rows.push([t("history"), t(&h.at), t(&h.what), t(&by)]);
    }
    let mut out = format!(
        "{BOM}{}",
        csv_header(&["section", "when", "item", "detail"])
    );
    for r in &rows {
        out.push_str(&csv_line(r));
    }
    (out, rows.len())
}
