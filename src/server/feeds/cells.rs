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

    pub fn int(v: Option<i64>) -> Cell {
        v.map(Cell::Int).unwrap_or(Cell::Empty)
    }

    /// The cell as CSV text (quoted when it must be).
    pub fn csv(&self) -> String {
        match self {
            Cell::Empty => String::new(),
            Cell::Text(s) => csv_quote(s),
            Cell::Money(x) => format!("{x:.2}"),
            Cell::Int(n) => n.to_string(),
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

fn csv_quote(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// One CSV line of these cells, with its line end.
pub fn csv_line(cells: &[Cell]) -> String {
    let mut out = String::with_capacity(cells.len() * 12);
    for (i, c) in cells.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&c.csv());
    }
    out.push('\n');
    out
}

/// The header line of these column names.
pub fn csv_header(names: &[&str]) -> String {
    let cells: Vec<Cell> = names.iter().map(|n| Cell::Text((*n).to_string())).collect();
    csv_line(&cells)
}

/// Supplier HTML as one line of plain text: tags dropped, the common
/// entities read, every run of white space one space.
pub fn plain_text(html: &str) -> String {
    crate::server::index::plain_text(html)
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
        assert_eq!(Cell::text(Some("a,b")).csv(), "\"a,b\"");
        assert_eq!(Cell::text(Some("say \"hi\"")).csv(), "\"say \"\"hi\"\"\"");
        assert_eq!(Cell::text(Some("  ")), Cell::Empty);
        assert_eq!(Cell::money(Some(12.5)).csv(), "12.50");
        assert_eq!(Cell::money(Some(f64::NAN)), Cell::Empty);
        assert_eq!(
            csv_line(&[Cell::Int(3), Cell::Empty, Cell::text(Some("=x"))]),
            "3,,'=x\n"
        );
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
