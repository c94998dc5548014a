//! Counts of the shelf (`model::stock::count` has the rules): opened over
//! the whole shelf, a bin range, a category or a list of parts; counted
//! by scanning or typing, blind unless asked otherwise; reviewed by a
//! manager, who sends lines back for a recount and posts the count: one
//! transaction holding the shelf's lock, a counted movement a difference,
//! and the count closed, so a second post finds it closed and changes
//! nothing. Selling and receiving go on meanwhile: each line keeps the on
//! hand at the moment it was counted.
//!
//! Staff open counts and count; managers send lines back, post and
//! cancel. Every operation is given the `Actor` and records its own audit
//! entry (a line counted does not: the line keeps who counted it and when).

use std::collections::HashMap;

use crate::{
    access::{
        audit::{AuditLog, Event},
        Actor,
    },
    index::Index,
    model::{
        audit::Action,
        quote::Minor,
        role::Role,
        stock::{
            count::{counted_after, postings, CountProblem, CountState, Entry, Scope, Uncounted},
            Kind,
        },
    },
    platform::sql::{Lock, Tx},
};

use super::{
    count_store::{self as cs, CountRecord, KeptPart, LineRecord, LinesShown, NewCount},
    store, unsaved, NewMovement, Refused, Stock,
};

/// Why a count's change was not made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CountRefused {
    Problem(CountProblem),
    NotAllowed,
    Unsaved,
}

impl From<Refused> for CountRefused {
    fn from(r: Refused) -> Self {
        match r {
            Refused::NotAllowed => CountRefused::NotAllowed,
            _ => CountRefused::Unsaved,
        }
    }
}

impl From<CountProblem> for CountRefused {
    fn from(p: CountProblem) -> Self {
        CountRefused::Problem(p)
    }
}

fn failed(e: crate::platform::sql::DbError) -> CountRefused {
    unsaved(e).into()
}

/// A count to open.
pub struct OpenAsked {
    pub scope: Scope,
    /// The counting person never sees what the record says.
    pub blind: bool,
    /// UTC, "YYYY-MM-DD HH:MM:SS".
    pub at: String,
}

/// A part counted: the code read or typed is already the part's SKU.
pub struct CountAsked<'a> {
    pub id: i64,
    pub sku: &'a str,
    pub entry: Entry,
    pub at: String,
}

/// A line after it was counted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineCounted {
    pub sku: String,
    pub counted: i64,
}

/// Which lines a manager sends back.
pub enum Recount {
    Lines(Vec<String>),
    /// Every line counted at other than the record.
    Differing,
}

/// A count to post.
pub struct PostAsked {
    pub id: i64,
    pub uncounted: Uncounted,
    pub at: String,
}

/// What a posted count wrote.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Posted {
    pub moves: i64,
    /// Units more (or fewer) than the record, in all.
    pub units: i64,
    /// Those units at the parts' average cost.
    pub value: Minor,
}

/// A count with a page of its lines.
#[derive(Debug, Clone, Default)]
pub struct CountPage {
    pub count: CountRecord,
    pub lines: Vec<LineRecord>,
    /// Lines that match the page's choice, in all.
    pub matching: i64,
}

impl Stock {
    /// Opens a count as `actor` (staff or above): its lines are the parts
    /// the scope takes, in bin order. Its number.
    pub async fn open_count(
        &self,
        actor: &Actor,
        audit: &AuditLog,
        index: &Index,
        asked: OpenAsked,
    ) -> Result<i64, CountRefused> {
        if !actor.may(Role::Staff) {
            return Err(CountRefused::NotAllowed);
        }
        let kept = self.db.read(cs::kept_parts).await.map_err(failed)?;
        let parts = in_scope(index, &asked.scope, kept).await?;
        if parts.is_empty() {
            return Err(CountProblem::NothingToCount.into());
        }
        let n = parts.len();
        let (scope, by, at, blind) = (
            asked.scope.clone(),
            actor.who.clone(),
            asked.at,
            asked.blind,
        );
        let id = self
            .db
            .write_locked(Lock::Stock, move |tx| {
                cs::create(
                    tx,
                    &NewCount {
                        scope: &scope,
                        blind,
                        by: &by,
                        at: &at,
                        parts: &parts,
                    },
                )
            })
            .await
            .map_err(failed)?;
        let said = format!(
            "{} {}: {n} parts{}",
            asked.scope.code(),
            asked.scope.detail(),
            if asked.blind { ", blind" } else { "" }
        );
        audit.record(
            actor.stamp(
                Event::new(Action::StockCountOpened)
                    .on(format!("count {id}"))
                    .with(said),
            ),
        );
        Ok(id)
    }

    /// Counts a part as `actor` (staff or above): one more, so many more,
    /// or the line set to a number, keeping the on hand at this moment. A
    /// part outside the count is refused, but for a count of the whole
    /// shelf, which takes it as found.
    pub async fn count_part(
        &self,
        actor: &Actor,
        asked: CountAsked<'_>,
    ) -> Result<LineCounted, CountRefused> {
        if !actor.may(Role::Staff) {
            return Err(CountRefused::NotAllowed);
        }
        let (id, sku, entry, at, by) = (
            asked.id,
            asked.sku.to_string(),
            asked.entry,
            asked.at,
            actor.who.clone(),
        );
        self.db
            .write_locked(Lock::Stock, move |tx| {
                count_in_tx(tx, id, &sku, entry, &by, &at)
            })
            .await
            .map_err(failed)?
            .map_err(CountRefused::Problem)
    }

    /// Sends counted lines back to be counted again, as `actor` (a
    /// manager): how many were.
    pub async fn ask_recount(
        &self,
        actor: &Actor,
        audit: &AuditLog,
        id: i64,
        which: Recount,
    ) -> Result<usize, CountRefused> {
        if !actor.may(Role::Manager) {
            return Err(CountRefused::NotAllowed);
        }
        let (n, skus) = self
            .db
            .write_locked(Lock::Stock, move |tx| {
                if let Err(p) = open_state(tx, id)? {
                    return Ok(Err(p));
                }
                let skus = match which {
                    Recount::Lines(skus) => skus,
                    Recount::Differing => cs::all_lines(tx, id)?
                        .into_iter()
                        .filter(|l| l.line.difference().is_some_and(|d| d != 0))
                        .map(|l| l.line.sku)
                        .collect(),
                };
                Ok(Ok((cs::ask_recount(tx, id, &skus)?, skus)))
            })
            .await
            .map_err(failed)?
            .map_err(CountRefused::Problem)?;
        if n > 0 {
            let listed: Vec<&str> = skus.iter().take(20).map(String::as_str).collect();
            audit.record(
                actor.stamp(
                    Event::new(Action::StockRecountAsked)
                        .on(format!("count {id}"))
                        .with(format!("{n} lines: {}", listed.join(", "))),
                ),
            );
        }
        Ok(n)
    }

    /// Posts a count as `actor` (a manager): every difference a counted
    /// movement at the part's average cost (a part found that never had a
    /// cost takes its dealer price, marked as assumed), uncounted lines
    /// left or taken to zero, and the count closed, all in one
    /// transaction. A count already posted or cancelled, or with lines
    /// sent back and not yet counted, is refused and nothing changes.
    pub async fn post_count(
        &self,
        actor: &Actor,
        audit: &AuditLog,
        index: &Index,
        asked: PostAsked,
    ) -> Result<Posted, CountRefused> {
        if !actor.may(Role::Manager) {
            return Err(CountRefused::NotAllowed);
        }
        let id = asked.id;
        let lines = self
            .db
            .read(move |tx| cs::all_lines(tx, id))
            .await
            .map_err(failed)?;
        let found: Vec<String> = lines
            .iter()
            .filter(|l| l.average.0 == 0 && l.line.difference().unwrap_or(0) > 0)
            .map(|l| l.line.sku.clone())
            .collect();
        let dealer = self.dealer_prices(index, &found).await;
        let (by, at, uncounted) = (actor.who.clone(), asked.at, asked.uncounted);
        let posted = self
            .db
            .write_locked(Lock::Stock, move |tx| {
                post_in_tx(tx, id, uncounted, &dealer, &by, &at)
            })
            .await
            .map_err(failed)?
            .map_err(CountRefused::Problem)?;
        let said = format!(
            "{} movements, {:+} units, {:+} minor units at cost; uncounted lines: {}",
            posted.moves,
            posted.units,
            posted.value.0,
            uncounted.code()
        );
        audit.record(
            actor.stamp(
                Event::new(Action::StockCountPosted)
                    .on(format!("count {id}"))
                    .with(said),
            ),
        );
        Ok(posted)
    }

    /// Closes an open count without changing the shelf, as `actor` (a
    /// manager).
    pub async fn cancel_count(
        &self,
        actor: &Actor,
        audit: &AuditLog,
        id: i64,
        at: String,
    ) -> Result<(), CountRefused> {
        if !actor.may(Role::Manager) {
            return Err(CountRefused::NotAllowed);
        }
        let by = actor.who.clone();
        self.db
            .write_locked(Lock::Stock, move |tx| {
                Ok(match open_state(tx, id)? {
                    Err(p) => Err(p),
                    Ok(()) => {
                        cs::close(tx, id, CountState::Cancelled, &by, &at, None)?;
                        Ok(())
                    }
                })
            })
            .await
            .map_err(failed)?
            .map_err(CountRefused::Problem)?;
        audit
            .record(actor.stamp(Event::new(Action::StockCountCancelled).on(format!("count {id}"))));
        Ok(())
    }

    /// Every open count and the latest closed ones.
    pub async fn counts(&self) -> Result<Vec<CountRecord>, Refused> {
        self.db.read(|tx| cs::counts(tx, 30)).await.map_err(unsaved)
    }

    /// A count and a page of its lines (`None`: no such count).
    pub async fn count_page(
        &self,
        id: i64,
        shown: LinesShown,
        offset: i64,
        limit: i64,
    ) -> Result<Option<CountPage>, Refused> {
        self.db
            .read(move |tx| {
                let Some(count) = cs::count(tx, id)? else {
                    return Ok(None);
                };
                let (lines, matching) = cs::lines(tx, id, shown, offset, limit)?;
                Ok(Some(CountPage {
                    count,
                    lines,
                    matching,
                }))
            })
            .await
            .map_err(unsaved)
    }

    /// Every line of a count (its review's totals and its file).
    pub async fn count_lines(&self, id: i64) -> Result<Vec<LineRecord>, Refused> {
        self.db
            .read_report(move |tx| cs::all_lines(tx, id))
            .await
            .map_err(unsaved)
    }
}

/// Refused unless the count is open.
fn open_state(tx: &Tx<'_>, id: i64) -> crate::platform::sql::DbResult<Result<(), CountProblem>> {
    Ok(match cs::state(tx, id)? {
        None => Err(CountProblem::NoSuchCount),
        Some(CountState::Open) => Ok(()),
        Some(_) => Err(CountProblem::Closed),
    })
}

/// The parts a scope takes of those the shop keeps: by their bins, their
/// category (the index's name, any case), or the list (each named part
/// must be one the catalogue or the shelf knows).
async fn in_scope(
    index: &Index,
    scope: &Scope,
    kept: Vec<KeptPart>,
) -> Result<Vec<KeptPart>, CountRefused> {
    match scope {
        Scope::Whole => Ok(kept),
        Scope::Bins { .. } => Ok(kept
            .into_iter()
            .filter(|p| scope.takes_bins(&p.bins))
            .collect()),
        Scope::Category(name) => {
            let mut out = Vec::new();
            for chunk in kept.chunks(500) {
                let skus: Vec<String> = chunk.iter().map(|p| p.sku.clone()).collect();
                let found = index
                    .summaries(&skus)
                    .await
                    .map_err(|_| CountRefused::Unsaved)?;
                let of: std::collections::HashSet<String> = found
                    .into_iter()
                    .filter(|p| {
                        p.category
                            .as_deref()
                            .is_some_and(|c| c.trim().eq_ignore_ascii_case(name))
                    })
                    .map(|p| p.sku)
                    .collect();
                out.extend(chunk.iter().filter(|p| of.contains(&p.sku)).cloned());
            }
            Ok(out)
        }
        Scope::List(skus) => listed(index, skus, kept).await,
    }
}

/// The parts of a list count, each as the catalogue spells it (or as the
/// shelf does, for a part the catalogue no longer has).
async fn listed(
    index: &Index,
    skus: &[String],
    kept: Vec<KeptPart>,
) -> Result<Vec<KeptPart>, CountRefused> {
    let by_sku: HashMap<String, KeptPart> = kept
        .into_iter()
        .map(|p| (p.sku.to_ascii_uppercase(), p))
        .collect();
    let found = index
        .find_exact_all(skus.to_vec())
        .await
        .map_err(|_| CountRefused::Unsaved)?;
    let mut out: Vec<KeptPart> = Vec::with_capacity(skus.len());
    let mut seen = std::collections::HashSet::new();
    for (typed, sku) in skus.iter().zip(found) {
        let shelf = by_sku.get(&typed.to_ascii_uppercase());
        let part = match (sku, shelf) {
            (_, Some(p)) => p.clone(),
            (Some(sku), None) => KeptPart {
                bins: by_sku
                    .get(&sku.to_ascii_uppercase())
                    .map(|p| p.bins.clone())
                    .unwrap_or_default(),
                sku,
            },
            (None, None) => return Err(CountProblem::UnknownCode(typed.clone()).into()),
        };
        if seen.insert(part.sku.clone()) {
            out.push(part);
        }
    }
    Ok(out)
}

/// A part counted, inside the shelf's lock.
fn count_in_tx(
    tx: &Tx<'_>,
    id: i64,
    sku: &str,
    entry: Entry,
    by: &Option<String>,
    at: &str,
) -> crate::platform::sql::DbResult<Result<LineCounted, CountProblem>> {
    if let Err(p) = open_state(tx, id)? {
        return Ok(Err(p));
    }
    let state = store::part(tx, sku)?;
    let line = match cs::line(tx, id, sku)? {
        Some(l) => l,
        None if cs::scope_of(tx, id)?.as_deref() == Some("whole") => {
            let bins = state.as_ref().map(|p| p.bins.clone()).unwrap_or_default();
            cs::add_line(tx, id, sku, &cs::bin_key(&bins))?;
            crate::model::stock::count::CountLine::default()
        }
        None => return Ok(Err(CountProblem::NotInCount(sku.to_string()))),
    };
    let counted = match counted_after(line.counted, entry) {
        Ok(n) => n,
        Err(p) => return Ok(Err(p)),
    };
    let c = cs::Counted {
        sku,
        counted,
        on_hand: state.map(|p| p.held.on_hand).unwrap_or(0),
        by,
        at,
    };
    cs::set_counted(tx, id, &c)?;
    Ok(Ok(LineCounted {
        sku: sku.to_string(),
        counted,
    }))
}

/// A count posted, inside the shelf's lock.
fn post_in_tx(
    tx: &Tx<'_>,
    id: i64,
    uncounted: Uncounted,
    dealer: &HashMap<String, Minor>,
    by: &Option<String>,
    at: &str,
) -> crate::platform::sql::DbResult<Result<Posted, CountProblem>> {
    if let Err(p) = open_state(tx, id)? {
        return Ok(Err(p));
    }
    let lines = cs::all_lines(tx, id)?;
    let now: HashMap<&str, i64> = lines
        .iter()
        .map(|l| (l.line.sku.as_str(), l.on_hand_now))
        .collect();
    let counted: Vec<_> = lines.iter().map(|l| l.line.clone()).collect();
    let moves = match postings(&counted, uncounted, |s| now.get(s).copied().unwrap_or(0)) {
        Ok(m) => m,
        Err(p) => return Ok(Err(p)),
    };
    let mut posted = Posted {
        moves: 0,
        units: 0,
        value: Minor(0),
    };
    for m in &moves {
        let applied = store::write_movement(
            tx,
            &NewMovement {
                sku: m.sku.clone(),
                kind: Kind::Counted,
                qty: m.qty,
                cost: None,
                assumed: false,
                fallback_cost: dealer.get(&m.sku).copied(),
                reference: format!("count {id}"),
                reason: None,
                note: String::new(),
                by: by.clone(),
                at: at.to_string(),
            },
        )?;
        posted.moves += 1;
        posted.units += m.qty;
        posted.value = Minor(posted.value.0 + applied.value.0);
    }
    cs::close(
        tx,
        id,
        CountState::Posted,
        by,
        at,
        Some((posted.moves, uncounted.code())),
    )?;
    Ok(Ok(posted))
}
