//! The words of the full-text index held in memory with the rows they are
//! in, so a typed prefix finds its rows by walking arrays instead of asking
//! FTS5 for every matching row id (a three-letter prefix can match most of
//! the catalogue, and SQLite hands row ids over one at a time).
//!
//! The words are FTS5's own, read from its vocabulary (`fts5vocab`,
//! `instance`): the same tokens, folded by the same tokenizer, so a match
//! here is exactly FTS5's match. Typed words are compared as FTS5 compares
//! a prefix query: byte by byte against the stored token. Only words made
//! of ASCII letters and digits are answered here (FTS5 folds those to
//! lower case and nothing else); any other typed word goes to FTS5 itself,
//! which folds accents its own way.
//!
//! Part of the columns snapshot: loaded with it, in the same read.

use rusqlite::Connection;

use super::db::DbResult;

/// Position of a product in a snapshot (dense, 0..len), as `columns`
/// numbers them.
pub type Pos = u32;

/// The columns a "head" match is in: SKU, EAN, name and brand (a hit
/// there ranks before one only in the category or description).
const HEAD: [&str; 4] = ["sku", "ean", "name", "brand"];

/// Which columns a match may be in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Within {
    /// Any column: SKU, EAN, name, brand, category or description.
    Any,
    /// SKU, EAN, name or brand.
    Head,
}

/// Rows by word, flattened: word `i` is `text[word_at[i]..word_at[i + 1]]`,
/// its rows (any column) `any[any_at[i]..any_at[i + 1]]` and its rows with
/// it in a head column `head[head_at[i]..head_at[i + 1]]`, each sorted.
#[derive(Default)]
pub struct Terms {
    text: Vec<u8>,
    word_at: Vec<u32>,
    any: Vec<Pos>,
    any_at: Vec<u32>,
    head: Vec<Pos>,
    head_at: Vec<u32>,
    /// Rows in the snapshot (the size of a row set).
    rows: usize,
}

/// A set of rows, one bit each: built in one pass over a word's rows, and
/// asked "is this row in it?" at no cost, which is what lets a page of a
/// large result set be read by walking an order until it is full.
pub struct Bits(Vec<u64>);

impl Bits {
    pub fn new(rows: usize) -> Bits {
        Bits(vec![0; rows.div_ceil(64)])
    }

    /// The set of these rows (each below `rows`).
    pub fn of(rows: usize, positions: &[Pos]) -> Bits {
        let mut bits = Bits::new(rows);
        for p in positions {
            bits.set(*p);
        }
        bits
    }

    fn set(&mut self, p: Pos) {
        self.0[(p / 64) as usize] |= 1 << (p % 64);
    }

    pub fn contains(&self, p: Pos) -> bool {
        self.0
            .get((p / 64) as usize)
            .is_some_and(|w| w & (1 << (p % 64)) != 0)
    }

    fn and(&mut self, other: &Bits) {
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            *a &= b;
        }
    }

    pub fn positions(&self) -> Vec<Pos> {
        let count = self.0.iter().map(|w| w.count_ones() as usize).sum();
        let mut out = Vec::with_capacity(count);
        for (i, w) in self.0.iter().enumerate() {
            let mut w = *w;
            while w != 0 {
                out.push(i as Pos * 64 + w.trailing_zeros());
                w &= w - 1;
            }
        }
        out
    }
}

impl Terms {
    /// The connection's view of FTS5's vocabulary (a table of its own, in
    /// `temp`, outside any transaction).
    pub fn prepare(conn: &Connection) -> DbResult<()> {
        conn.execute_batch(
            "CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_instances
             USING fts5vocab(main, search, instance);",
        )
    }

    /// Reads FTS5's vocabulary: every (word, row, column) it holds. `pos`
    /// maps a row id to its place in the snapshot (rows it does not know
    /// are left out, as everywhere else in it).
    pub fn load(
        conn: &Connection,
        rows: usize,
        pos: impl Fn(i64) -> Option<Pos>,
    ) -> DbResult<Terms> {
        let mut t = Terms {
            rows,
            any_at: vec![0],
            head_at: vec![0],
            ..Terms::default()
        };
        let mut stmt = conn.prepare("SELECT term, doc, col FROM temp.search_instances")?;
        let mut found = stmt.query([])?;
        while let Some(r) = found.next()? {
            let term = r.get_ref(0)?.as_bytes()?;
            let current = t.word_at.last().map(|at| &t.text[*at as usize..]);
            if current != Some(term) {
                if !t.word_at.is_empty() {
                    t.end_word();
                }
                t.word_at.push(t.text.len() as u32);
                t.text.extend_from_slice(term);
            }
            let Some(p) = pos(r.get(1)?) else { continue };
            let head = HEAD.contains(&r.get_ref(2)?.as_str()?);
            // Rows come in order for each word, once per column.
            if t.any.len() as u32 == *t.any_at.last().unwrap_or(&0) || t.any.last() != Some(&p) {
                t.any.push(p);
            }
            let head_new =
                t.head.len() as u32 == *t.head_at.last().unwrap_or(&0) || t.head.last() != Some(&p);
            if head && head_new {
                t.head.push(p);
            }
        }
        if !t.word_at.is_empty() {
            t.end_word();
        }
        t.word_at.push(t.text.len() as u32);
        Ok(t)
    }

    /// Ends the last word's rows.
    fn end_word(&mut self) {
        self.any_at.push(self.any.len() as u32);
        self.head_at.push(self.head.len() as u32);
    }

    fn words(&self) -> usize {
        self.word_at.len().saturating_sub(1)
    }

    fn word(&self, i: usize) -> &[u8] {
        &self.text[self.word_at[i] as usize..self.word_at[i + 1] as usize]
    }

    /// Whether these typed words are answered here (ASCII letters and
    /// digits only, as `text::terms` gives them lower-cased).
    pub fn answers(terms: &[String]) -> bool {
        !terms.is_empty()
            && terms.iter().all(|t| {
                !t.is_empty()
                    && t.bytes()
                        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
            })
    }

    /// The words starting with `prefix`, as a range of word numbers.
    fn starting_with(&self, prefix: &[u8]) -> std::ops::Range<usize> {
        let n = self.words();
        let first = partition(n, |i| self.word(i) < prefix);
        let end = first + partition(n - first, |i| self.word(first + i).starts_with(prefix));
        first..end
    }

    /// The rows with every typed word as the start of a word (each in any
    /// of the columns `within` allows), in position order: what the FTS5
    /// query `"w1"* "w2"*` (or `{sku ean name brand} : (...)`) matches.
    pub fn matching(&self, terms: &[String], within: Within) -> Vec<Pos> {
        self.matching_bits(terms, within).positions()
    }

    /// As `matching`, as a set of bits.
    pub fn matching_bits(&self, terms: &[String], within: Within) -> Bits {
        let (rows, at) = match within {
            Within::Any => (&self.any, &self.any_at),
            Within::Head => (&self.head, &self.head_at),
        };
        let mut all: Option<Bits> = None;
        for term in terms {
            let mut bits = Bits::new(self.rows);
            for w in self.starting_with(term.as_bytes()) {
                for p in &rows[at[w] as usize..at[w + 1] as usize] {
                    bits.set(*p);
                }
            }
            match all.as_mut() {
                Some(a) => a.and(&bits),
                None => all = Some(bits),
            }
        }
        all.unwrap_or_else(|| Bits::new(self.rows))
    }

    /// Bytes held, for the figures.
    pub fn heap_bytes(&self) -> usize {
        self.text.capacity()
            + 4 * (self.word_at.capacity()
                + self.any.capacity()
                + self.any_at.capacity()
                + self.head.capacity()
                + self.head_at.capacity())
    }
}

/// The number of leading items (of `n`) for which `before` holds, when it
/// holds for a prefix of them only.
fn partition(n: usize, before: impl Fn(usize) -> bool) -> usize {
    let (mut lo, mut hi) = (0, n);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if before(mid) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}
