//! What the catalogue index answers beyond a list page: facet counts,
//! as-you-type suggestions, the customer's bike, and the index's health.
//!
//! Shared by server and browser, so nothing here may be server-only.

use serde::{Deserialize, Serialize};

/// How many products of the current result set fall in one category or brand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FacetCount {
    pub id: i64,
    pub name: String,
    pub count: usize,
}

/// Facet counts for the current query. Each dimension is counted with every
/// other filter applied but its own, so a person sees the alternatives.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Facets {
    pub categories: Vec<FacetCount>,
    pub brands: Vec<FacetCount>,
}

/// One as-you-type suggestion for the header's lookup box.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Suggestion {
    pub sku: String,
    pub name: String,
    pub brand: Option<String>,
    /// The text typed is this product's SKU or EAN exactly.
    pub exact: bool,
}

/// Most suggestions the lookup box shows.
pub const SUGGESTIONS: usize = 8;
/// Longest text the index accepts in a search box; longer input is cut.
pub const MAX_QUERY_CHARS: usize = 200;

/// One sync run of the index.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SyncRun {
    /// "full" or "incremental".
    pub kind: String,
    /// RFC 3339, UTC.
    pub started: String,
    pub duration_ms: u64,
    /// Products the supplier sent in this run.
    pub fetched: u64,
    /// Products removed because the supplier no longer lists them.
    pub removed: u64,
    /// Records the supplier sent that could not be read.
    pub skipped: u64,
    /// Set when the run failed; what went wrong, in words.
    pub error: Option<String>,
}

/// The index's health, for `/status` and `/healthz`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct IndexStatus {
    /// A full sync has finished at some time: search runs on the index.
    pub ready: bool,
    pub products: u64,
    pub fitment_rows: u64,
    /// Variant families (two products or more sharing a stem and a name).
    #[serde(default)]
    pub families: u64,
    pub size_bytes: u64,
    pub last_full: Option<SyncRun>,
    pub last_incremental: Option<SyncRun>,
    /// The last run that failed, if it is more recent than the last success.
    pub last_error: Option<String>,
    /// What runs now ("full sync", "incremental sync"), if anything.
    pub running: Option<String>,
    /// No successful sync for longer than three sync intervals.
    pub stale: bool,
    pub sync_every_secs: u64,
    /// The full sync under way or left unfinished: how far it has come.
    #[serde(default)]
    pub progress: Option<SyncProgress>,
}

/// How far a full sync has come. It keeps what it finished: an attempt
/// that fails part-way is carried on by the next one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SyncProgress {
    /// Categories fetched and written, of all there are.
    pub categories_done: u64,
    pub categories_total: u64,
    /// Products written by this full sync so far.
    pub products: u64,
    /// When the full sync began (its first attempt), RFC 3339.
    pub started: String,
    /// Seconds the rest should take at the pace so far, once it is known.
    pub remaining_secs: Option<u64>,
    /// The last category that could not be fetched, and why.
    pub last_error: Option<String>,
}

/// 95 as "2 minutes", 30 as "30 seconds", 7300 as "2 hours 2 minutes".
fn duration_words(secs: u64) -> String {
    let plural = |n: u64, one: &str| {
        if n == 1 {
            format!("1 {one}")
        } else {
            format!("{n} {one}s")
        }
    };
    match secs {
        0..=59 => plural(secs.max(1), "second"),
        60..=3599 => plural(secs.div_ceil(60), "minute"),
        _ => {
            let (h, m) = (secs / 3600, (secs % 3600) / 60);
            if m == 0 {
                plural(h, "hour")
            } else {
                format!("{} {}", plural(h, "hour"), plural(m, "minute"))
            }
        }
    }
}

impl SyncProgress {
    /// "12 of 40 categories, 5,210 products so far".
    pub fn summary(&self) -> String {
        let mut s = format!(
            "{} of {} categories, {} products so far",
            self.categories_done,
            self.categories_total,
            super::numbers::thousands(self.products)
        );
        if let Some(secs) = self.remaining_secs {
            s.push_str(&format!(", about {} left", duration_words(secs)));
        }
        s
    }
}

/// The suggestion chosen after an arrow key, among `n`: down from nothing
/// picks the first, up from nothing the last, and both wrap around.
pub fn step_choice(current: Option<usize>, n: usize, down: bool) -> Option<usize> {
    if n == 0 {
        return None;
    }
    Some(match (current, down) {
        (None, true) => 0,
        (None, false) => n - 1,
        (Some(i), true) => (i + 1) % n,
        (Some(i), false) => (i + n - 1) % n,
    })
}

/// The lookup box's list of suggestions: what it shows, which one the
/// arrow keys have chosen, and whether it is open.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Combo {
    pub items: Vec<Suggestion>,
    pub active: Option<usize>,
    pub open: bool,
}

impl Combo {
    /// Whether the list shows: open, with something in it.
    pub fn expanded(&self) -> bool {
        self.open && !self.items.is_empty()
    }

    /// The suggestion the arrow keys have chosen.
    pub fn chosen(&self) -> Option<&Suggestion> {
        self.active.and_then(|i| self.items.get(i))
    }

    pub fn close(&mut self) {
        self.open = false;
        self.active = None;
    }

    /// New text in the box: nothing is chosen any more. Text of fewer than
    /// two characters empties the list; returns whether the text is worth
    /// asking suggestions for.
    pub fn typed(&mut self, text: &str) -> bool {
        self.active = None;
        let worth = text.trim().chars().count() >= 2;
        if !worth {
            self.items.clear();
            self.open = false;
        }
        worth
    }

    /// The suggestions for the latest text arrived.
    pub fn answered(&mut self, items: Vec<Suggestion>) {
        self.open = !items.is_empty();
        self.items = items;
    }

    /// A key pressed in the box. Returns true when the list used it (the
    /// arrow keys move the choice, opening the list), so the browser must
    /// not act on it too. Escape closes the list.
    pub fn key(&mut self, key: &str) -> bool {
        let down = match key {
            "ArrowDown" => true,
            "ArrowUp" => false,
            "Escape" => {
                self.close();
                return false;
            }
            _ => return false,
        };
        if self.items.is_empty() {
            return false;
        }
        self.open = true;
        self.active = step_choice(self.active, self.items.len(), down);
        true
    }
}

/// The words beside the lookup box: "Looking up…" while the form is on its
/// way, how Enter will look up what was typed, or nothing while the list
/// shows or the box is empty.
pub fn lookup_hint(text: &str, busy: bool, expanded: bool, words: &LookupWords) -> String {
    let t = text.trim();
    if busy {
        words.busy.clone()
    } else if t.is_empty() || expanded {
        String::new()
    } else {
        [words.enter_before.as_str(), t, words.enter_after.as_str()].concat()
    }
}

/// The lookup box's words in the page's language. The server writes them
/// (from the translations) into the page beside the box, where the box's
/// browser code reads them: the wasm holds no translations.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LookupWords {
    /// The box's label ("SKU or search").
    pub label: String,
    /// The button ("Go").
    pub go: String,
    /// The list's name ("Suggestions").
    pub suggestions: String,
    /// The placeholder for a lookup, and while a list is open (a scan).
    pub placeholder: String,
    pub scan_placeholder: String,
    /// While the page it asked for loads ("Looking up…").
    pub busy: String,
    /// Around the typed text: "Enter to look up “" … "”".
    pub enter_before: String,
    pub enter_after: String,
}

impl LookupWords {
    /// The element's id, and the attribute of each word on it.
    pub const ELEMENT: &'static str = "lookup-words";
    pub const ATTRS: [&'static str; 8] = [
        "data-label",
        "data-go",
        "data-suggestions",
        "data-placeholder",
        "data-scan-placeholder",
        "data-busy",
        "data-enter-before",
        "data-enter-after",
    ];

    /// The words from their attributes' values (in `ATTRS`' order).
    pub fn from_values(mut value: impl FnMut(&'static str) -> String) -> LookupWords {
        let [label, go, suggestions, placeholder, scan_placeholder, busy, enter_before, enter_after] =
            LookupWords::ATTRS.map(&mut value);
        LookupWords {
            label,
            go,
            suggestions,
            placeholder,
            scan_placeholder,
            busy,
            enter_before,
            enter_after,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::LookupWords;

    fn words() -> LookupWords {
        LookupWords {
            busy: "Looking up…".into(),
            enter_before: "Enter to look up “".into(),
            enter_after: "”".into(),
            ..LookupWords::default()
        }
    }

    #[test]
    fn progress_reads_as_words() {
        let p = super::SyncProgress {
            categories_done: 12,
            categories_total: 40,
            products: 5210,
            started: String::new(),
            remaining_secs: Some(95),
            last_error: None,
        };
        assert_eq!(
            p.summary(),
            "12 of 40 categories, 5,210 products so far, about 2 minutes left"
        );
        assert_eq!(super::duration_words(7300), "2 hours 1 minute");
        assert_eq!(super::duration_words(3600), "1 hour");
        assert_eq!(super::duration_words(0), "1 second");
    }

    use super::*;

    fn suggestion(sku: &str) -> Suggestion {
        Suggestion {
            sku: sku.into(),
            name: format!("Part {sku}"),
            brand: None,
            exact: false,
        }
    }

    #[test]
    fn the_lookup_list_follows_typing_answers_and_keys() {
        let mut c = Combo::default();
        assert!(!c.key("ArrowDown"), "nothing to move through yet");
        assert!(!c.typed("a"), "one character is not worth asking about");
        assert!(c.typed(" ab "));
        c.answered(vec![suggestion("A1"), suggestion("A2")]);
        assert!(c.expanded());
        assert_eq!(c.chosen(), None);
        assert!(c.key("ArrowUp"));
        assert_eq!(c.chosen().map(|s| s.sku.as_str()), Some("A2"));
        assert!(c.key("ArrowDown"));
        assert_eq!(c.chosen().map(|s| s.sku.as_str()), Some("A1"));
        assert!(!c.key("Enter"), "Enter is the form's");
        assert!(!c.key("Escape"));
        assert!(!c.expanded());
        assert_eq!(c.chosen(), None);
        // Arrow keys open a closed list again.
        assert!(c.key("ArrowDown"));
        assert!(c.expanded());
        // New text forgets the choice; short text empties the list.
        c.typed("abc");
        assert_eq!(c.chosen(), None);
        c.typed("a");
        assert!(c.items.is_empty() && !c.expanded());
        // An answer with nothing in it keeps the list closed.
        c.answered(Vec::new());
        assert!(!c.expanded());
    }

    #[test]
    fn the_hint_says_what_enter_will_do() {
        assert_eq!(
            lookup_hint(" CP015 ", false, false, &words()),
            "Enter to look up “CP015”"
        );
        assert_eq!(lookup_hint("CP015", true, false, &words()), "Looking up…");
        assert_eq!(lookup_hint("CP015", false, true, &words()), "");
        assert_eq!(lookup_hint("  ", false, false, &words()), "");
    }

    #[test]
    fn arrow_keys_move_through_suggestions_and_wrap() {
        assert_eq!(step_choice(None, 0, true), None);
        assert_eq!(step_choice(None, 3, true), Some(0));
        assert_eq!(step_choice(None, 3, false), Some(2));
        assert_eq!(step_choice(Some(2), 3, true), Some(0));
        assert_eq!(step_choice(Some(0), 3, false), Some(2));
        assert_eq!(step_choice(Some(1), 3, true), Some(2));
    }
}
