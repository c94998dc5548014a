//! Turning what a person types into a safe FTS5 query, and supplier HTML
//! into plain words for the index.
//!
//! Typed text never reaches FTS5's query syntax: it is cut into words of
//! letters and digits, each quoted and made a prefix, so quotes, stars,
//! colons, `NEAR`, `AND` or brackets are only ever words or separators.

use crate::model::search::MAX_QUERY_CHARS;

/// Most words of one query that take part in matching.
const MAX_TERMS: usize = 12;
/// Longest single word kept (longer words are cut, still as a prefix).
const MAX_TERM_CHARS: usize = 40;

/// The words of a typed query: letters and digits, lower-cased, repeats dropped.
pub fn terms(text: &str) -> Vec<String> {
    let cut: String = text.chars().take(MAX_QUERY_CHARS).collect();
    let mut out: Vec<String> = Vec::new();
    for word in cut.split(|c: char| !c.is_alphanumeric()) {
        if word.is_empty() {
            continue;
        }
        let w: String = word.to_lowercase().chars().take(MAX_TERM_CHARS).collect();
        if !out.contains(&w) {
            out.push(w);
        }
        if out.len() == MAX_TERMS {
            break;
        }
    }
    out
}

/// An FTS5 MATCH expression: every word must appear, each as a prefix.
/// `columns` limits the match to those columns (e.g. `{sku name}`).
pub fn match_expr(terms: &[String], columns: Option<&str>) -> Option<String> {
    if terms.is_empty() {
        return None;
    }
    let body = terms
        .iter()
        .map(|t| format!("\"{}\"*", t.replace('"', "")))
        .collect::<Vec<_>>()
        .join(" ");
    Some(match columns {
        Some(c) => format!("{c} : ({body})"),
        None => body,
    })
}

/// The form an SKU is compared in for an exact match: trimmed, upper-case.
pub fn sku_key(s: &str) -> String {
    s.trim().to_uppercase()
}

/// Plain words from supplier HTML: tags dropped, common entities decoded.
pub fn plain_text(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => {
                in_tag = true;
                out.push(' ');
            }
            '>' if in_tag => in_tag = false,
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    // `&amp;` last, so an escaped entity (`&amp;lt;`) stays as written.
    out.replace("&nbsp;", " ")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// Escapes `%`, `_` and `\` for a LIKE pattern with `ESCAPE '\'`.
pub fn like_contains(s: &str) -> String {
    let mut out = String::from("%");
    for c in s.chars() {
        if matches!(c, '%' | '_' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('%');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn syntax_characters_become_separators() {
        assert_eq!(
            terms("brake \"pad\" OR* (x) NEAR:y"),
            ["brake", "pad", "or", "x", "near", "y"]
        );
        assert_eq!(terms("***"), Vec::<String>::new());
        assert_eq!(
            match_expr(&terms("Brake pa"), None).unwrap(),
            "\"brake\"* \"pa\"*"
        );
        assert_eq!(
            match_expr(&terms("cp04"), Some("{sku name}")).unwrap(),
            "{sku name} : (\"cp04\"*)"
        );
    }

    #[test]
    fn long_and_unicode_input_is_bounded() {
        let long = "a".repeat(1000);
        let t = terms(&long);
        assert_eq!(t.len(), 1);
        assert_eq!(t[0].chars().count(), MAX_TERM_CHARS);
        let many = (0..50)
            .map(|i| format!("w{i}"))
            .collect::<Vec<_>>()
            .join(" ");
        assert_eq!(terms(&many).len(), MAX_TERMS);
        assert_eq!(terms("Ölfilter für Yamaha"), ["ölfilter", "für", "yamaha"]);
        assert_eq!(terms("\u{202e}evil\u{0}"), ["evil"]);
    }

    #[test]
    fn html_becomes_words_and_like_is_escaped() {
        assert_eq!(
            plain_text("<p>Fits <b>MT-09</b> &amp; more</p>")
                .split_whitespace()
                .collect::<Vec<_>>(),
            ["Fits", "MT-09", "&", "more"]
        );
        assert_eq!(like_contains("50%_off\\"), "%50\\%\\_off\\\\%");
    }
}
