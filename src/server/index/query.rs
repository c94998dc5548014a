//! Reading the index: one page of a list with its total and facets,
//! suggestions for the lookup box, and exact SKU/EAN finds.
//!
//! Every query is built from fixed SQL fragments; what a person typed only
//! ever travels as a bound parameter (and, for FTS5, as quoted prefix words
//! from `text`). Filtering, counting and ordering read only the narrow
//! `products` table and the FTS index; the wide JSON in `records` is read
//! for the rows of the page alone. Runs on blocking threads only.

use rusqlite::{params_from_iter, types::Value, Connection};

use super::{store::instant_ms, text};
use crate::{
    model::{
        listing::ProductSummary,
        query::{ListQuery, SortKey},
        search::{FacetCount, Facets, Suggestion, SUGGESTIONS},
        Currency, Product,
    },
    server::lists::paginate,
};

pub type DbResult<T> = Result<T, rusqlite::Error>;

/// One page of a list, as read from the index.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    pub total: usize,
    pub page: usize,
    pub pages: usize,
    pub items: Vec<ProductSummary>,
    pub facets: Option<Facets>,
}

/// Which filter a facet count leaves out (its own dimension).
#[derive(Clone, Copy, PartialEq)]
enum Skip {
    Nothing,
    Category,
    Brand,
    Both,
}

/// Conditions on `products p`, with their parameters in order.
#[derive(Default, Clone)]
struct Cond {
    sql: Vec<String>,
    params: Vec<Value>,
}

impl Cond {
    fn push(&mut self, sql: impl Into<String>, params: impl IntoIterator<Item = Value>) {
        self.sql.push(sql.into());
        self.params.extend(params);
    }

    fn where_clause(&self) -> String {
        if self.sql.is_empty() {
            String::new()
        } else {
            format!(" WHERE {}", self.sql.join(" AND "))
        }
    }

    fn is_empty(&self) -> bool {
        self.sql.is_empty()
    }
}

/// The typed text of a query: its FTS5 expression (if it has words) and
/// the form an exact SKU or EAN is compared in.
struct Typed {
    expr: Option<String>,
    exact: String,
}

fn typed(q: &ListQuery) -> Option<Typed> {
    let t = q.text.as_deref().map(str::trim).filter(|t| !t.is_empty())?;
    Some(Typed {
        expr: text::match_expr(&text::terms(t), None),
        exact: text::sku_key(t),
    })
}

/// The filters of the query (not its text) as conditions on `products p`.
fn filters(q: &ListQuery, skip: Skip) -> Cond {
    let mut c = Cond::default();
    let f = &q.filters;
    if !matches!(skip, Skip::Category | Skip::Both) {
        if let Some(id) = f.category_id {
            c.push("p.category_id = ?", [Value::Integer(id)]);
        }
        if let Some(name) = &f.category {
            c.push(
                "p.category LIKE ? ESCAPE '\\'",
                [Value::Text(text::like_contains(name))],
            );
        }
    }
    if !matches!(skip, Skip::Brand | Skip::Both) {
        if let Some(id) = f.brand_id {
            c.push("p.brand_id = ?", [Value::Integer(id)]);
        }
        if let Some(name) = &f.brand {
            c.push(
                "p.brand LIKE ? ESCAPE '\\'",
                [Value::Text(text::like_contains(name))],
            );
        }
    }
    for (bound, column, op) in [
        (&f.created_before, "p.created", "<"),
        (&f.created_after, "p.created", ">"),
        (&f.updated_before, "p.modified", "<"),
        (&f.updated_after, "p.modified", ">"),
    ] {
        if let Some(v) = bound {
            // Dates were checked at the door; one that still does not read
            // matches nothing rather than everything.
            let ms = instant_ms(Some(v)).map_or(Value::Null, Value::Integer);
            c.push(format!("{column} {op} ?"), [ms]);
        }
    }
    for (id, column) in [
        (q.year_id, "year_id"),
        (q.model_id, "model_id"),
        (q.make_id, "make_id"),
    ] {
        if let Some(id) = id {
            c.push(
                format!("p.id IN (SELECT product FROM fitment WHERE {column} = ?)"),
                [Value::Integer(id)],
            );
        }
    }
    c
}

/// Adds "matches the text" (FTS words, or an exact SKU/EAN) to `c`.
fn with_text(mut c: Cond, t: &Typed) -> Cond {
    let exact = [Value::Text(t.exact.clone()), Value::Text(t.exact.clone())];
    match &t.expr {
        Some(expr) => c.push(
            "p.id IN (SELECT rowid FROM search WHERE search MATCH ?
                      UNION SELECT id FROM products WHERE sku_key = ? OR ean = ?)",
            std::iter::once(Value::Text(expr.clone())).chain(exact),
        ),
        None => c.push("(p.sku_key = ? OR p.ean = ?)", exact),
    }
    c
}

/// The order of a sort, written to match an index of `schema` exactly
/// (so a page of the whole catalogue is read in order, not sorted): a
/// descending order leaves empty values last by itself; an ascending one
/// puts them last with `IS NULL`.
fn order_by(sort: SortKey, currency: Currency) -> String {
    let dealer = match currency {
        Currency::Gbp => "p.gbp",
        Currency::Usd => "p.usd",
        Currency::Eur => "p.eur",
    };
    let up = |c: &str| format!("{c} IS NULL, {c}, p.sku");
    let down = |c: &str| format!("{c} DESC, p.sku DESC");
    match sort {
        SortKey::Name | SortKey::Relevance => "p.name_key, p.sku".to_string(),
        SortKey::Sku => "p.sku".to_string(),
        SortKey::PriceAsc => up("p.site_price"),
        SortKey::PriceDesc => down("p.site_price"),
        SortKey::DealerAsc => up(dealer),
        SortKey::DealerDesc => down(dealer),
        SortKey::Newest => down("p.created"),
        SortKey::Updated => down("p.modified"),
    }
}

fn ids(conn: &Connection, sql: &str, params: &[Value]) -> DbResult<Vec<i64>> {
    let mut stmt = conn.prepare_cached(sql)?;
    let rows = stmt.query_map(params_from_iter(params.iter()), |r| r.get::<_, i64>(0))?;
    rows.collect()
}

/// Most matches ranked by bm25; broader text is ordered more cheaply.
const RANK_LIMIT: usize = 1_500;

/// How many products match the FTS expression alone (no ranking).
fn fts_count(conn: &Connection, expr: &str) -> DbResult<usize> {
    let n: i64 = conn
        .prepare_cached("SELECT COUNT(*) FROM search WHERE search MATCH ?1")?
        .query_row([expr], |r| r.get(0))?;
    Ok(usize::try_from(n).unwrap_or(0))
}

fn count(conn: &Connection, q: &ListQuery) -> DbResult<usize> {
    let base = filters(q, Skip::Nothing);
    let n: i64 = match typed(q) {
        // Text alone: the FTS count, plus an exact SKU/EAN hit the words
        // missed (rare: an SKU whose pieces are not all word prefixes).
        Some(Typed {
            expr: Some(expr),
            exact,
        }) if base.is_empty() => {
            let missed: i64 = conn
                .prepare_cached(
                    "SELECT COUNT(*) FROM products WHERE (sku_key = ?2 OR ean = ?2)
                     AND id NOT IN (SELECT rowid FROM search WHERE search MATCH ?1)",
                )?
                .query_row(rusqlite::params![expr, exact], |r| r.get(0))?;
            fts_count(conn, &expr)? as i64 + missed
        }
        Some(t) => {
            let c = with_text(base, &t);
            conn.prepare_cached(&format!(
                "SELECT COUNT(*) FROM products p{}",
                c.where_clause()
            ))?
            .query_row(params_from_iter(c.params.iter()), |r| r.get(0))?
        }
        None => conn
            .prepare_cached(&format!(
                "SELECT COUNT(*) FROM products p{}",
                base.where_clause()
            ))?
            .query_row(params_from_iter(base.params.iter()), |r| r.get(0))?,
    };
    Ok(usize::try_from(n).unwrap_or(0))
}

/// The ids at positions `range` of the query's order. With text, exact
/// SKU/EAN hits lead whatever the order; then best match (FTS rank) or the
/// chosen sort.
fn page_ids(
    conn: &Connection,
    q: &ListQuery,
    currency: Currency,
    range: std::ops::Range<usize>,
) -> DbResult<Vec<i64>> {
    let base = filters(q, Skip::Nothing);
    let Some(t) = typed(q) else {
        let sql = format!(
            "SELECT p.id FROM products p{} ORDER BY {} LIMIT ? OFFSET ?",
            base.where_clause(),
            order_by(q.sort, currency)
        );
        let mut params = base.params;
        params.push(Value::Integer(range.len() as i64));
        params.push(Value::Integer(range.start as i64));
        return ids(conn, &sql, &params);
    };
    // Exact hits first (an SKU before an EAN), filtered like the rest.
    let mut exact_c = base.clone();
    exact_c.push(
        "(p.sku_key = ? OR p.ean = ?)",
        [Value::Text(t.exact.clone()), Value::Text(t.exact.clone())],
    );
    let mut exact_params = exact_c.params.clone();
    exact_params.push(Value::Text(t.exact.clone()));
    let exact = ids(
        conn,
        &format!(
            "SELECT p.id FROM products p{} ORDER BY p.sku_key = ? DESC, p.sku LIMIT 4",
            exact_c.where_clause()
        ),
        &exact_params,
    )?;
    let mut out: Vec<i64> = exact
        .iter()
        .skip(range.start)
        .take(range.len())
        .copied()
        .collect();
    let Some(expr) = t.expr.clone() else {
        return Ok(out);
    };
    let want = range.len() - out.len();
    if want == 0 {
        return Ok(out);
    }
    let offset = range.start.saturating_sub(exact.len());
    let not_exact = if exact.is_empty() {
        String::new()
    } else {
        format!(
            " AND s.rowid NOT IN ({})",
            vec!["?"; exact.len()].join(", ")
        )
    };
    let exact_vals = exact.iter().map(|id| Value::Integer(*id));
    let expr_text = expr.clone();
    let mut params = vec![Value::Text(expr)];
    // Ranking reads every match; past RANK_LIMIT matches (a short prefix
    // such as "br") best match orders matches in SKU, EAN, name or brand
    // before those only in descriptions, then by name: as useful to a
    // person typing, at a bounded cost.
    let ranked = q.sort == SortKey::Relevance && fts_count(conn, &expr_text)? <= RANK_LIMIT;
    let broad = q.sort == SortKey::Relevance && !ranked;
    let sql = if ranked {
        // Best match: FTS5's rank order, joined to the products only when
        // there are filters to check.
        params.extend(base.params.iter().cloned());
        params.extend(exact_vals);
        let (join, conds) = if base.is_empty() {
            (String::new(), String::new())
        } else {
            (
                " JOIN products p ON p.id = s.rowid".to_string(),
                format!(" AND {}", base.sql.join(" AND ")),
            )
        };
        format!(
            "SELECT s.rowid FROM search s{join} WHERE search MATCH ?{conds}{not_exact}
             ORDER BY s.rank LIMIT ? OFFSET ?"
        )
    } else {
        params.extend(exact_vals);
        params.extend(base.params.iter().cloned());
        let conds = if base.is_empty() {
            String::new()
        } else {
            format!(" AND {}", base.sql.join(" AND "))
        };
        let order = if broad {
            params.push(Value::Text(format!(
                "{{sku ean name brand}} : ({expr_text})"
            )));
            "p.id IN (SELECT rowid FROM search WHERE search MATCH ?) DESC, p.name_key, p.sku"
                .to_string()
        } else {
            order_by(q.sort, currency)
        };
        format!(
            "SELECT p.id FROM products p JOIN (SELECT rowid FROM search s WHERE search MATCH ?{not_exact}) m
             ON m.rowid = p.id WHERE 1{conds} ORDER BY {order} LIMIT ? OFFSET ?"
        )
    };
    params.push(Value::Integer(want as i64));
    params.push(Value::Integer(offset as i64));
    out.extend(ids(conn, &sql, &params)?);
    Ok(out)
}

/// The list summaries of these ids, in the same order.
fn summaries_of(conn: &Connection, ids: &[i64]) -> DbResult<Vec<ProductSummary>> {
    let mut stmt = conn.prepare_cached("SELECT summary FROM records WHERE id = ?1")?;
    let mut out = Vec::with_capacity(ids.len());
    for id in ids {
        let mut rows = stmt.query([id])?;
        if let Some(row) = rows.next()? {
            if let Ok(s) = serde_json::from_str(&row.get::<_, String>(0)?) {
                out.push(s);
            }
        }
    }
    Ok(out)
}

/// What a list query's filters and text give regardless of page and order:
/// the total and the facet counts. Kept between page views of one query.
#[derive(Debug, Clone, PartialEq)]
pub struct Counts {
    pub total: usize,
    pub facets: Option<Facets>,
}

/// One page of products for the query, its total, and (when asked) facets.
/// `known` carries counts already computed for the same filters and text.
pub fn list(
    conn: &Connection,
    q: &ListQuery,
    currency: Currency,
    want_facets: bool,
    known: Option<Counts>,
) -> DbResult<(Found, Counts)> {
    let known = known.filter(|k| k.facets.is_some() || !want_facets);
    let total = match &known {
        Some(k) => k.total,
        None => count(conn, q)?,
    };
    let (page, pages, range) = paginate(total, q.page);
    let items = if range.is_empty() {
        Vec::new()
    } else {
        summaries_of(conn, &page_ids(conn, q, currency, range)?)?
    };
    let facets = match (want_facets, known.and_then(|k| k.facets)) {
        (false, _) => None,
        (true, Some(f)) => Some(f),
        (true, None) => Some(match typed(q) {
            Some(Typed {
                expr: Some(expr), ..
            }) => text_facets(conn, q, &expr)?,
            _ => Facets {
                categories: facet(conn, q, Skip::Category)?,
                brands: facet(conn, q, Skip::Brand)?,
            },
        }),
    };
    Ok((
        Found {
            total,
            page,
            pages,
            items,
            facets: facets.clone(),
        },
        Counts { total, facets },
    ))
}

/// Every matching product's full record, in the query's order (for export).
pub fn records(conn: &Connection, q: &ListQuery, currency: Currency) -> DbResult<Vec<Product>> {
    let total = count(conn, q)?;
    let ids = page_ids(conn, q, currency, 0..total)?;
    let mut stmt = conn.prepare_cached("SELECT record FROM records WHERE id = ?1")?;
    let mut out = Vec::with_capacity(ids.len());
    for id in ids {
        let mut rows = stmt.query([id])?;
        if let Some(row) = rows.next()? {
            if let Ok(p) = serde_json::from_str(&row.get::<_, String>(0)?) {
                out.push(p);
            }
        }
    }
    Ok(out)
}

/// Counts per category or brand, with every filter but that one applied.
/// Names come from the stored listings (falling back to a product's), so
/// the count itself reads only an index.
fn facet(conn: &Connection, q: &ListQuery, skip: Skip) -> DbResult<Vec<FacetCount>> {
    let (id, name, listing) = match skip {
        Skip::Category => ("p.category_id", "p.category", "categories"),
        _ => ("p.brand_id", "p.brand", "brands"),
    };
    let mut c = filters(q, skip);
    c.push(format!("{id} IS NOT NULL"), []);
    let (from, params) = match typed(q) {
        // Text: walk the FTS matches and join, no set to build first.
        Some(Typed {
            expr: Some(expr), ..
        }) => {
            let mut params = vec![Value::Text(expr)];
            params.extend(c.params.iter().cloned());
            (
                format!(
                    "search s JOIN products p ON p.id = s.rowid WHERE search MATCH ? AND {}",
                    c.sql.join(" AND ")
                ),
                params,
            )
        }
        Some(t) => {
            let c = with_text(c, &t);
            (format!("products p{}", c.where_clause()), c.params)
        }
        None => (format!("products p{}", c.where_clause()), c.params.clone()),
    };
    let sql = format!("SELECT {id}, COUNT(*) FROM {from} GROUP BY {id}");
    let counted: std::collections::HashMap<i64, usize> = {
        let mut stmt = conn.prepare_cached(&sql)?;
        let rows = stmt.query_map(params_from_iter(params.iter()), |r| {
            Ok((
                r.get::<_, i64>(0)?,
                usize::try_from(r.get::<_, i64>(1)?).unwrap_or(0),
            ))
        })?;
        rows.collect::<DbResult<_>>()?
    };
    named(
        conn,
        counted,
        listing,
        id.trim_start_matches("p."),
        name.trim_start_matches("p."),
    )
}

/// Both facets of a text query in one walk over its matches: each row
/// says its category and brand and whether it passes the category and the
/// brand filters; each dimension then counts the rows that pass the other.
fn text_facets(conn: &Connection, q: &ListQuery, expr: &str) -> DbResult<Facets> {
    let rest = filters(q, Skip::Both);
    let cat = filters(&only_category(q), Skip::Brand);
    let brand = filters(&only_brand(q), Skip::Category);
    let test = |c: &Cond| {
        if c.is_empty() {
            "1".to_string()
        } else {
            c.sql.join(" AND ")
        }
    };
    let conds = if rest.is_empty() {
        String::new()
    } else {
        format!(" AND {}", rest.sql.join(" AND "))
    };
    let sql = format!(
        "SELECT p.category_id, p.brand_id, ({}), ({}) FROM search s JOIN products p ON p.id = s.rowid
         WHERE search MATCH ?{conds}",
        test(&cat),
        test(&brand)
    );
    let mut params: Vec<Value> = cat.params;
    params.extend(brand.params);
    params.push(Value::Text(expr.to_string()));
    params.extend(rest.params);
    let mut by_cat: std::collections::HashMap<i64, usize> = Default::default();
    let mut by_brand: std::collections::HashMap<i64, usize> = Default::default();
    {
        let mut stmt = conn.prepare_cached(&sql)?;
        let mut rows = stmt.query(params_from_iter(params.iter()))?;
        while let Some(r) = rows.next()? {
            let (c, b): (Option<i64>, Option<i64>) = (r.get(0)?, r.get(1)?);
            let (cat_ok, brand_ok): (bool, bool) = (r.get(2)?, r.get(3)?);
            if let (Some(c), true) = (c, brand_ok) {
                *by_cat.entry(c).or_default() += 1;
            }
            if let (Some(b), true) = (b, cat_ok) {
                *by_brand.entry(b).or_default() += 1;
            }
        }
    }
    Ok(Facets {
        categories: named(conn, by_cat, "categories", "category_id", "category")?,
        brands: named(conn, by_brand, "brands", "brand_id", "brand")?,
    })
}

/// The query with only its category filters (for testing them per row).
fn only_category(q: &ListQuery) -> ListQuery {
    let mut o = ListQuery::default();
    o.filters.category_id = q.filters.category_id;
    o.filters.category = q.filters.category.clone();
    o
}

/// The query with only its brand filters.
fn only_brand(q: &ListQuery) -> ListQuery {
    let mut o = ListQuery::default();
    o.filters.brand_id = q.filters.brand_id;
    o.filters.brand = q.filters.brand.clone();
    o
}

/// Facet counts with their names, most first, at most 60.
fn named(
    conn: &Connection,
    counts: std::collections::HashMap<i64, usize>,
    listing: &str,
    id: &str,
    name: &str,
) -> DbResult<Vec<FacetCount>> {
    let names = listing_names(conn, listing)?;
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

/// Id -> name from a stored listing (categories or brands).
fn listing_names(
    conn: &Connection,
    kind: &str,
) -> DbResult<std::collections::HashMap<i64, String>> {
    use rusqlite::OptionalExtension;
    #[derive(serde::Deserialize)]
    struct Named {
        id: i64,
        name: Option<String>,
    }
    let body: Option<String> = conn
        .prepare_cached("SELECT body FROM listings WHERE kind = ?1")?
        .query_row([kind], |r| r.get(0))
        .optional()?;
    let list: Vec<Named> = body
        .and_then(|b| serde_json::from_str(&b).ok())
        .unwrap_or_default();
    Ok(list
        .into_iter()
        .filter_map(|n| Some((n.id, crate::model::clean_text(n.name.as_deref()?))))
        .collect())
}

/// Up to eight products for the lookup box: exact SKU/EAN first, then
/// prefix matches over SKU, EAN, name and brand by rank.
pub fn suggest(conn: &Connection, typed: &str) -> DbResult<Vec<Suggestion>> {
    let typed = typed.trim();
    let terms = text::terms(typed);
    if typed.chars().count() < 2 || terms.is_empty() {
        return Ok(Vec::new());
    }
    let exact = text::sku_key(typed);
    let mut found: Vec<(i64, bool)> = ids(
        conn,
        "SELECT id FROM products WHERE sku_key = ?1 OR ean = ?1 ORDER BY sku_key = ?1 DESC LIMIT 2",
        &[Value::Text(exact)],
    )?
    .into_iter()
    .map(|id| (id, true))
    .collect();
    if let Some(expr) = text::match_expr(&terms, Some("{sku ean name brand}")) {
        // Ranked when the matches are few; a short, broad prefix lists
        // matching products by name instead (ranking would read them all).
        let sql = if fts_count(conn, &expr)? <= RANK_LIMIT {
            "SELECT rowid FROM search WHERE search MATCH ?1 ORDER BY rank LIMIT ?2"
        } else {
            "SELECT p.id FROM products p WHERE p.id IN (SELECT rowid FROM search WHERE search MATCH ?1)
             ORDER BY p.name_key, p.sku LIMIT ?2"
        };
        let more = ids(
            conn,
            sql,
            &[Value::Text(expr), Value::Integer(SUGGESTIONS as i64 + 2)],
        )?;
        for id in more {
            if !found.iter().any(|(f, _)| *f == id) {
                found.push((id, false));
            }
        }
    }
    found.truncate(SUGGESTIONS);
    let ids_only: Vec<i64> = found.iter().map(|(id, _)| *id).collect();
    let summaries = summaries_of(conn, &ids_only)?;
    Ok(summaries
        .into_iter()
        .zip(found)
        .map(|(s, (_, exact))| Suggestion {
            sku: s.sku,
            name: s.name,
            brand: s.brand,
            exact,
        })
        .collect())
}

/// The SKU of the product whose SKU or EAN is exactly this text.
pub fn find_exact(conn: &Connection, typed: &str) -> DbResult<Option<String>> {
    use rusqlite::OptionalExtension;
    let key = text::sku_key(typed);
    conn.prepare_cached(
        "SELECT sku FROM products WHERE sku_key = ?1 OR ean = ?1
         ORDER BY sku_key = ?1 DESC LIMIT 1",
    )?
    .query_row([&key], |r| r.get(0))
    .optional()
}

/// Summaries of these SKUs, in the order asked; unknown ones left out.
pub fn summaries(conn: &Connection, skus: &[String]) -> DbResult<Vec<ProductSummary>> {
    let mut found = Vec::new();
    for sku in skus {
        found.extend(ids(
            conn,
            "SELECT id FROM products WHERE sku_key = ?1 LIMIT 1",
            &[Value::Text(text::sku_key(sku))],
        )?);
    }
    summaries_of(conn, &found)
}
