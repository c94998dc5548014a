//! SKU input: what counts as a SKU, and reading a pasted or uploaded list.
//! Shared so the browser can count a pasted list as the server will.

/// The longest SKU accepted at the door.
pub const MAX_SKU_LEN: usize = 64;
/// The most SKUs one stock check takes.
pub const MAX_BULK_SKUS: usize = 1000;

/// Checks one SKU typed or scanned at the counter.
pub fn validate_sku(raw: &str) -> Result<String, String> {
    let s = raw.trim();
    if s.is_empty() {
        return Err("Type or scan a SKU.".to_string());
    }
    if s.chars().count() > MAX_SKU_LEN {
        return Err(format!("A SKU is at most {MAX_SKU_LEN} characters."));
    }
    if s.chars().any(|c| c.is_control() || is_bidi_control(c)) {
        return Err("That SKU contains characters that cannot be part of a SKU.".to_string());
    }
    Ok(s.to_string())
}

fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}')
}

/// A pasted list of SKUs, read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SkuList {
    /// Distinct SKUs in first-seen order (compared ignoring ASCII case).
    pub skus: Vec<String>,
    /// How many repeats were merged.
    pub duplicates: usize,
    /// Entries that are not SKUs, with why.
    pub rejected: Vec<(String, String)>,
    /// Entries past the limit, dropped.
    pub over_limit: usize,
}

/// Reads SKUs separated by new lines, commas, semicolons, spaces or tabs (a
/// pasted spreadsheet column or a CSV works). A header cell named "SKU" is
/// skipped, and so are surrounding quotes.
pub fn parse_sku_list(text: &str) -> SkuList {
    let mut out = SkuList::default();
    let mut seen = std::collections::HashSet::new();
    // A CSV with a header: take only the SKU column.
    let mut lines = text.lines().peekable();
    let mut column: Option<usize> = None;
    if let Some(first) = lines.peek() {
        let cells = split_cells(first);
        if cells.len() > 1 {
            column = cells.iter().position(|c| c.eq_ignore_ascii_case("sku"));
            if column.is_some() {
                lines.next();
            }
        }
    }
    for line in lines {
        let tokens: Vec<String> = match column {
            Some(i) => split_cells(line).into_iter().nth(i).into_iter().collect(),
            None => split_cells(line)
                .into_iter()
                .flat_map(|c| {
                    c.split(' ')
                        .map(unquote)
                        .filter(|t| !t.is_empty())
                        .collect::<Vec<_>>()
                })
                .collect(),
        };
        for t in tokens {
            if t.is_empty() || (column.is_none() && t.eq_ignore_ascii_case("sku")) {
                continue;
            }
            match validate_sku(&t) {
                Ok(sku) => {
                    if !seen.insert(sku.to_ascii_uppercase()) {
                        out.duplicates += 1;
                    } else if out.skus.len() >= MAX_BULK_SKUS {
                        out.over_limit += 1;
                    } else {
                        out.skus.push(sku);
                    }
                }
                Err(why) => out.rejected.push((t.chars().take(40).collect(), why)),
            }
        }
    }
    out
}

/// Splits one line into cells at commas, semicolons and tabs, keeping a
/// quoted cell (`"a, b"`, with `""` for a quote) whole.
fn split_cells(line: &str) -> Vec<String> {
    let mut cells = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                cur.push('"');
                chars.next();
            }
            '"' => quoted = !quoted,
            ',' | ';' | '\t' if !quoted => cells.push(unquote(&std::mem::take(&mut cur))),
            _ => cur.push(c),
        }
    }
    cells.push(unquote(&cur));
    cells
}

fn unquote(s: &str) -> String {
    s.trim()
        .trim_matches('"')
        .trim_matches('\'')
        .trim()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skus_are_checked() {
        assert_eq!(validate_sku("  CP0435BL ").unwrap(), "CP0435BL");
        assert!(validate_sku("").is_err());
        assert!(validate_sku(&"A".repeat(65)).is_err());
        assert!(validate_sku("AB\u{202E}C").is_err());
        assert!(validate_sku("AB\nC").is_err());
        assert_eq!(validate_sku("A/B 1%").unwrap(), "A/B 1%");
    }

    #[test]
    fn pasted_lists_split_on_every_separator_and_merge_repeats() {
        let l = parse_sku_list("CP1, cp1\tCP2\nCP3;CP4  CP2\n\n");
        assert_eq!(l.skus, ["CP1", "CP2", "CP3", "CP4"]);
        assert_eq!(l.duplicates, 2);
    }

    #[test]
    fn csv_with_header_takes_the_sku_column() {
        let l = parse_sku_list("Name,SKU,Qty\n\"Bung, left\",CP1,2\nTail tidy,\"CP2\",1\n");
        assert_eq!(l.skus, ["CP1", "CP2"]);
    }

    #[test]
    fn lists_past_the_limit_are_cut_and_counted() {
        let text: String = (0..1005).map(|i| format!("S{i}\n")).collect();
        let l = parse_sku_list(&text);
        assert_eq!(l.skus.len(), MAX_BULK_SKUS);
        assert_eq!(l.over_limit, 5);
    }
}
