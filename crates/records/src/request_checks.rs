//! Checks of what a request sends, for the server functions and the
//! routes: whatever the browser (or anyone with curl) sends is checked here
//! before the gateway is asked, and a bad value gets a `BadRequest` saying
//! what to fix (the access checks turn it into a 400). The same rules the forms use (`model::query`), applied again
//! because a request need not come from the forms.

use super::{
    query::{normalize_date, ListQuery, MAX_PAGE, MAX_TEXT},
    AppError,
};

/// The longest text the lookup box takes (a barcode, a SKU or a few words).
pub const MAX_LOOKUP: usize = 200;
/// The most SKUs the "recently viewed" strip asks about at once.
pub const MAX_SUMMARIES: usize = 50;

fn bad(msg: impl Into<String>) -> AppError {
    AppError::BadRequest(msg.into())
}

fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}')
}

/// Free text: bounded, and free of control and direction-override characters.
pub fn check_text(field: &str, v: &str, max: usize) -> Result<(), AppError> {
    if v.chars().count() > max {
        return Err(bad(format!("{field}: keep this under {max} characters.")));
    }
    if v.chars().any(|c| c.is_control() || is_bidi_control(c)) {
        return Err(bad(format!(
            "{field}: contains characters that cannot be searched for."
        )));
    }
    Ok(())
}

fn check_id(field: &str, v: Option<i64>) -> Result<(), AppError> {
    match v {
        Some(n) if !(0..=i64::from(i32::MAX)).contains(&n) => {
            Err(bad(format!("{field}: {n} is not a valid id.")))
        }
        _ => Ok(()),
    }
}

/// Everything in a list query, as the gateway would use it.
pub fn check_list_query(q: &ListQuery) -> Result<(), AppError> {
    let f = &q.filters;
    check_id("Category", f.category_id)?;
    check_id("Brand", f.brand_id)?;
    check_id("Bike year", q.year_id)?;
    check_id("Bike model", q.model_id)?;
    check_id("Bike make", q.make_id)?;
    for (field, v) in [
        ("Search text", &q.text),
        ("Category name", &f.category),
        ("Brand name", &f.brand),
    ] {
        if let Some(v) = v {
            check_text(field, v, MAX_TEXT)?;
        }
    }
    for (field, v, end) in [
        ("Created after", &f.created_after, false),
        ("Created before", &f.created_before, true),
        ("Updated after", &f.updated_after, false),
        ("Updated before", &f.updated_before, true),
    ] {
        if let Some(v) = v {
            normalize_date(v, end).map_err(|m| bad(format!("{field}: {m}")))?;
        }
    }
    if !(1..=MAX_PAGE).contains(&q.page) {
        return Err(bad(format!("Page must be a number from 1 to {MAX_PAGE}.")));
    }
    Ok(())
}

/// A list of SKUs: not too many, each a SKU.
pub fn check_skus(skus: &[String], max: usize) -> Result<Vec<String>, AppError> {
    if skus.len() > max {
        return Err(bad(format!("At most {max} SKUs at once.")));
    }
    skus.iter()
        .map(|s| crate::skus::validate_sku(s).map_err(AppError::BadRequest))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn query() -> ListQuery {
        ListQuery {
            page: 1,
            ..ListQuery::default()
        }
    }

    #[test]
    fn a_plain_query_passes() {
        assert!(check_list_query(&query()).is_ok());
        let (q, errors) = ListQuery::from_pairs([
            ("q", "brake lever"),
            ("category_id", "3"),
            ("created_after", "2024-01-31"),
            ("page", "2"),
        ]);
        assert!(errors.is_empty());
        assert!(
            check_list_query(&q).is_ok(),
            "what the forms make is accepted"
        );
    }

    #[test]
    fn hostile_queries_are_refused_with_a_reason() {
        let cases: Vec<(ListQuery, &str)> = vec![
            (ListQuery { page: 0, ..query() }, "Page"),
            (
                ListQuery {
                    page: MAX_PAGE + 1,
                    ..query()
                },
                "Page",
            ),
            (
                ListQuery {
                    year_id: Some(-1),
                    ..query()
                },
                "Bike year",
            ),
            (
                ListQuery {
                    text: Some("x".repeat(MAX_TEXT + 1)),
                    ..query()
                },
                "Search text",
            ),
            (
                ListQuery {
                    text: Some("a\u{202E}b".into()),
                    ..query()
                },
                "Search text",
            ),
        ];
        for (q, field) in cases {
            match check_list_query(&q) {
                Err(AppError::BadRequest(m)) => assert!(m.contains(field), "{m}"),
                other => panic!("{q:?}: {other:?}"),
            }
        }
        let mut q = query();
        q.filters.brand_id = Some(i64::MAX);
        assert!(check_list_query(&q).is_err());
        let mut q = query();
        q.filters.updated_before = Some("2024-02-30".into());
        assert!(check_list_query(&q).is_err());
        let mut q = query();
        q.filters.category = Some("a\u{0000}b".into());
        assert!(check_list_query(&q).is_err());
    }

    #[test]
    fn sku_lists_are_bounded_and_checked() {
        assert_eq!(check_skus(&[" A1 ".into()], 5).unwrap(), ["A1"]);
        assert!(check_skus(&vec!["A".into(); 6], 5).is_err());
        assert!(check_skus(&["".into()], 5).is_err());
        assert!(check_skus(&["A\nB".into()], 5).is_err());
    }
}
