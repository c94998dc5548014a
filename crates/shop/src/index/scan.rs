//! One walk over a query's candidates in the in-memory columns: which rows
//! pass every filter (the result set), its total, and the category and
//! brand facet counts, each dimension counted without its own filter.
//!
//! Candidates come from SQLite's indexes (FTS5 row ids for text, fitment
//! rows for a bike); the remaining filters are tested here with the same
//! meaning as their SQL: a name filter is SQLite's own `LIKE`, run once per
//! distinct name; an empty date fails every bound, as NULL does in SQL.

use std::collections::HashMap;

use rusqlite::{types::Value, Connection};

use super::{
    columns::{intersect, Columns, Group, Pos, Tally},
    db::DbResult,
    store::instant_ms,
    terms::{Bits, Terms, Within},
    text,
};
use crate::model::{
    query::ListQuery,
    search::{FacetCount, Facets},
};

/// The typed text of a query: its words, their FTS5 expression (if it has
/// words) and the form an exact SKU or EAN is compared in.
pub struct Typed {
    pub terms: Vec<String>,
    pub expr: Option<String>,
    pub exact: String,
}

pub fn typed(q: &ListQuery) -> Option<Typed> {
    let t = q.text.as_deref().map(str::trim).filter(|t| !t.is_empty())?;
    let terms = text::terms(t);
    Some(Typed {
        expr: text::match_expr(&terms, None),
        terms,
        exact: text::sku_key(t),
    })
}

/// The rows with every typed word as the start of a word in the columns
/// `within` allows, in position order: from the snapshot's words when they
/// can answer (see `terms`), else from FTS5.
pub fn text_matches(
    conn: &Connection,
    cols: &Columns,
    terms: &[String],
    within: Within,
) -> DbResult<Vec<Pos>> {
    if Terms::answers(terms) {
        return Ok(cols.terms.matching(terms, within));
    }
    let columns = match within {
        Within::Any => None,
        Within::Head => Some("{sku ean name brand}"),
    };
    match text::match_expr(terms, columns) {
        Some(expr) => Ok(cols.positions(fts_ids(conn, &expr)?)),
        None => Ok(Vec::new()),
    }
}

/// As `text_matches`, as a set of bits (to ask of a row whether it is in).
pub fn text_bits(
    conn: &Connection,
    cols: &Columns,
    terms: &[String],
    within: Within,
) -> DbResult<Bits> {
    if Terms::answers(terms) {
        return Ok(cols.terms.matching_bits(terms, within));
    }
    Ok(Bits::of(
        cols.len(),
        &text_matches(conn, cols, terms, within)?,
    ))
}

/// What a walk keeps besides its counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Keep {
    /// The passing rows, to order a page of them or to fold them.
    Rows,
    /// Only the counts: a filter-only list reads its page through SQL.
    Counts,
}

/// What one walk found.
pub struct Scan {
    /// Rows passing every filter and the text, in position order (empty
    /// when the walk kept only counts).
    pub pass: Vec<Pos>,
    /// Rows the text's FTS expression matched (before filters).
    pub matched: usize,
    pub tally: Tally,
}

impl Scan {
    pub fn passes(&self, p: Pos) -> bool {
        self.pass.binary_search(&p).is_ok()
    }
}

/// Per group: does it pass the name and id filters of its dimension?
/// `None` when the query has no filter in that dimension.
fn group_test(
    conn: &Connection,
    groups: &[Group],
    id: Option<i64>,
    name: Option<&str>,
) -> DbResult<Option<Vec<bool>>> {
    if id.is_none() && name.is_none() {
        return Ok(None);
    }
    let pattern = name.map(text::like_contains);
    let mut like = conn.prepare_cached("SELECT ?1 LIKE ?2 ESCAPE '\\'")?;
    let mut out = Vec::with_capacity(groups.len());
    for g in groups {
        let id_ok = id.is_none_or(|want| g.id == Some(want));
        let name_ok = match (&pattern, &g.name) {
            (None, _) => true,
            (Some(_), None) => false,
            (Some(p), Some(n)) => like
                .query_row(rusqlite::params![n, p], |r| r.get::<_, Option<bool>>(0))?
                .unwrap_or(false),
        };
        out.push(id_ok && name_ok);
    }
    Ok(Some(out))
}

/// Date bounds: (bound in ms, or `None` for one that did not read, which
/// matches nothing), on `created` (true) or `modified`, and before (true)
/// or after.
type Bound = (Option<i64>, bool, bool);

fn bounds(q: &ListQuery) -> Vec<Bound> {
    let f = &q.filters;
    [
        (&f.created_before, true, true),
        (&f.created_after, true, false),
        (&f.updated_before, false, true),
        (&f.updated_after, false, false),
    ]
    .into_iter()
    .filter_map(|(v, created, before)| Some((instant_ms(Some(v.as_deref()?)), created, before)))
    .collect()
}

fn in_bounds(cols: &Columns, p: Pos, bounds: &[Bound]) -> bool {
    bounds.iter().all(|&(bound, created, before)| {
        let v = if created {
            cols.created(p)
        } else {
            cols.modified(p)
        };
        match (v, bound) {
            (Some(v), Some(b)) => {
                if before {
                    v < b
                } else {
                    v > b
                }
            }
            _ => false,
        }
    })
}

fn ids(conn: &Connection, sql: &str, params: &[Value]) -> DbResult<Vec<i64>> {
    let mut stmt = conn.prepare_cached(sql)?;
    let rows = stmt.query_map(rusqlite::params_from_iter(params.iter()), |r| {
        r.get::<_, i64>(0)
    })?;
    rows.collect()
}

/// Row ids of an FTS5 expression's matches.
pub fn fts_ids(conn: &Connection, expr: &str) -> DbResult<Vec<i64>> {
    ids(
        conn,
        "SELECT rowid FROM search WHERE search MATCH ?1",
        &[Value::Text(expr.to_string())],
    )
}

/// Ids whose SKU or EAN is exactly this (an SKU match before an EAN one).
pub fn exact_ids(conn: &Connection, exact: &str) -> DbResult<Vec<i64>> {
    ids(
        conn,
        "SELECT id FROM products WHERE sku_key = ?1 OR ean = ?1 ORDER BY sku_key = ?1 DESC, sku",
        &[Value::Text(exact.to_string())],
    )
}

/// The rows the text and the bike allow (`None`: every row).
fn candidates(
    conn: &Connection,
    cols: &Columns,
    q: &ListQuery,
) -> DbResult<(Option<Vec<Pos>>, usize)> {
    let mut set: Option<Vec<Pos>> = None;
    let mut matched = 0;
    let narrow = |set: &mut Option<Vec<Pos>>, more: Vec<Pos>| {
        *set = Some(match set.take() {
            Some(s) => intersect(&s, &more),
            None => more,
        });
    };
    if let Some(t) = typed(q) {
        let mut found = text_matches(conn, cols, &t.terms, Within::Any)?;
        matched = found.len();
        for p in cols.positions(exact_ids(conn, &t.exact)?) {
            if let Err(at) = found.binary_search(&p) {
                found.insert(at, p);
            }
        }
        narrow(&mut set, found);
    }
    for (id, column) in [
        (q.year_id, "year_id"),
        (q.model_id, "model_id"),
        (q.make_id, "make_id"),
    ] {
        if let Some(id) = id {
            let fit = ids(
                conn,
                &format!("SELECT product FROM fitment WHERE {column} = ?1"),
                &[Value::Integer(id)],
            )?;
            narrow(&mut set, cols.positions(fit));
        }
    }
    Ok((set, matched))
}

/// The tests a row passes beyond being a candidate: its category's and
/// brand's (`None`: no filter in that dimension) and the date bounds.
struct Tests {
    category: Option<Vec<bool>>,
    brand: Option<Vec<bool>>,
    bounds: Vec<Bound>,
}

impl Tests {
    fn of(conn: &Connection, cols: &Columns, q: &ListQuery) -> DbResult<Tests> {
        let f = &q.filters;
        Ok(Tests {
            category: group_test(conn, &cols.categories, f.category_id, f.category.as_deref())?,
            brand: group_test(conn, &cols.brands, f.brand_id, f.brand.as_deref())?,
            bounds: bounds(q),
        })
    }

    fn none(&self) -> bool {
        self.category.is_none() && self.brand.is_none() && self.bounds.is_empty()
    }
}

/// Walks the query's candidates once.
pub fn scan(conn: &Connection, cols: &Columns, q: &ListQuery, keep: Keep) -> DbResult<Scan> {
    let tests = Tests::of(conn, cols, q)?;
    let (set, matched) = candidates(conn, cols, q)?;
    // The whole catalogue's counts are the same for every such list.
    if keep == Keep::Counts && set.is_none() && tests.none() {
        return Ok(Scan {
            pass: Vec::new(),
            matched,
            tally: cols.whole(|| walk(cols, None, &tests, keep).tally),
        });
    }
    // With no test beyond being a candidate, the candidates are the result
    // set: the walk only counts.
    let all_pass = tests.none() && set.is_some();
    let walked = if all_pass { Keep::Counts } else { keep };
    let mut found = walk(cols, set.as_deref(), &tests, walked);
    found.matched = matched;
    if all_pass && keep == Keep::Rows {
        found.pass = set.unwrap_or_default();
    }
    Ok(found)
}

/// One walk over the candidates (`None`: every row).
fn walk(cols: &Columns, set: Option<&[Pos]>, tests: &Tests, keep: Keep) -> Scan {
    let mut cat_counts = vec![0usize; cols.categories.len()];
    let mut brand_counts = vec![0usize; cols.brands.len()];
    let mut pass = Vec::new();
    let mut total = 0;
    let mut visit = |p: Pos| {
        if !in_bounds(cols, p, &tests.bounds) {
            return;
        }
        let (c, b) = (cols.category(p), cols.brand(p));
        let cat_ok = tests.category.as_ref().is_none_or(|t| t[c]);
        let brand_ok = tests.brand.as_ref().is_none_or(|t| t[b]);
        if brand_ok {
            cat_counts[c] += 1;
        }
        if cat_ok {
            brand_counts[b] += 1;
        }
        if cat_ok && brand_ok {
            total += 1;
            if keep == Keep::Rows {
                pass.push(p);
            }
        }
    };
    match set {
        Some(s) => s.iter().copied().for_each(&mut visit),
        None => (0..cols.len() as Pos).for_each(&mut visit),
    }
    Scan {
        pass,
        matched: 0,
        tally: Tally {
            total,
            by_category: by_id(&cols.categories, &cat_counts),
            by_brand: by_id(&cols.brands, &brand_counts),
        },
    }
}

/// Group counts summed per id; groups without an id are not a facet.
fn by_id(groups: &[Group], counts: &[usize]) -> HashMap<i64, usize> {
    let mut out = HashMap::new();
    for (g, n) in groups.iter().zip(counts) {
        if let (Some(id), true) = (g.id, *n > 0) {
            *out.entry(id).or_default() += n;
        }
    }
    out
}

/// The facet counts of a walk, named.
pub fn facets(conn: &Connection, cols: &Columns, found: &Scan) -> DbResult<Facets> {
    Ok(Facets {
        categories: named(
            conn,
            found.tally.by_category.clone(),
            &cols.names.categories,
            "category_id",
            "category",
        )?,
        brands: named(
            conn,
            found.tally.by_brand.clone(),
            &cols.names.brands,
            "brand_id",
            "brand",
        )?,
    })
}

/// Facet counts with their names, most first, at most 60.
fn named(
    conn: &Connection,
    counts: HashMap<i64, usize>,
    names: &HashMap<i64, String>,
    id: &str,
    name: &str,
) -> DbResult<Vec<FacetCount>> {
    let mut out = Vec::with_capacity(counts.len());
    for (fid, count) in counts {
        let name = match names.get(&fid) {
            Some(n) => n.clone(),
            None => conn
                .prepare_cached(&format!(
                    "SELECT {name} FROM products WHERE {id} = ?1 LIMIT 1"
                ))?
                .query_row([fid], |r| r.get::<_, Option<String>>(0))
                .unwrap_or(None)
                .unwrap_or_else(|| "—".into()),
        };
        out.push(FacetCount {
            id: fid,
            name,
            count,
        });
    }
    out.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.name.cmp(&b.name)));
    out.truncate(60);
    Ok(out)
}
