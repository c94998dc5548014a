//! Query parameters of get and search, read the way the project settled
//! them: names case-insensitive, an empty value counts as absent, a value
//! that does not parse is a 400 naming the parameter; all filters must
//! hold. Must not answer anything itself: it returns filters or a problem.

use super::{data::Catalogue, problem::Problem, time::parse_instant};

pub type Pairs = [(String, String)];

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Filters {
    pub category_id: Option<i32>,
    pub brand_id: Option<i32>,
    /// Lower-cased substring of the category name.
    pub category: Option<String>,
    /// Lower-cased substring of the brand name.
    pub brand: Option<String>,
    /// Instants in unix milliseconds; bounds are exclusive.
    pub created_before: Option<i64>,
    pub created_after: Option<i64>,
    pub updated_before: Option<i64>,
    pub updated_after: Option<i64>,
    pub extended: bool,
}

fn value<'a>(pairs: &'a Pairs, name: &str) -> Option<&'a str> {
    pairs
        .iter()
        .find(|(k, v)| k.eq_ignore_ascii_case(name) && !v.trim().is_empty())
        .map(|(_, v)| v.trim())
}

fn int(pairs: &Pairs, name: &str, instance: &str) -> Result<Option<i32>, Problem> {
    value(pairs, name)
        .map(|v| {
            v.parse::<i32>().map_err(|_| {
                Problem::bad_request(
                    format!("The value '{v}' is not valid for {name}: expected a whole number."),
                    instance,
                )
            })
        })
        .transpose()
}

fn instant(pairs: &Pairs, name: &str, instance: &str) -> Result<Option<i64>, Problem> {
    value(pairs, name)
        .map(|v| {
            parse_instant(v).ok_or_else(|| {
                Problem::bad_request(
                    format!(
                        "The value '{v}' is not valid for {name}: expected an ISO 8601 \
                         date-time such as 2024-05-04T09:42:00+00:00."
                    ),
                    instance,
                )
            })
        })
        .transpose()
}

/// `includeExtendedProperties`: true or false (any case), default false.
pub fn extended(pairs: &Pairs, instance: &str) -> Result<bool, Problem> {
    const NAME: &str = "includeExtendedProperties";
    match value(pairs, NAME) {
        None => Ok(false),
        Some(v) if v.eq_ignore_ascii_case("true") => Ok(true),
        Some(v) if v.eq_ignore_ascii_case("false") => Ok(false),
        Some(v) => Err(Problem::bad_request(
            format!("The value '{v}' is not valid for {NAME}: expected true or false."),
            instance,
        )),
    }
}

pub fn filters(pairs: &Pairs, instance: &str) -> Result<Filters, Problem> {
    Ok(Filters {
        category_id: int(pairs, "categoryId", instance)?,
        brand_id: int(pairs, "brandId", instance)?,
        category: value(pairs, "category").map(str::to_lowercase),
        brand: value(pairs, "brand").map(str::to_lowercase),
        created_before: instant(pairs, "createdBefore", instance)?,
        created_after: instant(pairs, "createdAfter", instance)?,
        updated_before: instant(pairs, "updatedBefore", instance)?,
        updated_after: instant(pairs, "updatedAfter", instance)?,
        extended: extended(pairs, instance)?,
    })
}

/// Indices of the products every filter holds for, in catalogue order.
pub fn matching(cat: &Catalogue, f: &Filters) -> Vec<u32> {
    // Name filters become sets of category and brand indices once, so the
    // per-product test is a lookup.
    let cat_ok: Vec<bool> = cat
        .categories
        .iter()
        .map(|c| {
            f.category_id.is_none_or(|id| c.id == id)
                && f.category
                    .as_deref()
                    .is_none_or(|s| c.lower_name.contains(s))
        })
        .collect();
    let brand_filtered = f.brand_id.is_some() || f.brand.is_some();
    let brand_ok: Vec<bool> = cat
        .brands
        .iter()
        .map(|b| {
            f.brand_id.is_none_or(|id| b.id == id)
                && f.brand.as_deref().is_none_or(|s| b.lower_name.contains(s))
        })
        .collect();
    let within = |secs: i64, before: Option<i64>, after: Option<i64>| {
        let ms = secs.saturating_mul(1000);
        before.is_none_or(|b| ms < b) && after.is_none_or(|a| ms > a)
    };
    cat.products
        .iter()
        .enumerate()
        .filter(|(i, p)| {
            !cat.is_removed(*i)
                && cat_ok[usize::from(p.category)]
                && match p.brand {
                    Some(b) => brand_ok[usize::from(b)],
                    None => !brand_filtered,
                }
                && within(p.created, f.created_before, f.created_after)
                && within(p.modified, f.updated_before, f.updated_after)
        })
        .map(|(i, _)| i as u32)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(v: &[(&str, &str)]) -> Vec<(String, String)> {
        v.iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn bad_values_name_their_parameter() {
        let e = filters(&pairs(&[("categoryId", "abc")]), "/product/search").unwrap_err();
        assert!(e.detail.contains("categoryId"));
        let e = filters(&pairs(&[("updatedAfter", "last week")]), "/").unwrap_err();
        assert!(e.detail.contains("updatedAfter"));
        let e = filters(&pairs(&[("brandId", "99999999999")]), "/").unwrap_err();
        assert!(e.detail.contains("brandId"));
        let e = filters(&pairs(&[("includeExtendedProperties", "yes")]), "/").unwrap_err();
        assert!(e.detail.contains("includeExtendedProperties"));
    }

    #[test]
    fn empty_values_are_absent_and_names_any_case() {
        let f = filters(&pairs(&[("categoryId", ""), ("BRAND", "Apex")]), "/").unwrap();
        assert_eq!(f.category_id, None);
        assert_eq!(f.brand.as_deref(), Some("apex"));
        assert!(!f.extended);
        assert!(extended(&pairs(&[("includeextendedproperties", "True")]), "/").unwrap());
    }

    #[test]
    fn filters_combine_with_and() {
        let cat = Catalogue::generate(2000, 4, 1_767_225_600);
        let all = matching(&cat, &Filters::default());
        assert_eq!(all.len(), 2000);
        let c = &cat.categories[0];
        let by_id = matching(
            &cat,
            &Filters {
                category_id: Some(c.id),
                ..Filters::default()
            },
        );
        assert!(!by_id.is_empty() && by_id.len() < all.len());
        let both = matching(
            &cat,
            &Filters {
                category_id: Some(c.id),
                brand: Some("zzz-no-such".into()),
                ..Filters::default()
            },
        );
        assert!(both.is_empty());
    }
}
