//! The shop's record of processing, made from the stores and settings as
//! they are: where each kind of personal data is kept (the data folder,
//! the shared database, the users file, the backup folder, the mail
//! server), who can see it (the role the permission table asks of the
//! page that shows it), how long it is kept (the settings that say), and
//! how many records the stores hold now. It reads, never writes; it
//! names a place without a password (`postgres::shown_url`).

use crate::{
    access::{permissions::Need, Access},
    customers::Customers,
    documents::ShopDetails,
    model::{
        processing::{Held, HeldCounts, HeldRow, Kept, ProcessingRecord},
        role::Role,
    },
};

/// Where the portal keeps things and for how long, as set when it
/// started.
#[derive(Debug, Clone, Default)]
pub struct Facts {
    /// The shop's records: the data folder, or the shared database.
    pub records: String,
    /// Where backups go, when they are scheduled.
    pub backups: Option<BackupPlace>,
    /// The mail server's host, when email is set.
    pub mail_server: Option<String>,
    pub session_hours: i64,
    pub watch_days: i64,
    /// Years invoices are kept (`INVOICE_KEEP_YEARS`).
    pub invoice_keep_years: i64,
}

/// Scheduled backups: the folder, how many it keeps, hours between them.
#[derive(Debug, Clone, Default)]
pub struct BackupPlace {
    pub folder: String,
    pub keep: i64,
    pub every_hours: i64,
}

/// The role the permission table asks of a GET of `path`; `None` where
/// anyone may, or no one is named.
fn who_sees(access: &Access, path: &str) -> Option<Role> {
    match access.permissions().need(&http::Method::GET, path) {
        Some(Need::AtLeast(role)) => Some(role),
        _ => None,
    }
}

/// What the stores hold now: the customers' stores, and the audit log.
pub struct Counts {
    pub held: Option<HeldCounts>,
    pub audit: Option<u64>,
    /// Staff accounts, disabled ones included (none: no sign-in).
    pub accounts: Option<u64>,
}

impl Counts {
    pub async fn of(customers: &Customers, access: &Access) -> Counts {
        let accounts = match access.users() {
            Some(users) => users
                .db()
                .accounts()
                .await
                .ok()
                .map(|a| a.rows.len() as u64),
            None => None,
        };
        Counts {
            held: customers.held_counts().await.ok(),
            audit: access.audit().count().await.ok(),
            accounts,
        }
    }
}

/// One row of the record.
fn row(held: Held, place: &str, who: Option<Role>, kept: Kept, count: Option<u64>) -> HeldRow {
    HeldRow {
        held,
        place: place.to_string(),
        who,
        kept,
        count,
    }
}

/// What the customers' stores hold, row by row.
fn customer_rows(facts: &Facts, access: &Access, held: Option<HeldCounts>) -> Vec<HeldRow> {
    let records = facts.records.as_str();
    let customers = who_sees(access, "/customers/{id}");
    let n = |f: fn(&HeldCounts) -> u64| held.as_ref().map(f);
    vec![
        row(
            Held::Customers,
            records,
            customers,
            Kept::UntilDeleted,
            n(|c| c.customers),
        ),
        row(
            Held::History,
            records,
            customers,
            Kept::WithCustomer,
            n(|c| c.history),
        ),
        row(
            Held::Watches,
            records,
            who_sees(access, "/back-in-stock"),
            Kept::Days(facts.watch_days + crate::model::customer::ENDED_WATCH_DAYS),
            n(|c| c.watches),
        ),
        row(
            Held::LostSales,
            records,
            who_sees(access, "/lost-sales"),
            Kept::Days(crate::model::customer::LOST_SALE_DAYS),
            n(|c| c.lost_sales),
        ),
        row(
            Held::Quotes,
            records,
            who_sees(access, "/quotes/{id}"),
            Kept::WithCustomer,
            n(|c| c.quotes),
        ),
    ]
}

/// The record, as of the shop's `today`.
pub fn record(
    facts: &Facts,
    access: &Access,
    counts: Counts,
    shop: &ShopDetails,
    today: String,
) -> ProcessingRecord {
    let records = facts.records.as_str();
    let mut rows = customer_rows(facts, access, counts.held);
    if access.users().is_some() {
        let owners = who_sees(access, "/settings/staff");
        rows.push(row(
            Held::Accounts,
            records,
            owners,
            Kept::WhileAccount,
            counts.accounts,
        ));
        rows.push(row(
            Held::Sessions,
            records,
            None,
            Kept::Hours(facts.session_hours),
            None,
        ));
    }
    rows.push(row(
        Held::Audit,
        records,
        who_sees(access, "/settings/audit"),
        Kept::Days(access.audit().keep_days()),
        counts.audit,
    ));
    rows.push(row(
        Held::StockLedger,
        records,
        who_sees(access, "/stock/shelf"),
        Kept::Ledger,
        None,
    ));
    rows.push(row(
        Held::Invoices,
        records,
        who_sees(access, "/sales/{id}"),
        Kept::Years(facts.invoice_keep_years),
        None,
    ));
    rows.push(row(Held::ServerLog, "", None, Kept::Server, None));
    if let Some(b) = &facts.backups {
        let kept = Kept::Copies {
            keep: b.keep,
            every_hours: b.every_hours,
        };
        rows.push(row(Held::Backups, &b.folder, None, kept, None));
    }
    if let Some(host) = &facts.mail_server {
        rows.push(row(Held::Email, host, None, Kept::Sent, None));
    }
    ProcessingRecord {
        controller: shop.name.clone(),
        address: (!shop.address.is_empty()).then(|| shop.address.join(", ")),
        made: today,
        rows,
    }
}
