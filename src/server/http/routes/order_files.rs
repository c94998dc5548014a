//! An order's files: the customer's receipt as a PDF (`GET
//! /orders/{id}/receipt.pdf`: what was ordered, the deposit paid, what
//! went back for a cancelled line, the balance due and each line's
//! expected day, in the customer's language, with the same PDF work as a
//! quote's copy), and the parts to order from the supplier as CSV and a
//! workbook (`/orders/to-order.csv`, `.xlsx`: one row per SKU, its
//! quantity summed over the orders).

use axum::{
    extract::{Path, State},
    http::{header, StatusCode},
    response::{IntoResponse, Response},
};

use crate::server::documents::{paper_for, shop_lines};
use crate::{
    model::order::{
        balance,
        money::{money_rows, money_sum, sum_said},
        view::is_order_id,
        LineState, OrderLine,
    },
    server::{
        documents::{render_quote, DocRow, DocTotal, QuoteDocument},
        exports::{
            cells::{csv_header, csv_line, Cell},
            stream::download,
            xlsx,
        },
        i18n::words::Words,
        orders::store::OrderRow,
        start::state::AppState,
    },
};

/// What a line's row says under it: when it is expected, that it
/// arrived, was collected, or was cancelled and what went back.
fn line_note(w: &Words<'_>, o: &OrderRow, l: &OrderLine) -> Option<String> {
    match l.at() {
        LineState::ToOrder => None,
        LineState::Ordered => l
            .expected
            .as_deref()
            .map(|d| w.t_with("receipt-expected", &[("day", &w.day(d))])),
        LineState::Arrived => Some(w.t("receipt-arrived")),
        LineState::Collected => Some(w.t("receipt-collected")),
        LineState::Cancelled => {
            let back = w.money(o.currency, l.refund.unwrap_or_default());
            Some(w.t_with("receipt-cancelled", &[("refund", &back)]))
        }
    }
}

fn receipt(
    state: &AppState,
    w: &Words<'_>,
    o: &OrderRow,
    customer: Option<&crate::model::customer::CustomerHead>,
) -> QuoteDocument {
    let c = o.currency;
    let money = balance(&o.lines, o.deposit);
    let made = state.customers.shop_time.local_day(&o.created);
    let method = w.t(o.deposit_method.key());
    let mut facts = vec![w.t_with("receipt-date", &[("day", &w.day(&made))])];
    facts.push(w.t_with(
        "receipt-deposit-paid",
        &[("amount", &w.money(c, o.deposit)), ("method", &method)],
    ));
    let rows = o
        .lines
        .iter()
        .map(|l| DocRow {
            sku: l.sku.clone(),
            name: l.name.clone().unwrap_or_default(),
            qty: w.count(l.qty),
            unit: w.money(c, l.unit),
            total: w.money(c, l.value()),
            note: line_note(w, o, l),
        })
        .collect();
    // The same rows and sum as the order's page (`model::order::money`).
    let totals = money_rows(&money)
        .into_iter()
        .map(|r| DocTotal {
            label: w.t(r.key),
            amount: w.money(c, r.amount),
            strong: r.strong,
        })
        .collect();
    let sum = sum_said(&money_sum(&money), |key, amount| {
        w.t_with(key, &[("amount", &w.money(c, amount))])
    });
    let mut notes = vec![sum];
    if let Some(h) = &state.shop_details.hours {
        notes.push(w.t_with("receipt-hours", &[("hours", h)]));
    }
    QuoteDocument {
        paper: paper_for(state.customers.country.code),
        lang: w.lang.code().to_string(),
        title: w.t_with("receipt-title", &[("order", &o.id)]),
        shop: shop_lines(&state.shop_details, w),
        logo: state.shop_details.logo.clone(),
        facts,
        customer: customer
            .map(|c| vec![[w.t("quote-for"), " ".into(), c.name.clone()].concat()])
            .unwrap_or_default(),
        heads: [
            w.t("product-sku"),
            w.t("stock-result-product"),
            w.t("quote-qty"),
            w.t("price-shop"),
            w.t("quote-line-shop"),
        ],
        rows,
        totals,
        notes,
        qr: None,
        page_label: w.t_with("pdf-page", &[("page", "{page}"), ("pages", "{pages}")]),
    }
}

/// `GET /orders/{id}/receipt.pdf`.
pub async fn receipt_pdf(State(state): State<AppState>, Path(id): Path<String>) -> Response {
    let missing = || (StatusCode::NOT_FOUND, "There is no such order.").into_response();
    if !is_order_id(&id) {
        return missing();
    }
    let o = match state.orders.get(&id).await {
        Ok(Some(o)) => o,
        Ok(None) => return missing(),
        Err(_) => {
            return (
                StatusCode::SERVICE_UNAVAILABLE,
                "The orders cannot be read now.",
            )
                .into_response()
        }
    };
    let (customer, lang) = if o.customer_id.is_empty() {
        (None, None)
    } else {
        let customers = &state.customers;
        (
            customers.head(&o.customer_id).await.ok().flatten(),
            customers.lang(&o.customer_id).await.ok().flatten(),
        )
    };
    let w = Words {
        locales: &state.locales,
        lang: lang.unwrap_or(state.customers.shop_lang()),
    };
    let doc = receipt(&state, &w, &o, customer.as_ref());
    let failed = || {
        (
            StatusCode::INTERNAL_SERVER_ERROR,
            "The receipt could not be made.",
        )
            .into_response()
    };
    match tokio::task::spawn_blocking(move || render_quote(&doc)).await {
        Ok(Ok(pdf)) => (
            StatusCode::OK,
            [
                (header::CONTENT_TYPE, "application/pdf".to_string()),
                (
                    header::CONTENT_DISPOSITION,
                    format!("inline; filename=\"order-{id}.pdf\""),
                ),
            ],
            pdf,
        )
            .into_response(),
        Ok(Err(e)) => {
            tracing::error!(error = %e, "order receipt PDF");
            failed()
        }
        Err(_) => failed(),
    }
}

const TO_ORDER_COLUMNS: [&str; 4] = ["SKU", "Name", "Quantity", "Orders"];

async fn to_order_rows(state: &AppState) -> Result<Vec<Vec<Cell>>, Response> {
    match state.orders.to_order().await {
        Ok(skus) => Ok(skus
            .into_iter()
            .map(|s| {
                vec![
                    Cell::owned(s.sku),
                    Cell::owned(s.name.unwrap_or_default()),
                    Cell::int(Some(s.qty)),
                    Cell::int(Some(s.orders as i64)),
                ]
            })
            .collect()),
        Err(_) => Err((
            StatusCode::SERVICE_UNAVAILABLE,
            "The orders cannot be read now.",
        )
            .into_response()),
    }
}

/// `GET /orders/to-order.csv`.
pub async fn to_order_csv(State(state): State<AppState>) -> Response {
    let rows = match to_order_rows(&state).await {
        Ok(rows) => rows,
        Err(refused) => return refused,
    };
    let mut out = csv_header(&TO_ORDER_COLUMNS);
    for r in &rows {
        out.push_str(&csv_line(r));
    }
    download(
        "text/csv; charset=utf-8",
        "to-order.csv",
        rows.len(),
        out.into(),
    )
}

/// `GET /orders/to-order.xlsx`.
pub async fn to_order_xlsx(State(state): State<AppState>) -> Response {
    let rows = match to_order_rows(&state).await {
        Ok(rows) => rows,
        Err(refused) => return refused,
    };
    let count = rows.len();
    match xlsx::one_sheet("To order", &TO_ORDER_COLUMNS, rows).await {
        Some(bytes) => download(xlsx::CONTENT_TYPE, "to-order.xlsx", count, bytes.into()),
        None => (
            StatusCode::INTERNAL_SERVER_ERROR,
            "The workbook could not be written.",
        )
            .into_response(),
    }
}
