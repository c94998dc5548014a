//! Where a part lives: up to three bins, the main one first, each a short
//! code such as `B-04-2`. Written as typed, kept upper-case, so `b-04-2`
//! and `B-04-2` are one bin and a search for `bin:b-04` finds both.

use super::StockProblem;

/// The most bins a part has.
pub const MOST_BINS: usize = 3;
/// The longest bin, in characters.
pub const MOST_BIN_CHARS: usize = 20;

/// A part's bins, the main one first (none: not put away yet).
pub type Bins = Vec<String>;

/// The bins as typed (separated by commas, semicolons or new lines),
/// checked: letters, digits, `-`, `.`, `/` and spaces inside, at most
/// `MOST_BIN_CHARS` each, at most `MOST_BINS`, none twice. Empty text is
/// no bins.
pub fn parse_bins(text: &str) -> Result<Bins, StockProblem> {
    let mut bins = Bins::new();
    for part in text.split([',', ';', '\n']) {
        let bin = part.trim();
        if bin.is_empty() {
            continue;
        }
        let bin = one_bin(bin)?;
        if bins.contains(&bin) {
            return Err(StockProblem::SameBinTwice);
        }
        if bins.len() == MOST_BINS {
            return Err(StockProblem::TooManyBins);
        }
        bins.push(bin);
    }
    Ok(bins)
}

fn one_bin(bin: &str) -> Result<String, StockProblem> {
    let fits = |c: char| c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | '/' | ' ');
    if bin.chars().count() > MOST_BIN_CHARS || !bin.chars().all(fits) {
        return Err(StockProblem::BadBin);
    }
    // Runs of spaces inside are one.
    Ok(bin
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_ascii_uppercase())
}

/// The bins as one field of a file or a form: "B-04-2, A-01".
pub fn joined(bins: &[String]) -> String {
    bins.join(", ")
}

/// Whether one of `bins` starts with `prefix` (a search's `bin:B-04`),
/// upper or lower case alike.
pub fn in_bin(bins: &[String], prefix: &str) -> bool {
    let p = prefix.trim().to_ascii_uppercase();
    !p.is_empty() && bins.iter().any(|b| b.starts_with(&p))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bins_are_read_main_first_in_capitals() {
        assert_eq!(
            parse_bins(" b-04-2, A-01 ;overflow  2 "),
            Ok(vec!["B-04-2".into(), "A-01".into(), "OVERFLOW 2".into()])
        );
        assert_eq!(parse_bins(""), Ok(vec![]));
        assert_eq!(parse_bins(" , ;\n"), Ok(vec![]));
    }

    #[test]
    fn a_bin_too_long_strange_or_repeated_is_refused() {
        assert_eq!(parse_bins(&"B".repeat(21)), Err(StockProblem::BadBin));
        assert_eq!(parse_bins(&"B".repeat(500)), Err(StockProblem::BadBin));
        assert_eq!(parse_bins("B<04>"), Err(StockProblem::BadBin));
        assert_eq!(parse_bins("=SUM(A1)"), Err(StockProblem::BadBin));
        assert_eq!(parse_bins("A1, a1"), Err(StockProblem::SameBinTwice));
        assert_eq!(parse_bins("A,B,C,D"), Err(StockProblem::TooManyBins));
        assert_eq!(parse_bins(&"B".repeat(20)), Ok(vec!["B".repeat(20)]));
    }

    #[test]
    fn a_bin_search_matches_the_start_of_any_bin() {
        let bins = vec!["B-04-2".to_string(), "A-01".to_string()];
        assert!(in_bin(&bins, "b-04"));
        assert!(in_bin(&bins, "A-01"));
        assert!(!in_bin(&bins, "04"));
        assert!(!in_bin(&bins, " "));
        assert_eq!(joined(&bins), "B-04-2, A-01");
    }
}
