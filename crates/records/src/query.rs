//! Search filters, sorting and paging, as they appear in URLs and forms.
//!
//! `SupplierFilters` is exactly the supplier's nine search parameters. The
//! browser and the server validate them with the same functions, so a bad date
//! is caught in the form and again at the door, before any supplier call.

use serde::{Deserialize, Serialize};

/// The supplier's search parameters (interface part 4, `GET /product/search`).
/// Dates are kept as the ISO 8601 text the supplier expects.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SupplierFilters {
    pub category_id: Option<i64>,
    pub brand_id: Option<i64>,
    pub category: Option<String>,
    pub brand: Option<String>,
    pub created_before: Option<String>,
    pub created_after: Option<String>,
    pub updated_before: Option<String>,
    pub updated_after: Option<String>,
    pub extended: bool,
}

impl SupplierFilters {
    /// Takes out each "before" date earlier than its "after" date (they
    /// would match nothing), saying so at the "before" field.
    fn drop_reversed_dates(&mut self) -> Vec<FieldError> {
        let day = |d: &Option<String>| d.as_deref().and_then(|d| d.get(..10)).map(str::to_string);
        let mut errors = Vec::new();
        for (field, after, before) in [
            (
                "created_before",
                &self.created_after,
                &mut self.created_before,
            ),
            (
                "updated_before",
                &self.updated_after,
                &mut self.updated_before,
            ),
        ] {
            if let (Some(a), Some(b)) = (day(after), day(before)) {
                if a > b {
                    *before = None;
                    errors.push(FieldError {
                        field,
                        problem: QueryProblem::DatesReversed,
                    });
                }
            }
        }
        errors
    }
}

/// How a list is ordered.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SortKey {
    #[default]
    Name,
    /// Best match first (free text only): exact SKU or EAN, then rank.
    Relevance,
    Sku,
    PriceAsc,
    PriceDesc,
    DealerAsc,
    DealerDesc,
    Newest,
    Updated,
}

impl SortKey {
    pub const ALL: [SortKey; 9] = [
        SortKey::Relevance,
        SortKey::Name,
        SortKey::Sku,
        SortKey::PriceAsc,
        SortKey::PriceDesc,
        SortKey::DealerAsc,
        SortKey::DealerDesc,
        SortKey::Newest,
        SortKey::Updated,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            SortKey::Name => "name",
            SortKey::Relevance => "relevance",
            SortKey::Sku => "sku",
            SortKey::PriceAsc => "price",
            SortKey::PriceDesc => "-price",
            SortKey::DealerAsc => "dealer",
            SortKey::DealerDesc => "-dealer",
            SortKey::Newest => "newest",
            SortKey::Updated => "updated",
        }
    }

    /// The key of its name in the sort list (in `crates/shop/locales`).
    pub fn label_key(self) -> &'static str {
        match self {
            SortKey::Name => "sort-name",
            SortKey::Relevance => "sort-relevance",
            SortKey::Sku => "sort-sku",
            SortKey::PriceAsc => "sort-price",
            SortKey::PriceDesc => "sort-price-desc",
            SortKey::DealerAsc => "sort-dealer",
            SortKey::DealerDesc => "sort-dealer-desc",
            SortKey::Newest => "sort-newest",
            SortKey::Updated => "sort-updated",
        }
    }

    /// Whether this order reveals dealer prices (hidden in counter mode).
    pub fn uses_dealer_price(self) -> bool {
        matches!(self, SortKey::DealerAsc | SortKey::DealerDesc)
    }

    pub fn parse(s: &str) -> Option<SortKey> {
        SortKey::ALL.into_iter().find(|k| k.as_str() == s)
    }
}

/// Grid of cards or a compact table.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ViewMode {
    #[default]
    Grid,
    List,
}

impl ViewMode {
    /// `list`, or the grid for anything else.
    pub fn parse(s: &str) -> ViewMode {
        if s == "list" {
            ViewMode::List
        } else {
            ViewMode::Grid
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            ViewMode::Grid => "grid",
            ViewMode::List => "list",
        }
    }
}

pub const PAGE_SIZE: usize = 48;
/// The highest page number anyone can ask for (a guard on hostile input).
pub const MAX_PAGE: usize = 10_000;
/// Longest text accepted in a name filter.
pub const MAX_TEXT: usize = 100;

/// Everything that selects and orders one page of a product list. It is the
/// URL's query string, parsed; every state a person can reach is in here.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ListQuery {
    pub filters: SupplierFilters,
    /// Free text over SKU, EAN, name and brand.
    pub text: Option<String>,
    /// Fitment: only parts that fit this model-year id.
    pub year_id: Option<i64>,
    /// Fitment: only parts that fit some year of this bike model.
    pub model_id: Option<i64>,
    /// Fitment: only parts that fit some model of this make.
    pub make_id: Option<i64>,
    pub sort: SortKey,
    pub page: usize,
    pub view: ViewMode,
    /// One card per variant family (`fold=1`): its colours and sizes on it.
    #[serde(default)]
    pub fold: bool,
}

/// A problem with one field of a query, for the form to show beside it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FieldError {
    pub field: &'static str,
    pub problem: QueryProblem,
}

/// What is wrong with one value of a query. The page says it in its
/// language (each case has its message, filled with the values it holds);
/// `Display` is the English the logs and downloads use.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum QueryProblem {
    /// Not a date (the text as it came, shortened).
    NotADate(String),
    /// Not an id (the text as it came, shortened).
    NotAnId(String),
    /// Longer than `MAX_TEXT` characters.
    TooLong,
    /// No such sort order (the text as it came, shortened).
    UnknownSort(String),
    /// Not a page from 1 to `MAX_PAGE`.
    BadPage,
    /// A "before" date earlier than its "after" date: nothing could match.
    DatesReversed,
}

impl std::fmt::Display for QueryProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            QueryProblem::NotADate(t) => {
                write!(f, "“{t}” is not a date. Use YYYY-MM-DD, e.g. 2024-05-04.")
            }
            QueryProblem::NotAnId(t) => write!(f, "“{t}” is not a valid id (a whole number)."),
            QueryProblem::TooLong => write!(f, "Keep this under {MAX_TEXT} characters."),
            QueryProblem::UnknownSort(t) => write!(f, "Unknown sort order “{t}”."),
            QueryProblem::BadPage => write!(f, "Page must be a number from 1 to {MAX_PAGE}."),
            QueryProblem::DatesReversed => write!(
                f,
                "This date is earlier than the “after” date above it: nothing could match."
            ),
        }
    }
}

/// The date fields of the search form, by their URL keys.
pub const DATE_FIELDS: [&str; 4] = [
    "created_after",
    "created_before",
    "updated_after",
    "updated_before",
];

impl ListQuery {
    /// Reads a query from URL key/value pairs. Unparseable values are reported,
    /// never silently dropped, so the person sees what was wrong.
    pub fn from_pairs<'a>(
        pairs: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> (ListQuery, Vec<FieldError>) {
        let mut q = ListQuery {
            page: 1,
            ..ListQuery::default()
        };
        let mut errors = Vec::new();
        let mut sort_given = false;
        for (k, v) in pairs {
            let v = v.trim();
            if v.is_empty() {
                continue;
            }
            match q.read_pair(k, v) {
                Ok(()) => sort_given |= k == "sort",
                Err(e) => errors.push(e),
            }
        }
        if !sort_given {
            q.sort = q.default_sort();
        }
        if q.sort == SortKey::Relevance && q.text.is_none() {
            q.sort = SortKey::Name;
        }
        errors.extend(q.filters.drop_reversed_dates());
        (q, errors)
    }

    /// Sets what one non-empty URL pair says; unknown keys are ignored.
    fn read_pair(&mut self, k: &str, v: &str) -> Result<(), FieldError> {
        let on = |field: &'static str| move |problem: QueryProblem| FieldError { field, problem };
        let f = &mut self.filters;
        match k {
            "category_id" => f.category_id = Some(parse_id(v).map_err(on("category_id"))?),
            "brand_id" => f.brand_id = Some(parse_id(v).map_err(on("brand_id"))?),
            "year" => self.year_id = Some(parse_id(v).map_err(on("year"))?),
            "model" => self.model_id = Some(parse_id(v).map_err(on("model"))?),
            "make" => self.make_id = Some(parse_id(v).map_err(on("make"))?),
            "q" => {
                let t = clean_text(v).map_err(on("q"))?;
                if !t.is_empty() {
                    self.text = Some(t);
                }
            }
            "category" => f.category = Some(clean_text(v).map_err(on("category"))?),
            "brand" => f.brand = Some(clean_text(v).map_err(on("brand"))?),
            "created_after" => {
                f.created_after = Some(normalize_date(v, false).map_err(on("created_after"))?)
            }
            "created_before" => {
                f.created_before = Some(normalize_date(v, true).map_err(on("created_before"))?)
            }
            "updated_after" => {
                f.updated_after = Some(normalize_date(v, false).map_err(on("updated_after"))?)
            }
            "updated_before" => {
                f.updated_before = Some(normalize_date(v, true).map_err(on("updated_before"))?)
            }
            "sort" => {
                self.sort = SortKey::parse(v).ok_or_else(|| FieldError {
                    field: "sort",
                    problem: QueryProblem::UnknownSort(shorten(v)),
                })?
            }
            "page" => {
                self.page = v
                    .parse::<usize>()
                    .ok()
                    .filter(|p| (1..=MAX_PAGE).contains(p))
                    .ok_or(FieldError {
                        field: "page",
                        problem: QueryProblem::BadPage,
                    })?
            }
            "fold" => self.fold = v == "1",
            "view" => self.view = ViewMode::parse(v),
            _ => {}
        }
        Ok(())
    }

    /// The order a list takes when none is asked for: best match when there
    /// is text to match, else by name.
    pub fn default_sort(&self) -> SortKey {
        if self.text.is_some() {
            SortKey::Relevance
        } else {
            SortKey::Name
        }
    }

    /// The query string for this query (without `?`), with only what differs
    /// from the defaults, in a stable order.
    pub fn to_query_string(&self) -> String {
        let mut parts: Vec<(&str, String)> = Vec::new();
        let f = &self.filters;
        if let Some(v) = &self.text {
            parts.push(("q", v.clone()));
        }
        if let Some(v) = f.category_id {
            parts.push(("category_id", v.to_string()));
        }
        if let Some(v) = f.brand_id {
            parts.push(("brand_id", v.to_string()));
        }
        if let Some(v) = self.make_id {
            parts.push(("make", v.to_string()));
        }
        if let Some(v) = self.model_id {
            parts.push(("model", v.to_string()));
        }
        if let Some(v) = self.year_id {
            parts.push(("year", v.to_string()));
        }
        if let Some(v) = &f.category {
            parts.push(("category", v.clone()));
        }
        if let Some(v) = &f.brand {
            parts.push(("brand", v.clone()));
        }
        for (k, v) in [
            ("created_after", &f.created_after),
            ("created_before", &f.created_before),
            ("updated_after", &f.updated_after),
            ("updated_before", &f.updated_before),
        ] {
            if let Some(v) = v {
                parts.push((k, display_date(v)));
            }
        }
        if self.sort != self.default_sort() {
            parts.push(("sort", self.sort.as_str().to_string()));
        }
        if self.view != ViewMode::Grid {
            parts.push(("view", self.view.as_str().to_string()));
        }
        if self.fold {
            parts.push(("fold", "1".to_string()));
        }
        if self.page > 1 {
            parts.push(("page", self.page.to_string()));
        }
        parts
            .into_iter()
            .map(|(k, v)| format!("{k}={}", encode_component(&v)))
            .collect::<Vec<_>>()
            .join("&")
    }

    /// `path?query`, or just `path` when the query is the default one.
    pub fn href(&self, path: &str) -> String {
        let q = self.to_query_string();
        if q.is_empty() {
            path.to_string()
        } else {
            format!("{path}?{q}")
        }
    }

    pub fn with_page(&self, page: usize) -> ListQuery {
        ListQuery {
            page,
            ..self.clone()
        }
    }

    pub fn with_view(&self, view: ViewMode) -> ListQuery {
        ListQuery {
            view,
            ..self.clone()
        }
    }

    /// The same list with families folded into one card each, or not (from
    /// its first page: the pages differ).
    pub fn with_fold(&self, fold: bool) -> ListQuery {
        ListQuery {
            fold,
            page: 1,
            ..self.clone()
        }
    }

    /// True when a bike (make, model or year) narrows the list.
    pub fn has_fitment(&self) -> bool {
        self.year_id.is_some() || self.model_id.is_some() || self.make_id.is_some()
    }

    /// True when no filter narrows the list.
    pub fn is_unfiltered(&self) -> bool {
        let f = &self.filters;
        f.category_id.is_none()
            && f.brand_id.is_none()
            && f.category.is_none()
            && f.brand.is_none()
            && f.created_after.is_none()
            && f.created_before.is_none()
            && f.updated_after.is_none()
            && f.updated_before.is_none()
            && !self.has_fitment()
            && self.text.is_none()
    }
}

fn shorten(s: &str) -> String {
    s.chars().take(40).collect()
}

fn parse_id(v: &str) -> Result<i64, QueryProblem> {
    match v.parse::<i64>() {
        Ok(n) if (0..=i32::MAX as i64).contains(&n) => Ok(n),
        _ => Err(QueryProblem::NotAnId(shorten(v))),
    }
}

/// A name filter: trimmed, bounded, free of control characters.
pub fn clean_text(v: &str) -> Result<String, QueryProblem> {
    let t: String = v.trim().chars().filter(|c| !c.is_control()).collect();
    if t.chars().count() > MAX_TEXT {
        return Err(QueryProblem::TooLong);
    }
    Ok(t)
}

/// Checks a date typed by a person and turns it into the ISO 8601 instant the
/// supplier expects. Accepts `YYYY-MM-DD` (start of day, or end of day for a
/// "before" bound so the day itself is included) and full date-times with `Z`
/// or an offset.
pub fn normalize_date(input: &str, end_of_day: bool) -> Result<String, QueryProblem> {
    let s = input.trim();
    let bad = || QueryProblem::NotADate(shorten(s));
    let b = s.as_bytes();
    if b.len() < 10 || b[4] != b'-' || b[7] != b'-' {
        return Err(bad());
    }
    let num = |r: std::ops::Range<usize>| -> Option<u32> {
        let part = s.get(r)?;
        if part.bytes().all(|c| c.is_ascii_digit()) {
            part.parse().ok()
        } else {
            None
        }
    };
    let (Some(y), Some(m), Some(d)) = (num(0..4), num(5..7), num(8..10)) else {
        return Err(bad());
    };
    if !(1970..=2100).contains(&y) || !(1..=12).contains(&m) || d == 0 || d > days_in_month(y, m) {
        return Err(bad());
    }
    let date = &s[..10];
    if s.len() == 10 {
        let time = if end_of_day { "23:59:59" } else { "00:00:00" };
        return Ok(format!("{date}T{time}+00:00"));
    }
    // A full date-time: THH:MM[:SS[.fff]] then Z or ±HH:MM.
    let rest = &s[10..];
    let rest = rest
        .strip_prefix('T')
        .or_else(|| rest.strip_prefix(' '))
        .ok_or_else(bad)?;
    let (time, zone) = match rest.find(['Z', 'z', '+', '-']) {
        Some(i) => rest.split_at(i),
        None => (rest, "Z"),
    };
    let tp: Vec<&str> = time.split(':').collect();
    if tp.len() < 2 || tp.len() > 3 {
        return Err(bad());
    }
    let hh: u32 = tp[0].parse().map_err(|_| bad())?;
    let mm: u32 = tp[1].parse().map_err(|_| bad())?;
    // Seconds, with any fraction dropped (read as digits: no float parsing,
    // which would weigh on the wasm that checks the search form).
    let ss: u32 = match tp.get(2) {
        None => 0,
        Some(x) => {
            let x: &str = x;
            let (whole, frac) = x.split_once('.').unwrap_or((x, "0"));
            let digits = |t: &str| !t.is_empty() && t.bytes().all(|c| c.is_ascii_digit());
            if !digits(whole) || !digits(frac) {
                return Err(bad());
            }
            whole.parse().map_err(|_| bad())?
        }
    };
    if hh > 23 || mm > 59 || ss > 59 || tp[0].len() != 2 || tp[1].len() != 2 {
        return Err(bad());
    }
    let zone = if zone.eq_ignore_ascii_case("z") {
        "+00:00".to_string()
    } else {
        let zb = zone.as_bytes();
        let ok = zb.len() == 6
            && zb[3] == b':'
            && zone[1..3].parse::<u32>().is_ok_and(|h| h <= 14)
            && zone[4..6].parse::<u32>().is_ok_and(|m| m <= 59);
        if !ok {
            return Err(bad());
        }
        zone.to_string()
    };
    Ok(format!("{date}T{hh:02}:{mm:02}:{ss:02}{zone}"))
}

/// The form's display of a stored instant: just the date when it is a whole
/// day bound, else the full text.
pub fn display_date(iso: &str) -> String {
    if iso.len() == 25 && (iso.ends_with("T00:00:00+00:00") || iso.ends_with("T23:59:59+00:00")) {
        iso[..10].to_string()
    } else {
        iso.to_string()
    }
}

fn days_in_month(y: u32, m: u32) -> u32 {
    match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        _ if (y.is_multiple_of(4) && !y.is_multiple_of(100)) || y.is_multiple_of(400) => 29,
        _ => 28,
    }
}

/// What a query component keeps as it is: RFC 3986's unreserved characters.
const COMPONENT: &percent_encoding::AsciiSet = &percent_encoding::NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'_')
    .remove(b'.')
    .remove(b'~');

/// Percent-encodes a query component (RFC 3986 unreserved characters kept).
pub fn encode_component(s: &str) -> String {
    percent_encoding::utf8_percent_encode(s, COMPONENT).to_string()
}

/// Decodes a percent-encoded component (`+` as space, as forms send it).
/// Malformed escapes are kept as they are.
pub fn decode_component(s: &str) -> String {
    let spaced = s.replace('+', " ");
    percent_encoding::percent_decode_str(&spaced)
        .decode_utf8_lossy()
        .into_owned()
}

/// Clamps a requested page and gives (page, pages, index range).
pub fn paginate(total: usize, page: usize) -> (usize, usize, std::ops::Range<usize>) {
    let pages = total.div_ceil(PAGE_SIZE).max(1);
    let page = page.clamp(1, pages);
    let start = (page - 1) * PAGE_SIZE;
    let end = (start + PAGE_SIZE).min(total);
    (page, pages, start.min(end)..end)
}

#[cfg(test)]
mod tests {
    #[test]
    fn paging_clamps_and_cuts() {
        assert_eq!(paginate(0, 1), (1, 1, 0..0));
        assert_eq!(paginate(100, 2), (2, 3, 48..96));
        assert_eq!(paginate(100, 9), (3, 3, 96..100));
    }

    #[test]
    fn seconds_are_read_without_floats() {
        assert_eq!(
            normalize_date("2024-05-04T09:42:07.250Z", false).unwrap(),
            "2024-05-04T09:42:07+00:00"
        );
        for bad in [
            "2024-05-04T09:42:60Z",
            "2024-05-04T09:42:1e1Z",
            "2024-05-04T09:42:.5Z",
            "2024-05-04T09:42:05.Z",
        ] {
            assert!(normalize_date(bad, false).is_err(), "{bad}");
        }
    }

    use super::*;

    #[test]
    fn decoding_reverses_encoding_and_tolerates_junk() {
        for s in ["a b/ü&=", "CP0435BL", "100%", "x%zz"] {
            assert_eq!(decode_component(&encode_component(s)), s);
        }
        assert_eq!(decode_component("100%"), "100%");
        assert_eq!(decode_component("x%zz"), "x%zz");
        assert_eq!(decode_component("a+b"), "a b");
        assert_eq!(decode_component("a%2Bb"), "a+b");
    }

    use proptest::strategy::Strategy as _;

    proptest::proptest! {
        #[test]
        fn any_text_survives_encoding(
            s in proptest::collection::vec(proptest::prelude::any::<char>(), 0..40)
                .prop_map(String::from_iter)
        ) {
            let encoded = encode_component(&s);
            proptest::prop_assert!(encoded.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_.~%".contains(&b)));
            proptest::prop_assert_eq!(decode_component(&encoded), s);
        }

        #[test]
        fn any_input_decodes_without_panicking(s in "[%+a-fA-F0-9zü ]{0,24}") {
            let _ = decode_component(&s);
        }
    }

    #[test]
    fn dates_normalise_or_explain() {
        assert_eq!(
            normalize_date("2024-05-04", false).unwrap(),
            "2024-05-04T00:00:00+00:00"
        );
        assert_eq!(
            normalize_date("2024-05-04", true).unwrap(),
            "2024-05-04T23:59:59+00:00"
        );
        assert_eq!(
            normalize_date("2024-05-04T09:42:00+01:00", false).unwrap(),
            "2024-05-04T09:42:00+01:00"
        );
        assert_eq!(
            normalize_date("2024-05-04T09:42Z", false).unwrap(),
            "2024-05-04T09:42:00+00:00"
        );
        for bad in [
            "2024-02-30",
            "2023-02-29",
            "04/05/2024",
            "yesterday",
            "2024-13-01",
            "2024-05-04T25:00",
            "2024-05-04T09:42+99:00",
            "２０２４-05-04",
        ] {
            let e = normalize_date(bad, false).unwrap_err();
            assert!(matches!(e, QueryProblem::NotADate(_)), "{bad}: {e}");
            assert!(e.to_string().contains("is not a date"), "{bad}: {e}");
        }
        assert!(normalize_date("2024-02-29", false).is_ok());
    }

    #[test]
    fn query_round_trips_through_the_url() {
        let (q, errs) = ListQuery::from_pairs([
            ("category_id", "7"),
            ("brand", "  Evo  "),
            ("created_after", "2024-01-01"),
            ("sort", "-price"),
            ("page", "3"),
            ("view", "list"),
            ("fold", "1"),
        ]);
        assert!(errs.is_empty());
        assert!(q.fold);
        assert_eq!(q.filters.category_id, Some(7));
        assert_eq!(q.filters.brand.as_deref(), Some("Evo"));
        assert_eq!(q.sort, SortKey::PriceDesc);
        let s = q.to_query_string();
        assert_eq!(
            s,
            "category_id=7&brand=Evo&created_after=2024-01-01&sort=-price&view=list&fold=1&page=3"
        );
        let pairs: Vec<(String, String)> = s
            .split('&')
            .map(|kv| {
                let (k, v) = kv.split_once('=').unwrap();
                (k.to_string(), v.replace("%2D", "-"))
            })
            .collect();
        let (q2, _) = ListQuery::from_pairs(pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())));
        assert_eq!(q, q2);
    }

    #[test]
    fn bad_values_are_reported_per_field() {
        let (q, errs) = ListQuery::from_pairs([
            ("category_id", "abc"),
            ("created_before", "2024-99-99"),
            ("page", "0"),
            ("sort", "weird"),
        ]);
        let fields: Vec<_> = errs.iter().map(|e| e.field).collect();
        assert_eq!(fields, ["category_id", "created_before", "page", "sort"]);
        assert_eq!(q.page, 1);
        assert!(q.filters.category_id.is_none());
    }

    #[test]
    fn a_before_date_earlier_than_its_after_date_is_reported() {
        let (q, errs) = ListQuery::from_pairs([
            ("created_after", "2024-05-10"),
            ("created_before", "2024-05-01"),
            ("updated_after", "2024-05-01"),
            ("updated_before", "2024-05-01"),
        ]);
        assert_eq!(
            errs,
            [FieldError {
                field: "created_before",
                problem: QueryProblem::DatesReversed
            }]
        );
        assert!(q.filters.created_before.is_none());
        assert!(q.filters.updated_before.is_some(), "one day is a period");
    }

    #[test]
    fn text_filters_are_bounded_and_cleaned() {
        assert_eq!(clean_text(" a\u{0007}b ").unwrap(), "ab");
        assert!(clean_text(&"x".repeat(101)).is_err());
    }

    #[test]
    fn encoding_keeps_unreserved_only() {
        assert_eq!(encode_component("a b/ü&"), "a%20b%2F%C3%BC%26");
    }
}
