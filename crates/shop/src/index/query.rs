//! Reading the index: one page of a list with its total and facets,
//! suggestions for the lookup box, and exact SKU/EAN finds.
//!
//! Every query is built from fixed SQL fragments; what a person typed only
//! ever travels as a bound parameter (and, for FTS5, as quoted prefix words
//! from `text`). Counting and faceting walk the in-memory columns (`scan`);
//! a page of a filter-only list is read in order through an index of the
//! narrow `products` table; a page of a text search is ordered in memory
//! from its result set. The wide JSON in `records` is read for the rows of
//! the page alone. Runs on blocking threads only.

use rusqlite::{params_from_iter, types::Value, Connection};

use super::{
    columns::{take_ordered, Columns, Order, Pos},
    scan::{self, exact_ids, text_bits, text_matches, typed, Keep, Scan, Typed},
    store::instant_ms,
    terms::{Bits, Within},
    text,
};
use crate::model::{
    listing::ProductSummary,
    query::{paginate, ListQuery, SortKey},
    search::{Facets, Suggestion, SUGGESTIONS},
    Currency, Product,
};

use super::db::DbResult;

/// One page of a list, as read from the index.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    pub total: usize,
    pub page: usize,
    pub pages: usize,
    pub items: Vec<ProductSummary>,
    pub facets: Option<Facets>,
    /// Folded lists: each item's family (label and summary, the item
    /// included); empty otherwise.
    pub families: Vec<Vec<(String, ProductSummary)>>,
}

/// The filters of a query (not its text) as SQL conditions on
/// `products p`, with their parameters in order.
fn filters(q: &ListQuery) -> (Vec<String>, Vec<Value>) {
    let mut sql: Vec<String> = Vec::new();
    let mut params = Vec::new();
    let f = &q.filters;
    let contains = |name: &Option<String>| name.as_deref().map(text::like_contains);
    for (value, cond) in [
        (f.category_id.map(Value::Integer), "p.category_id = ?"),
        (
            contains(&f.category).map(Value::Text),
            "p.category LIKE ? ESCAPE '\\'",
        ),
        (f.brand_id.map(Value::Integer), "p.brand_id = ?"),
        (
            contains(&f.brand).map(Value::Text),
            "p.brand LIKE ? ESCAPE '\\'",
        ),
    ] {
        if let Some(v) = value {
            sql.push(cond.to_string());
            params.push(v);
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
            sql.push(format!("{column} {op} ?"));
            params.push(instant_ms(Some(v)).map_or(Value::Null, Value::Integer));
        }
    }
    for (id, column) in [
        (q.year_id, "year_id"),
        (q.model_id, "model_id"),
        (q.make_id, "make_id"),
    ] {
        if let Some(id) = id {
            sql.push(format!(
                "p.id IN (SELECT product FROM fitment WHERE {column} = ?)"
            ));
            params.push(Value::Integer(id));
        }
    }
    (sql, params)
}

/// The order of a sort, written to match an index of `schema` exactly
/// (so a page of the whole catalogue is read in order, not sorted): a
/// descending order leaves empty values last by itself; an ascending one
/// puts them last with `IS NULL`.
pub(super) fn order_by(sort: SortKey, currency: Currency) -> String {
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

/// Most matches listed in the index's order for "best match"; more are
/// put in the order below (hits in SKU, EAN, name or brand first, then by
/// name).
///
/// The index's order is FTS5's `ORDER BY rank`, as these lists were first
/// written: FTS5 scores every row of this table alike (a contentless table
/// with column detail keeps no positions for `bm25` to count), so its best
/// match is the order rows were indexed in, and reading it in memory gives
/// the same list without asking FTS5 to sort.
const RANK_LIMIT: usize = 1_500;

/// The ids at positions `range` of a filter-only list, read in order
/// through the index that matches its sort.
fn page_ids(
    conn: &Connection,
    q: &ListQuery,
    currency: Currency,
    range: std::ops::Range<usize>,
) -> DbResult<Vec<i64>> {
    let (conds, mut params) = filters(q);
    let clause = if conds.is_empty() {
        String::new()
    } else {
        format!(" WHERE {}", conds.join(" AND "))
    };
    let sql = format!(
        "SELECT p.id FROM products p{clause} ORDER BY {} LIMIT ? OFFSET ?",
        order_by(q.sort, currency)
    );
    params.push(Value::Integer(range.len() as i64));
    params.push(Value::Integer(range.start as i64));
    ids(conn, &sql, &params)
}

/// The ids at positions `range` of a text search's result set: exact SKU
/// and EAN hits first whatever the order, then best match or the sort.
pub(super) fn text_page(
    conn: &Connection,
    cols: &Columns,
    q: &ListQuery,
    currency: Currency,
    t: &Typed,
    found: &Scan,
    range: std::ops::Range<usize>,
) -> DbResult<Vec<i64>> {
    let exact: Vec<Pos> = exact_ids(conn, &t.exact)?
        .into_iter()
        .filter_map(|id| cols.pos(id))
        .filter(|p| found.passes(*p))
        .collect();
    let mut out: Vec<Pos> = exact
        .iter()
        .skip(range.start)
        .take(range.len())
        .copied()
        .collect();
    let want = range.len() - out.len();
    let rest = range.start.saturating_sub(exact.len())..range.end.saturating_sub(exact.len());
    if want > 0 {
        match (&t.expr, q.sort) {
            // Best match over few matches: the index's order (`RANK_LIMIT`).
            (Some(_), SortKey::Relevance) if found.matched <= RANK_LIMIT => {
                let others = found.pass.iter().copied().filter(|p| !exact.contains(p));
                out.extend(others.skip(rest.start).take(rest.len()));
            }
            // Best match over many (a short prefix such as "br"): ranking
            // would read every match, so matches in SKU, EAN, name or brand
            // come before those only in descriptions, then by name.
            (Some(_), SortKey::Relevance) => {
                let head = text_bits(conn, cols, &t.terms, Within::Head)?;
                let name = cols.order(conn, &order_by(SortKey::Name, currency))?;
                out.extend(head_first(
                    cols.len(),
                    &name,
                    &head,
                    &found.pass,
                    &exact,
                    rest,
                ));
            }
            (_, sort) => out.extend(ranked(
                conn,
                cols,
                &order_by(sort, currency),
                &found.pass,
                &exact,
                rest,
            )?),
        }
    }
    Ok(out.into_iter().map(|p| cols.id(p)).collect())
}

/// About how many rows a walk of an order of `all` rows reads to find the
/// first `end` of a set of `set` rows spread through it: all of them when
/// the set has fewer.
fn walk_steps(all: usize, set: usize, end: usize) -> u64 {
    if set < end || set == 0 {
        return all as u64;
    }
    ((end as u64).saturating_mul(all as u64) / set as u64).min(all as u64)
}

/// Whether walking `steps` rows of an order beats ranking every row of a
/// set of `set` and selecting (which costs about four steps a row): for a
/// set that is a good part of the catalogue, such as a short prefix's, a
/// first page is full after a few hundred steps.
fn worth_walking(steps: u64, set: usize) -> bool {
    steps <= 4 * set as u64
}

/// The `range` of `rows` (sorted, of `all` in the snapshot) less
/// `left_out`, in `order`: rows by their rank in it, and by position where
/// ranks tie.
fn in_order(
    all: usize,
    order: &Order,
    rows: &[Pos],
    left_out: &[Pos],
    range: std::ops::Range<usize>,
) -> Vec<Pos> {
    if worth_walking(walk_steps(all, rows.len(), range.end), rows.len()) {
        let set = Bits::of(all, rows);
        let shown = order.rows().iter().copied();
        return shown
            .filter(|p| set.contains(*p) && !left_out.contains(p))
            .skip(range.start)
            .take(range.len())
            .collect();
    }
    select(rows, left_out, |p| order.rank(p), range)
}

/// The `range` of `rows` less `left_out` by `key` (and by position where
/// keys tie): every row keyed, and only the range's part sorted.
fn select<K: Ord + Copy>(
    rows: &[Pos],
    left_out: &[Pos],
    key: impl Fn(Pos) -> K,
    range: std::ops::Range<usize>,
) -> Vec<Pos> {
    let items = rows
        .iter()
        .filter(|p| !left_out.contains(p))
        .map(|p| (key(*p), *p))
        .collect();
    take_ordered(items, range)
}

/// The `range` of `rows` (sorted, of `all` in the snapshot) less
/// `left_out`, the rows in `head` first, each part in `name` order.
fn head_first(
    all: usize,
    name: &Order,
    head: &Bits,
    rows: &[Pos],
    left_out: &[Pos],
    range: std::ops::Range<usize>,
) -> Vec<Pos> {
    if head_walk_pays(all, head, rows, range.end) {
        let set = Bits::of(all, rows);
        let shown = |p: &Pos| set.contains(*p) && !left_out.contains(p);
        let all = name.rows().iter().copied();
        let heads = all.clone().filter(|p| head.contains(*p) && shown(p));
        let others = all.filter(|p| !head.contains(*p) && shown(p));
        return heads
            .chain(others)
            .skip(range.start)
            .take(range.len())
            .collect();
    }
    select(rows, left_out, |p| (!head.contains(p), name.rank(p)), range)
}

/// Whether `head_first` should walk: the rows in `head` are walked for
/// first, then (when they are fewer than `end`) the others, so a set with
/// few head rows is read to the end of the order once more.
fn head_walk_pays(all: usize, head: &Bits, rows: &[Pos], end: usize) -> bool {
    if !worth_walking(walk_steps(all, rows.len(), end), rows.len()) {
        return false;
    }
    let heads = rows.iter().filter(|p| head.contains(**p)).count();
    let others = rows.len() - heads;
    let steps = walk_steps(all, heads, end)
        + if heads < end {
            walk_steps(all, others, end - heads)
        } else {
            0
        };
    worth_walking(steps, rows.len())
}

/// The rows at positions `range` of `rows` (sorted) less `left_out` in
/// `order` (an order's rank per row is read once per snapshot, so this
/// agrees with SQL's `ORDER BY`).
fn ranked(
    conn: &Connection,
    cols: &Columns,
    order: &str,
    rows: &[Pos],
    left_out: &[Pos],
    range: std::ops::Range<usize>,
) -> DbResult<Vec<Pos>> {
    let order = cols.order(conn, order)?;
    Ok(in_order(cols.len(), &order, rows, left_out, range))
}

/// The list summaries of these ids, in the same order.
pub(super) fn summaries_of(conn: &Connection, ids: &[i64]) -> DbResult<Vec<ProductSummary>> {
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
    cols: &Columns,
    q: &ListQuery,
    currency: Currency,
    want_facets: bool,
    known: Option<Counts>,
) -> DbResult<(Found, Counts)> {
    let known = known.filter(|k| k.facets.is_some() || !want_facets);
    let text = typed(q);
    // A bike narrows a list to its fitment rows, few enough to order in
    // memory (SQL would look each one up to sort it: 20 ms at 1,000,000
    // products).
    let by_bike = q.year_id.is_some() || q.model_id.is_some() || q.make_id.is_some();
    // A text search or a bike's list orders its own result set, so it is
    // always walked; another filter-only list is walked only to count it.
    let found = if text.is_some() || by_bike {
        Some(scan::scan(conn, cols, q, Keep::Rows)?)
    } else if known.is_none() {
        Some(scan::scan(conn, cols, q, Keep::Counts)?)
    } else {
        None
    };
    let counts = match (known, &found) {
        (Some(k), _) => k,
        (None, Some(s)) => Counts {
            total: s.tally.total,
            facets: if want_facets {
                Some(scan::facets(conn, cols, s)?)
            } else {
                None
            },
        },
        (None, None) => Counts {
            total: 0,
            facets: None,
        },
    };
    let (page, pages, range) = paginate(counts.total, q.page);
    let ids = match (&text, &found) {
        _ if range.is_empty() => Vec::new(),
        (Some(t), Some(s)) => text_page(conn, cols, q, currency, t, s, range)?,
        (None, Some(s)) if by_bike => {
            let order = order_by(q.sort, currency);
            ranked(conn, cols, &order, &s.pass, &[], range)?
                .into_iter()
                .map(|p| cols.id(p))
                .collect()
        }
        _ => page_ids(conn, q, currency, range)?,
    };
    Ok((
        Found {
            total: counts.total,
            page,
            pages,
            items: summaries_of(conn, &ids)?,
            facets: if want_facets {
                counts.facets.clone()
            } else {
                None
            },
            families: Vec::new(),
        },
        counts,
    ))
}

/// Every matching product's id, in the query's order: an export reads the
/// records behind them a chunk at a time.
pub fn record_ids(
    conn: &Connection,
    cols: &Columns,
    q: &ListQuery,
    currency: Currency,
) -> DbResult<Vec<i64>> {
    let text = typed(q);
    let keep = if text.is_some() {
        Keep::Rows
    } else {
        Keep::Counts
    };
    let found = scan::scan(conn, cols, q, keep)?;
    let all = 0..found.tally.total;
    match text {
        Some(t) => text_page(conn, cols, q, currency, &t, &found, all),
        None => page_ids(conn, q, currency, all),
    }
}

/// The records of these ids, in that order (unreadable ones left out).
pub fn records_by_id(conn: &Connection, ids: &[i64]) -> DbResult<Vec<Product>> {
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

/// Up to eight products for the lookup box: exact SKU/EAN first, then
/// prefix matches over SKU, EAN, name and brand (see `RANK_LIMIT` for
/// their order).
pub fn suggest(conn: &Connection, cols: &Columns, typed: &str) -> DbResult<Vec<Suggestion>> {
    let typed = typed.trim();
    let terms = text::terms(typed);
    if typed.chars().count() < 2 || terms.is_empty() {
        return Ok(Vec::new());
    }
    let exact = text::sku_key(typed);
    let mut found: Vec<(i64, bool)> = exact_ids(conn, &exact)?
        .into_iter()
        .take(2)
        .map(|id| (id, true))
        .collect();
    let matched = text_matches(conn, cols, &terms, Within::Head)?;
    let more: Vec<i64> = if matched.len() <= RANK_LIMIT {
        matched
            .into_iter()
            .take(SUGGESTIONS + 2)
            .map(|p| cols.id(p))
            .collect()
    } else {
        // A short, broad prefix lists matching products by name
        // instead (ranking would read them all).
        let name = order_by(SortKey::Name, Currency::Gbp);
        ranked(conn, cols, &name, &matched, &[], 0..SUGGESTIONS + 2)?
            .into_iter()
            .map(|p| cols.id(p))
            .collect()
    };
    for id in more {
        if !found.iter().any(|(f, _)| *f == id) {
            found.push((id, false));
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

#[cfg(test)]
mod tests {
    use rand::{rngs::StdRng, seq::SliceRandom, Rng, SeedableRng};

    use super::*;

    /// Walking an order and selecting from ranked rows give the same page,
    /// whichever is chosen, with rows the order did not list and rows left
    /// out, at every density of result set.
    #[test]
    fn a_page_read_by_walking_is_the_page_a_sort_gives() {
        let mut rng = StdRng::seed_from_u64(36);
        let all = 3_000usize;
        // How often each kind of page walked and selected.
        let (mut walked, mut selected) = ([0; 2], [0; 2]);
        for round in 0..60 {
            let mut rank: Vec<u32> = (0..all as u32).collect();
            rank.shuffle(&mut rng);
            // Rows the order did not list rank last, by position.
            let unlisted = round % 3 * 40;
            let mut listed: Vec<u32> = Vec::new();
            for (p, r) in rank.iter_mut().enumerate() {
                if p % 97 < unlisted / 40 {
                    *r = u32::MAX;
                } else {
                    listed.push(p as u32);
                }
            }
            listed.sort_by_key(|p| rank[*p as usize]);
            for (i, p) in listed.iter().enumerate() {
                rank[*p as usize] = i as u32;
            }
            let order = Order::new(rank.clone());
            let density = [0.002, 0.02, 0.2, 0.9][round % 4];
            let rows: Vec<Pos> = (0..all as Pos).filter(|_| rng.gen_bool(density)).collect();
            let left_out: Vec<Pos> = rows
                .iter()
                .copied()
                .filter(|_| rng.gen_bool(0.01))
                .collect();
            // Head rows many or few: with few, the walk for them reads to
            // the end of the order.
            let head_share = if round % 8 < 4 { 0.5 } else { 0.003 };
            let head_rows: Vec<Pos> = (0..all as Pos)
                .filter(|_| rng.gen_bool(head_share))
                .collect();
            let head = Bits::of(all, &head_rows);
            let start = rng.gen_range(0..rows.len().max(1) + 5);
            for range in [0..48, start..start + 48, 0..rows.len()] {
                let walks = [
                    worth_walking(walk_steps(all, rows.len(), range.end), rows.len()),
                    head_walk_pays(all, &head, &rows, range.end),
                ];
                for (w, walk) in walks.into_iter().enumerate() {
                    if walk {
                        walked[w] += 1;
                    } else {
                        selected[w] += 1;
                    }
                }
                let kept = rows.iter().copied().filter(|p| !left_out.contains(p));
                let mut by_rank: Vec<Pos> = kept.clone().collect();
                by_rank.sort_by_key(|p| (rank[*p as usize], *p));
                let mut by_head: Vec<Pos> = kept.collect();
                by_head.sort_by_key(|p| (!head.contains(*p), rank[*p as usize], *p));
                let cut = |v: &[Pos]| {
                    v.iter()
                        .copied()
                        .skip(range.start)
                        .take(range.len())
                        .collect::<Vec<_>>()
                };
                assert_eq!(
                    in_order(all, &order, &rows, &left_out, range.clone()),
                    cut(&by_rank)
                );
                assert_eq!(
                    head_first(all, &order, &head, &rows, &left_out, range.clone()),
                    cut(&by_head)
                );
            }
        }
        for w in 0..2 {
            assert!(
                walked[w] > 10 && selected[w] > 10,
                "{walked:?} walked, {selected:?} selected"
            );
        }
    }
}
