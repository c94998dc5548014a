//! Watches and lost sales: "Watch for this customer" on a part out of stock
//! (or short of the quantity), ending a watch, recording a lost sale with
//! its reason, and the lost sales of a period as CSV (the export cells, so
//! text a spreadsheet would run as a formula is defused). Form posts are
//! answered with a redirect back to the page they came from (on the portal
//! only) and a note code.

use crate::server::quotes::open_list;
use std::collections::HashMap;

use axum::{
    extract::{Path, Query, State},
    http::{request::Parts, StatusCode},
    response::{IntoResponse, Response},
};

use super::{
    customers::{back_to, said},
    quote_form::{field, Fields},
};
use crate::{
    model::customer::{
        is_customer_id, lost_code, lost_reason, watch_qty, CustomerNote, LostSale, Period,
    },
    server::{
        access::{return_to::safe_return, ClientId},
        customers::{who, LostRow},
        exports::{
            cells::{csv_header, csv_line, Cell},
            permits::ExportPermit,
            stream::download,
            xlsx,
        },
        start::state::AppState,
    },
};

/// The customer a watch is for: the form's `customer`, else the customer
/// of the list open at the counter, else the one customer whose name or
/// phone has the form's `who`.
async fn watch_customer(
    state: &AppState,
    parts: &Parts,
    form: &Fields,
) -> Result<String, CustomerNote> {
    let given = field(form, "customer");
    if is_customer_id(given) {
        return Ok(given.to_string());
    }
    let typed = field(form, "who").trim();
    if typed.is_empty() {
        if let Some(open) = open_list(parts) {
            if let Ok(Some(l)) = state.customers.of_quote(&open).await {
                return Ok(l.customer.id);
            }
        }
        return Err(CustomerNote::WatchNoCustomer);
    }
    match state.customers.find(typed).await {
        Ok(found) => match found.as_slice() {
            [one] => Ok(one.id.clone()),
            [] => Err(CustomerNote::NoMatch),
            _ => Err(CustomerNote::Ambiguous),
        },
        Err(_) => Err(CustomerNote::Busy),
    }
}

/// `POST /watches/new` (sku, wanted: the quantity, customer or who, back).
pub async fn create(State(state): State<AppState>, parts: Parts, form: Fields) -> Response {
    let back = safe_return(Some(field(&form, "back")));
    let qty = match watch_qty(field(&form, "wanted")) {
        Ok(q) => q,
        Err(note) => return back_to(&back, note),
    };
    let customer = match watch_customer(&state, &parts, &form).await {
        Ok(c) => c,
        Err(note) => return back_to(&back, note),
    };
    let sku = field(&form, "sku").trim().to_string();
    let known = match crate::model::skus::validate_sku(&sku) {
        Ok(s) => state.products.summaries(&[s]).await,
        Err(_) => Ok(Vec::new()),
    };
    let product = match known {
        Ok(found) => found.into_iter().next(),
        Err(_) => return back_to(&back, CustomerNote::Busy),
    };
    let Some(p) = product else {
        return back_to(&back, CustomerNote::WatchUnknownSku);
    };
    let done = state
        .customers
        .add_watch(customer, p.sku, p.name, qty, who(&parts))
        .await;
    back_to(&back, said(done))
}

/// `POST /watches/{id}/done` (back): the customer was told, or no longer
/// wants the part.
pub async fn done(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
    form: Fields,
) -> Response {
    let back = safe_return(Some(field(&form, "back")));
    let Ok(id) = id.parse::<i64>() else {
        return back_to(&back, CustomerNote::NoSuchWatch);
    };
    back_to(
        &back,
        said(state.customers.end_watch(id, who(&parts)).await),
    )
}

/// `POST /lost-sales/new` (code, reason, note, back): one lost sale.
pub async fn lost(State(state): State<AppState>, parts: Parts, form: Fields) -> Response {
    let back = safe_return(Some(field(&form, "back")));
    let checked = lost_code(field(&form, "code")).and_then(|code| {
        lost_reason(field(&form, "reason"), field(&form, "note")).map(|(r, n)| (code, r, n))
    });
    let (code, reason, note) = match checked {
        Ok(c) => c,
        Err(n) => return back_to(&back, n),
    };
    // The product's name when the code is a SKU the catalogue has.
    let name = match crate::model::skus::validate_sku(&code) {
        Ok(s) => state
            .products
            .summaries(&[s])
            .await
            .ok()
            .and_then(|f| f.into_iter().next())
            .map(|p| p.name),
        Err(_) => None,
    };
    let done = state
        .customers
        .add_lost(code, name, reason, note, who(&parts))
        .await;
    back_to(&back, said(done))
}

/// The columns of the lost sales' CSV and XLSX.
const LOST_COLUMNS: [&str; 6] = ["When (UTC)", "Code", "Product", "Reason", "Note", "By"];

/// One lost sale as a row of cells (defused against formulas).
fn lost_cells(l: &LostSale, name: Option<&str>) -> Vec<Cell> {
    vec![
        Cell::owned(l.at.clone()),
        Cell::text(Some(&l.code)),
        Cell::text(name),
        Cell::text(Some(l.reason.label())),
        Cell::text(l.note.as_deref()),
        Cell::text(l.by.as_deref()),
    ]
}

/// The period's lost sales (`?from=…&to=…`), newest first, for a
/// download, with the export permit it holds while it is built (a
/// download is an export: a few at once, two per client); or the answer
/// saying why not.
pub struct PeriodRows {
    period: Period,
    rows: Vec<LostRow>,
    /// `bom=1`: the CSV starts with a UTF-8 byte-order mark (as the other
    /// exports), so Excel on Windows reads accents and dashes right.
    bom: bool,
    _permit: ExportPermit,
}

impl axum::extract::FromRequestParts<AppState> for PeriodRows {
    type Rejection = Response;

    async fn from_request_parts(
        parts: &mut http::request::Parts,
        state: &AppState,
    ) -> Result<Self, Response> {
        let Query(q) = Query::<HashMap<String, String>>::from_request_parts(parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        let client = parts.extensions.get::<ClientId>().map(|c| c.0.clone());
        let permit = state
            .exports
            .acquire(client.as_deref())
            .await
            .map_err(IntoResponse::into_response)?;
        let arg = |k: &str| q.get(k).map(String::as_str).unwrap_or("");
        let today = chrono::Utc::now().date_naive();
        let (period, _) = crate::server::customers::parse_period(arg("from"), arg("to"), today);
        match state.customers.lost_rows(&period).await {
            Ok(rows) => Ok(PeriodRows {
                period,
                rows,
                bom: arg("bom") == "1",
                _permit: permit,
            }),
            Err(e) => Err((StatusCode::SERVICE_UNAVAILABLE, e.to_string()).into_response()),
        }
    }
}

/// `GET /lost-sales.csv?from=…&to=…[&bom=1]`: every lost sale of the
/// period.
pub async fn lost_csv(
    PeriodRows {
        period, rows, bom, ..
    }: PeriodRows,
) -> Response {
    let mut out = if bom {
        crate::server::exports::cells::BOM.to_string()
    } else {
        String::new()
    };
    out.push_str(&csv_header(&LOST_COLUMNS));
    for l in &rows {
        out.push_str(&csv_line(&lost_cells(&l.sale, l.name.as_deref())));
    }
    let file = format!("lost-sales-{}-to-{}.csv", period.from, period.to);
    download("text/csv; charset=utf-8", &file, rows.len(), out.into())
}

/// `GET /lost-sales.xlsx?from=…&to=…`: the same as a workbook (at most the
/// 100,000 lost sales kept, so it is built in memory).
pub async fn lost_xlsx(
    PeriodRows {
        period,
        rows,
        _permit,
        ..
    }: PeriodRows,
) -> Response {
    let count = rows.len();
    let built = tokio::task::spawn_blocking(move || lost_workbook(&rows)).await;
    match built {
        Ok(Ok(bytes)) => {
            let file = format!("lost-sales-{}-to-{}.xlsx", period.from, period.to);
            download(xlsx::CONTENT_TYPE, &file, count, bytes.into())
        }
        _ => (
            StatusCode::INTERNAL_SERVER_ERROR,
            "The workbook could not be written.",
        )
            .into_response(),
    }
}

/// The workbook, its sheet written row by row to a temporary file
/// (constant memory), not held whole.
fn lost_workbook(rows: &[LostRow]) -> Result<Vec<u8>, rust_xlsxwriter::XlsxError> {
    let mut wb = rust_xlsxwriter::Workbook::new();
    let bold = rust_xlsxwriter::Format::new().set_bold();
    let mut sheet = wb.new_worksheet_with_constant_memory()?;
    sheet.set_name("Lost sales")?;
    xlsx::header(&mut sheet, &LOST_COLUMNS, &bold)?;
    for (i, l) in rows.iter().enumerate() {
        let row = u32::try_from(i + 1).unwrap_or(u32::MAX);
        xlsx::write_row(&mut sheet, row, &lost_cells(&l.sale, l.name.as_deref()))?;
    }
    wb.push_worksheet(sheet);
    wb.save_to_buffer()
}
