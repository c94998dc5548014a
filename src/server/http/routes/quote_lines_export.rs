//! `GET /quotes/{id}/lines.csv` and `/quotes/{id}/lines.xlsx`: a list's
//! lines at the shop's prices as plain machine values (amounts with two
//! decimals and a point, rates in percent, the currency's code), each
//! line's discount, then the totals: before discounts, the discounts, the
//! net, the tax rate and amount, and the total. Text a spreadsheet would
//! read as a formula is defused as in every export. The list's owner only.

use axum::{
    extract::FromRef as _,
    extract::{Path, State},
    http::{request::Parts, StatusCode},
    response::{IntoResponse, Response},
};

use crate::{
    model::{
        pricing::{rate_text, ShopTotals},
        quote::{discount::Discount, QuoteView},
    },
    server::{
        exports::{
            cells::{csv_header, csv_line, Cell},
            stream::download,
            xlsx,
        },
        products::PricedQuotes,
        quotes::Owner,
        start::state::AppState,
    },
};

use super::quote_form::list_id;

const COLUMNS: [&str; 12] = [
    "SKU",
    "Name",
    "Quantity",
    "Currency",
    "Unit price",
    "Line value",
    "Discount",
    "Line discount",
    "Line total",
    "Line type",
    "Hours",
    "Hourly rate",
];

/// A discount as a machine reads it: "10%" or "4.50".
fn discount_text(d: Discount) -> String {
    match d {
        Discount::Percent(r) => [rate_text(r), "%".into()].concat(),
        Discount::Amount(a) => a.plain(),
    }
}

/// The rows: a line each, a blank row, then the totals (label in the
/// name's column, amount in the line total's).
fn rows(view: &QuoteView, t: &ShopTotals) -> Vec<Vec<Cell>> {
    let code = Cell::owned(t.currency.code().to_string());
    let mut out: Vec<Vec<Cell>> = view
        .lines
        .iter()
        .map(|l| {
            let m = t.line(&l.sku);
            let priced = m.filter(|m| m.unit.is_some());
            let by_hour = l.kind.hourly();
            vec![
                Cell::owned(l.code().unwrap_or("").to_string()),
                Cell::owned(l.prices().name.clone()),
                Cell::int(Some(l.qty)),
                code.clone(),
                Cell::minor(m.and_then(|m| m.unit)),
                Cell::minor(priced.map(|m| m.value)),
                l.discount
                    .map_or(Cell::Empty, |d| Cell::owned(discount_text(d))),
                Cell::minor(priced.map(|m| m.off)),
                Cell::minor(priced.map(|m| m.value.minus(m.off))),
                Cell::owned(l.kind.code().to_string()),
                by_hour.map_or(Cell::Empty, |h| Cell::Money(h.hours.decimal().0)),
                Cell::minor(by_hour.map(|h| h.rate)),
            ]
        })
        .collect();
    let total = |label: &str, cell: Cell| {
        let mut row = vec![Cell::Empty; COLUMNS.len()];
        row[1] = Cell::owned(label.to_string());
        row[3] = code.clone();
        row[8] = cell;
        row
    };
    out.push(vec![Cell::Empty; COLUMNS.len()]);
    out.push(total(
        "Before discounts",
        Cell::minor(Some(t.before_discounts)),
    ));
    out.push(total("Line discounts", Cell::minor(Some(t.line_discounts))));
    let quote_discount = view.discount.map(discount_text).unwrap_or_default();
    let mut q = total("Quote discount", Cell::minor(Some(t.quote_discount)));
    q[6] = Cell::owned(quote_discount);
    out.push(q);
    out.push(total("Net", Cell::minor(Some(t.net))));
    let mut tax = total("Tax", Cell::minor(Some(t.tax)));
    tax[6] = Cell::owned([rate_text(t.rate), "%".into()].concat());
    out.push(tax);
    out.push(total(
        if t.includes_tax {
            "Total (tax included)"
        } else {
            "Total (tax added)"
        },
        Cell::minor(Some(t.total)),
    ));
    out
}

/// The list and its totals, for its owner.
async fn priced(
    state: &AppState,
    parts: &Parts,
    id: &str,
) -> Result<(QuoteView, ShopTotals), Response> {
    let missing = || (StatusCode::NOT_FOUND, "There is no such quote list.").into_response();
    let (Some(owner), Some(id)) = (Owner::of(parts), list_id(id)) else {
        return Err(missing());
    };
    let priced = PricedQuotes::from_ref(state);
    match priced.money_view(&owner, id).await {
        Ok(Some(v)) => {
            let t = v
                .shop
                .clone()
                .unwrap_or_else(|| state.pricing.totals(&v.lines, v.discount, None));
            Ok((v, t))
        }
        Ok(None) => Err(missing()),
        Err(e) => Err((StatusCode::SERVICE_UNAVAILABLE, e.to_string()).into_response()),
    }
}

fn file_name(view: &QuoteView, ext: &str) -> String {
    let name = crate::server::quotes::file_stem(&view.head.name);
    format!("quote-{name}-lines.{ext}")
}

pub async fn lines_csv(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
) -> Response {
    let (view, t) = match priced(&state, &parts, &id).await {
        Ok(found) => found,
        Err(refused) => return refused,
    };
    let rows = rows(&view, &t);
    let mut out = csv_header(&COLUMNS);
    for r in &rows {
        out.push_str(&csv_line(r));
    }
    download(
        "text/csv; charset=utf-8",
        &file_name(&view, "csv"),
        rows.len(),
        out.into(),
    )
}

pub async fn lines_xlsx(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
) -> Response {
    let (view, t) = match priced(&state, &parts, &id).await {
        Ok(found) => found,
        Err(refused) => return refused,
    };
    let rows = rows(&view, &t);
    let count = rows.len();
    match xlsx::one_sheet("Quote", &COLUMNS, rows).await {
        Some(bytes) => download(
            xlsx::CONTENT_TYPE,
            &file_name(&view, "xlsx"),
            count,
            bytes.into(),
        ),
        None => (
            StatusCode::INTERNAL_SERVER_ERROR,
            "The workbook could not be written.",
        )
            .into_response(),
    }
}
