//! The price rules' rules, once for both engines (`platform::sql`): one
//! row per rule, keyed by its scope (the shop's default, a category, a
//! brand) and what it names; a rule set again replaces the one before.
//! The shop's own tax rate, when it sets one, is a row of its own (scope
//! 'tax'), and so is its hourly rate for labour (scope 'labour'). Every change says who made it and when. The number of overrides is
//! bounded (`MAX_OVERRIDES`), counted under the rules' lock.

use crate::{
    model::{
        outcome::Outcome,
        pricing::{
            Basis, Factor, LabourRate, OwnTaxRate, PriceRule, Rate, Rounding, RuleRow,
            RuleScope as Scope,
        },
        quote::Minor,
        Currency,
    },
    platform::sql::{DbResult, Row, Tx},
};

/// Most overrides (categories and brands together) a shop keeps.
pub const MAX_OVERRIDES: usize = 500;

/// Why a change was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    TooMany,
    NoSuchRule,
}

/// The SQLite table (Postgres has its own DDL in `postgres::stores`).
pub const SQLITE_TABLE: &str = "
CREATE TABLE IF NOT EXISTS price_rules (
    scope TEXT NOT NULL,
    key TEXT NOT NULL,
    label TEXT NOT NULL,
    basis TEXT NOT NULL,
    amount INTEGER NOT NULL,
    rounding TEXT NOT NULL,
    updated TEXT NOT NULL,
    by TEXT,
    PRIMARY KEY (scope, key)
);
";

fn basis_cells(b: Basis) -> (&'static str, i64) {
    match b {
        Basis::DealerPlus(r) => ("dealer", r.0),
        Basis::RrpTimes(f) => ("rrp", f.0),
        Basis::RetailLess(r) => ("retail", r.0),
    }
}

/// A row as kept; its `updated` is UTC ("YYYY-MM-DD HH:MM:SS") here.
fn rule_row(r: &Row<'_, '_>) -> DbResult<Option<RuleRow>> {
    let (scope, basis, amount, rounding): (String, String, i64, String) =
        (r.get(0)?, r.get(3)?, r.get(4)?, r.get(5)?);
    let basis = match basis.as_str() {
        "dealer" => Basis::DealerPlus(Rate(amount)),
        "rrp" => Basis::RrpTimes(Factor(amount)),
        "retail" => Basis::RetailLess(Rate(amount)),
        _ => return Ok(None),
    };
    let (Some(scope), Some(rounding)) = (Scope::parse(&scope), Rounding::parse(&rounding)) else {
        return Ok(None);
    };
    Ok(Some(RuleRow {
        scope,
        key: r.get(1)?,
        label: r.get(2)?,
        rule: PriceRule { basis, rounding },
        updated: r.get(6)?,
        by: r.get(7)?,
    }))
}

/// Every rule, the shop's first, then categories and brands by name. A
/// row this release cannot read (a newer release's) is left out.
pub fn all(tx: &Tx<'_>) -> DbResult<Vec<RuleRow>> {
    let rows = tx.query(
        "SELECT scope, key, label, basis, amount, rounding, updated, by FROM price_rules
         ORDER BY CASE scope WHEN 'shop' THEN 0 WHEN 'category' THEN 1 WHEN 'brand' THEN 2 ELSE 3 END, label, key",
        &[],
        rule_row,
    )?;
    Ok(rows.into_iter().flatten().collect())
}

/// Sets a rule (replacing the one for the same scope and key); the
/// caller holds the rules' lock.
pub fn set(tx: &Tx<'_>, rule: &RuleRow) -> DbResult<Outcome<(), Refused>> {
    let scope = rule.scope.code();
    let exists = tx.count(
        "SELECT COUNT(*) FROM price_rules WHERE scope = ?1 AND key = ?2",
        &[&scope, &rule.key],
    )? > 0;
    if !exists && rule.scope != Scope::Shop {
        let overrides = tx.count(
            "SELECT COUNT(*) FROM price_rules WHERE scope NOT IN ('shop', 'tax', 'labour')",
            &[],
        )?;
        if overrides >= MAX_OVERRIDES {
            return Ok(Outcome::Refused(Refused::TooMany));
        }
    }
    let (basis, amount) = basis_cells(rule.rule.basis);
    tx.execute(
        "DELETE FROM price_rules WHERE scope = ?1 AND key = ?2",
        &[&scope, &rule.key],
    )?;
    tx.execute(
        "INSERT INTO price_rules(scope, key, label, basis, amount, rounding, updated, by)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        &[
            &scope,
            &rule.key,
            &rule.label,
            &basis,
            &amount,
            &rule.rule.rounding.code(),
            &rule.updated,
            &rule.by,
        ],
    )?;
    Ok(Outcome::Done(()))
}

/// The tax rate the shop set for itself: a row of scope 'tax' (basis
/// 'rate', the rate in thousandths of a percent); `None`: its region's.
pub fn tax_rate(tx: &Tx<'_>) -> DbResult<Option<OwnTaxRate>> {
    tx.query_opt(
        "SELECT amount, updated, by FROM price_rules WHERE scope = 'tax' AND key = ''",
        &[],
        |r| {
            Ok(OwnTaxRate {
                rate: Rate(r.get(0)?),
                updated: r.get(1)?,
                by: r.get(2)?,
            })
        },
    )
}

/// Sets the shop's own tax rate (`None`: back to its region's).
pub fn set_tax_rate(tx: &Tx<'_>, own: Option<&OwnTaxRate>) -> DbResult<()> {
    tx.execute("DELETE FROM price_rules WHERE scope = 'tax'", &[])?;
    if let Some(own) = own {
        tx.execute(
            "INSERT INTO price_rules(scope, key, label, basis, amount, rounding, updated, by)
             VALUES ('tax', '', '', 'rate', ?1, 'exact', ?2, ?3)",
            &[&own.rate.0, &own.updated, &own.by],
        )?;
    }
    Ok(())
}

/// The shop's hourly rate for labour: a row of scope 'labour' (basis
/// 'minor', the amount in minor units, the currency's code as its label);
/// `None`: none set, or in a currency this release does not know.
pub fn labour_rate(tx: &Tx<'_>) -> DbResult<Option<LabourRate>> {
    let row = tx.query_opt(
        "SELECT amount, label, updated, by FROM price_rules WHERE scope = 'labour' AND key = ''",
        &[],
        |r| {
            Ok((
                r.get::<i64>(0)?,
                r.get::<String>(1)?,
                r.get::<String>(2)?,
                r.get::<Option<String>>(3)?,
            ))
        },
    )?;
    Ok(row.and_then(|(amount, currency, updated, by)| {
        Some(LabourRate {
            currency: Currency::parse(&currency)?,
            amount: Minor(amount),
            updated,
            by,
        })
    }))
}

/// Sets the shop's hourly rate for labour (`None`: takes it off).
pub fn set_labour_rate(tx: &Tx<'_>, rate: Option<&LabourRate>) -> DbResult<()> {
    tx.execute("DELETE FROM price_rules WHERE scope = 'labour'", &[])?;
    if let Some(l) = rate {
        tx.execute(
            "INSERT INTO price_rules(scope, key, label, basis, amount, rounding, updated, by)
             VALUES ('labour', '', ?1, 'minor', ?2, 'exact', ?3, ?4)",
            &[&l.currency.code(), &l.amount.0, &l.updated, &l.by],
        )?;
    }
    Ok(())
}

/// Removes a rule: an override, or the shop's own default (the portal's
/// default applies again).
pub fn remove(tx: &Tx<'_>, scope: Scope, key: &str) -> DbResult<Outcome<(), Refused>> {
    let n = tx.execute(
        "DELETE FROM price_rules WHERE scope = ?1 AND key = ?2",
        &[&scope.code(), &key],
    )?;
    Ok(if n == 0 {
        Outcome::Refused(Refused::NoSuchRule)
    } else {
        Outcome::Done(())
    })
}
