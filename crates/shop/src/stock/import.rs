//! Bringing stock in (`model::stock::import` reads the rows): a file's
//! bytes into rows of text (a workbook's first sheet, or CSV separated by
//! commas, semicolons or tabs), each row's part found in the catalogue's
//! index by SKU or EAN, the plan made against the shelf as it is (what is
//! new, what changes, what already matches), and the plan written in one
//! transaction, as a manager, with one audit entry.
//!
//! Writing sets each part's on hand to the file's quantity: a part new to
//! the shelf gets an opening movement at the file's cost (or its dealer
//! price, marked as assumed); a part already kept gets a counted movement
//! of the difference. So a file written from the shelf (`/stock.csv`)
//! changes nothing when it comes back.

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
            import::{FileProblem, ImportPlan, PlannedRow, ReadFile, RefusedRow, RowProblem},
            Kind,
        },
    },
    platform::sql::{Lock, Tx},
};

use super::{store, unsaved, NewMovement, Refused, Stock};

/// The largest file taken (a shelf of 100,000 parts is well inside it).
pub const MOST_BYTES: usize = 16 * 1024 * 1024;

/// A file's rows of text cells.
pub fn rows_of_file(bytes: &[u8]) -> Result<Vec<Vec<String>>, FileProblem> {
    if bytes.len() > MOST_BYTES {
        return Err(FileProblem::TooLarge);
    }
    if bytes.starts_with(b"PK\x03\x04") {
        return workbook_rows(bytes);
    }
    let text = std::str::from_utf8(bytes).map_err(|_| FileProblem::Unreadable)?;
    Ok(text_rows(text))
}

fn workbook_rows(bytes: &[u8]) -> Result<Vec<Vec<String>>, FileProblem> {
    use calamine::{open_workbook_from_rs, Data, Reader, Xlsx};
    let mut wb: Xlsx<_> =
        open_workbook_from_rs(std::io::Cursor::new(bytes)).map_err(|_| FileProblem::Unreadable)?;
    let sheet = wb
        .worksheet_range_at(0)
        .ok_or(FileProblem::Empty)?
        .map_err(|_| FileProblem::Unreadable)?;
    // A formula's cell is read as the value it last showed, never run.
    let text = |d: &Data| match d {
        Data::Float(f) if f.fract() == 0.0 && f.abs() < 1e15 => format!("{}", *f as i64),
        Data::Float(f) => format!("{f}"),
        Data::Int(i) => i.to_string(),
        Data::String(s) => s.clone(),
        Data::Bool(b) => b.to_string(),
        Data::Empty | Data::Error(_) => String::new(),
        other => other.to_string(),
    };
    Ok(sheet.rows().map(|r| r.iter().map(text).collect()).collect())
}

/// CSV text, separated by whichever of comma, semicolon and tab its first
/// line holds most of.
fn text_rows(text: &str) -> Vec<Vec<String>> {
    let first = text.lines().next().unwrap_or("");
    let sep = [b',', b';', b'\t']
        .into_iter()
        .max_by_key(|s| first.bytes().filter(|b| b == s).count())
        .unwrap_or(b',');
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(sep)
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes());
    reader
        .records()
        .map(|r| {
            r.map(|rec| rec.iter().map(str::to_string).collect())
                .unwrap_or_default()
        })
        .collect()
}

/// The rows' parts, found by SKU or EAN in one read of the index: each
/// code's SKU (`None`: the catalogue has no such part).
async fn find_parts(index: &Index, read: &ReadFile) -> Result<Vec<Option<String>>, Refused> {
    let codes = read.rows.iter().map(|r| r.code.clone()).collect();
    index.find_exact_all(codes).await.map_err(|e| {
        tracing::warn!(error = %e, "stock import: the catalogue could not be searched");
        Refused::Unsaved
    })
}

impl Stock {
    /// What bringing `read` in would do, against the shelf as it is now:
    /// nothing is written.
    pub async fn plan_import(&self, index: &Index, read: ReadFile) -> Result<ImportPlan, Refused> {
        let skus = find_parts(index, &read).await?;
        let mut refused = read.refused;
        let mut seen: HashMap<String, usize> = HashMap::new();
        let mut wanted = Vec::new();
        for (row, sku) in read.rows.into_iter().zip(skus) {
            let refuse = |why| RefusedRow {
                line: row.line,
                code: row.code.chars().take(60).collect(),
                why,
            };
            match sku {
                None => refused.push(refuse(RowProblem::UnknownPart)),
                Some(sku) if seen.contains_key(&sku) => refused.push(refuse(RowProblem::Duplicate)),
                Some(sku) => {
                    seen.insert(sku.clone(), row.line);
                    wanted.push((sku, row));
                }
            }
        }
        refused.sort_by_key(|r| r.line);
        let (rows, unchanged) = self
            .db
            .read(move |tx| {
                let mut rows = Vec::new();
                let mut unchanged = 0;
                for (sku, r) in wanted {
                    let now = store::part(tx, &sku)?;
                    let bins = r.bins.filter(|b| Some(b) != now.as_ref().map(|p| &p.bins));
                    let planned = PlannedRow {
                        line: r.line,
                        was: now.map(|p| p.held.on_hand),
                        sku,
                        qty: r.qty,
                        bins,
                        cost: r.cost,
                    };
                    if planned.changes() {
                        rows.push(planned);
                    } else {
                        unchanged += 1;
                    }
                }
                Ok((rows, unchanged))
            })
            .await
            .map_err(unsaved)?;
        Ok(ImportPlan {
            rows,
            unchanged,
            refused,
        })
    }

    /// Writes `plan` as `actor` (a manager or above), in one transaction
    /// against the shelf as it is at that moment, with one audit entry:
    /// how many parts were written.
    pub async fn import(
        &self,
        actor: &Actor,
        audit: &AuditLog,
        index: &Index,
        plan: ImportPlan,
        at: String,
    ) -> Result<usize, Refused> {
        if !actor.may(Role::Manager) {
            return Err(Refused::NotAllowed);
        }
        let dealer = self.dealer_costs(index, &plan).await;
        let by = actor.who.clone();
        let rows = plan.rows;
        let written = self
            .db
            .write_locked(Lock::Stock, move |tx| {
                for r in &rows {
                    write_row(tx, r, dealer.get(&r.sku).copied(), &by, &at)?;
                }
                Ok(rows.len())
            })
            .await
            .map_err(unsaved)?;
        let said = format!("{written} parts from a file");
        audit.record(actor.stamp(Event::new(Action::StockImported).with(said)));
        Ok(written)
    }

    /// The dealer price in the shop's currency of each part the plan brings
    /// new to the shelf without a cost.
    async fn dealer_costs(&self, index: &Index, plan: &ImportPlan) -> HashMap<String, Minor> {
        let skus: Vec<String> = plan
            .rows
            .iter()
            .filter(|r| r.was.is_none() && r.cost.is_none())
            .map(|r| r.sku.clone())
            .collect();
        self.dealer_prices(index, &skus).await
    }
}

/// One planned row, against the part as it is inside the transaction.
fn write_row(
    tx: &Tx<'_>,
    r: &PlannedRow,
    dealer: Option<Minor>,
    by: &Option<String>,
    at: &str,
) -> crate::platform::sql::DbResult<()> {
    let now = store::part(tx, &r.sku)?;
    let movement = |kind, qty, cost| NewMovement {
        sku: r.sku.clone(),
        kind,
        qty,
        cost,
        assumed: false,
        fallback_cost: dealer,
        reference: "import".into(),
        reason: None,
        note: String::new(),
        by: by.clone(),
        at: at.to_string(),
    };
    match &now {
        None if r.qty > 0 => {
            store::write_movement(tx, &movement(Kind::Opening, r.qty, r.cost))?;
        }
        Some(p) if p.held.on_hand != r.qty => {
            let diff = r.qty - p.held.on_hand;
            let cost = r.cost.filter(|_| diff > 0);
            store::write_movement(tx, &movement(Kind::Counted, diff, cost))?;
        }
        _ => {}
    }
    // The pack size a part already has is kept.
    let pack = now.as_ref().map_or(1, |p| p.pack);
    match (&r.bins, &now) {
        (Some(bins), _) => store::set_bins(tx, &r.sku, bins, pack, at)?,
        // A part new to the shelf with none on hand is still kept.
        (None, None) if r.qty == 0 => store::set_bins(tx, &r.sku, &[], pack, at)?,
        _ => {}
    }
    Ok(())
}
