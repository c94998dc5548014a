//! The shop's price rules as it sets them on its prices page: its own
//! default rule, and overrides per category and per brand. Kept with the
//! shop's records (the quote lists' SQLite file, or Postgres when
//! `DATABASE_URL` is set; the same rules run on either, `store`), and put
//! in force in the shop's pricing (`pricing::ShopPricing`) when the
//! portal starts, after every change here, and every
//! `REFRESH_EVERY` (another portal on the same database may have
//! changed them). It does no arithmetic: `pricing` does.

mod store;

use std::time::Duration;

pub use store::{Refused, MAX_OVERRIDES};

use crate::{
    model::{
        outcome::Outcome,
        pricing::{LabourRate, OwnTaxRate, RuleRow, RuleScope as Scope},
        AppError,
    },
    platform::sql::{Db, DbError, Lock},
    pricing::{RuleSet, ShopPricing},
};

/// How often the rules are read again, for a change another portal made.
pub const REFRESH_EVERY: Duration = Duration::from_secs(15);

/// The rules' store, and the pricing they are put in force in.
#[derive(Clone)]
pub struct PriceRules {
    db: Db,
    pricing: ShopPricing,
}

/// The database's words go to the log; people read a plain sentence.
fn unsaved(e: DbError) -> AppError {
    tracing::error!(error = %e, "price rules");
    let told = e.refusal().map_or(
        "The shop's price rules could not be read or saved just now.",
        |why| why.told(),
    );
    AppError::Internal(told.into())
}

/// The rules as pricing takes them.
fn rule_set(rules: &[RuleRow]) -> RuleSet {
    let mut set = RuleSet::default();
    for r in rules {
        match r.scope {
            Scope::Shop => set.shop = Some(r.rule),
            Scope::Category => {
                if let Ok(id) = r.key.parse::<i64>() {
                    set.categories.insert(id, r.rule);
                }
            }
            Scope::Brand => {
                set.brands.insert(r.key.clone(), r.rule);
            }
            // Read by `tax_rate` and `labour_rate`; never rows `all` returns.
            Scope::Tax | Scope::Labour => {}
            Scope::Tier => {
                let tier = crate::pricing::TierRule {
                    name: r.label.clone(),
                    rule: r.rule,
                };
                set.tiers.insert(r.key.clone(), tier);
            }
        }
    }
    set
}

impl PriceRules {
    /// The rules beside the lists (`Quotes::connection`): their table is
    /// made in the lists' file when missing (in Postgres the stores'
    /// migrations made it), and they are put in force in `pricing`.
    pub async fn open(db: Db, pricing: ShopPricing) -> Result<PriceRules, String> {
        if let Some(made) = db.sqlite_now(|c| c.execute_batch(store::SQLITE_TABLE)) {
            made.map_err(|e| format!("price rules' table: {e}"))?;
        }
        let rules = PriceRules { db, pricing };
        rules
            .refresh()
            .await
            .map_err(|e| format!("price rules: {e}"))?;
        Ok(rules)
    }

    /// Every rule as kept, the shop's own first.
    pub async fn all(&self) -> Result<Vec<RuleRow>, AppError> {
        self.db.read(store::all).await.map_err(unsaved)
    }

    /// Reads the rules and puts them in force.
    pub async fn refresh(&self) -> Result<(), AppError> {
        let all = self.all().await?;
        let own = self.tax_rate().await?;
        let mut set = rule_set(&all);
        set.tax_rate = own.map(|o| o.rate);
        set.labour_rate = self
            .labour_rate()
            .await?
            .map(|l| crate::model::quote::Sell {
                currency: l.currency,
                amount: l.amount,
            });
        self.pricing.set_rules(set);
        Ok(())
    }

    /// The shop's hourly rate for labour, if it set one.
    pub async fn labour_rate(&self) -> Result<Option<LabourRate>, AppError> {
        self.db.read(store::labour_rate).await.map_err(unsaved)
    }

    /// Sets the shop's hourly rate for labour (`None`: takes it off) and
    /// puts it in force.
    pub async fn set_labour_rate(&self, rate: Option<LabourRate>) -> Result<(), AppError> {
        self.db
            .write_locked(Lock::PriceRules, move |tx| {
                store::set_labour_rate(tx, rate.as_ref())
            })
            .await
            .map_err(unsaved)?;
        self.refresh().await
    }

    /// The tax rate the shop set for itself (`None`: its region's).
    pub async fn tax_rate(&self) -> Result<Option<OwnTaxRate>, AppError> {
        self.db.read(store::tax_rate).await.map_err(unsaved)
    }

    /// Sets the shop's own tax rate (`None`: back to its region's) and
    /// puts it in force.
    pub async fn set_tax_rate(&self, own: Option<OwnTaxRate>) -> Result<(), AppError> {
        self.db
            .write_locked(Lock::PriceRules, move |tx| {
                store::set_tax_rate(tx, own.as_ref())
            })
            .await
            .map_err(unsaved)?;
        self.refresh().await
    }

    /// Sets a rule and puts the rules in force.
    pub async fn set(&self, rule: RuleRow) -> Result<Outcome<(), Refused>, AppError> {
        let done = self
            .db
            .write_locked(Lock::PriceRules, move |tx| store::set(tx, &rule))
            .await
            .map_err(unsaved)?;
        self.refresh().await?;
        Ok(done)
    }

    /// Removes a rule and puts the rules in force.
    pub async fn remove(&self, scope: Scope, key: &str) -> Result<Outcome<(), Refused>, AppError> {
        let key = key.to_string();
        let done = self
            .db
            .write_locked(Lock::PriceRules, move |tx| store::remove(tx, scope, &key))
            .await
            .map_err(unsaved)?;
        self.refresh().await?;
        Ok(done)
    }

    /// Reads the rules again every `REFRESH_EVERY`, for as long as the
    /// portal runs (a failed read keeps the rules in force and says so).
    pub fn spawn_refresh(&self) {
        let rules = self.clone();
        tokio::spawn(async move {
            let mut every = tokio::time::interval(REFRESH_EVERY);
            every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            every.tick().await;
            loop {
                every.tick().await;
                if let Err(e) = rules.refresh().await {
                    tracing::warn!(error = %e, "price rules not read again; the last ones stay in force");
                }
            }
        });
    }
}
