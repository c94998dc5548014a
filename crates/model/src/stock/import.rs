//! Bringing stock in from a file (CSV or a workbook's first sheet, read
//! into rows of text by the shop crate): which column is which, each row
//! read and checked, and the rows refused with why, before anything is
//! written. The shop's export of the shelf (`/stock.csv`) reads back as
//! an import, so a round trip changes nothing.
//!
//! Columns are found by their heading, in any order and any case: the
//! part (`SKU`, `EAN`, `SKU or EAN`, `Code`), the quantity on hand
//! (`Quantity`, `Qty`, `On hand`), its bins (`Bins` with up to three
//! separated by commas, or `Bin`, `Bin 1`, `Bin 2`, `Bin 3`) and its cost
//! of one unit (`Cost`, `Unit cost`, `Average cost`). Other columns (a
//! name, a value) are left alone.

use serde::{Deserialize, Serialize};

use super::{parse_bins, parse_quantity, Bins, StockProblem};
use crate::quote::money::Minor;

/// The most rows one file brings in.
pub const MOST_ROWS: usize = 100_000;

/// Why a row is not brought in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RowProblem {
    /// No SKU or EAN in the row.
    NoCode,
    /// The catalogue knows no such part.
    UnknownPart,
    /// The same part as an earlier row.
    Duplicate,
    /// A quantity that is not a whole number of units, or below zero.
    BadQuantity,
    /// More units than one movement moves.
    TooMany,
    BadBins,
    BadCost,
}

impl RowProblem {
    pub fn key(self) -> &'static str {
        match self {
            RowProblem::NoCode => "import-row-no-code",
            RowProblem::UnknownPart => "import-row-unknown",
            RowProblem::Duplicate => "import-row-duplicate",
            RowProblem::BadQuantity => "import-row-quantity",
            RowProblem::TooMany => "import-row-too-many",
            RowProblem::BadBins => "import-row-bins",
            RowProblem::BadCost => "import-row-cost",
        }
    }
}

/// Why a file cannot be read at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum FileProblem {
    /// No heading names the part (SKU or EAN) and the quantity.
    NoColumns,
    /// Nothing but the heading.
    Empty,
    /// Past `MOST_ROWS`.
    TooManyRows,
    /// Larger than the portal takes.
    TooLarge,
    /// Neither CSV text nor a workbook.
    Unreadable,
}

impl FileProblem {
    pub fn key(self) -> &'static str {
        match self {
            FileProblem::NoColumns => "import-file-columns",
            FileProblem::Empty => "import-file-empty",
            FileProblem::TooManyRows => "import-file-rows",
            FileProblem::TooLarge => "import-file-large",
            FileProblem::Unreadable => "import-file-unreadable",
        }
    }
}

/// Where each field is in a row.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Columns {
    pub code: usize,
    pub qty: usize,
    /// One column with every bin, or one column a bin.
    pub bins: Vec<usize>,
    pub cost: Option<usize>,
}

fn heading(cell: &str) -> String {
    cell.trim()
        .trim_start_matches('\u{feff}')
        .to_ascii_lowercase()
}

/// The columns, from the first row that names them: its index and them.
pub fn columns(rows: &[Vec<String>]) -> Option<(usize, Columns)> {
    rows.iter().take(10).enumerate().find_map(|(at, row)| {
        let find = |names: &[&str]| {
            row.iter()
                .position(|c| names.contains(&heading(c).as_str()))
        };
        let code = find(&["sku", "sku or ean", "code", "ean", "part", "part number"])?;
        let qty = find(&["quantity", "qty", "on hand", "stock"])?;
        let bins = match find(&["bins", "bin", "location", "locations"]) {
            Some(one) => vec![one],
            None => ["bin 1", "bin 2", "bin 3"]
                .iter()
                .filter_map(|n| find(&[n]))
                .collect(),
        };
        let cost = find(&["cost", "unit cost", "average cost", "cost price"]);
        Some((
            at,
            Columns {
                code,
                qty,
                bins,
                cost,
            },
        ))
    })
}

/// One row read, before its part is looked up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadRow {
    /// Its line in the file (1 is the first).
    pub line: usize,
    /// The SKU or EAN as written.
    pub code: String,
    pub qty: i64,
    /// `None`: the file says nothing of bins (they are kept as they are).
    pub bins: Option<Bins>,
    pub cost: Option<Minor>,
}

/// A refused row: its line, what it named, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RefusedRow {
    pub line: usize,
    pub code: String,
    pub why: RowProblem,
}

/// Every row read: those to look up and those refused already.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReadFile {
    pub rows: Vec<ReadRow>,
    pub refused: Vec<RefusedRow>,
}

fn cell(row: &[String], i: usize) -> &str {
    row.get(i).map(|s| s.trim()).unwrap_or("")
}

/// A quantity as a file writes it: whole units, maybe written "3.0" by a
/// spreadsheet; never below zero.
fn quantity(text: &str) -> Result<i64, RowProblem> {
    let t = text.strip_suffix(".0").unwrap_or(text);
    match parse_quantity(t) {
        Ok(n) if n >= 0 => Ok(n),
        Ok(_) | Err(StockProblem::NotAQuantity) => Err(RowProblem::BadQuantity),
        Err(_) => Err(RowProblem::TooMany),
    }
}

fn cost(text: &str) -> Result<Option<Minor>, RowProblem> {
    let t = text.trim_start_matches(['£', '$', '€']).trim();
    if t.is_empty() {
        return Ok(None);
    }
    match Minor::from_decimal(t) {
        Some(m) if m.0 >= 0 && m.0 <= 100_000_000_000 => Ok(Some(m)),
        _ => Err(RowProblem::BadCost),
    }
}

fn read_row(row: &[String], line: usize, c: &Columns) -> Result<ReadRow, RefusedRow> {
    let code = cell(row, c.code).to_string();
    let refuse = |why| RefusedRow {
        line,
        code: code.chars().take(60).collect(),
        why,
    };
    if code.is_empty() {
        return Err(refuse(RowProblem::NoCode));
    }
    let qty = quantity(cell(row, c.qty)).map_err(refuse)?;
    let bins = if c.bins.is_empty() {
        None
    } else {
        let typed: Vec<&str> = c.bins.iter().map(|&i| cell(row, i)).collect();
        Some(parse_bins(&typed.join(",")).map_err(|_| refuse(RowProblem::BadBins))?)
    };
    let cost = match c.cost {
        Some(i) => cost(cell(row, i)).map_err(refuse)?,
        None => None,
    };
    Ok(ReadRow {
        line,
        code,
        qty,
        bins,
        cost,
    })
}

/// Reads a file's rows (as text cells): its columns from its heading,
/// then every row below it, skipping blank ones.
pub fn read(rows: &[Vec<String>]) -> Result<ReadFile, FileProblem> {
    let (head, c) = columns(rows).ok_or(FileProblem::NoColumns)?;
    let body = &rows[head + 1..];
    if body.len() > MOST_ROWS {
        return Err(FileProblem::TooManyRows);
    }
    let mut out = ReadFile::default();
    for (n, row) in body.iter().enumerate() {
        if row.iter().all(|c| c.trim().is_empty()) {
            continue;
        }
        match read_row(row, head + n + 2, &c) {
            Ok(r) => out.rows.push(r),
            Err(r) => out.refused.push(r),
        }
    }
    if out.rows.is_empty() && out.refused.is_empty() {
        return Err(FileProblem::Empty);
    }
    Ok(out)
}

/// What the import does to one part, against the shelf as it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlannedRow {
    pub line: usize,
    pub sku: String,
    /// On hand now (none for a part never kept).
    pub was: Option<i64>,
    /// On hand after.
    pub qty: i64,
    /// The bins after, where the file gives them and they change.
    pub bins: Option<Bins>,
    pub cost: Option<Minor>,
}

impl PlannedRow {
    /// Whether it changes anything: a part new to the shelf, another
    /// quantity, other bins.
    pub fn changes(&self) -> bool {
        self.was != Some(self.qty) || self.bins.is_some()
    }
}

/// The whole import as the preview shows it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportPlan {
    /// Rows that change the shelf.
    pub rows: Vec<PlannedRow>,
    /// Rows that match the shelf already.
    pub unchanged: usize,
    pub refused: Vec<RefusedRow>,
}

impl ImportPlan {
    /// The rows to write as a file of their own (tab-separated, with its
    /// heading): what the preview's "Write" sends back, read again and
    /// checked again before anything is written.
    pub fn as_text(&self) -> String {
        let mut out = String::from("SKU\tQuantity\tBins\tCost\n");
        for r in &self.rows {
            let bins = r.bins.as_ref().map(|b| b.join(",")).unwrap_or_default();
            let cost = r.cost.map(|c| c.plain()).unwrap_or_default();
            out.push_str(&format!("{}\t{}\t{}\t{}\n", r.sku, r.qty, bins, cost));
        }
        out
    }
}

/// Splits tab-separated text (the preview's own) into rows of cells.
pub fn tab_rows(text: &str) -> Vec<Vec<String>> {
    text.lines()
        .map(|l| l.split('\t').map(str::to_string).collect())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(text: &str) -> Vec<Vec<String>> {
        text.lines()
            .map(|l| l.split(';').map(str::to_string).collect())
            .collect()
    }

    #[test]
    fn columns_are_found_by_their_heading_in_any_order() {
        let f = read(&rows(
            "Name;On hand;Bins;SKU;Average cost\nBrake;3;B-04-2, A-1;BRK-1;12.50",
        ))
        .unwrap();
        assert_eq!(
            f.rows,
            vec![ReadRow {
                line: 2,
                code: "BRK-1".into(),
                qty: 3,
                bins: Some(vec!["B-04-2".into(), "A-1".into()]),
                cost: Some(Minor(1250)),
            }]
        );
        let three = read(&rows("ean;qty;bin 1;bin 2\n5012345678900;2;a;b")).unwrap();
        assert_eq!(three.rows[0].bins, Some(vec!["A".into(), "B".into()]));
        assert_eq!(three.rows[0].cost, None);
        let no_bins = read(&rows("SKU;Quantity\nX-1;0")).unwrap();
        assert_eq!(no_bins.rows[0].bins, None);
    }

    #[test]
    fn every_bad_row_is_refused_with_its_line_and_reason() {
        let f = read(&rows(
            "sku;qty;bins;cost\n;1;;\nA;-1;;\nB;1.5;;\nC;99999999;;\nD;1;a,b,c,d;\nE;1;;=SUM(A1)\nF;3.0;;£4.20\n;;;\nG;2;;",
        ))
        .unwrap();
        let why: Vec<(usize, RowProblem)> = f.refused.iter().map(|r| (r.line, r.why)).collect();
        assert_eq!(
            why,
            vec![
                (2, RowProblem::NoCode),
                (3, RowProblem::BadQuantity),
                (4, RowProblem::BadQuantity),
                (5, RowProblem::TooMany),
                (6, RowProblem::BadBins),
                (7, RowProblem::BadCost),
            ]
        );
        assert_eq!(f.rows.len(), 2);
        assert_eq!(
            (f.rows[0].line, f.rows[0].qty, f.rows[0].cost),
            (8, 3, Some(Minor(420)))
        );
        assert_eq!(f.rows[1].line, 10);
    }

    #[test]
    fn a_file_without_its_columns_or_rows_is_refused_whole() {
        assert_eq!(read(&rows("name;price\nx;1")), Err(FileProblem::NoColumns));
        assert_eq!(read(&rows("sku;qty\n;;")), Err(FileProblem::Empty));
        let mut big = vec![vec!["sku".to_string(), "qty".to_string()]];
        big.extend((0..=MOST_ROWS).map(|i| vec![format!("P{i}"), "1".into()]));
        assert_eq!(read(&big), Err(FileProblem::TooManyRows));
    }

    #[test]
    fn the_plan_reads_back_as_the_same_rows() {
        let plan = ImportPlan {
            rows: vec![PlannedRow {
                line: 2,
                sku: "BRK-1".into(),
                was: None,
                qty: 3,
                bins: Some(vec!["B-04-2".into(), "A-1".into()]),
                cost: Some(Minor(1250)),
            }],
            ..ImportPlan::default()
        };
        let again = read(&tab_rows(&plan.as_text())).unwrap();
        assert_eq!(again.rows[0].code, "BRK-1");
        assert_eq!(again.rows[0].qty, 3);
        assert_eq!(again.rows[0].bins, plan.rows[0].bins);
        assert_eq!(again.rows[0].cost, Some(Minor(1250)));
    }
}

/// What the import page shows after a file was sent: its plan (with the
/// rows to write, as text, for the "Write" form), or why the file could
/// not be read, or why the write did not happen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PostedImport {
    Preview {
        plan: ImportPlan,
        /// `ImportPlan::as_text`.
        text: String,
        /// The plan was made again at "Write" and differed from the
        /// preview's (the shelf changed meanwhile): nothing was written.
        changed: bool,
    },
    File(FileProblem),
    /// The shelf could not be read or written: nothing was.
    Busy,
}
