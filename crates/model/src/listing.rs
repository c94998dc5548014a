//! What list pages receive: one page of products, already sorted and cut on
//! the server, so the browser never downloads the whole catalogue. Also the
//! stock badge rules, which both sides must agree on.

use serde::{Deserialize, Serialize};

use super::{Currency, Product, Stock};

/// The few fields a list row or card shows.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ProductSummary {
    pub sku: String,
    pub name: String,
    pub brand: Option<String>,
    pub category: Option<String>,
    pub category_id: Option<i64>,
    pub image: Option<String>,
    pub ean: Option<String>,
    pub site_price: Option<f64>,
    pub dealer_gbp: Option<f64>,
    pub dealer_usd: Option<f64>,
    pub dealer_eur: Option<f64>,
    pub date_created: Option<String>,
    /// The shop's shelf price (filled in by the product service; `None`
    /// where it was not asked for).
    #[serde(default)]
    pub shop: Option<crate::pricing::ShopPrice>,
}

impl ProductSummary {
    pub fn from_product(p: &Product) -> ProductSummary {
        ProductSummary {
            sku: p.sku_str().to_string(),
            name: p.display_name(),
            brand: p.brand.as_deref().map(super::clean_text),
            category: p
                .category
                .as_ref()
                .and_then(|c| c.name.as_deref().map(super::clean_text)),
            category_id: p.category.as_ref().map(|c| c.id).filter(|id| *id > 0),
            image: p.first_image().map(str::to_string),
            ean: p.ean.clone(),
            site_price: p.site_price,
            dealer_gbp: p.dealer_price_gbp,
            dealer_usd: p.dealer_price_usd,
            dealer_eur: p.dealer_price_eur,
            date_created: p.date_created.clone(),
            shop: None,
        }
    }

    pub fn dealer_price(&self, c: Currency) -> Option<f64> {
        match c {
            Currency::Gbp => self.dealer_gbp,
            Currency::Usd => self.dealer_usd,
            Currency::Eur => self.dealer_eur,
        }
    }
}

/// One page of a product list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ListPage {
    /// Products matching, over all pages.
    pub total: usize,
    /// The page shown (1-based), clamped to the pages there are.
    pub page: usize,
    pub pages: usize,
    pub items: Vec<ProductSummary>,
    /// Stock for the items, in the same order.
    pub stock: Vec<StockView>,
    /// When the list came from cache past its time: how many seconds old.
    pub stale_secs: Option<u64>,
    /// Records the supplier sent that could not be read.
    pub skipped: usize,
    /// Category and brand counts for the query (from the index only).
    pub facets: Option<super::search::Facets>,
    /// The index has not finished its first sync: the list holds only the
    /// categories fetched so far.
    pub index_pending: bool,
    /// While `index_pending`: how far the first sync has come (`None`:
    /// it is starting).
    #[serde(default)]
    pub sync_progress: Option<super::search::SyncProgress>,
    /// A folded list (`fold=1`): each item's variant family, the item
    /// among them; empty when not folded. `stock` covers the members too,
    /// as far as one bulk call goes.
    #[serde(default)]
    pub families: Vec<Vec<Member>>,
    /// Our own shelf for the items (a part the shop never kept has an
    /// empty line); empty when the shelf could not be read.
    #[serde(default)]
    pub ours: Vec<crate::stock::view::ShelfLine>,
}

/// One product of a variant family, as a folded list's card names it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Member {
    /// Its colour or size ("Black", "XL", "BL", "Standard").
    pub label: String,
    pub sku: String,
}

/// The member a card names when its own product is out of stock: the
/// first other one whose stock is known and above nothing. `None` when the
/// card's product is not out of stock, or no other member is in stock.
pub fn in_stock_instead<'a>(
    sku: &str,
    members: &'a [Member],
    stock: &[StockView],
) -> Option<&'a Member> {
    let state = |s: &str| stock.iter().find(|v| v.sku == s).map(StockView::state);
    if state(sku) != Some(StockState::Out) {
        return None;
    }
    members.iter().find(|m| {
        m.sku != sku
            && matches!(
                state(&m.sku),
                Some(StockState::InStock(_) | StockState::Low(_))
            )
    })
}

/// One product for its page: descriptions already sanitized, stock beside it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ProductView {
    pub product: super::Product,
    pub stock: StockView,
    pub stale_secs: Option<u64>,
    /// The same part in other colours or sizes (its variant family).
    #[serde(default)]
    pub also_in: Vec<Sibling>,
    /// The shop's shelf price for it.
    #[serde(default)]
    pub shop: Option<crate::pricing::ShopPrice>,
}

/// Another product of the same variant family: its colour or size label,
/// its list summary (name, prices) and its stock.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Sibling {
    pub label: String,
    pub summary: ProductSummary,
    pub stock: StockView,
}

/// Stock of one SKU as the badge shows it, with when it was checked.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StockView {
    pub sku: String,
    pub count: Option<i64>,
    pub error: Option<String>,
    /// Server time of the check, "HH:MM:SS" (UTC).
    pub checked_at: String,
    /// At or under this count the badge says "low stock".
    pub low_at: i64,
    /// Whether the count is current, older than its freshness, or not
    /// known yet.
    #[serde(default)]
    pub freshness: Freshness,
    /// When the count passes its freshness (Unix seconds): the page's live
    /// refresh asks again only for counts past it (0: at once).
    #[serde(default)]
    pub due: i64,
}

/// How current a stock count is.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Freshness {
    /// Checked within its freshness.
    #[default]
    Live,
    /// Older than its freshness (being refreshed, or the supplier failed).
    Old,
    /// Not known yet: being checked.
    Pending,
}

impl StockView {
    pub fn from_stock(sku: &str, s: Option<&Stock>, checked_at: &str, low_at: i64) -> StockView {
        StockView {
            sku: sku.to_string(),
            count: s.and_then(|s| s.count),
            error: s
                .and_then(|s| s.error.as_deref().map(super::clean_text))
                .filter(|e| !e.trim().is_empty()),
            checked_at: checked_at.to_string(),
            low_at,
            ..StockView::default()
        }
    }

    pub fn state(&self) -> StockState {
        StockState::of(self.count, self.low_at)
    }
}

/// A stock badge as it reads: every word and class worked out on the
/// server, so the page's live refresh in the browser only copies text into
/// the badges it finds (no formatting code in the wasm).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StockFace {
    pub sku: String,
    /// `in-stock`, `low-stock`, `out-of-stock` or `unknown`.
    pub state: String,
    /// "In stock (14)", "Stock unknown", …
    pub label: String,
    /// The badge's tooltip: when it was checked, and why it is unknown.
    pub title: String,
    /// The supplier's reason when the count is unknown.
    pub reason: Option<String>,
    /// "Checked 12:00:00", or "Checked 12:00:00 (not live)" for an old count.
    pub checked: String,
    /// The count is current (an old or pending one is not styled as live).
    pub live: bool,
    /// When it passes its freshness (Unix seconds; 0: at once).
    pub due: i64,
}

// The live refresh's answer (`stock`): its fields in order, in the wire format.
crate::wire_struct!(StockFace {
    sku,
    state,
    label,
    title,
    reason,
    checked,
    live,
    due
});

/// Each piece of a stock badge a person reads; the page's language writes
/// it (`components::stock::stock_words`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum StockText<'a> {
    /// "In stock (14)", "Low stock (2)", "Out of stock", "Stock unknown".
    State(StockState),
    /// A count still being asked for: the badge, its tooltip, its time.
    Checking,
    CheckingWhy,
    CheckingNow,
    /// When the count was read (UTC, `HH:MM:SS`); `live: false` for an
    /// old one.
    Checked {
        at: &'a str,
        live: bool,
    },
    /// The tooltip: when it was read, and the supplier's reason when the
    /// count is unknown.
    Title {
        at: &'a str,
        reason: Option<&'a str>,
    },
}

impl StockView {
    /// The badge as it reads, every word written by `words`.
    pub fn face(&self, words: &dyn Fn(StockText) -> String) -> StockFace {
        if self.freshness == Freshness::Pending {
            let why = words(StockText::CheckingWhy);
            return StockFace {
                sku: self.sku.clone(),
                state: "checking".into(),
                label: words(StockText::Checking),
                title: why.clone(),
                reason: Some(why),
                checked: words(StockText::CheckingNow),
                live: false,
                due: 0,
            };
        }
        let state = self.state();
        let reason = match state {
            StockState::Unknown => self.error.clone(),
            _ => None,
        };
        let at = self.checked_at.as_str();
        let live = self.freshness == Freshness::Live;
        StockFace {
            sku: self.sku.clone(),
            state: state.class().to_string(),
            label: words(StockText::State(state)),
            title: words(StockText::Title {
                at,
                reason: reason.as_deref(),
            }),
            reason,
            checked: words(StockText::Checked { at, live }),
            live,
            due: self.due,
        }
    }
}

/// The four states of a stock badge. Unknown is never shown as out of stock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum StockState {
    InStock(i64),
    Low(i64),
    Out,
    Unknown,
}

impl StockState {
    pub fn of(count: Option<i64>, low_threshold: i64) -> StockState {
        match count {
            None => StockState::Unknown,
            Some(n) if n <= 0 => StockState::Out,
            Some(n) if n <= low_threshold => StockState::Low(n),
            Some(n) => StockState::InStock(n),
        }
    }

    pub fn class(self) -> &'static str {
        match self {
            StockState::InStock(_) => "in-stock",
            StockState::Low(_) => "low-stock",
            StockState::Out => "out-of-stock",
            StockState::Unknown => "unknown",
        }
    }

    pub fn label(self) -> String {
        match self {
            StockState::InStock(n) => format!("In stock ({n})"),
            StockState::Low(n) => format!("Low stock ({n})"),
            StockState::Out => "Out of stock".to_string(),
            StockState::Unknown => "Stock unknown".to_string(),
        }
    }
}

/// One CSV field, quoted when needed, with spreadsheet formula triggers
/// neutralised (a leading `=`, `+`, `-`, `@` would run as a formula).
pub fn csv_field(s: &str) -> String {
    let s = if s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{s}")
    } else {
        s.to_string()
    };
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s
    }
}

/// Where the counter's lookup box should go.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum LookupTarget {
    Product(String),
    Search(String),
    /// A stem that is no SKU itself (`CP0151`): the products whose SKUs
    /// have it, each with its colour or size label, in SKU order.
    Family {
        stem: String,
        members: Vec<(String, ProductSummary)>,
    },
    /// `bin:B-04`: the parts on our shelf in the bins that start so (the
    /// prefix, in capitals).
    Shelf(String),
}

/// The bin prefix of a lookup's `bin:B-04` (in capitals), when that is
/// what was typed and the prefix is one bin's worth of text.
pub fn bin_asked(typed: &str) -> Option<String> {
    let t = typed.trim();
    let rest = t.get(..4).filter(|p| p.eq_ignore_ascii_case("bin:"))?;
    let prefix = t[rest.len()..].trim();
    match crate::stock::parse_bins(prefix) {
        Ok(bins) if bins.len() == 1 => bins.into_iter().next(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_lookup_of_bin_asks_for_the_shelf() {
        use super::bin_asked;
        assert_eq!(bin_asked("bin:b-04"), Some("B-04".into()));
        assert_eq!(bin_asked("  BIN: A-01 "), Some("A-01".into()));
        assert_eq!(bin_asked("bin:"), None);
        assert_eq!(bin_asked("bin:a,b"), None);
        assert_eq!(bin_asked("bin:<x>"), None);
        assert_eq!(bin_asked("binder"), None);
        assert_eq!(bin_asked("bi"), None);
    }

    #[test]
    fn an_out_of_stock_card_names_a_member_in_stock() {
        use super::{in_stock_instead, Member, StockView};
        let m = |sku: &str| Member {
            label: sku[6..].to_string(),
            sku: sku.to_string(),
        };
        let s = |sku: &str, count: Option<i64>| StockView {
            sku: sku.into(),
            count,
            error: None,
            checked_at: String::new(),
            low_at: 3,
            ..StockView::default()
        };
        let members = [m("CP0151BL"), m("CP0151OR"), m("CP0151SI")];
        let stock = [
            s("CP0151BL", Some(0)),
            s("CP0151OR", None),
            s("CP0151SI", Some(2)),
        ];
        let named = in_stock_instead("CP0151BL", &members, &stock);
        assert_eq!(named.map(|m| m.sku.as_str()), Some("CP0151SI"));
        // In stock itself, or stock unknown: nothing to say.
        assert_eq!(in_stock_instead("CP0151SI", &members, &stock), None);
        assert_eq!(in_stock_instead("CP0151OR", &members, &stock), None);
        // Out, and no other member in stock.
        let none = [s("CP0151BL", Some(0)), s("CP0151SI", Some(0))];
        assert_eq!(in_stock_instead("CP0151BL", &members, &none), None);
    }

    /// The words as the tests read them: which text, with what.
    fn words(t: super::StockText) -> String {
        format!("{t:?}")
    }

    #[test]
    fn an_old_count_is_not_shown_as_live_and_a_pending_one_says_so() {
        use super::{Freshness, StockView};
        let v = |freshness| StockView {
            sku: "A1".into(),
            count: Some(14),
            checked_at: "12:00:00".into(),
            low_at: 3,
            freshness,
            due: 1_764_000_000,
            ..StockView::default()
        };
        let live = v(Freshness::Live).face(&words);
        assert!(live.live);
        assert_eq!(live.checked, r#"Checked { at: "12:00:00", live: true }"#);
        assert_eq!(live.due, 1_764_000_000);
        let old = v(Freshness::Old).face(&words);
        assert!(!old.live);
        assert_eq!(old.checked, r#"Checked { at: "12:00:00", live: false }"#);
        assert_eq!(old.label, "State(InStock(14))");
        let pending = v(Freshness::Pending).face(&words);
        assert!(!pending.live);
        assert_eq!(
            (pending.state.as_str(), pending.label.as_str()),
            ("checking", "Checking")
        );
        assert_eq!(pending.reason.as_deref(), Some("CheckingWhy"));
        assert_eq!(pending.checked, "CheckingNow");
        assert_eq!(pending.due, 0, "asked for again at once");
    }

    #[test]
    fn a_badge_face_says_why_only_when_unknown() {
        let v = |count, error: Option<&str>| StockView {
            sku: "A1".into(),
            count,
            error: error.map(str::to_string),
            checked_at: "12:00:00".into(),
            low_at: 3,
            ..StockView::default()
        };
        let f = v(Some(14), Some("ignored")).face(&words);
        assert_eq!(
            (f.state.as_str(), f.label.as_str()),
            ("in-stock", "State(InStock(14))")
        );
        assert_eq!(f.reason, None);
        assert_eq!(f.title, r#"Title { at: "12:00:00", reason: None }"#);
        let f = v(None, Some("Warehouse offline")).face(&words);
        assert_eq!(
            (f.state.as_str(), f.label.as_str()),
            ("unknown", "State(Unknown)")
        );
        assert_eq!(f.reason.as_deref(), Some("Warehouse offline"));
        assert_eq!(
            f.title,
            r#"Title { at: "12:00:00", reason: Some("Warehouse offline") }"#
        );
        assert_eq!(v(Some(2), None).face(&words).state, "low-stock");
        assert_eq!(v(Some(0), None).face(&words).label, "State(Out)");
    }

    use super::*;

    #[test]
    fn badge_states_follow_the_rules() {
        assert_eq!(StockState::of(None, 3), StockState::Unknown);
        assert_eq!(StockState::of(Some(0), 3), StockState::Out);
        assert_eq!(StockState::of(Some(-2), 3), StockState::Out);
        assert_eq!(StockState::of(Some(3), 3), StockState::Low(3));
        assert_eq!(StockState::of(Some(4), 3), StockState::InStock(4));
        assert_eq!(StockState::Unknown.label(), "Stock unknown");
        assert_ne!(StockState::Unknown.class(), StockState::Out.class());
    }

    #[test]
    fn a_null_product_summarises_without_panicking() {
        let s = ProductSummary::from_product(&Product::default());
        assert_eq!(s.name, "—");
        assert_eq!(s.site_price, None);
        assert_eq!(s.image, None);
    }

    #[test]
    fn supplier_words_lose_direction_overrides() {
        let p = Product {
            brand: Some("Acme\u{202E}lanigiro".into()),
            category: Some(crate::Category {
                id: 3,
                name: Some("Levers\u{0007}".into()),
                ..Default::default()
            }),
            ..Product::default()
        };
        let s = ProductSummary::from_product(&p);
        assert_eq!(s.brand.as_deref(), Some("Acmelanigiro"));
        assert_eq!(s.category.as_deref(), Some("Levers"));
        let stock = crate::Stock {
            sku: Some("A".into()),
            count: None,
            error: Some("gone\u{2066}".into()),
        };
        let v = StockView::from_stock("A", Some(&stock), "12:00:00", 3);
        assert_eq!(v.error.as_deref(), Some("gone"));
    }

    #[test]
    fn a_stock_face_crosses_the_wire_whole() {
        use crate::wire::{from_wire, to_wire};
        let faces = vec![StockFace {
            sku: "CP0151BL".into(),
            state: "in-stock".into(),
            label: "In stock (14)".into(),
            title: "Checked 12:00:00".into(),
            reason: None,
            checked: "Checked 12:00:00".into(),
            live: true,
            due: 1_764_000_000,
        }];
        let text = to_wire(&faces);
        assert_eq!(from_wire::<Vec<StockFace>>(text.as_bytes()), Ok(faces));
    }
}
