//! Every address of the portal's own pages, built in one place.
//!
//! The route table (`app.rs`) says which paths exist; these builders are how
//! pages, components and islands link to them, so a path is spelled once and
//! every untrusted part (a SKU, search text) is percent-encoded on the way in.
//! Pure functions: compiled into the wasm for the islands that navigate.

use super::{exports::ExportKind, query::encode_component};

/// `/product/{sku}`.
pub fn product(sku: &str) -> String {
    ["/product/", &encode_component(sku)].concat()
}

/// `/search?q={text}`, or `/search` for no text.
pub fn search_text(text: &str) -> String {
    if text.is_empty() {
        "/search".to_string()
    } else {
        ["/search?q=", &encode_component(text)].concat()
    }
}

/// `/search?brand={name}`: every product whose brand name contains `name`.
pub fn search_brand(name: &str) -> String {
    ["/search?brand=", &encode_component(name)].concat()
}

/// `/lookup?q={text}`: where the lookup box goes without JavaScript.
pub fn lookup(text: &str) -> String {
    ["/lookup?q=", &encode_component(text)].concat()
}

/// `/categories/{id}`.
pub fn category(id: i64) -> String {
    ["/categories/", &id.to_string()].concat()
}

/// `/brands/{id}`.
pub fn brand(id: i64) -> String {
    ["/brands/", &id.to_string()].concat()
}

/// `/bikes/{make}`, `/bikes/{make}/{model}` or `/bikes/{make}/{model}/{year}`:
/// as deep as the ids given.
pub fn bike(make: i64, model: Option<i64>, year: Option<i64>) -> String {
    let mut out = ["/bikes/", &make.to_string()].concat();
    if let Some(m) = model {
        out.push('/');
        out.push_str(&m.to_string());
        if let Some(y) = year {
            out.push('/');
            out.push_str(&y.to_string());
        }
    }
    out
}

/// `/my-bike?year={id}&back={here}`: make this model-year the customer's bike.
pub fn set_bike(year_id: i64, back: &str) -> String {
    [
        "/my-bike?year=",
        &year_id.to_string(),
        "&back=",
        &encode_component(back),
    ]
    .concat()
}

/// `/my-bike?clear=1&back={here}`: forget the customer's bike.
pub fn clear_bike(back: &str) -> String {
    ["/my-bike?clear=1&back=", &encode_component(back)].concat()
}

/// `/export/products.csv?{query}&stock=1`: the whole result set of a list
/// as CSV, with stock (the search page's download).
pub fn export_csv(query_string: &str) -> String {
    export(ExportKind::ProductsCsv, query_string, &[("stock", "1")])
}

/// An export's address: `/export/{file}?{list query}&{options}`; options
/// with an empty value are left out.
pub fn export(kind: ExportKind, query_string: &str, options: &[(&str, &str)]) -> String {
    let mut out = kind.path().to_string();
    let mut parts: Vec<String> = Vec::new();
    if !query_string.is_empty() {
        parts.push(query_string.to_string());
    }
    for (k, v) in options.iter().filter(|(_, v)| !v.is_empty()) {
        parts.push([*k, "=", &encode_component(v)].concat());
    }
    if !parts.is_empty() {
        out.push('?');
        out.push_str(&parts.join("&"));
    }
    out
}

/// `/exports?{list query}`: the exports page, for this filter.
pub fn exports(query_string: &str) -> String {
    if query_string.is_empty() {
        EXPORTS.to_string()
    } else {
        [EXPORTS, "?", query_string].concat()
    }
}

/// The exports page.
pub const EXPORTS: &str = "/exports";
/// `/settings/prices`: the shop's currency, tax and price rules.
pub const PRICE_SETTINGS: &str = "/settings/prices";
/// Where the prices page's forms set and remove a rule (POST).
pub const PRICE_RULES: &str = "/settings/prices/rules";
/// Where the shop's own tax rate is posted.
pub const PRICE_TAX: &str = "/settings/prices/tax";
/// `/settings/processing`: the shop's record of processing (managers).
pub const PROCESSING: &str = "/settings/processing";
/// `/settings/audit`: the audit log (owners).
pub const AUDIT: &str = "/settings/audit";
/// The audit log as CSV, by the page's filters.
pub const AUDIT_CSV: &str = "/settings/audit.csv";
/// `/settings/staff`: the staff accounts (owners).
pub const STAFF: &str = "/settings/staff";
/// `/account/password`: a person chooses their own password.
pub const OWN_PASSWORD: &str = "/account/password";
/// `/account/two-factor`: a person sets up, renews or turns off their
/// second factor (its posts are below it).
pub const SECOND_FACTOR: &str = "/account/two-factor";
/// Where the code page of a two-factor sign-in posts.
pub const SIGN_IN_CODE: &str = "/login/code";
/// Where a single sign-on begins (to the provider) and comes back.
pub const SSO_BEGIN: &str = "/login/oidc";
pub const SSO_CALLBACK: &str = "/login/oidc/callback";
/// The shop's hourly rate for labour (`value`; empty: none).
pub const PRICE_LABOUR: &str = "/settings/prices/labour";
/// Where the exports page's form makes a feed token (POST).
pub const FEED_TOKEN_CREATE: &str = "/exports/tokens";
/// Where the exports page's form revokes a feed token (POST).
pub const FEED_TOKEN_REVOKE: &str = "/exports/tokens/revoke";
/// `/quotes`: every quote list of this person (or browser).
pub fn quotes() -> String {
    "/quotes".to_string()
}

/// `/quotes/{id}`: one quote list.
pub fn quote(id: &str) -> String {
    ["/quotes/", &encode_component(id)].concat()
}

/// `/quotes/{id}?copy=dealer`: the list printed with dealer prices.
pub fn quote_dealer_copy(id: &str) -> String {
    [&quote(id), "?copy=dealer"].concat()
}

/// A page with a form's note (`?note=code`) after a form post.
pub fn with_note(path: &str, code: &str) -> String {
    if code.is_empty() {
        return path.to_string();
    }
    let sep = if path.contains('?') { '&' } else { '?' };
    format!("{path}{sep}note={}", encode_component(code))
}

/// `POST /quotes/new` (name): starts a list.
pub fn quote_new() -> String {
    "/quotes/new".to_string()
}

/// `POST /quotes/add` (quote, sku, qty): adds a product to a list, or to a
/// new one (`quote=new`).
pub fn quote_add() -> String {
    "/quotes/add".to_string()
}

/// `POST /quotes/{id}/line` (sku, qty, action): changes or removes a line.
pub fn quote_line(id: &str) -> String {
    [&quote(id), "/line"].concat()
}

/// `POST /quotes/{id}/reprice` (sku, or none for every line).
pub fn quote_reprice(id: &str) -> String {
    [&quote(id), "/reprice"].concat()
}

/// `POST /quotes/{id}/email`: the PDF copy emailed to the customer.
pub fn quote_email(id: &str) -> String {
    [&quote(id), "/email"].concat()
}

/// `GET /quotes/{id}/lines.{csv,xlsx}`: the lines at the shop's prices.
pub fn quote_lines_file(id: &str, ext: &str) -> String {
    [&quote(id), "/lines.", ext].concat()
}

/// `GET /quotes/{id}/copy.pdf`: the customer's copy as a PDF.
pub fn quote_pdf(id: &str) -> String {
    [&quote(id), "/copy.pdf"].concat()
}

/// `POST /quotes/{id}/discount` (sku: a line's, or none for the quote;
/// discount: "10%", "4.50", or empty to take it off).
pub fn quote_discount(id: &str) -> String {
    [&quote(id), "/discount"].concat()
}

/// Where a line of the shop's own (labour, a typed part) is posted.
pub fn quote_other(id: &str) -> String {
    [&quote(id), "/other"].concat()
}

/// `POST /quotes/{id}/rename` (name).
pub fn quote_rename(id: &str) -> String {
    [&quote(id), "/rename"].concat()
}

/// `POST /quotes/{id}/delete`.
pub fn quote_delete(id: &str) -> String {
    [&quote(id), "/delete"].concat()
}

/// `/quotes/{id}?line={sku}`: a list with one line marked (the one just
/// added).
pub fn quote_at_line(id: &str, sku: &str) -> String {
    [&quote(id), "?line=", &encode_component(sku)].concat()
}

/// `POST /quotes/{id}/duplicate`: copies the list.
pub fn quote_duplicate(id: &str) -> String {
    [&quote(id), "/duplicate"].concat()
}

/// `POST /quotes/{id}/share` (share=on|off): the colleagues' link.
pub fn quote_share(id: &str) -> String {
    [&quote(id), "/share"].concat()
}

/// `POST /quotes/{id}/open`: opens the list at the counter.
pub fn quote_open(id: &str) -> String {
    [&quote(id), "/open"].concat()
}

/// `POST /quotes/close` (back): closes the list open at the counter.
pub const QUOTE_CLOSE: &str = "/quotes/close";

/// `POST /quotes/scan` (q): adds a scanned SKU or EAN to the open list.
pub const QUOTE_SCAN: &str = "/quotes/scan";

/// `/stock/counts`: the shelf's counts, and (POST) a count opened.
pub const COUNTS: &str = "/stock/counts";

/// `/stock/counts/{id}`: a count's counting sheet.
pub fn count_sheet(id: i64) -> String {
    format!("{COUNTS}/{id}")
}

/// The count whose counting sheet `path` is (`/stock/counts/{id}`, or its
/// form's answer, `/stock/counts/{id}/count`).
pub fn count_sheet_of(path: &str) -> Option<i64> {
    let rest = path.strip_prefix(COUNTS)?.strip_prefix('/')?;
    let id = rest.strip_suffix("/count").unwrap_or(rest);
    if id.is_empty() || id.len() > 18 || !id.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    id.parse().ok()
}

/// `/stock/counts/{id}/review`: a manager's review of a count.
pub fn count_review(id: i64) -> String {
    format!("{COUNTS}/{id}/review")
}

/// `/orders/{id}/collect`: an order's collection page, these lines
/// ticked (none: every line waiting); it posts to the same path.
pub fn order_collect(id: &str, lines: &[usize]) -> String {
    let base = ["/orders/", &encode_component(id), "/collect"].concat();
    if lines.is_empty() {
        return base;
    }
    let places: Vec<String> = lines.iter().map(usize::to_string).collect();
    [base.as_str(), "?line=", &places.join(",")].concat()
}

/// `/quotes/{id}/sell`: the sale page of a list (and where it posts).
pub fn quote_sell(id: &str) -> String {
    [&quote(id), "/sell"].concat()
}

/// `/sales`: the invoices.
pub const SALES: &str = "/sales";

/// `/sales/day`: a day's takings and its cash-up.
pub const SALES_DAY: &str = "/sales/day";

/// `POST /sales/day/close`: a day cashed up and closed.
pub const SALES_DAY_CLOSE: &str = "/sales/day/close";

/// `/sales/day/z.pdf?day=`: a day's Z report.
pub const SALES_DAY_Z: &str = "/sales/day/z.pdf";

/// The invoices under the list's filters as CSV.
pub const SALES_CSV: &str = "/sales.csv";

/// The same as a workbook.
pub const SALES_XLSX: &str = "/sales.xlsx";

/// `/sales/{id}`: one invoice.
pub fn sale(id: i64) -> String {
    format!("{SALES}/{id}")
}

/// Parts taken back without their invoice (and where the form posts).
pub const LOOSE_RETURN: &str = "/returns/new";

/// `/sales/{id}/email`: the invoice emailed to its customer.
pub fn sale_email(id: i64) -> String {
    format!("{SALES}/{id}/email")
}

/// `/sales/{id}/print`: the receipt sent to the counter's printer.
pub fn sale_print(id: i64) -> String {
    format!("{SALES}/{id}/print")
}

/// `/sales/{id}/invoice.pdf`: the invoice on A4 or Letter.
pub fn sale_invoice_pdf(id: i64) -> String {
    format!("{SALES}/{id}/invoice.pdf")
}

/// `/sales/{id}/return`: the form that takes parts back (and where it
/// posts).
pub fn sale_return(id: i64) -> String {
    format!("{SALES}/{id}/return")
}

/// `/credit-notes/{id}/credit-note.pdf`: a credit note on A4 or Letter.
pub fn credit_note_pdf(id: i64) -> String {
    format!("/credit-notes/{id}/credit-note.pdf")
}

/// `/sales/{id}/receipt.pdf`: the 80 mm receipt.
pub fn sale_receipt_pdf(id: i64) -> String {
    format!("{SALES}/{id}/receipt.pdf")
}

/// `/quotes/shared/{token}`: a list shared with colleagues (read only).
pub fn quote_shared(token: &str) -> String {
    ["/quotes/shared/", &encode_component(token)].concat()
}

/// `POST /quotes/shared/{token}/copy`: copies a shared list to one's own.
pub fn quote_shared_copy(token: &str) -> String {
    [&quote_shared(token), "/copy"].concat()
}

/// `/quotes/{id}/csv`: the list as SKU and quantity, for an order form.
pub fn quote_csv(id: &str) -> String {
    [&quote(id), "/csv"].concat()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_counting_sheet_is_known_by_its_path() {
        assert_eq!(count_sheet_of("/stock/counts/12"), Some(12));
        assert_eq!(count_sheet_of("/stock/counts/12/count"), Some(12));
        assert_eq!(count_sheet_of("/stock/counts/12/review"), None);
        assert_eq!(count_sheet_of("/stock/counts"), None);
        assert_eq!(count_sheet_of("/stock/counts/x"), None);
        assert_eq!(count_sheet_of(&count_sheet(7)), Some(7));
    }

    #[test]
    fn untrusted_parts_are_encoded() {
        assert_eq!(product("CP 01/5?x"), "/product/CP%2001%2F5%3Fx");
        assert_eq!(search_text("a&b=c"), "/search?q=a%26b%3Dc");
        assert_eq!(search_text(""), "/search");
        assert_eq!(lookup("#1"), "/lookup?q=%231");
        assert_eq!(search_brand("R&G"), "/search?brand=R%26G");
    }

    #[test]
    fn quote_paths() {
        assert_eq!(quote("ab/c"), "/quotes/ab%2Fc");
        assert_eq!(quote_line("ab"), "/quotes/ab/line");
        assert_eq!(quote_csv("ab"), "/quotes/ab/csv");
        assert_eq!(quote_dealer_copy("ab"), "/quotes/ab?copy=dealer");
        assert_eq!(with_note("/quotes/ab", "added"), "/quotes/ab?note=added");
        assert_eq!(with_note("/x?a=1", "full"), "/x?a=1&note=full");
        assert_eq!(with_note("/x", ""), "/x");
        assert_eq!(
            with_note(&quote_at_line("ab", "CP 1"), "added"),
            "/quotes/ab?line=CP%201&note=added"
        );
        assert_eq!(quote_shared_copy("t0"), "/quotes/shared/t0/copy");
        assert_eq!(quote_open("ab"), "/quotes/ab/open");
    }

    #[test]
    fn bike_paths_go_as_deep_as_given() {
        assert_eq!(bike(3, None, None), "/bikes/3");
        assert_eq!(bike(3, Some(7), None), "/bikes/3/7");
        assert_eq!(bike(3, Some(7), Some(9)), "/bikes/3/7/9");
        // A year without its model cannot be addressed: the make's page.
        assert_eq!(bike(3, None, Some(9)), "/bikes/3");
        assert_eq!(
            set_bike(9, "/search?q=a"),
            "/my-bike?year=9&back=%2Fsearch%3Fq%3Da"
        );
        assert_eq!(clear_bike("/"), "/my-bike?clear=1&back=%2F");
    }

    #[test]
    fn export_addresses_carry_the_filter_and_options() {
        assert_eq!(export_csv("q=bung"), "/export/products.csv?q=bung&stock=1");
        assert_eq!(
            export(ExportKind::ShopifyCsv, "", &[("cost", "USD"), ("bom", "")]),
            "/export/shopify.csv?cost=USD"
        );
        assert_eq!(
            export(ExportKind::ChangesCsv, "", &[("since", "2026-01-02")]),
            "/export/changes.csv?since=2026-01-02"
        );
        assert_eq!(
            export(ExportKind::ProductsXlsx, "", &[]),
            "/export/products.xlsx"
        );
        assert_eq!(exports(""), "/exports");
        assert_eq!(exports("brand_id=3"), "/exports?brand_id=3");
    }
}
