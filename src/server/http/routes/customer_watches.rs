//! Watches and lost sales: "Watch for this customer" on a part out of stock
//! (or short of the quantity), recording a lost sale with its reason, and
//! the lost sales of a period and its reorder list as CSV or XLSX (the
//! export cells, so text a spreadsheet would run as a formula is defused).
//! Form posts are answered with a redirect back to the page they came from
//! (on the portal only) and a note code.

use crate::server::quotes::open_list;
use std::collections::HashMap;

use axum::{
    extract::{Query, State},
    http::{request::Parts, StatusCode},
    response::{IntoResponse, Response},
};

use super::{
    customers::{back_to, said},
    quote_form::{field, Fields},
};
use crate::{
    model::{
        customer::{
            is_customer_id, lost_code, lost_qty, lost_reason, watch_qty, CustomerNote, DealerValue,
            Period, PostedLost, ReorderLine,
        },
        quote::money::Minor,
        AppError,
    },
    server::{
        access::{return_to::safe_return, ClientId},
        customers::{LostRow, NewLost, NewWatch},
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

/// `POST /watches/new` (sku, wanted: the quantity, customer or who,
/// email=1: email the customer when it is back, back).
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
    let w = NewWatch {
        customer,
        sku: p.sku,
        name: p.name,
        qty,
        email_customer: field(&form, "email") == "1",
    };
    let done = state
        .customers
        .add_watch(w, state.access.actor(&parts).who)
        .await;
    back_to(&back, said(done))
}

/// `POST /lost-sales/new` (code, reason, note, lost_qty, customer, back): one
/// lost sale, valued at the part's dealer prices now when the code is a
/// catalogue SKU.
pub async fn lost(State(state): State<AppState>, parts: Parts, form: Fields) -> Response {
    let back = safe_return(Some(field(&form, "back")));
    let note = record_lost(&state, &parts, &form).await;
    if !note.is_problem() {
        return back_to(&back, note);
    }
    // Refused: the page it came from, with the form as typed and why.
    let typed = |k: &str| field(&form, k).chars().take(240).collect::<String>();
    let posted = PostedLost {
        code: typed("code"),
        qty: typed("lost_qty"),
        reason: typed("reason"),
        note: typed("note"),
    };
    let status = if note == CustomerNote::Busy {
        StatusCode::SERVICE_UNAVAILABLE
    } else {
        StatusCode::UNPROCESSABLE_ENTITY
    };
    let page = crate::model::customer::href::with_cnote(&back, note.code());
    super::page_from_post(&state, &parts, &page, status, posted).await
}

/// Checks and records a lost sale; what came of it.
async fn record_lost(state: &AppState, parts: &Parts, form: &Fields) -> CustomerNote {
    let checked = (|| {
        let code = lost_code(field(form, "code"))?;
        let (reason, note) = lost_reason(field(form, "reason"), field(form, "note"))?;
        let qty = lost_qty(field(form, "lost_qty"))?;
        Ok::<_, CustomerNote>((code, reason, note, qty))
    })();
    let (code, reason, note, qty) = match checked {
        Ok(c) => c,
        Err(n) => return n,
    };
    // The product's name and dealer prices when the code is a SKU the
    // catalogue has (the supplier not answering: recorded without them).
    let product = match crate::model::skus::validate_sku(&code) {
        Ok(s) => state
            .products
            .summaries(&[s])
            .await
            .ok()
            .and_then(|f| f.into_iter().next()),
        Err(_) => None,
    };
    let minor = |p: Option<f64>| p.and_then(Minor::from_price);
    let unit = product
        .as_ref()
        .map_or(DealerValue::default(), |p| DealerValue {
            gbp: minor(p.dealer_gbp),
            usd: minor(p.dealer_usd),
            eur: minor(p.dealer_eur),
        });
    let customer = Some(field(form, "customer"))
        .filter(|c| crate::model::customer::is_customer_id(c))
        .map(str::to_string);
    let l = NewLost {
        code,
        name: product.map(|p| p.name),
        reason,
        note,
        customer,
        qty,
        unit,
    };
    said(
        state
            .customers
            .add_lost(l, state.access.actor(parts).who)
            .await,
    )
}

/// The columns of the lost sales' CSV and XLSX.
const LOST_COLUMNS: [&str; 11] = [
    "When",
    "Code",
    "Product",
    "Qty",
    "Reason",
    "Note",
    "Customer",
    "By",
    "Dealer value GBP",
    "Dealer value USD",
    "Dealer value EUR",
];

/// One lost sale as a row of cells (defused against formulas); its time
/// in UTC with the offset said.
fn lost_cells(l: &LostRow) -> Vec<Cell> {
    let s = &l.sale;
    vec![
        Cell::owned(utc_with_offset(&s.at)),
        Cell::text(Some(&s.code)),
        Cell::text(l.name.as_deref()),
        Cell::int(Some(s.qty)),
        Cell::text(Some(s.reason.label())),
        Cell::text(s.note.as_deref()),
        Cell::text(s.customer.as_ref().map(|c| c.name.as_str())),
        Cell::text(s.by.as_deref()),
        Cell::minor(s.value.gbp),
        Cell::minor(s.value.usd),
        Cell::minor(s.value.eur),
    ]
}

/// The columns of the reorder list's CSV and XLSX.
const REORDER_COLUMNS: [&str; 9] = [
    "SKU or code",
    "Product",
    "Times lost",
    "Units lost",
    "Stock now",
    "Suggested order",
    "Dealer value GBP",
    "Dealer value USD",
    "Dealer value EUR",
];

fn reorder_cells(r: &ReorderLine) -> Vec<Cell> {
    let t = &r.lost;
    let whole = |n: u64| Cell::int(Some(i64::try_from(n).unwrap_or(i64::MAX)));
    vec![
        Cell::text(Some(&t.code)),
        Cell::text(t.name.as_deref()),
        whole(t.total),
        whole(t.units),
        Cell::int(r.stock),
        r.suggested.map_or(Cell::Empty, whole),
        Cell::minor(t.value.gbp),
        Cell::minor(t.value.usd),
        Cell::minor(t.value.eur),
    ]
}

/// A stored UTC stamp ("2026-11-26 12:00:00") as an export writes it:
/// "2026-11-26T12:00:00+00:00".
fn utc_with_offset(stamp: &str) -> String {
    match chrono::NaiveDateTime::parse_from_str(stamp, "%Y-%m-%d %H:%M:%S") {
        Ok(t) => t.and_utc().format("%Y-%m-%dT%H:%M:%S%:z").to_string(),
        Err(_) => stamp.to_string(),
    }
}

/// A download of a period (`?from=…&to=…[&bom=1]`), with the export permit
/// it holds while it is built (a download is an export: a few at once,
/// two per client); or the answer saying why not.
pub struct PeriodDownload {
    period: Period,
    /// `bom=1`: the CSV starts with a UTF-8 byte-order mark (as the other
    /// exports), so Excel on Windows reads accents and dashes right.
    bom: bool,
    _permit: ExportPermit,
}

impl axum::extract::FromRequestParts<AppState> for PeriodDownload {
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
        let today = state.customers.shop_time.today();
        let (period, _) = crate::server::customers::parse_period(arg("from"), arg("to"), today);
        Ok(PeriodDownload {
            period,
            bom: arg("bom") == "1",
            _permit: permit,
        })
    }
}

/// What a download is of: its file's name ("lost-sales"), its sheet's
/// name and its columns.
struct Sheet {
    file: &'static str,
    title: &'static str,
    columns: &'static [&'static str],
}

const LOST_SHEET: Sheet = Sheet {
    file: "lost-sales",
    title: "Lost sales",
    columns: &LOST_COLUMNS,
};

const REORDER_SHEET: Sheet = Sheet {
    file: "reorder-list",
    title: "Reorder list",
    columns: &REORDER_COLUMNS,
};

/// Rows as a CSV download named for the sheet and the period.
fn csv_file(sheet: &Sheet, d: &PeriodDownload, rows: &[Vec<Cell>]) -> Response {
    let mut out = if d.bom {
        crate::server::exports::cells::BOM.to_string()
    } else {
        String::new()
    };
    out.push_str(&csv_header(sheet.columns));
    for r in rows {
        out.push_str(&csv_line(r));
    }
    let file = format!("{}-{}-to-{}.csv", sheet.file, d.period.from, d.period.to);
    download("text/csv; charset=utf-8", &file, rows.len(), out.into())
}

/// Rows as a workbook download (at most the 100,000 lost sales kept, so it
/// is built in memory; its sheet written row by row to a temporary file).
async fn xlsx_file(sheet: &'static Sheet, d: &PeriodDownload, rows: Vec<Vec<Cell>>) -> Response {
    let count = rows.len();
    match xlsx::one_sheet(sheet.title, sheet.columns, rows).await {
        Some(bytes) => {
            let file = format!("{}-{}-to-{}.xlsx", sheet.file, d.period.from, d.period.to);
            download(xlsx::CONTENT_TYPE, &file, count, bytes.into())
        }
        None => (
            StatusCode::INTERNAL_SERVER_ERROR,
            "The workbook could not be written.",
        )
            .into_response(),
    }
}

fn unavailable(e: AppError) -> Response {
    (StatusCode::SERVICE_UNAVAILABLE, e.to_string()).into_response()
}

/// Every lost sale of the period, newest first, as rows.
async fn lost_rows(state: &AppState, d: &PeriodDownload) -> Result<Vec<Vec<Cell>>, Response> {
    let rows = state
        .customers
        .lost_rows(&d.period)
        .await
        .map_err(unavailable)?;
    Ok(rows.iter().map(lost_cells).collect())
}

/// The period's reorder list, with the stock now, as rows.
async fn reorder_rows(state: &AppState, d: &PeriodDownload) -> Result<Vec<Vec<Cell>>, Response> {
    let mut lines = state
        .customers
        .reorder_list(&d.period)
        .await
        .map_err(unavailable)?;
    crate::server::customers::reorder::stock_now(&state.products, &mut lines).await;
    Ok(lines.iter().map(reorder_cells).collect())
}

/// `GET /lost-sales.csv?from=…&to=…[&bom=1]`: every lost sale of the
/// period.
pub async fn lost_csv(State(state): State<AppState>, d: PeriodDownload) -> Response {
    match lost_rows(&state, &d).await {
        Ok(rows) => csv_file(&LOST_SHEET, &d, &rows),
        Err(r) => r,
    }
}

/// `GET /lost-sales.xlsx?from=…&to=…`: the same as a workbook.
pub async fn lost_xlsx(State(state): State<AppState>, d: PeriodDownload) -> Response {
    match lost_rows(&state, &d).await {
        Ok(rows) => xlsx_file(&LOST_SHEET, &d, rows).await,
        Err(r) => r,
    }
}

/// `GET /lost-sales/reorder.csv?from=…&to=…[&bom=1]`: the period's reorder
/// list with the stock now.
pub async fn reorder_csv(State(state): State<AppState>, d: PeriodDownload) -> Response {
    match reorder_rows(&state, &d).await {
        Ok(rows) => csv_file(&REORDER_SHEET, &d, &rows),
        Err(r) => r,
    }
}

/// `GET /lost-sales/reorder.xlsx?from=…&to=…`: the same as a workbook.
pub async fn reorder_xlsx(State(state): State<AppState>, d: PeriodDownload) -> Response {
    match reorder_rows(&state, &d).await {
        Ok(rows) => xlsx_file(&REORDER_SHEET, &d, rows).await,
        Err(r) => r,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn an_export_writes_utc_with_its_offset() {
        assert_eq!(
            super::utc_with_offset("2026-07-01 13:05:09"),
            "2026-07-01T13:05:09+00:00"
        );
        assert_eq!(super::utc_with_offset("not a time"), "not a time");
    }
}
