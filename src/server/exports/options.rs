//! An export address's query, read strictly: the search page's filters
//! (as the search page reads them) plus the export's own options. A key
//! the export does not know, or a value that does not read, is an error
//! the person is told about, never silently dropped.

use crate::model::{
    exports::ExportKind,
    query::{decode_component, ListQuery},
    Currency,
};

/// The search page's query keys.
const LIST_KEYS: [&str; 16] = [
    "q",
    "category_id",
    "brand_id",
    "category",
    "brand",
    "make",
    "model",
    "year",
    "created_after",
    "created_before",
    "updated_after",
    "updated_before",
    "sort",
    "view",
    "fold",
    "page",
];

/// What an export was asked for besides its filter.
#[derive(Debug, Clone, PartialEq)]
pub struct ExportOptions {
    /// Start with a UTF-8 byte order mark (for Excel).
    pub bom: bool,
    /// Ask the supplier for every product's stock (one bulk pass).
    pub stock: bool,
    /// The dealer price a shop import takes as its cost.
    pub cost: Currency,
    /// The change feed's start, milliseconds since the epoch.
    pub since_ms: Option<i64>,
}

/// The keys each export takes besides the list query.
fn option_keys(kind: ExportKind) -> &'static [&'static str] {
    match kind {
        // One form on the exports page sends the same options to each
        // product export: each takes them all and uses what it needs.
        ExportKind::ChangesCsv => &["bom", "since"],
        _ => &["bom", "stock", "cost"],
    }
}

fn flag(key: &str, v: &str) -> Result<bool, String> {
    match v.trim().to_ascii_lowercase().as_str() {
        "" | "0" | "false" | "no" | "off" => Ok(false),
        "1" | "true" | "yes" | "on" => Ok(true),
        _ => Err(format!("“{key}” must be 1 or 0 (yes or no).")),
    }
}

/// A date (`2026-01-31`, midnight UTC) or an instant with an offset, as
/// milliseconds since the epoch.
pub fn parse_since(v: &str) -> Result<i64, String> {
    let v = v.trim();
    if let Ok(d) = chrono::NaiveDate::parse_from_str(v, "%Y-%m-%d") {
        if let Some(t) = d.and_hms_opt(0, 0, 0) {
            return Ok(t.and_utc().timestamp_millis());
        }
    }
    chrono::DateTime::parse_from_rfc3339(v)
        .map(|t| t.timestamp_millis())
        .map_err(|_| {
            "“since” must be a date such as 2026-01-31, or a time such as \
             2026-01-31T09:00:00+00:00."
                .to_string()
        })
}

/// Reads an export's query string.
pub fn parse(kind: ExportKind, raw: &str) -> Result<(ListQuery, ExportOptions), String> {
    let pairs: Vec<(String, String)> = raw
        .split('&')
        .filter(|kv| !kv.is_empty())
        .map(|kv| {
            let (k, v) = kv.split_once('=').unwrap_or((kv, ""));
            (decode_component(k), decode_component(v))
        })
        .collect();
    let extra = option_keys(kind);
    let takes_list = kind != ExportKind::ChangesCsv;
    let mut opts = ExportOptions {
        bom: false,
        stock: false,
        cost: Currency::Gbp,
        since_ms: None,
    };
    let mut list_pairs = Vec::new();
    for (k, v) in &pairs {
        if takes_list && LIST_KEYS.contains(&k.as_str()) {
            list_pairs.push((k.as_str(), v.as_str()));
            continue;
        }
        if !extra.contains(&k.as_str()) {
            let shown: String = k.chars().take(40).collect();
            return Err(format!(
                "This export does not take “{shown}”. It takes {}.",
                if takes_list {
                    format!("the search page's filters and {}", extra.join(", "))
                } else {
                    extra.join(", ")
                }
            ));
        }
        match k.as_str() {
            "bom" => opts.bom = flag(k, v)?,
            "stock" => opts.stock = flag(k, v)?,
            "cost" => {
                opts.cost = Currency::parse(v)
                    .ok_or_else(|| "“cost” must be GBP, USD or EUR.".to_string())?
            }
            "since" if !v.trim().is_empty() => opts.since_ms = Some(parse_since(v)?),
            _ => {}
        }
    }
    if kind == ExportKind::ChangesCsv && opts.since_ms.is_none() {
        return Err("Say since when: “since” must be a date such as 2026-01-31.".into());
    }
    let (query, errors) = ListQuery::from_pairs(list_pairs);
    if let Some(e) = errors.first() {
        return Err(e.problem.to_string());
    }
    Ok((query, opts))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn filters_and_options_are_read_and_strangers_refused() {
        let (q, o) = parse(ExportKind::ShopifyCsv, "brand_id=3&q=bung&cost=usd&bom=1")
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(q.filters.brand_id, Some(3));
        assert_eq!(q.text.as_deref(), Some("bung"));
        assert_eq!((o.cost, o.bom, o.stock), (Currency::Usd, true, false));
        assert!(parse(ExportKind::ShopifyCsv, "stock=1&page=2").is_ok());
        assert!(parse(ExportKind::ChangesCsv, "since=2026-01-01&stock=1").is_err());
        assert!(parse(ExportKind::ProductsCsv, "colour=red").is_err());
        assert!(parse(ExportKind::ProductsCsv, "brand_id=x").is_err());
        assert!(parse(ExportKind::ProductsCsv, "bom=maybe").is_err());
        assert!(parse(ExportKind::ShopifyCsv, "cost=JPY").is_err());
        assert!(parse(ExportKind::ProductsCsv, "").is_ok());
    }

    #[test]
    fn the_change_feed_needs_a_readable_date() {
        assert!(parse(ExportKind::ChangesCsv, "").is_err());
        assert!(parse(ExportKind::ChangesCsv, "since=yesterday").is_err());
        assert!(parse(ExportKind::ChangesCsv, "since=2026-01-31&q=x").is_err());
        let (_, o) =
            parse(ExportKind::ChangesCsv, "since=2026-01-31").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(o.since_ms, Some(1_769_817_600_000));
        assert_eq!(
            parse_since("2026-01-31T01:00:00+01:00"),
            Ok(1_769_817_600_000)
        );
    }
}
