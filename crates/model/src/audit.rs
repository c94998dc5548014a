//! The audit log as the owner's page shows it: what kinds of thing are
//! recorded (`Action`, each with a short code kept in the log and a
//! message key for the page), one entry, the filters a person types, and
//! a page of entries. The log itself (its chain of hashes, who writes
//! it) is the server's (`server::access::audit`). Nothing here holds a
//! password, code, token or key: an entry names who did what to which
//! record, never a secret.

use serde::{Deserialize, Serialize};

use crate::shop_day::UtcDay;

/// What an entry records.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    SignIn,
    SignInFailed,
    SignOut,
    /// A request the person's role does not allow.
    Refused,
    CustomerCreated,
    CustomerChanged,
    CustomerDeleted,
    /// One customer's data downloaded (their right of access).
    CustomerExported,
    /// A bulk download: the catalogue, the customer list, a report.
    Export,
    FeedTokenMade,
    FeedTokenRevoked,
    /// A price rule, tier, tax or labour rate set or removed.
    PriceRule,
    /// A customer put on a price tier, or taken off one.
    CustomerTier,
    /// A discount above the shop's cap, and who approved it.
    DiscountApproved,
    /// A discount brought back within the cap by a change to what it is
    /// taken from (a quantity, a line, a tier, a price).
    DiscountCapped,
    BackupTaken,
    BackupRestored,
    /// A staff account made, its role changed, its password reset, its
    /// sessions ended, disabled, enabled (`staff::StaffAction`).
    StaffAdded,
    StaffRole,
    StaffPasswordReset,
    StaffSignedOut,
    StaffDisabled,
    StaffEnabled,
    /// An account's second factor taken away by an owner.
    StaffSecondFactorReset,
    /// A person chose their own password.
    PasswordChanged,
    /// A person turned their second factor on, or off, or made new
    /// recovery codes.
    SecondFactorOn,
    SecondFactorOff,
    RecoveryCodesNew,
    /// A special order made with its deposit, and a line of one cancelled
    /// with what went back.
    OrderMade,
    OrderCancelled,
    /// A part's stock adjusted by a manager, with the reason.
    StockAdjusted,
    /// A part put in its bins.
    StockBins,
    /// Stock brought in from a file.
    StockImported,
    /// A count opened over part of the shelf, and what it covers.
    StockCountOpened,
    /// Lines of a count sent back to be counted again.
    StockRecountAsked,
    /// A count's differences put on the shelf by a manager.
    StockCountPosted,
    /// A count closed without changing anything.
    StockCountCancelled,
    /// A sale made at the counter: its invoice's number, total, payments.
    SaleMade,
    /// Parts taken back from an invoice: the credit note's number, the
    /// refund, and the manager who approved a late return.
    SaleReturned,
    /// A day's till cashed up and the day closed: the float, the cash
    /// counted and the difference.
    DayClosed,
    /// Entries past `AUDIT_KEEP_DAYS` removed: up to which, and its hash.
    Pruned,
    /// Entries the writer could not keep up with (a flood): how many.
    Dropped,
}

impl Action {
    pub const ALL: [Action; 42] = [
        Action::SignIn,
        Action::SignInFailed,
        Action::SignOut,
        Action::Refused,
        Action::CustomerCreated,
        Action::CustomerChanged,
        Action::CustomerDeleted,
        Action::CustomerExported,
        Action::Export,
        Action::FeedTokenMade,
        Action::FeedTokenRevoked,
        Action::PriceRule,
        Action::CustomerTier,
        Action::DiscountApproved,
        Action::DiscountCapped,
        Action::BackupTaken,
        Action::BackupRestored,
        Action::StaffAdded,
        Action::StaffRole,
        Action::StaffPasswordReset,
        Action::StaffSignedOut,
        Action::StaffDisabled,
        Action::StaffEnabled,
        Action::StaffSecondFactorReset,
        Action::PasswordChanged,
        Action::SecondFactorOn,
        Action::SecondFactorOff,
        Action::RecoveryCodesNew,
        Action::OrderMade,
        Action::OrderCancelled,
        Action::StockAdjusted,
        Action::StockBins,
        Action::StockImported,
        Action::StockCountOpened,
        Action::StockRecountAsked,
        Action::StockCountPosted,
        Action::StockCountCancelled,
        Action::SaleMade,
        Action::SaleReturned,
        Action::DayClosed,
        Action::Pruned,
        Action::Dropped,
    ];

    /// The code kept in the log (never changed once released).
    pub fn code(self) -> &'static str {
        match self {
            Action::SignIn => "sign-in",
            Action::SignInFailed => "sign-in-failed",
            Action::SignOut => "sign-out",
            Action::Refused => "refused",
            Action::CustomerCreated => "customer-created",
            Action::CustomerChanged => "customer-changed",
            Action::CustomerDeleted => "customer-deleted",
            Action::CustomerExported => "customer-exported",
            Action::Export => "export",
            Action::FeedTokenMade => "feed-token-made",
            Action::FeedTokenRevoked => "feed-token-revoked",
            Action::PriceRule => "price-rule",
            Action::CustomerTier => "customer-tier",
            Action::DiscountApproved => "discount-approved",
            Action::DiscountCapped => "discount-capped",
            Action::BackupTaken => "backup-taken",
            Action::BackupRestored => "backup-restored",
            Action::StaffAdded => "staff-added",
            Action::StaffRole => "staff-role",
            Action::StaffPasswordReset => "staff-password-reset",
            Action::StaffSignedOut => "staff-signed-out",
            Action::StaffDisabled => "staff-disabled",
            Action::StaffEnabled => "staff-enabled",
            Action::StaffSecondFactorReset => "staff-two-factor-reset",
            Action::PasswordChanged => "password-changed",
            Action::SecondFactorOn => "two-factor-on",
            Action::SecondFactorOff => "two-factor-off",
            Action::RecoveryCodesNew => "recovery-codes-new",
            Action::OrderMade => "order-made",
            Action::OrderCancelled => "order-cancelled",
            Action::StockAdjusted => "stock-adjusted",
            Action::StockBins => "stock-bins",
            Action::StockImported => "stock-imported",
            Action::StockCountOpened => "stock-count-opened",
            Action::StockRecountAsked => "stock-recount-asked",
            Action::StockCountPosted => "stock-count-posted",
            Action::StockCountCancelled => "stock-count-cancelled",
            Action::SaleMade => "sale-made",
            Action::SaleReturned => "sale-returned",
            Action::DayClosed => "sale-day-closed",
            Action::Pruned => "audit-pruned",
            Action::Dropped => "audit-dropped",
        }
    }

    pub fn parse(code: &str) -> Option<Action> {
        Action::ALL.into_iter().find(|a| a.code() == code.trim())
    }

    /// The message key of its name on the page.
    pub fn key(self) -> &'static str {
        match self {
            Action::SignIn => "audit-sign-in",
            Action::SignInFailed => "audit-sign-in-failed",
            Action::SignOut => "audit-sign-out",
            Action::Refused => "audit-refused",
            Action::CustomerCreated => "audit-customer-created",
            Action::CustomerChanged => "audit-customer-changed",
            Action::CustomerDeleted => "audit-customer-deleted",
            Action::CustomerExported => "audit-customer-exported",
            Action::Export => "audit-export",
            Action::FeedTokenMade => "audit-feed-token-made",
            Action::FeedTokenRevoked => "audit-feed-token-revoked",
            Action::PriceRule => "audit-price-rule",
            Action::CustomerTier => "audit-customer-tier",
            Action::DiscountApproved => "audit-discount-approved",
            Action::DiscountCapped => "audit-discount-capped",
            Action::BackupTaken => "audit-backup-taken",
            Action::BackupRestored => "audit-backup-restored",
            Action::StaffAdded => "audit-staff-added",
            Action::StaffRole => "audit-staff-role",
            Action::StaffPasswordReset => "audit-staff-password-reset",
            Action::StaffSignedOut => "audit-staff-signed-out",
            Action::StaffDisabled => "audit-staff-disabled",
            Action::StaffEnabled => "audit-staff-enabled",
            Action::StaffSecondFactorReset => "audit-staff-two-factor-reset",
            Action::PasswordChanged => "audit-password-changed",
            Action::SecondFactorOn => "audit-two-factor-on",
            Action::SecondFactorOff => "audit-two-factor-off",
            Action::RecoveryCodesNew => "audit-recovery-codes-new",
            Action::OrderMade => "audit-order-made",
            Action::OrderCancelled => "audit-order-cancelled",
            Action::StockAdjusted => "audit-stock-adjusted",
            Action::StockBins => "audit-stock-bins",
            Action::StockImported => "audit-stock-imported",
            Action::StockCountOpened => "audit-stock-count-opened",
            Action::StockRecountAsked => "audit-stock-recount-asked",
            Action::StockCountPosted => "audit-stock-count-posted",
            Action::StockCountCancelled => "audit-stock-count-cancelled",
            Action::SaleMade => "audit-sale-made",
            Action::SaleReturned => "audit-sale-returned",
            Action::DayClosed => "audit-sale-day-closed",
            Action::Pruned => "audit-pruned",
            Action::Dropped => "audit-dropped",
        }
    }
}

/// One entry as the page shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AuditEntry {
    /// Its place in the log (1, 2, 3…; the chain's order).
    pub seq: i64,
    /// When, UTC ("YYYY-MM-DD HH:MM:SS"); the shop's zone on the page.
    pub at: String,
    /// Who: the signed-in account; none for someone signed out (a failed
    /// sign-in names the account tried in `record`).
    pub who: Option<String>,
    /// The address the request came from.
    pub address: Option<String>,
    /// The action's code (`Action::code`); a newer release's code is
    /// shown as it is.
    pub action: String,
    /// Which record: a customer's id, a route, a rule's scope and key.
    pub record: Option<String>,
    /// What else is worth knowing (a role needed, a file's name).
    pub detail: Option<String>,
}

/// Most entries one page shows.
pub const PAGE_SIZE: usize = 100;
/// Most entries one CSV download holds.
pub const MAX_CSV_ROWS: usize = 100_000;

/// The page's filters, as typed (each may be empty).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AuditFilter {
    pub who: String,
    /// An action's code.
    pub action: String,
    /// Days "YYYY-MM-DD", inclusive, in UTC.
    pub from: String,
    pub to: String,
    /// Text the record holds.
    pub record: String,
    /// Entries before this place (the next page's start); 0: the newest.
    #[serde(default)]
    pub before: i64,
}

/// Why a filter was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum FilterProblem {
    /// A day that is not "YYYY-MM-DD".
    Day,
    /// An action that is not one the log records.
    Action,
    /// "From" after "to".
    Order,
}

impl FilterProblem {
    pub fn key(self) -> &'static str {
        match self {
            FilterProblem::Day => "audit-filter-day",
            FilterProblem::Action => "audit-filter-action",
            FilterProblem::Order => "audit-filter-order",
        }
    }
}

/// A filter checked: the account's name, the action, the shop's days as
/// UTC bounds (stamps "YYYY-MM-DD HH:MM:SS", compared as text), the
/// record's text; empty fields are `None`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CheckedFilter {
    pub who: Option<String>,
    pub action: Option<Action>,
    /// The shop's first instant of the first day asked for.
    pub from: Option<String>,
    /// The shop's first instant after the last day asked for.
    pub end: Option<String>,
    pub record: Option<String>,
    pub before: Option<i64>,
}

/// A typed day: `None` when empty; refused unless "YYYY-MM-DD".
fn day(typed: &str) -> Result<Option<String>, FilterProblem> {
    let t = typed.trim();
    if t.is_empty() {
        return Ok(None);
    }
    let shaped = t.len() == 10 && t.as_bytes()[4] == b'-' && t.as_bytes()[7] == b'-';
    if shaped && crate::quote::is_day(t) {
        Ok(Some(t.to_string()))
    } else {
        Err(FilterProblem::Day)
    }
}

impl AuditFilter {
    /// The filter checked, or why not; `shop_day` gives a day's UTC bounds
    /// in the shop's zone (`None`: no such day).
    pub fn check(
        &self,
        shop_day: impl Fn(&str) -> Option<UtcDay>,
    ) -> Result<CheckedFilter, FilterProblem> {
        let text = |s: &str| {
            let t: String = s
                .trim()
                .chars()
                .filter(|c| !c.is_control())
                .take(100)
                .collect();
            (!t.is_empty()).then_some(t)
        };
        let action = match self.action.trim() {
            "" => None,
            code => Some(Action::parse(code).ok_or(FilterProblem::Action)?),
        };
        let (from, to) = (day(&self.from)?, day(&self.to)?);
        if let (Some(f), Some(t)) = (&from, &to) {
            if f > t {
                return Err(FilterProblem::Order);
            }
        }
        let bounds = |d: Option<String>| match d {
            Some(d) => shop_day(&d).map(Some).ok_or(FilterProblem::Day),
            None => Ok(None),
        };
        let (from, to) = (bounds(from)?, bounds(to)?);
        Ok(CheckedFilter {
            who: text(&self.who),
            action,
            from: from.map(|d| d.start),
            end: to.map(|d| d.end),
            record: text(&self.record),
            before: (self.before > 0).then_some(self.before),
        })
    }

    /// The filter as an address's query (without `before`), for the next
    /// page's link and the CSV's.
    pub fn query(&self) -> String {
        let pairs = [
            ("who", &self.who),
            ("action", &self.action),
            ("from", &self.from),
            ("to", &self.to),
            ("record", &self.record),
        ];
        pairs
            .iter()
            .filter(|(_, v)| !v.trim().is_empty())
            .map(|(k, v)| format!("{k}={}", crate::query::encode_component(v.trim())))
            .collect::<Vec<_>>()
            .join("&")
    }
}

/// A page of the log: the entries, newest first, and where the next
/// (older) page starts.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AuditPage {
    pub entries: Vec<AuditEntry>,
    /// The `before` of the next page; none: this is the last.
    pub next: Option<i64>,
    /// Days entries are kept (`AUDIT_KEEP_DAYS`).
    pub keep_days: i64,
    /// The filter was refused: why (no entries then).
    #[serde(default)]
    pub problem: Option<FilterProblem>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_round_trip_by_code() {
        for a in Action::ALL {
            assert_eq!(Action::parse(a.code()), Some(a));
            assert!(a.key().starts_with("audit-"));
        }
        assert_eq!(Action::parse("<script>"), None);
    }

    /// A stand-in for the shop's zone: each day's bounds named.
    fn shop_day(d: &str) -> Option<UtcDay> {
        Some(UtcDay {
            start: format!("{d} 08:00"),
            end: format!("{d} next"),
        })
    }

    #[test]
    fn filters_are_checked() {
        let f = AuditFilter {
            who: " anna ".into(),
            action: "sign-in".into(),
            from: "2026-11-01".into(),
            to: "2026-11-30".into(),
            record: "".into(),
            before: 0,
        };
        let c = f.check(shop_day).unwrap();
        assert_eq!(c.who.as_deref(), Some("anna"));
        assert_eq!(c.action, Some(Action::SignIn));
        assert_eq!(c.from.as_deref(), Some("2026-11-01 08:00"));
        assert_eq!(
            c.end.as_deref(),
            Some("2026-11-30 next"),
            "the 30th included"
        );
        assert_eq!((c.record, c.before), (None, None));
        let bad = |from: &str, to: &str, action: &str| {
            AuditFilter {
                from: from.into(),
                to: to.into(),
                action: action.into(),
                ..AuditFilter::default()
            }
            .check(shop_day)
        };
        assert_eq!(bad("2026-13-01", "", ""), Err(FilterProblem::Day));
        assert_eq!(bad("yesterday", "", ""), Err(FilterProblem::Day));
        assert_eq!(bad("2026-02-30", "", ""), Err(FilterProblem::Day));
        assert_eq!(bad("2026-1-01", "", ""), Err(FilterProblem::Day));
        assert_eq!(
            bad("2026-11-30", "2026-11-01", ""),
            Err(FilterProblem::Order)
        );
        assert_eq!(bad("", "", "launch"), Err(FilterProblem::Action));
        let no_bounds = AuditFilter {
            to: "2026-11-01".into(),
            ..AuditFilter::default()
        };
        assert_eq!(no_bounds.check(|_| None), Err(FilterProblem::Day));
        assert_eq!(
            f.query(),
            "who=anna&action=sign-in&from=2026-11-01&to=2026-11-30"
        );
    }
}
