//! The narrow `products` table held in memory as columns, so counting,
//! faceting and ordering a result set of tens of thousands of matches is a
//! walk over arrays rather than a B-tree lookup per match.
//!
//! SQLite stays the source of truth and answers what it is quick at: the
//! FTS5 match (row ids), fitment (row ids by bike) and the records of one
//! page. A snapshot is loaded after writes (lazily, or at the end of a
//! sync) and shared read-only between readers; a row the snapshot does
//! not know yet is left out until the next one, never misread.
//!
//! Orders are the very SQL orders of the list pages, read once per
//! snapshot through their indexes into a rank per row, so an in-memory
//! sort agrees with a SQL `ORDER BY` to the row.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex, OnceLock},
};

use rusqlite::Connection;

use super::{
    db::{lock, DbResult},
    terms::Terms,
};

pub use super::terms::Pos;

/// One distinct (id, name) pair of a category or brand, as products carry
/// them: filters by name are tested once per pair, not once per product.
#[derive(Debug, Clone, PartialEq)]
pub struct Group {
    pub id: Option<i64>,
    pub name: Option<String>,
}

/// The columns of every product the filters test.
pub struct Columns {
    ids: Vec<i64>,
    /// Position by id: a plain array when ids are dense (SQLite assigns
    /// them in order), a map when they are not.
    dense: Vec<Pos>,
    sparse: HashMap<i64, Pos>,
    category: Vec<u32>,
    brand: Vec<u32>,
    created: Vec<Option<i64>>,
    modified: Vec<Option<i64>>,
    /// Variant family of each row, interned (folded lists keep one per family).
    family: Vec<u32>,
    pub categories: Vec<Group>,
    pub brands: Vec<Group>,
    /// The full-text index's words and their rows.
    pub terms: Terms,
    /// Category and brand names by id, from the stored listings.
    pub names: Names,
    /// The orders read so far, by their SQL.
    orders: Mutex<HashMap<String, Arc<Order>>>,
    /// The whole catalogue's counts (the list with no text and no filter),
    /// counted once per snapshot.
    whole: OnceLock<Tally>,
}

/// A walk's counts: the rows passing every filter, and the facet counts
/// by category and brand id (each dimension counted without its own filter).
#[derive(Debug, Clone, Default)]
pub struct Tally {
    pub total: usize,
    pub by_category: HashMap<i64, usize>,
    pub by_brand: HashMap<i64, usize>,
}

/// Category and brand names by id, as the stored listings give them.
#[derive(Default)]
pub struct Names {
    pub categories: HashMap<i64, String>,
    pub brands: HashMap<i64, String>,
}

/// Id -> name from a stored listing (categories or brands).
fn listing_names(conn: &Connection, kind: &str) -> DbResult<HashMap<i64, String>> {
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

/// Interns (id, name) pairs into groups.
#[derive(Default)]
struct Groups {
    list: Vec<Group>,
    seen: HashMap<(Option<i64>, Option<String>), u32>,
}

impl Groups {
    fn of(&mut self, id: Option<i64>, name: Option<String>) -> u32 {
        let next = self.list.len() as u32;
        *self.seen.entry((id, name.clone())).or_insert_with(|| {
            self.list.push(Group { id, name });
            next
        })
    }
}

impl Columns {
    /// Reads the whole `products` table and the full-text index's words,
    /// in one read (so both are of the same write): a transaction of its
    /// own, or the reader's when it is in one already.
    pub fn load(conn: &Connection) -> DbResult<Columns> {
        Terms::prepare(conn)?;
        let own = if conn.is_autocommit() {
            Some(conn.unchecked_transaction()?)
        } else {
            None
        };
        let read: &Connection = own.as_deref().unwrap_or(conn);
        let mut cols = Columns::products(read)?;
        let rows = cols.len();
        let terms = Terms::load(read, rows, |id| cols.pos(id))?;
        cols.terms = terms;
        cols.names = Names {
            categories: listing_names(read, "categories")?,
            brands: listing_names(read, "brands")?,
        };
        if let Some(own) = own {
            own.commit()?;
        }
        Ok(cols)
    }

    /// Reads the whole `products` table.
    fn products(conn: &Connection) -> DbResult<Columns> {
        let mut stmt = conn.prepare(
            "SELECT id, category_id, category, brand_id, brand, created, modified, family
             FROM products ORDER BY id",
        )?;
        let mut rows = stmt.query([])?;
        let mut cols = Columns {
            ids: Vec::new(),
            dense: Vec::new(),
            sparse: HashMap::new(),
            category: Vec::new(),
            brand: Vec::new(),
            created: Vec::new(),
            modified: Vec::new(),
            family: Vec::new(),
            categories: Vec::new(),
            brands: Vec::new(),
            terms: Terms::default(),
            names: Names::default(),
            orders: Mutex::new(HashMap::new()),
            whole: OnceLock::new(),
        };
        let (mut cats, mut brands) = (Groups::default(), Groups::default());
        let mut families: HashMap<String, u32> = HashMap::new();
        while let Some(r) = rows.next()? {
            let next = families.len() as u32;
            cols.family.push(*families.entry(r.get(7)?).or_insert(next));
            cols.ids.push(r.get(0)?);
            cols.category.push(cats.of(r.get(1)?, r.get(2)?));
            cols.brand.push(brands.of(r.get(3)?, r.get(4)?));
            cols.created.push(r.get(5)?);
            cols.modified.push(r.get(6)?);
        }
        let max = cols.ids.last().copied().unwrap_or(0);
        let dense_ok = cols.ids.first().is_none_or(|first| *first >= 0)
            && max <= (cols.ids.len() as i64 * 4).max(1 << 16);
        for (p, id) in cols.ids.iter().enumerate() {
            if dense_ok {
                let slot = *id as usize;
                if cols.dense.len() <= slot {
                    cols.dense.resize(slot + 1, Pos::MAX);
                }
                cols.dense[slot] = p as Pos;
            } else {
                cols.sparse.insert(*id, p as Pos);
            }
        }
        cols.categories = cats.list;
        cols.brands = brands.list;
        Ok(cols)
    }

    pub fn len(&self) -> usize {
        self.ids.len()
    }

    pub fn id(&self, p: Pos) -> i64 {
        self.ids[p as usize]
    }

    pub fn pos(&self, id: i64) -> Option<Pos> {
        if self.dense.is_empty() {
            return self.sparse.get(&id).copied();
        }
        usize::try_from(id)
            .ok()
            .and_then(|i| self.dense.get(i))
            .copied()
            .filter(|p| *p != Pos::MAX)
    }

    pub fn category(&self, p: Pos) -> usize {
        self.category[p as usize] as usize
    }

    pub fn brand(&self, p: Pos) -> usize {
        self.brand[p as usize] as usize
    }

    pub fn created(&self, p: Pos) -> Option<i64> {
        self.created[p as usize]
    }

    pub fn modified(&self, p: Pos) -> Option<i64> {
        self.modified[p as usize]
    }

    /// The row's variant family (the same number for the same family).
    pub fn family(&self, p: Pos) -> u32 {
        self.family[p as usize]
    }

    /// The positions of these ids, sorted and without repeats; ids the
    /// snapshot does not know are left out.
    pub fn positions(&self, ids: impl IntoIterator<Item = i64>) -> Vec<Pos> {
        let mut out: Vec<Pos> = ids.into_iter().filter_map(|id| self.pos(id)).collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The whole catalogue's counts, counted by `count` the first time.
    pub fn whole(&self, count: impl FnOnce() -> Tally) -> Tally {
        self.whole.get_or_init(count).clone()
    }

    /// Every row's rank in `order` (an `ORDER BY` over `products p`), read
    /// once per snapshot. Rows the order did not list rank last.
    pub fn order(&self, conn: &Connection, order: &str) -> DbResult<Arc<Order>> {
        if let Some(r) = lock(&self.orders).get(order) {
            return Ok(Arc::clone(r));
        }
        let mut rank = vec![u32::MAX; self.len()];
        let mut stmt = conn.prepare(&format!("SELECT p.id FROM products p ORDER BY {order}"))?;
        let mut rows = stmt.query([])?;
        let mut i = 0u32;
        while let Some(r) = rows.next()? {
            if let Some(p) = self.pos(r.get(0)?) {
                rank[p as usize] = i;
                i += 1;
            }
        }
        let read = Arc::new(Order::new(rank));
        lock(&self.orders).insert(order.to_string(), Arc::clone(&read));
        Ok(read)
    }
}

/// One list order of a snapshot: every row's rank in it and, made the
/// first time a page is read by walking it, its rows from first to last.
pub struct Order {
    rank: Vec<u32>,
    /// Rows the order listed (ranked `0..listed`).
    listed: usize,
    rows: OnceLock<Vec<Pos>>,
}

impl Order {
    /// The order of these ranks, one per row: the rows it lists ranked
    /// `0..n`, the others `u32::MAX`.
    pub fn new(rank: Vec<u32>) -> Order {
        Order {
            listed: rank.iter().filter(|r| **r != u32::MAX).count(),
            rank,
            rows: OnceLock::new(),
        }
    }

    /// The row's rank (`u32::MAX` when the order did not list it).
    pub fn rank(&self, p: Pos) -> u32 {
        self.rank[p as usize]
    }

    /// The rows as sorting them by (rank, position) puts them: the listed
    /// ones by rank, then the others by position.
    pub fn rows(&self) -> &[Pos] {
        self.rows.get_or_init(|| {
            let mut rows = vec![0; self.listed];
            let mut unlisted = Vec::new();
            for (p, r) in self.rank.iter().enumerate() {
                match rows.get_mut(*r as usize) {
                    Some(slot) => *slot = p as Pos,
                    None => unlisted.push(p as Pos),
                }
            }
            rows.extend(unlisted);
            rows
        })
    }
}

/// The items of `a` also in `b` (both sorted, without repeats).
pub fn intersect(a: &[Pos], b: &[Pos]) -> Vec<Pos> {
    let (small, large) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    small
        .iter()
        .copied()
        .filter(|p| large.binary_search(p).is_ok())
        .collect()
}

/// The `range` of `items` in ascending `key` order, sorting only what the
/// range needs (a first page of 50,000 matches selects, it does not sort).
pub fn take_ordered<K: Ord + Copy>(
    mut items: Vec<(K, Pos)>,
    range: std::ops::Range<usize>,
) -> Vec<Pos> {
    let end = range.end.min(items.len());
    if range.start >= end {
        return Vec::new();
    }
    if end < items.len() {
        items.select_nth_unstable(end);
        items.truncate(end);
    }
    items.sort_unstable();
    items[range.start..end].iter().map(|(_, p)| *p).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn intersecting_and_ordering_pick_the_right_rows() {
        assert_eq!(intersect(&[1, 3, 5, 7], &[2, 3, 4, 7, 9]), [3, 7]);
        assert_eq!(intersect(&[], &[1]), Vec::<Pos>::new());
        let items: Vec<(u32, Pos)> = (0..100u32).map(|i| ((i * 37) % 100, i)).collect();
        let want = |r: std::ops::Range<usize>| {
            let mut all = items.clone();
            all.sort_unstable();
            all[r].iter().map(|(_, p)| *p).collect::<Vec<_>>()
        };
        assert_eq!(take_ordered(items.clone(), 0..10), want(0..10));
        assert_eq!(take_ordered(items.clone(), 40..60), want(40..60));
        assert_eq!(take_ordered(items.clone(), 90..120), want(90..100));
        assert!(take_ordered(items, 100..110).is_empty());
    }
}
