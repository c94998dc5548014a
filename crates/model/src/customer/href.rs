//! The addresses of the customers' pages and forms, built in one place
//! (as `model::href` does for the rest of the portal); every untrusted
//! part is percent-encoded on the way in.

use crate::query::encode_component;

/// `/customers`: search, and a new customer's form.
pub const CUSTOMERS: &str = "/customers";
/// `POST` a new customer.
pub const CUSTOMER_NEW: &str = "/customers/new";
/// The "Back in stock" page.
pub const BACK_IN_STOCK: &str = "/back-in-stock";
/// The lost-sales report.
pub const LOST_SALES: &str = "/lost-sales";
/// `POST` a lost sale.
pub const LOST_SALE_NEW: &str = "/lost-sales/new";
/// The lost sales of a period as CSV.
pub const LOST_SALES_CSV: &str = "/lost-sales.csv";
/// The same as a workbook.
pub const LOST_SALES_XLSX: &str = "/lost-sales.xlsx";
/// The reorder list of a period as CSV.
pub const REORDER_CSV: &str = "/lost-sales/reorder.csv";
/// The same as a workbook.
pub const REORDER_XLSX: &str = "/lost-sales/reorder.xlsx";
/// `POST` a watch.
pub const WATCH_NEW: &str = "/watches/new";

/// `/customers/{id}`.
pub fn customer(id: &str) -> String {
    ["/customers/", &encode_component(id)].concat()
}

/// `POST /customers/{id}/edit`.
pub fn customer_edit(id: &str) -> String {
    [&customer(id), "/edit"].concat()
}

/// `POST /customers/{id}/bikes` (make, model, year; or action=remove, year).
pub fn customer_bikes(id: &str) -> String {
    [&customer(id), "/bikes"].concat()
}

/// `POST /quotes/{id}/customer`: who a list is for.
pub fn quote_customer(quote: &str) -> String {
    ["/quotes/", &encode_component(quote), "/customer"].concat()
}

/// `POST /watches/{id}/done`.
pub fn watch_done(id: i64) -> String {
    ["/watches/", &id.to_string(), "/done"].concat()
}

/// `POST /watches/{id}/contacted`: the customer was told.
pub fn watch_contacted(id: i64) -> String {
    ["/watches/", &id.to_string(), "/contacted"].concat()
}

/// `POST /watches/{id}/quote`: the part onto the customer's quote list.
pub fn watch_to_quote(id: i64) -> String {
    ["/watches/", &id.to_string(), "/quote"].concat()
}

/// What of the lost-sales report an address is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LostFile {
    /// The report's page.
    Page,
    /// Every lost sale of the period, as CSV (with a byte-order mark, for
    /// spreadsheets) or as a workbook.
    Csv,
    Xlsx,
    /// The reorder list, the same two ways.
    ReorderCsv,
    ReorderXlsx,
}

/// `/lost-sales?from=…&to=…`, or one of its downloads.
pub fn lost_sales(from: &str, to: &str, file: LostFile) -> String {
    let (base, tail) = match file {
        LostFile::Page => (LOST_SALES, ""),
        LostFile::Csv => (LOST_SALES_CSV, "&bom=1"),
        LostFile::Xlsx => (LOST_SALES_XLSX, ""),
        LostFile::ReorderCsv => (REORDER_CSV, "&bom=1"),
        LostFile::ReorderXlsx => (REORDER_XLSX, ""),
    };
    [
        base,
        "?from=",
        &encode_component(from),
        "&to=",
        &encode_component(to),
        tail,
    ]
    .concat()
}

/// `path` with the note code a form's redirect carries (`cnote=`).
pub fn with_cnote(path: &str, code: &str) -> String {
    let sep = if path.contains('?') { '&' } else { '?' };
    format!("{path}{sep}cnote={}", encode_component(code))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_encode_what_they_carry() {
        assert_eq!(
            with_cnote("/customers/ab", "saved"),
            "/customers/ab?cnote=saved"
        );
        assert_eq!(with_cnote("/x?q=1", "saved"), "/x?q=1&cnote=saved");
        assert_eq!(watch_done(7), "/watches/7/done");
        assert_eq!(
            lost_sales("2026-11-01", "2026-11-30", LostFile::ReorderCsv),
            "/lost-sales/reorder.csv?from=2026-11-01&to=2026-11-30&bom=1"
        );
    }
}
