//! The addresses of the customers' pages and forms, built in one place
//! (as `model::href` does for the rest of the portal); every untrusted
//! part is percent-encoded on the way in.

use crate::model::query::encode_component;

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

/// `/lost-sales?from=…&to=…`, or (`file`: "csv", "xlsx") its download
/// (the CSV with a byte-order mark, for spreadsheets).
pub fn lost_sales(from: &str, to: &str, file: &str) -> String {
    let (base, tail) = match file {
        "csv" => (LOST_SALES_CSV, "&bom=1"),
        "xlsx" => (LOST_SALES_XLSX, ""),
        _ => (LOST_SALES, ""),
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
    }
}
