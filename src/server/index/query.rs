//! Reading the index: one page of a list with its total and facets,
//! suggestions for the lookup box, and exact SKU/EAN finds.
//!
//! Every query is built from fixed SQL fragments; what a person typed only
//! ever travels as a bound parameter (and, for FTS5, as quoted prefix words
//! from `text`). Runs on blocking threads only.

use rusqlite::{params_from_iter, types::Value, Connection};

use super::{schema::RANK, store::instant_ms, text};
use crate::{
    model::{
        listing::ProductSummary,
        query::{ListQuery, SortKey},
        search::{FacetCount, Facets, Suggestion, SUGGESTIONS},
        Currency,
    },
    server::lists::paginate,
};

pub type DbResult<T> = Result<T, rusqlite::Error>;

/// Score given to an exact SKU or EAN hit: below any bm25 rank, so first.
const EXACT: f64 = -1.0e9;

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
}

/// A query's FROM and WHERE with their parameters, in order.
struct Plan {
    with: String,
    from: &'static str,
    wheres: Vec<String>,
    params: Vec<Value>,
}

impl Plan {
    fn sql(&self, select: &str, tail: &str) -> String {
        let wheres = if self.wheres.is_empty() {
            String::new()
        } else {
            format!(" WHERE {}", self.wheres.join(" AND "))
        };
        format!("{}SELECT {select} FROM {}{wheres} {tail}", self.with, self.from)
    }
}

fn plan(q: &ListQuery, skip: Skip) -> Plan {
    let mut p = Plan {
        with: String::new(),
        from: "products p",
        wheres: Vec::new(),
        params: Vec::new(),
    };
    if let Some(t) = q.text.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        let exact = text::sku_key(t);
        match text::match_expr(&text::terms(t), None) {
            Some(expr) => {
                p.with = format!(
                    "WITH hits(id, score) AS (
                        SELECT rowid, {RANK} FROM search WHERE search MATCH ?
                        UNION ALL SELECT id, {EXACT} FROM products WHERE sku_key = ? OR ean = ?),
                     hit AS (SELECT id, MIN(score) AS score FROM hits GROUP BY id) "
                );
                p.params.push(Value::Text(expr));
            }
            None => {
                p.with = format!(
                    "WITH hit(id, score) AS (
                        SELECT id, {EXACT} FROM products WHERE sku_key = ? OR ean = ?) "
                );
            }
        }
        p.params.push(Value::Text(exact.clone()));
        p.params.push(Value::Text(exact));
        p.from = "hit JOIN products p ON p.id = hit.id";
    }
    let f = &q.filters;
    if skip != Skip::Category {
        if let Some(id) = f.category_id {
            p.wheres.push("p.category_id = ?".into());
            p.params.push(Value::Integer(id));
        }
        if let Some(name) = &f.category {
            p.wheres.push("p.category LIKE ? ESCAPE '\\'".into());
            p.params.push(Value::Text(text::like_contains(name)));
        }
    }
    if skip != Skip::Brand {
        if let Some(id) = f.brand_id {
            p.wheres.push("p.brand_id = ?".into());
            p.params.push(Value::Integer(id));
        }
        if let Some(name) = &f.brand {
            p.wheres.push("p.brand LIKE ? ESCAPE '\\'".into());
            p.params.push(Value::Text(text::like_contains(name)));
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
            p.wheres.push(format!("{column} {op} ?"));
            p.params.push(match instant_ms(Some(v)) {
                Some(ms) => Value::Integer(ms),
                None => Value::Null,
            });
        }
    }
    for (id, column) in [
        (q.year_id, "year_id"),
        (q.model_id, "model_id"),
        (q.make_id, "make_id"),
    ] {
        if let Some(id) = id {
            p.wheres
                .push(format!("p.id IN (SELECT product FROM fitment WHERE {column} = ?)"));
            p.params.push(Value::Integer(id));
        }
    }
    p
}

fn order_by(q: &ListQuery, currency: Currency) -> String {
    let has_text = q.text.as_deref().is_some_and(|t| !t.trim().is_empty());
    let dealer = match currency {
        Currency::Gbp => "p.gbp",
        Currency::Usd => "p.usd",
        Currency::Eur => "p.eur",
    };
    let body = match q.sort {
        SortKey::Relevance if has_text => "hit.score, p.name_key, p.sku".to_string(),
        SortKey::Name | SortKey::Relevance => "p.name_key, p.sku".to_string(),
        SortKey::Sku => "p.sku".to_string(),
        SortKey::PriceAsc => "p.site_price IS NULL, p.site_price, p.sku".to_string(),
        SortKey::PriceDesc => "p.site_price IS NULL, p.site_price DESC, p.sku".to_string(),
        SortKey::DealerAsc => format!("{dealer} IS NULL, {dealer}, p.sku"),
        SortKey::DealerDesc => format!("{dealer} IS NULL, {dealer} DESC, p.sku"),
        SortKey::Newest => "p.created IS NULL, p.created DESC, p.sku".to_string(),
        SortKey::Updated => "p.modified IS NULL, p.modified DESC, p.sku".to_string(),
    };
    if has_text && q.sort != SortKey::Relevance {
        // An exact SKU or EAN hit leads whatever the order.
        format!("ORDER BY hit.score <> {EXACT}, {body}")
    } else {
        format!("ORDER BY {body}")
    }
}

fn summary(json: &str) -> Option<ProductSummary> {
    serde_json::from_str(json).ok()
}

/// One page of products for the query, its total, and (when asked) facets.
pub fn list(
    conn: &Connection,
    q: &ListQuery,
    currency: Currency,
    want_facets: bool,
) -> DbResult<Found> {
    let all = plan(q, Skip::Nothing);
    let total: i64 = conn
        .prepare_cached(&all.sql("COUNT(*)", ""))?
        .query_row(params_from_iter(all.params.iter()), |r| r.get(0))?;
    let total = usize::try_from(total).unwrap_or(0);
    let (page, pages, range) = paginate(total, q.page);
    let mut items = Vec::with_capacity(range.len());
    if !range.is_empty() {
        let sql = all.sql("p.summary", &format!("{} LIMIT ? OFFSET ?", order_by(q, currency)));
        let mut params = all.params.clone();
        params.push(Value::Integer(range.len() as i64));
        params.push(Value::Integer(range.start as i64));
        let mut stmt = conn.prepare_cached(&sql)?;
        let rows = stmt.query_map(params_from_iter(params.iter()), |r| r.get::<_, String>(0))?;
        for row in rows {
            if let Some(s) = summary(&row?) {
                items.push(s);
            }
        }
    }
    let facets = if want_facets {
        Some(Facets {
            categories: facet(conn, q, Skip::Category)?,
            brands: facet(conn, q, Skip::Brand)?,
        })
    } else {
        None
    };
    Ok(Found {
        total,
        page,
        pages,
        items,
        facets,
    })
}

/// Every matching product's full record, in the query's order (for export).
pub fn records(
    conn: &Connection,
    q: &ListQuery,
    currency: Currency,
) -> DbResult<Vec<crate::model::Product>> {
    let all = plan(q, Skip::Nothing);
    let sql = all.sql("p.record", &order_by(q, currency));
    let mut stmt = conn.prepare_cached(&sql)?;
    let rows = stmt.query_map(params_from_iter(all.params.iter()), |r| r.get::<_, String>(0))?;
    let mut out = Vec::new();
    for row in rows {
        if let Ok(p) = serde_json::from_str(&row?) {
            out.push(p);
        }
    }
    Ok(out)
}

/// Counts per category or brand, with every filter but that one applied.
fn facet(conn: &Connection, q: &ListQuery, skip: Skip) -> DbResult<Vec<FacetCount>> {
    let (id, name) = match skip {
        Skip::Category => ("p.category_id", "p.category"),
        _ => ("p.brand_id", "p.brand"),
    };
    let mut p = plan(q, skip);
    p.wheres.push(format!("{id} IS NOT NULL"));
    let sql = p.sql(
        &format!("{id}, MAX({name}), COUNT(*)"),
        &format!("GROUP BY {id} ORDER BY 3 DESC, 2 LIMIT 60"),
    );
    let mut stmt = conn.prepare_cached(&sql)?;
    let rows = stmt.query_map(params_from_iter(p.params.iter()), |r| {
        Ok(FacetCount {
            id: r.get(0)?,
            name: r.get::<_, Option<String>>(1)?.unwrap_or_else(|| "—".into()),
            count: usize::try_from(r.get::<_, i64>(2)?).unwrap_or(0),
        })
    })?;
    rows.collect()
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
    let mut out: Vec<Suggestion> = Vec::new();
    let push = |json: String, exact: bool, out: &mut Vec<Suggestion>| {
        if let Some(s) = summary(&json) {
            if !out.iter().any(|o| o.sku == s.sku) {
                out.push(Suggestion {
                    sku: s.sku,
                    name: s.name,
                    brand: s.brand,
                    exact,
                });
            }
        }
    };
    {
        let mut stmt = conn.prepare_cached(
            "SELECT summary FROM products WHERE sku_key = ?1 OR ean = ?1 LIMIT 2",
        )?;
        for row in stmt.query_map([&exact], |r| r.get::<_, String>(0))? {
            push(row?, true, &mut out);
        }
    }
    if let Some(expr) = text::match_expr(&terms, Some("{sku ean name brand}")) {
        let mut stmt = conn.prepare_cached(&format!(
            "SELECT p.summary FROM search JOIN products p ON p.id = search.rowid
             WHERE search MATCH ?1 ORDER BY {RANK}, p.name_key LIMIT ?2"
        ))?;
        let rows = stmt.query_map(rusqlite::params![expr, SUGGESTIONS as i64 + 2], |r| {
            r.get::<_, String>(0)
        })?;
        for row in rows {
            push(row?, false, &mut out);
        }
    }
    out.truncate(SUGGESTIONS);
    Ok(out)
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
    let mut stmt = conn.prepare_cached("SELECT summary FROM products WHERE sku_key = ?1")?;
    let mut out = Vec::new();
    for sku in skus {
        let mut rows = stmt.query([text::sku_key(sku)])?;
        if let Some(row) = rows.next()? {
            if let Some(s) = summary(&row.get::<_, String>(0)?) {
                out.push(s);
            }
        }
    }
    Ok(out)
}
