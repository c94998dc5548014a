//! What a person does to the shelf: a manager adjusts a part's stock with
//! a reason, staff put a part in its bins. Each operation is given the
//! `Actor`, refuses what their role does not allow, writes in one
//! transaction holding the shelf's lock and records its own audit entry,
//! so every door that changes the shelf leaves the same trace.

use crate::{
    access::{
        audit::{AuditLog, Event},
        Actor,
    },
    model::{
        audit::Action,
        role::Role,
        stock::{parse_bins, parse_pack, view::ShelfLine, Adjustment, Kind, StockProblem},
    },
    platform::sql::Lock,
};

use super::{store, unsaved, NewMovement, Refused, Stock};

/// A manager's adjustment of one part, checked (`model::stock::adjustment`).
pub struct AdjustAsked<'a> {
    pub sku: &'a str,
    pub adjustment: Adjustment,
    /// What the catalogue says of the part.
    pub part: PartFacts,
    /// UTC, "YYYY-MM-DD HH:MM:SS".
    pub at: String,
}

/// What the catalogue says of a part, as an operation needs it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PartFacts {
    /// The catalogue knows the part.
    pub known: bool,
    /// Its dealer price in the shop's currency: the cost of units found
    /// when the part has none yet (marked as assumed).
    pub dealer_cost: Option<crate::model::quote::Minor>,
}

impl PartFacts {
    /// A part the catalogue knows, at this dealer price.
    pub fn known(dealer_cost: Option<crate::model::quote::Minor>) -> PartFacts {
        PartFacts {
            known: true,
            dealer_cost,
        }
    }
}

/// A part's bins and pack size as typed.
pub struct BinsAsked<'a> {
    pub sku: &'a str,
    pub bins: &'a str,
    /// Units a pack holds (empty: one, sold singly).
    pub pack: &'a str,
    pub at: String,
}

impl Stock {
    /// Adjusts a part's stock as `actor` (a manager or above): a movement
    /// at the part's average cost with its reason and note, and an entry
    /// in the audit log. The part's line after it.
    pub async fn adjust(
        &self,
        actor: &Actor,
        audit: &AuditLog,
        asked: AdjustAsked<'_>,
    ) -> Result<ShelfLine, Refused> {
        if !actor.may(Role::Manager) {
            return Err(Refused::NotAllowed);
        }
        if !asked.part.known {
            return Err(StockProblem::UnknownPart.into());
        }
        let a = asked.adjustment;
        let m = NewMovement {
            sku: asked.sku.to_string(),
            kind: Kind::Adjusted,
            qty: a.qty,
            cost: None,
            assumed: false,
            fallback_cost: asked.part.dealer_cost,
            reference: String::new(),
            reason: Some(a.reason),
            note: a.note.clone(),
            by: actor.who.clone(),
            at: asked.at,
        };
        let sku = m.sku.clone();
        let line = self
            .db
            .write_locked(Lock::Stock, move |tx| {
                store::write_movement(tx, &m)?;
                store::line(tx, &m.sku)
            })
            .await
            .map_err(unsaved)?;
        let said = format!(
            "{:+} ({}), on hand {}{}",
            a.qty,
            a.reason.code(),
            line.level.on_hand,
            if a.note.is_empty() {
                String::new()
            } else {
                format!(": {}", a.note)
            }
        );
        audit.record(actor.stamp(Event::new(Action::StockAdjusted).on(sku).with(said)));
        Ok(line)
    }

    /// Puts a part in its bins and keeps its pack size as `actor` (staff
    /// or above; no bin typed clears them), with an entry in the audit
    /// log. The bins as kept.
    pub async fn put_in_bins(
        &self,
        actor: &Actor,
        audit: &AuditLog,
        asked: BinsAsked<'_>,
    ) -> Result<Vec<String>, Refused> {
        if !actor.may(Role::Staff) {
            return Err(Refused::NotAllowed);
        }
        let bins = parse_bins(asked.bins)?;
        let pack = parse_pack(asked.pack)?;
        let sku = asked.sku.to_string();
        let (kept, at) = (bins.clone(), asked.at);
        let before = self
            .db
            .write_locked(Lock::Stock, move |tx| {
                let before = store::part(tx, &sku)?;
                store::set_bins(tx, &sku, &kept, pack, &at)?;
                Ok(before)
            })
            .await
            .map_err(unsaved)?;
        let (was_bins, was_pack) = before.map(|p| (p.bins, p.pack)).unwrap_or((Vec::new(), 1));
        let mut said = format!(
            "{} -> {}",
            crate::model::stock::bins::joined(&was_bins),
            crate::model::stock::bins::joined(&bins)
        );
        if was_pack != pack {
            said.push_str(&format!("; pack {was_pack} -> {pack}"));
        }
        audit.record(
            actor.stamp(
                Event::new(Action::StockBins)
                    .on(asked.sku.to_string())
                    .with(said),
            ),
        );
        Ok(bins)
    }
}
