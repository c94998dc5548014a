//! An export address's query, read strictly: the search page's filters
//! (as the search page reads them) plus the export's own options. A key
//! the export does not know, or a value that does not read, is an error
//! the person is told about, never silently dropped.

use crate::model::{
    exports::ExportKind,
    query::{decode_component, ListQuery},
    Currency,
};
use crate::platform::shop_time::ShopTime;

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

/// A date (`2026-01-31`, from the shop's midnight in `time`'s zone) or an
/// instant with an offset, as milliseconds since the epoch.
pub fn parse_since(v: &str, time: &ShopTime) -> Result<i64, String> {
    let v = v.trim();
    if let Some(day) = time.day_text(v) {
        if let Ok(t) = chrono::NaiveDateTime::parse_from_str(&day.start, "%Y-%m-%d %H:%M:%S") {
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

/// Reads an export's query string; a day is the shop's, in `time`'s zone.
pub fn parse(
    kind: ExportKind,
    raw: &str,
    time: &ShopTime,
) -> Result<(ListQuery, ExportOptions), String> {
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
            "since" if !v.trim().is_empty() => opts.since_ms = Some(parse_since(v, time)?),
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

    const UTC: ShopTime = ShopTime::UTC;

    #[test]
    fn filters_and_options_are_read_and_strangers_refused() {
        let (q, o) = parse(
            ExportKind::ShopifyCsv,
            "brand_id=3&q=bung&cost=usd&bom=1",
            &UTC,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(q.filters.brand_id, Some(3));
        assert_eq!(q.text.as_deref(), Some("bung"));
        assert_eq!((o.cost, o.bom, o.stock), (Currency::Usd, true, false));
        assert!(parse(ExportKind::ShopifyCsv, "stock=1&page=2", &UTC).is_ok());
        assert!(parse(ExportKind::ChangesCsv, "since=2026-01-01&stock=1", &UTC).is_err());
        assert!(parse(ExportKind::ProductsCsv, "colour=red", &UTC).is_err());
        assert!(parse(ExportKind::ProductsCsv, "brand_id=x", &UTC).is_err());
        assert!(parse(ExportKind::ProductsCsv, "bom=maybe", &UTC).is_err());
        assert!(parse(ExportKind::ShopifyCsv, "cost=JPY", &UTC).is_err());
        assert!(parse(ExportKind::ProductsCsv, "", &UTC).is_ok());
    }

    #[test]
    fn the_change_feed_needs_a_readable_date() {
        assert!(parse(ExportKind::ChangesCsv, "", &UTC).is_err());
        assert!(parse(ExportKind::ChangesCsv, "since=yesterday", &UTC).is_err());
        assert!(parse(ExportKind::ChangesCsv, "since=2026-01-31&q=x", &UTC).is_err());
        let (_, o) = parse(ExportKind::ChangesCsv, "since=2026-01-31", &UTC)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(o.since_ms, Some(1_769_817_600_000));
        assert_eq!(
            parse_since("2026-01-31T01:00:00+01:00", &UTC),
            Ok(1_769_817_600_000)
        );
        // A day is the shop's: midnight in Los Angeles is 08:00 UTC.
        let la = ShopTime::from_setting(Some("America/Los_Angeles")).unwrap_or_default();
        assert_eq!(
            parse_since("2026-01-31", &la),
            Ok(1_769_817_600_000 + 8 * 3_600_000)
        );
        assert!(parse_since("2026-02-30", &la).is_err());
    }
}
