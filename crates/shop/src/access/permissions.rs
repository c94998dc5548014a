//! The one permission table: what each page, route and server function
//! needs, and nothing else. Written here once; the access checks
//! (`http::access_checks`) look every request up in it, after sign-in and
//! before anything runs, so a refused request changes nothing.
//!
//! - **staff** do the counter's work: look up, browse, search, stock checks,
//!   quotes (discounts up to the cap), customers' records, watches, recording
//!   a lost sale;
//! - **managers** add the reports (lost sales, reorder), the whole
//!   catalogue's exports and feed tokens, exporting and deleting a customer's
//!   data, the shop's price rules and tiers (and which customer is on one),
//!   and discounts above the cap;
//! - **owners** add staff accounts, settings and the audit log.
//!
//! A request is matched by its method and the route's pattern (as the router
//! writes it, `/quotes/{id}/line`); an address the router matched no route
//! for is read as the door it bends (`door_paths`: a trailing or doubled
//! slash, `%2F`, another case, `;param`) and needs what that door needs.
//! The page renderer and every server function check the table again for
//! themselves (`page_gate`, `server_fn_allows`), so one missed layer is
//! not an open door. A route or server function with no entry
//! is refused to everyone, owners included, and logged: a new one cannot be
//! open by mistake, and the table-driven test (`tests/it/permissions.rs`)
//! fails until it is named here. Files (the built assets, the demo's
//! images) are not doors and are not listed.
//!
//! On an open portal (no staff accounts) everyone is an owner.

use std::collections::HashMap;

use super::door_paths::{self, Resolved};
use super::doors::door;
pub use super::doors::{Door, Need, Verb};
use crate::model::role::{PageGate, Refusal, Role};

use Verb::{Get, Post};
const ANYONE: Need = Need::Anyone;
const STAFF: Need = Need::AtLeast(Role::Staff);
const MANAGER: Need = Need::AtLeast(Role::Manager);
const OWNER: Need = Need::AtLeast(Role::Owner);

/// Every door of the portal.
pub const DOORS: &[Door] = &[
    // Signing in and out; monitoring (`/metrics` checks its own token).
    door(Get, "/login", ANYONE),
    door(Post, "/login", ANYONE),
    door(Post, "/logout", ANYONE),
    door(Post, "/login/code", ANYONE),
    door(Get, "/login/oidc", ANYONE),
    door(Get, "/login/oidc/callback", ANYONE),
    door(Get, "/metrics", ANYONE),
    door(Get, "/healthz", ANYONE),
    door(Get, "/healthz/live", ANYONE),
    door(Get, "/healthz/ready", ANYONE),
    // Choosing one's own password (after a one-time one, or any time).
    door(Get, "/account/password", STAFF),
    door(Post, "/account/password", STAFF),
    // One's own second factor.
    door(Get, "/account/two-factor", STAFF),
    door(Post, "/account/two-factor", STAFF),
    door(Post, "/account/two-factor/recovery", STAFF),
    door(Post, "/account/two-factor/off", STAFF),
    // Pages: the catalogue and the counter.
    door(Get, "/", STAFF),
    door(Get, "/categories", STAFF),
    door(Get, "/categories/{id}", STAFF),
    door(Get, "/brands", STAFF),
    door(Get, "/brands/{id}", STAFF),
    door(Get, "/bikes", STAFF),
    door(Get, "/bikes/{make}", STAFF),
    door(Get, "/bikes/{make}/{model}", STAFF),
    door(Get, "/bikes/{make}/{model}/{year}", STAFF),
    door(Get, "/search", STAFF),
    door(Get, "/product/{sku}", STAFF),
    door(Get, "/lookup", STAFF),
    door(Get, "/stock", STAFF),
    door(Post, "/stock", STAFF),
    door(Get, "/status", STAFF),
    door(Get, "/refused", STAFF),
    door(Get, "/prefs", STAFF),
    door(Get, "/my-bike", STAFF),
    // The shop's prices: read by all, set by managers.
    door(Get, "/settings/prices", STAFF),
    door(Post, "/settings/prices/rules", MANAGER),
    // The tax rate is a setting of the shop's: its owner's.
    door(Post, "/settings/prices/tax", OWNER),
    door(Post, "/settings/prices/labour", MANAGER),
    door(Get, "/settings/audit", OWNER),
    door(Get, "/settings/processing", MANAGER),
    door(Get, "/settings/audit.csv", OWNER),
    // Staff accounts.
    door(Get, "/settings/staff", OWNER),
    door(Post, "/settings/staff/new", OWNER),
    door(Post, "/settings/staff/role", OWNER),
    door(Post, "/settings/staff/reset", OWNER),
    door(Post, "/settings/staff/sign-out", OWNER),
    door(Post, "/settings/staff/disable", OWNER),
    door(Post, "/settings/staff/enable", OWNER),
    door(Post, "/settings/staff/two-factor", OWNER),
    // Quotes.
    door(Get, "/quotes", STAFF),
    door(Get, "/quotes/{id}", STAFF),
    door(Get, "/quotes/shared/{token}", STAFF),
    door(Post, "/quotes/new", STAFF),
    door(Post, "/quotes/add", STAFF),
    door(Post, "/quotes/{id}/line", STAFF),
    door(Post, "/quotes/{id}/discount", STAFF),
    door(Post, "/quotes/{id}/other", STAFF),
    door(Post, "/quotes/{id}/reprice", STAFF),
    door(Post, "/quotes/{id}/rename", STAFF),
    door(Post, "/quotes/{id}/delete", STAFF),
    door(Get, "/quotes/{id}/csv", STAFF),
    door(Get, "/quotes/{id}/copy.pdf", STAFF),
    door(Get, "/quotes/{id}/lines.csv", STAFF),
    door(Get, "/quotes/{id}/lines.xlsx", STAFF),
    door(Post, "/quotes/{id}/email", STAFF),
    door(Post, "/quotes/{id}/duplicate", STAFF),
    door(Post, "/quotes/{id}/share", STAFF),
    door(Post, "/quotes/shared/{token}/copy", STAFF),
    door(Post, "/quotes/{id}/open", STAFF),
    door(Post, "/quotes/close", STAFF),
    door(Post, "/quotes/scan", STAFF),
    door(Post, "/quotes/{id}/customer", STAFF),
    // Customers, watches and lost sales.
    door(Get, "/customers", STAFF),
    door(Get, "/customers/{id}", STAFF),
    door(Post, "/customers/new", STAFF),
    door(Post, "/customers/{id}/edit", STAFF),
    door(Post, "/customers/{id}/bikes", STAFF),
    door(Post, "/customers/{id}/quote", STAFF),
    door(Post, "/customers/{id}/export", MANAGER),
    door(Post, "/customers/{id}/delete", MANAGER),
    // A price tier sells for less than retail.
    door(Post, "/customers/{id}/tier", MANAGER),
    door(Get, "/back-in-stock", STAFF),
    door(Post, "/watches/new", STAFF),
    door(Post, "/watches/{id}/done", STAFF),
    door(Post, "/watches/{id}/contacted", STAFF),
    door(Post, "/watches/{id}/quote", STAFF),
    door(Post, "/lost-sales/new", STAFF),
    // Special orders: taking a deposit and handing parts over is the
    // counter's daily work.
    door(Get, "/orders", STAFF),
    door(Get, "/orders/{id}", STAFF),
    door(Get, "/quotes/{id}/order", STAFF),
    door(Post, "/quotes/{id}/order", STAFF),
    door(Post, "/orders/{id}/lines/{pos}", STAFF),
    door(Post, "/orders/{id}/lines/{pos}/told", STAFF),
    door(Get, "/orders/{id}/receipt.pdf", STAFF),
    door(Get, "/orders/{id}/collect", STAFF),
    door(Post, "/orders/{id}/collect", STAFF),
    door(Get, "/orders/to-order.csv", STAFF),
    door(Get, "/orders/to-order.xlsx", STAFF),
    door(Get, "/stock/shelf", STAFF),
    door(Post, "/product/{sku}/bins", STAFF),
    door(Post, "/product/{sku}/adjust", MANAGER),
    door(Get, "/stock.csv", MANAGER),
    door(Get, "/stock.xlsx", MANAGER),
    door(Get, "/stock/import", MANAGER),
    door(Get, "/stock/value", MANAGER),
    door(Get, "/stock/value.csv", MANAGER),
    door(Get, "/stock/value.xlsx", MANAGER),
    door(Get, "/stock/value/{file}", MANAGER),
    door(Post, "/stock/import", MANAGER),
    door(Post, "/stock/import/write", MANAGER),
    // Counts: staff open them and count; managers review, send lines
    // back, post and cancel (the stock domain checks each again).
    door(Get, "/stock/counts", STAFF),
    door(Get, "/stock/counts/{id}", STAFF),
    door(Get, "/stock/counts/{id}/review", MANAGER),
    door(Post, "/stock/counts", STAFF),
    door(Post, "/stock/counts/{id}/count", STAFF),
    door(Post, "/stock/counts/{id}/recount", MANAGER),
    door(Post, "/stock/counts/{id}/post", MANAGER),
    door(Post, "/stock/counts/{id}/cancel", MANAGER),
    // Sales: staff sell a list of their own and see the invoices (the
    // sales domain checks the role again; costs and margins are for
    // managers, left out by the server for staff).
    door(Get, "/quotes/{id}/sell", STAFF),
    door(Post, "/quotes/{id}/sell", STAFF),
    door(Get, "/sales", STAFF),
    door(Get, "/sales/{id}", STAFF),
    door(Get, "/sales/{id}/invoice.pdf", STAFF),
    door(Get, "/sales/{id}/receipt.pdf", STAFF),
    door(Post, "/sales/{id}/print", STAFF),
    door(Get, "/returns/new", STAFF),
    door(Post, "/returns/new", STAFF),
    door(Post, "/sales/{id}/email", STAFF),
    door(Get, "/sales/{id}/return", STAFF),
    door(Post, "/sales/{id}/return", STAFF),
    door(Get, "/credit-notes/{id}/credit-note.pdf", STAFF),
    door(Get, "/sales/day", STAFF),
    door(Post, "/sales/day/close", MANAGER),
    door(Get, "/sales/day/z.pdf", MANAGER),
    door(Get, "/sales.csv", MANAGER),
    door(Get, "/sales.xlsx", MANAGER),
    // Shelf labels of a list of one's own, or of a part.
    door(Get, "/labels.pdf", STAFF),
    door(Get, "/labels.zpl", STAFF),
    // Reports and exports.
    door(Get, "/lost-sales", MANAGER),
    door(Get, "/lost-sales.csv", MANAGER),
    door(Get, "/lost-sales.xlsx", MANAGER),
    door(Get, "/lost-sales/reorder.csv", MANAGER),
    door(Get, "/lost-sales/reorder.xlsx", MANAGER),
    door(Get, "/exports", MANAGER),
    door(Get, "/export/{file}", MANAGER),
    door(Post, "/exports/tokens", MANAGER),
    door(Post, "/exports/tokens/revoke", MANAGER),
    // Server functions: what the pages and islands read.
    door(Post, "/api/portal_info", STAFF),
    door(Post, "/api/audit_entries", OWNER),
    door(Post, "/api/staff_accounts", OWNER),
    door(Post, "/api/processing_record", MANAGER),
    door(Post, "/api/backup_status", STAFF),
    door(Post, "/api/index_status", STAFF),
    door(Post, "/api/categories", STAFF),
    door(Post, "/api/brands", STAFF),
    door(Post, "/api/bikes", STAFF),
    door(Post, "/api/bike_models", STAFF),
    door(Post, "/api/picker_lists", STAFF),
    door(Post, "/api/list_products", STAFF),
    door(Post, "/api/whats_new", STAFF),
    door(Post, "/api/product", STAFF),
    door(Post, "/api/stock", STAFF),
    door(Post, "/api/lookup", STAFF),
    door(Post, "/api/summaries", STAFF),
    door(Post, "/api/suggest", STAFF),
    door(Post, "/api/scan_into_list", STAFF),
    door(Post, "/api/scan_into_count", STAFF),
    door(Post, "/api/check_stock", STAFF),
    door(Post, "/api/shop_price_settings", STAFF),
    door(Post, "/api/quote_lists", STAFF),
    door(Post, "/api/quote_list", STAFF),
    door(Post, "/api/shared_quote", STAFF),
    door(Post, "/api/customers_find", STAFF),
    door(Post, "/api/customer_view", STAFF),
    door(Post, "/api/quote_customer", STAFF),
    door(Post, "/api/counter_customer", STAFF),
    door(Post, "/api/back_in_stock", STAFF),
    door(Post, "/api/back_in_stock_count", STAFF),
    door(Post, "/api/order_draft", STAFF),
    door(Post, "/api/orders_list", STAFF),
    door(Post, "/api/order_view", STAFF),
    door(Post, "/api/customer_orders", STAFF),
    door(Post, "/api/orders_waiting", STAFF),
    // The shop's own shelf: staff see it and put parts in their bins;
    // managers adjust it and see what it is worth (the stock domain
    // leaves the worth out for staff).
    door(Post, "/api/part_shelf", STAFF),
    door(Post, "/api/shelf_list", STAFF),
    door(Post, "/api/stock_value", MANAGER),
    door(Post, "/api/stock_counts", STAFF),
    door(Post, "/api/count_sheet", STAFF),
    door(Post, "/api/count_review", MANAGER),
    door(Post, "/api/sale_form", STAFF),
    door(Post, "/api/collect_form", STAFF),
    door(Post, "/api/loose_return_form", STAFF),
    door(Post, "/api/invoice_view", STAFF),
    door(Post, "/api/sales_list", STAFF),
    door(Post, "/api/return_form", STAFF),
    door(Post, "/api/day_takings", STAFF),
    door(Post, "/api/customer_invoices", STAFF),
    door(Post, "/api/lost_sales_report", MANAGER),
    door(Post, "/api/exports_overview", MANAGER),
];

/// The table, indexed for a lookup per request.
#[derive(Debug, Clone)]
pub struct Permissions {
    doors: Vec<Door>,
    by_door: HashMap<(Verb, &'static str), Need>,
}

impl Default for Permissions {
    fn default() -> Self {
        Permissions::new(DOORS)
    }
}

/// What an address the router matched no route for turns out to be.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unmatched {
    /// A door's address bent out of shape (`/settings/audit/`): the door,
    /// what it needs and its own address.
    Door { resolved: Resolved, need: Need },
    /// No door at all: a file of the site, or nothing (404).
    NoDoor,
}

impl Permissions {
    pub fn new(doors: &[Door]) -> Permissions {
        Permissions {
            doors: doors.to_vec(),
            by_door: doors.iter().map(|d| ((d.verb, d.path), d.need)).collect(),
        }
    }

    /// What a request to the route `pattern` needs; `None`: not in the
    /// table (refused to everyone).
    pub fn need(&self, method: &http::Method, pattern: &str) -> Option<Need> {
        let verb = Verb::of(method)?;
        self.by_door.get(&(verb, pattern)).copied()
    }

    /// The door an address the router did not match names when read
    /// leniently (`door_paths`), and what it needs.
    pub fn unmatched(&self, method: &http::Method, path: &str) -> Unmatched {
        let Some(verb) = Verb::of(method) else {
            return Unmatched::NoDoor;
        };
        match door_paths::resolve(&self.doors, verb, path) {
            Some(resolved) => Unmatched::Door {
                need: resolved.door.need,
                resolved,
            },
            None => Unmatched::NoDoor,
        }
    }

    /// What the page renderer may show at `path` (the address as asked,
    /// to the letter) to a person with `role`.
    pub fn page_gate(&self, path: &str, role: Option<Role>) -> PageGate {
        match door_paths::exact(&self.doors, Verb::Get, path) {
            None => PageGate::NotFound,
            Some(door) if door.need.allows(role) => PageGate::Open,
            Some(door) => PageGate::Refused(Refusal {
                need: match door.need {
                    Need::AtLeast(r) => Some(r),
                    Need::Anyone => None,
                },
            }),
        }
    }

    /// Whether a person with `role` may run the server function at `path`
    /// (`/api/...`): checked by the function itself, whether the request
    /// came to its address or a page's render called it.
    pub fn server_fn_allows(&self, path: &str, role: Option<Role>) -> bool {
        self.by_door
            .get(&(Verb::Post, path))
            .is_some_and(|need| need.allows(role))
    }
}

/// The role a person has where no one signs in: everyone may do everything.
pub const OPEN_ROLE: Role = Role::Owner;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_door_is_listed_once() {
        let p = Permissions::default();
        assert_eq!(p.by_door.len(), DOORS.len(), "a door is listed twice");
    }

    #[test]
    fn a_need_lets_through_that_role_and_the_ones_above() {
        assert!(ANYONE.allows(None));
        assert!(!STAFF.allows(None));
        assert!(STAFF.allows(Some(Role::Staff)));
        assert!(!MANAGER.allows(Some(Role::Staff)));
        assert!(MANAGER.allows(Some(Role::Manager)) && MANAGER.allows(Some(Role::Owner)));
        let p = Permissions::default();
        assert_eq!(p.need(&http::Method::GET, "/lost-sales"), Some(MANAGER));
        assert_eq!(p.need(&http::Method::HEAD, "/"), Some(STAFF));
        assert_eq!(p.need(&http::Method::POST, "/"), None);
        assert_eq!(p.need(&http::Method::DELETE, "/quotes/{id}"), None);
        assert_eq!(p.need(&http::Method::GET, "/nowhere"), None);
    }

    #[test]
    fn the_renderer_shows_only_a_pages_own_address_to_a_role_it_allows() {
        let p = Permissions::default();
        let staff = Some(Role::Staff);
        assert_eq!(p.page_gate("/search", staff), PageGate::Open);
        assert_eq!(
            p.page_gate("/settings/audit", staff),
            PageGate::Refused(Refusal {
                need: Some(Role::Owner)
            })
        );
        assert_eq!(
            p.page_gate("/settings/audit", Some(Role::Owner)),
            PageGate::Open
        );
        for bent in ["/settings/audit/", "/settings//audit", "/SETTINGS/audit"] {
            assert_eq!(p.page_gate(bent, Some(Role::Owner)), PageGate::NotFound);
        }
        assert!(p.server_fn_allows("/api/product", staff));
        assert!(!p.server_fn_allows("/api/audit_entries", staff));
        assert!(!p.server_fn_allows("/api/product", None));
        assert!(!p.server_fn_allows("/api/no_such_fn", Some(Role::Owner)));
    }

    #[test]
    fn a_bent_address_is_its_door_and_needs_what_the_door_needs() {
        let p = Permissions::default();
        match p.unmatched(&http::Method::GET, "/settings/staff/") {
            Unmatched::Door { resolved, need } => {
                assert_eq!(resolved.canonical, "/settings/staff");
                assert_eq!(need, OWNER);
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            p.unmatched(&http::Method::GET, "/pkg/dealer-desk.js"),
            Unmatched::NoDoor
        );
        assert_eq!(
            p.unmatched(&http::Method::DELETE, "/settings/staff/"),
            Unmatched::NoDoor
        );
    }
}
