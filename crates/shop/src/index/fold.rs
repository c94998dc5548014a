//! Folded lists: one row per variant family. The query's whole result set
//! is put in its order (the same orders as unfolded pages), then each
//! family keeps its first product, the one the card shows; totals and pages
//! count families. The families come from the in-memory columns, so
//! folding reads no more SQL than ordering does; each card's members are
//! read for the rows of the page alone. Runs on blocking threads only.

use std::collections::HashSet;

use rusqlite::Connection;

use super::{
    columns::{Columns, Pos},
    db::DbResult,
    family,
    query::{order_by, summaries_of, text_page, Found},
    scan::{self, typed, Keep, Scan},
};
use crate::model::{
    query::{paginate, ListQuery},
    Currency,
};

/// Every matching row, in the query's order.
fn ordered(
    conn: &Connection,
    cols: &Columns,
    q: &ListQuery,
    currency: Currency,
    found: &Scan,
) -> DbResult<Vec<Pos>> {
    if let Some(t) = typed(q) {
        let ids = text_page(conn, cols, q, currency, &t, found, 0..found.pass.len())?;
        return Ok(ids.into_iter().filter_map(|id| cols.pos(id)).collect());
    }
    let order = cols.order(conn, &order_by(q.sort, currency))?;
    let mut items: Vec<(u32, Pos)> = found.pass.iter().map(|p| (order.rank(*p), *p)).collect();
    items.sort_unstable();
    Ok(items.into_iter().map(|(_, p)| p).collect())
}

/// The first row of each family, in order.
pub fn first_of_each(cols: &Columns, ordered: Vec<Pos>) -> Vec<Pos> {
    let mut seen = HashSet::new();
    ordered
        .into_iter()
        .filter(|p| seen.insert(cols.family(*p)))
        .collect()
}

/// One page of a folded list: one product per family with every member of
/// its family (its own label included), the total counting families, and
/// facets (counting products) when asked.
pub fn list(
    conn: &Connection,
    cols: &Columns,
    q: &ListQuery,
    currency: Currency,
    want_facets: bool,
) -> DbResult<Found> {
    let found = scan::scan(conn, cols, q, Keep::Rows)?;
    let firsts = first_of_each(cols, ordered(conn, cols, q, currency, &found)?);
    let (page, pages, range) = paginate(firsts.len(), q.page);
    let ids: Vec<i64> = firsts[range].iter().map(|p| cols.id(*p)).collect();
    let families = ids
        .iter()
        .map(|id| family::members(conn, *id))
        .collect::<DbResult<Vec<_>>>()?;
    Ok(Found {
        total: firsts.len(),
        page,
        pages,
        items: summaries_of(conn, &ids)?,
        facets: if want_facets {
            Some(scan::facets(conn, cols, &found)?)
        } else {
            None
        },
        families,
    })
}
