//! The shop's record of processing (UK/EU GDPR art. 30) as its page shows
//! it: each kind of personal data the portal holds, where it is kept, who
//! can see it (the role the permission table asks for; none: only those
//! who run the server), how long it is kept, and how many records there
//! are now. The server fills it from its stores and settings as they are
//! (`server::processing`); what each kind is and why it is held are the
//! page's words.

use serde::{Deserialize, Serialize};

use crate::role::Role;

/// A kind of personal data the portal holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Held {
    Customers,
    History,
    Watches,
    LostSales,
    Quotes,
    Accounts,
    Sessions,
    Audit,
    ServerLog,
    Backups,
    Email,
    /// The shop's stock movements: who made each.
    StockLedger,
    /// Invoices and credit notes: the customer's name and VAT number as
    /// they were at the sale, what they bought and how they paid.
    Invoices,
}

impl Held {
    /// The message keys of its name, the data it is, and why it is held.
    pub fn keys(self) -> [&'static str; 3] {
        match self {
            Held::Customers => [
                "ropa-customers",
                "ropa-customers-data",
                "ropa-customers-why",
            ],
            Held::History => ["ropa-history", "ropa-history-data", "ropa-history-why"],
            Held::Watches => ["ropa-watches", "ropa-watches-data", "ropa-watches-why"],
            Held::LostSales => ["ropa-lost", "ropa-lost-data", "ropa-lost-why"],
            Held::Quotes => ["ropa-quotes", "ropa-quotes-data", "ropa-quotes-why"],
            Held::Accounts => ["ropa-accounts", "ropa-accounts-data", "ropa-accounts-why"],
            Held::Sessions => ["ropa-sessions", "ropa-sessions-data", "ropa-sessions-why"],
            Held::Audit => ["ropa-audit", "ropa-audit-data", "ropa-audit-why"],
            Held::ServerLog => ["ropa-log", "ropa-log-data", "ropa-log-why"],
            Held::Backups => ["ropa-backups", "ropa-backups-data", "ropa-backups-why"],
            Held::Email => ["ropa-email", "ropa-email-data", "ropa-email-why"],
            Held::StockLedger => ["ropa-stock", "ropa-stock-data", "ropa-stock-why"],
            Held::Invoices => ["ropa-invoices", "ropa-invoices-data", "ropa-invoices-why"],
        }
    }

    pub fn code(self) -> &'static str {
        self.keys()[0]
    }
}

/// How long a kind is kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kept {
    /// Until staff delete it (a customer's record, on their request).
    UntilDeleted,
    /// Deleted with the customer it belongs to.
    WithCustomer,
    /// A staff account: disabled, not removed, when its person leaves, so
    /// the audit log's names keep meaning someone.
    WhileAccount,
    /// So many days.
    Days(i64),
    /// So many hours (a sign-in).
    Hours(i64),
    /// The last so many copies, one every so many hours.
    Copies { keep: i64, every_hours: i64 },
    /// Sent, not kept by the portal.
    Sent,
    /// As the server's own logging keeps it.
    Server,
    /// As long as the shop's stock records: a movement is never changed
    /// or deleted.
    Ledger,
    /// So many years, as the law keeps invoices (`INVOICE_KEEP_YEARS`).
    Years(i64),
}

/// One row of the record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldRow {
    pub held: Held,
    /// Where it is kept (a file, a folder, a database, a mail server).
    pub place: String,
    /// Who can see it: this role and above; none: only whoever runs the
    /// server (its files, its database).
    pub who: Option<Role>,
    pub kept: Kept,
    /// How many records there are now, where the store can say.
    pub count: Option<u64>,
}

/// How many records of each kind the shop's stores hold now.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldCounts {
    pub customers: u64,
    pub history: u64,
    /// Watches, open or ended and not yet forgotten.
    pub watches: u64,
    pub lost_sales: u64,
    /// Quote lists made for a customer.
    pub quotes: u64,
}

/// The whole record, as of `made` (the shop's day).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProcessingRecord {
    /// The shop (the controller) as its copies name it.
    pub controller: Option<String>,
    pub address: Option<String>,
    pub made: String,
    pub rows: Vec<HeldRow>,
}
