//! One cell of an export, and how it is written: text defused against
//! spreadsheet formulas, HTML flattened to one line of plain text, money
//! with two decimals. Shared by the CSV and XLSX writers, so both formats
//! hold the same values.

/// Longest text one cell holds (Excel's own limit is 32,767 characters).
pub const MAX_CELL_CHARS: usize = 32_000;

/// One value of a row.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    Empty,
    Text(String),
    /// A number (prices, weights): two decimals in CSV, a number in XLSX.
    Money(f64),
    Int(i64),
}

impl Cell {
    /// Text, or empty when there is none.
    pub fn text(s: Option<&str>) -> Cell {
        match s.map(str::trim).filter(|s| !s.is_empty()) {
            Some(s) => Cell::Text(defuse(s)),
            None => Cell::Empty,
        }
    }

    pub fn owned(s: String) -> Cell {
        Cell::text(Some(&s))
    }

    /// A number, or empty when there is none or it is not finite.
    pub fn money(v: Option<f64>) -> Cell {
        match v.filter(|x| x.is_finite()) {
            Some(x) => Cell::Money(x),
            None => Cell::Empty,
        }
    }

    /// An amount in minor units (pence, cents), written as money.
    pub fn minor(v: Option<crate::model::quote::money::Minor>) -> Cell {
        v.map_or(Cell::Empty, |m| Cell::Money(m.0 as f64 / 100.0))
    }

    pub fn int(v: Option<i64>) -> Cell {
        v.map(Cell::Int).unwrap_or(Cell::Empty)
    }

    /// The cell as one CSV field, before quoting.
    fn field(&self) -> std::borrow::Cow<'_, str> {
        match self {
            Cell::Empty => "".into(),
            Cell::Text(s) => s.as_str().into(),
            Cell::Money(x) => format!("{x:.2}").into(),
            Cell::Int(n) => n.to_string().into(),
        }
    }
}

/// Text a spreadsheet would read as a formula gets a leading apostrophe:
/// anything starting with `=`, `+`, `-`, `@`, a tab or a carriage return.
/// Long text is cut to what one cell holds.
pub fn defuse(s: &str) -> String {
    let s = if s.chars().count() > MAX_CELL_CHARS {
        s.chars().take(MAX_CELL_CHARS).collect::<String>()
    } else {
        s.to_string()
    };
    if s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{s}")
    } else {
        s
    }
}

/// One CSV line of these cells, with its line end: written by the `csv`
/// crate (a field is quoted only when it holds a comma, a quote or a line
/// break; quotes are doubled). The cells' text is defused already.
pub fn csv_line(cells: &[Cell]) -> String {
    let mut w = csv::WriterBuilder::new()
        .terminator(csv::Terminator::Any(b'\n'))
        .quote_style(csv::QuoteStyle::Necessary)
        .buffer_capacity(256)
        .from_writer(Vec::with_capacity(cells.len() * 12));
    // A record of one empty field is written `""` (else the line would be
    // blank): an empty row of one column stays an empty field.
    let written = cells
        .iter()
        .try_for_each(|c| w.write_field(c.field().as_bytes()))
        .and_then(|()| w.write_record(std::iter::empty::<&[u8]>()));
    match (written, w.into_inner()) {
        (Ok(()), Ok(bytes)) => String::from_utf8(bytes).unwrap_or_default(),
        // Writing to memory does not fail; were it to, the row is empty.
        _ => "\n".to_string(),
    }
}

/// The header line of these column names.
pub fn csv_header(names: &[&str]) -> String {
    let cells: Vec<Cell> = names.iter().map(|n| Cell::Text((*n).to_string())).collect();
    csv_line(&cells)
}

/// Supplier HTML as one line of plain text: tags dropped, the common
/// entities read, every run of white space one space.
pub fn plain_text(html: &str) -> String {
    crate::index::plain_text(html)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The UTF-8 byte order mark some spreadsheet programs need to read UTF-8.
pub const BOM: &str = "\u{feff}";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formulas_are_defused_and_text_quoted() {
        for s in ["=SUM(A1)", "+1", "-2", "@x", "\tx", "\rx"] {
            assert!(defuse(s).starts_with('\''), "{s:?}");
        }
        assert_eq!(defuse("Bung"), "Bung");
        let line = |c: Cell| csv_line(&[c, Cell::Int(1)]);
        assert_eq!(line(Cell::text(Some("a,b"))), "\"a,b\",1\n");
        assert_eq!(
            line(Cell::text(Some("say \"hi\""))),
            "\"say \"\"hi\"\"\",1\n"
        );
        assert_eq!(Cell::text(Some("  ")), Cell::Empty);
        assert_eq!(line(Cell::money(Some(12.5))), "12.50,1\n");
        assert_eq!(Cell::money(Some(f64::NAN)), Cell::Empty);
        assert_eq!(
            csv_line(&[Cell::Int(3), Cell::Empty, Cell::text(Some("=x"))]),
            "3,,'=x\n"
        );
    }

    #[test]
    fn a_line_reads_back_as_its_cells() {
        let cells = [
            Cell::text(Some("two\nlines, \"quoted\"")),
            Cell::Empty,
            Cell::text(Some("-1")),
            Cell::money(Some(12.5)),
        ];
        let line = csv_line(&cells);
        let mut reader = csv::ReaderBuilder::new()
            .has_headers(false)
            .from_reader(line.as_bytes());
        let record = reader.records().next().and_then(Result::ok);
        let fields: Vec<String> = record
            .map(|r| r.iter().map(str::to_string).collect())
            .unwrap_or_default();
        assert_eq!(fields, ["two\nlines, \"quoted\"", "", "'-1", "12.50"]);
    }

    #[test]
    fn html_becomes_one_line() {
        assert_eq!(
            plain_text("<p>Fits <b>MT-09</b> &amp; more</p>\n<ul><li>a</li></ul>"),
            "Fits MT-09 & more a"
        );
        assert_eq!(plain_text("&amp;lt;"), "&lt;");
    }

    #[test]
    fn long_text_is_cut_to_one_cell() {
        let long = "x".repeat(MAX_CELL_CHARS + 10);
        assert_eq!(defuse(&long).chars().count(), MAX_CELL_CHARS);
    }
}
