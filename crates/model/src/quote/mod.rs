//! Quote lists as pages show them, and their rules: what a quantity and a
//! list name may be, the notes a form's redirect carries back, a line's
//! change since it was added, and the totals. Plain, tested functions; the
//! lists themselves live on the server (`server::quotes`).

use serde::{Deserialize, Serialize};

use super::{listing::StockView, Currency};

pub mod cap;
pub mod discount;
pub mod money;
mod note;
pub mod other;
pub use money::Minor;
pub use note::Note;

/// Largest quantity of one line.
pub const MAX_QTY: i64 = 9_999;
/// Most lines one list holds.
pub const MAX_LINES: usize = 1_000;
/// Lines of a list whose badges the page's live refresh keeps current
/// (what one live stock call takes); the rest show the stock as loaded.
pub const MAX_LIVE_LINES: usize = 200;
/// Most lists one person (or browser) keeps.
pub const MAX_LISTS: usize = 200;
/// Longest list name, in characters.
pub const MAX_NAME: usize = 80;
/// How many days a printed quote says its prices hold, unless the shop
/// says otherwise (`QUOTE_VALID_DAYS`).
pub const VALID_DAYS: i64 = 30;

/// One list, as the list of lists shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct QuoteHead {
    pub id: String,
    pub name: String,
    pub lines: u32,
    /// "YYYY-MM-DD HH:MM" (UTC).
    pub updated: String,
    pub created: String,
    /// The share token while colleagues may open the list by link.
    #[serde(default)]
    pub share: Option<String>,
    /// The customer the list is for (filled in where a page says whose
    /// list it is: the lists page, a shared link).
    #[serde(default)]
    pub for_customer: Option<crate::customer::CustomerHead>,
}

/// What a line was when it was added: the name and prices then, in minor
/// units (the RRP in pence; each dealer price in its currency's).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Snapshot {
    pub name: String,
    pub rrp: Option<Minor>,
    pub gbp: Option<Minor>,
    pub usd: Option<Minor>,
    pub eur: Option<Minor>,
    /// The shop's selling price for one (`None`: it had none, or the line
    /// is from before the shop priced its own).
    #[serde(default)]
    pub sell: Option<Sell>,
}

/// A selling price as a line keeps it: the amount in the currency the
/// shop sold in that day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sell {
    pub currency: Currency,
    pub amount: Minor,
}

impl Snapshot {
    pub fn dealer(&self, c: Currency) -> Option<Minor> {
        match c {
            Currency::Gbp => self.gbp,
            Currency::Usd => self.usd,
            Currency::Eur => self.eur,
        }
    }
}

/// One line of a list, with the product as it is now (`None`: the
/// catalogue no longer has it) and its stock.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct QuoteLine {
    pub sku: String,
    pub qty: i64,
    pub added: Snapshot,
    pub now: Option<Snapshot>,
    pub stock: StockView,
    /// The line's discount, if it has one.
    #[serde(default)]
    pub discount: Option<discount::Discount>,
    /// A catalogue part, or a line of the shop's own (labour, a part
    /// typed at the counter).
    #[serde(default)]
    pub kind: other::LineKind,
    /// Our own shelf's line for a part (`None`: not asked, or not read).
    #[serde(default)]
    pub ours: Option<crate::stock::view::ShelfLine>,
}

impl QuoteLine {
    /// The code printed for the line: a part's SKU, a typed part's own
    /// code; none for labour, or a typed part without one.
    pub fn code(&self) -> Option<&str> {
        match &self.kind {
            other::LineKind::Part => Some(&self.sku),
            other::LineKind::Typed { code } => code.as_deref(),
            other::LineKind::Labour { .. } => None,
        }
    }

    /// The prices the line is quoted at: today's, or the ones it was added
    /// at when the product is gone.
    pub fn prices(&self) -> &Snapshot {
        self.now.as_ref().unwrap_or(&self.added)
    }

    /// The shop's selling price for one of this line in `shop` (the
    /// shop's currency): the price it was added at, else today's; never a
    /// price in another currency.
    pub fn sell_price(&self, shop: Currency) -> Option<Minor> {
        let in_shop = |s: &Snapshot| s.sell.filter(|s| s.currency == shop).map(|s| s.amount);
        in_shop(&self.added).or_else(|| self.now.as_ref().and_then(in_shop))
    }

    /// What changed since the line was added; `None` when nothing.
    pub fn change(&self, c: Currency) -> Option<LineChange> {
        if !self.kind.is_part() {
            return None;
        }
        let Some(now) = &self.now else {
            return Some(LineChange::Gone);
        };
        let rrp_was = (self.added.rrp != now.rrp).then_some(self.added.rrp);
        let dealer_was = (self.added.dealer(c) != now.dealer(c)).then(|| self.added.dealer(c));
        (rrp_was.is_some() || dealer_was.is_some()).then_some(LineChange::Prices {
            rrp_was,
            dealer_was,
        })
    }
}

/// What changed in a line since it was added.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineChange {
    /// No longer in the catalogue: its prices are those when added.
    Gone,
    /// The RRP (GBP) and the dealer price (in the page's currency) it had
    /// when added, for each that changed (`Some(None)`: it had none).
    Prices {
        rrp_was: Option<Option<Minor>>,
        dealer_was: Option<Option<Minor>>,
    },
}

/// A code scanned or typed into the lookup box while a list was open at
/// the counter that no product has: the list's page, rendered from the
/// scan's post, keeps it and offers to record the lost sale.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScannedUnknown {
    /// As scanned or typed, trimmed, at most `customer::MAX_CODE` characters.
    pub code: String,
}

/// A refused discount form: the line it was for (none: the whole quote),
/// what was typed, and why (in the page's context when the post is
/// answered with the page).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PostedDiscount {
    pub sku: Option<String>,
    pub typed: String,
    pub note: Note,
}

/// One list with its lines, for its page.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct QuoteView {
    pub head: QuoteHead,
    pub lines: Vec<QuoteLine>,
    /// Today's prices could not be read: lines show the prices as added.
    pub prices_unchecked: bool,
    /// The shop's today and the last day its prices hold ("YYYY-MM-DD"),
    /// for the printed copy: filled in where the page is answered.
    #[serde(default)]
    pub dated: QuoteDates,
    /// The totals at the shop's prices, with the tax (filled in where the
    /// list is priced).
    #[serde(default)]
    pub shop: Option<crate::pricing::ShopTotals>,
    /// The discount on the whole quote, if it has one.
    #[serde(default)]
    pub discount: Option<discount::Discount>,
    /// The day its oldest price was set ("YYYY-MM-DD"); none when empty.
    #[serde(default)]
    pub priced_on: Option<String>,
    /// The shop's hourly rate for labour, which a labour line's form
    /// starts from (none: the shop set none).
    #[serde(default)]
    pub labour_rate: Option<Minor>,
}

/// The day a quote is printed and the last day its prices hold, in the
/// shop's time zone.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuoteDates {
    pub today: String,
    pub valid_until: String,
    /// How many days the prices hold (`QUOTE_VALID_DAYS`).
    #[serde(default)]
    pub days: i64,
    /// The prices no longer hold: `valid_until` is past.
    #[serde(default)]
    pub expired: bool,
}

/// A quote's dates: its prices hold `days` from the day its oldest price
/// was set (`priced_on`, "YYYY-MM-DD"; none for an empty quote: from
/// `today`), and it has expired once that day is past.
pub fn quote_dates(today: &str, priced_on: Option<&str>, days: i64) -> QuoteDates {
    let day = |s: &str| s.get(..10).and_then(parse_day);
    let from = priced_on.and_then(day).or_else(|| day(today));
    let (valid_until, expired) = match (from, day(today)) {
        (Some(from), Some(now)) => {
            let until = add_days(from, days);
            (until.to_string(), until < now)
        }
        _ => (today.to_string(), false),
    };
    QuoteDates {
        today: today.to_string(),
        valid_until,
        days,
        expired,
    }
}

/// A day as (year, month, day), ordered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Day(i32, u32, u32);

impl std::fmt::Display for Day {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.0, self.1, self.2)
    }
}

/// Whether text is a day of the calendar, "YYYY-MM-DD".
pub fn is_day(d: &str) -> bool {
    parse_day(d).is_some()
}

/// A day "YYYY-MM-DD" (or the day of a stamp that starts with one) as a
/// count of days, so two days' difference is a subtraction.
pub fn day_number(d: &str) -> Option<i64> {
    let Day(y, m, dd) = parse_day(d.get(..10)?)?;
    let y = i64::from(y) - i64::from(m <= 2);
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (i64::from(m) + 9) % 12;
    let doy = (153 * mp + 2) / 5 + i64::from(dd) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    Some(era * 146_097 + doe - 719_468)
}

fn parse_day(d: &str) -> Option<Day> {
    let mut p = d.splitn(3, '-');
    let y: i32 = p.next()?.parse().ok()?;
    let m: u32 = p.next()?.parse().ok()?;
    let dd: u32 = p.next()?.parse().ok()?;
    ((1..=12).contains(&m) && (1..=days_in(y, m)).contains(&dd)).then_some(Day(y, m, dd))
}

fn days_in(y: i32, m: u32) -> u32 {
    match m {
        2 if (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

fn add_days(mut d: Day, n: i64) -> Day {
    for _ in 0..n.clamp(0, 3660) {
        d = if d.2 < days_in(d.0, d.1) {
            Day(d.0, d.1, d.2 + 1)
        } else if d.1 < 12 {
            Day(d.0, d.1 + 1, 1)
        } else {
            Day(d.0 + 1, 1, 1)
        };
    }
    d
}

/// A list's sums in one currency, exact in minor units: RRP (GBP), dealer
/// (the chosen currency), the margin in GBP when every line has both GBP
/// prices.
#[derive(Debug, Clone, PartialEq)]
pub struct Totals {
    pub rrp: Minor,
    pub dealer: Minor,
    /// Lines without an RRP or a dealer price in the currency.
    pub unpriced: usize,
    /// RRP less the dealer GBP price.
    pub margin_gbp: Option<Margin>,
}

/// A margin: the amount, and that as a percentage of the RRP.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Margin {
    pub amount: Minor,
    pub percent: f64,
}

/// Sums the parts' prices times their quantities (lines of the shop's own
/// have no RRP or dealer price, and are in the shop's totals only).
pub fn totals(lines: &[QuoteLine], c: Currency) -> Totals {
    let mut t = Totals {
        rrp: Minor(0),
        dealer: Minor(0),
        unpriced: 0,
        margin_gbp: None,
    };
    let (mut rrp_gbp, mut dealer_gbp, mut margin_known) = (Minor(0), Minor(0), true);
    for l in lines.iter().filter(|l| l.kind.is_part()) {
        let p = l.prices();
        let (r, d) = (p.rrp, p.dealer(c));
        if r.is_none() || d.is_none() {
            t.unpriced += 1;
        }
        t.rrp = t.rrp.plus(r.unwrap_or_default().times(l.qty));
        t.dealer = t.dealer.plus(d.unwrap_or_default().times(l.qty));
        match (p.rrp, p.gbp) {
            (Some(r), Some(g)) => {
                rrp_gbp = rrp_gbp.plus(r.times(l.qty));
                dealer_gbp = dealer_gbp.plus(g.times(l.qty));
            }
            _ => margin_known = false,
        }
    }
    if margin_known {
        let amount = rrp_gbp.minus(dealer_gbp);
        t.margin_gbp = money::percent(amount, rrp_gbp).map(|percent| Margin { amount, percent });
    }
    t
}

/// A quantity typed into a form: a whole number from 1 to `MAX_QTY`.
pub fn parse_qty(typed: &str) -> Result<i64, Note> {
    let t = typed.trim();
    match t.parse::<i64>() {
        Ok(n) if (1..=MAX_QTY).contains(&n) => Ok(n),
        Ok(_) => Err(Note::QtyRange),
        Err(_) if t.parse::<f64>().is_ok() => Err(Note::QtyRange),
        Err(_) => Err(Note::QtyText),
    }
}

/// A list name typed into a form: cleaned, at most `MAX_NAME` characters,
/// not empty.
pub fn clean_name(typed: &str) -> Result<String, Note> {
    let n = super::clean_text(typed);
    let n = n.split_whitespace().collect::<Vec<_>>().join(" ");
    if n.is_empty() {
        return Err(Note::NameEmpty);
    }
    if n.chars().count() > MAX_NAME {
        return Err(Note::NameLong);
    }
    Ok(n)
}

/// A copy's name: "Copy of …", cut to `MAX_NAME` characters.
pub fn copy_name(name: &str) -> String {
    ["Copy of ", name].concat().chars().take(MAX_NAME).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn snap(rrp: Option<f64>, gbp: Option<f64>) -> Snapshot {
        Snapshot {
            name: "Part".into(),
            rrp: rrp.and_then(Minor::from_price),
            gbp: gbp.and_then(Minor::from_price),
            usd: gbp.and_then(|g| Minor::from_price(g * 1.25)),
            eur: None,
            sell: None,
        }
    }

    fn line(qty: i64, added: Snapshot, now: Option<Snapshot>) -> QuoteLine {
        QuoteLine {
            sku: "CP0151BL".into(),
            qty,
            added,
            now,
            stock: StockView {
                sku: "CP0151BL".into(),
                count: None,
                error: None,
                checked_at: String::new(),
                low_at: 3,
                ..StockView::default()
            },
            discount: None,
            kind: other::LineKind::Part,
            ours: None,
        }
    }

    #[test]
    fn quantities_are_whole_numbers_in_range() {
        assert_eq!(parse_qty(" 3 "), Ok(3));
        assert_eq!(parse_qty("9999"), Ok(9999));
        assert_eq!(parse_qty("0"), Err(Note::QtyRange));
        assert_eq!(parse_qty("-2"), Err(Note::QtyRange));
        assert_eq!(parse_qty("1000000000"), Err(Note::QtyRange));
        assert_eq!(parse_qty("99999999999999999999999"), Err(Note::QtyRange));
        assert_eq!(parse_qty("1.5"), Err(Note::QtyRange));
        assert_eq!(parse_qty("two"), Err(Note::QtyText));
        assert_eq!(parse_qty(""), Err(Note::QtyText));
    }

    #[test]
    fn names_are_cleaned_and_bounded() {
        assert_eq!(
            clean_name("  Mr Patel,   MT-09 2021 "),
            Ok("Mr Patel, MT-09 2021".into())
        );
        assert_eq!(clean_name("   "), Err(Note::NameEmpty));
        assert_eq!(clean_name(&"x".repeat(81)), Err(Note::NameLong));
        assert_eq!(
            clean_name(&"é".repeat(80)).map(|n| n.chars().count()),
            Ok(80)
        );
    }

    #[test]
    fn totals_and_margin() {
        let lines = [
            line(
                2,
                snap(Some(10.0), Some(6.0)),
                Some(snap(Some(10.0), Some(6.0))),
            ),
            line(
                1,
                snap(Some(5.0), Some(3.0)),
                Some(snap(Some(5.0), Some(3.0))),
            ),
        ];
        let t = totals(&lines, Currency::Gbp);
        assert_eq!(t.rrp, Minor(2500));
        assert_eq!(t.dealer, Minor(1500));
        assert_eq!(t.unpriced, 0);
        let m = t.margin_gbp.unwrap();
        assert!(m.amount == Minor(1000) && (m.percent - 40.0).abs() < 1e-9);
        let t = totals(&lines, Currency::Usd);
        assert_eq!(t.dealer, Minor(1875));
        // EUR missing: counted as unpriced, the margin (GBP) still known.
        let t = totals(&lines, Currency::Eur);
        assert_eq!(t.unpriced, 2);
        assert!(t.margin_gbp.is_some());
        // A line without a dealer GBP price: no margin.
        let t = totals(&[line(1, snap(Some(5.0), None), None)], Currency::Gbp);
        assert_eq!(t.margin_gbp, None);
        assert_eq!(totals(&[], Currency::Gbp).margin_gbp, None);
    }

    #[test]
    fn a_line_says_what_changed() {
        let same = line(
            1,
            snap(Some(10.0), Some(6.0)),
            Some(snap(Some(10.0), Some(6.0))),
        );
        assert_eq!(same.change(Currency::Gbp), None);
        let dearer = line(
            1,
            snap(Some(10.0), Some(6.0)),
            Some(snap(Some(12.0), Some(6.0))),
        );
        assert_eq!(
            dearer.change(Currency::Gbp),
            Some(LineChange::Prices {
                rrp_was: Some(Some(Minor(1000))),
                dealer_was: None
            })
        );
        let gone = line(3, snap(Some(10.0), Some(6.0)), None);
        assert_eq!(gone.change(Currency::Gbp), Some(LineChange::Gone));
        assert_eq!(gone.prices().rrp, Some(Minor(1000)));
    }

    #[test]
    fn a_quote_holds_from_its_oldest_price_and_then_expires() {
        let d = quote_dates("2026-11-28", Some("2026-11-01 10:00"), 30);
        assert_eq!((d.valid_until.as_str(), d.expired), ("2026-12-01", false));
        let d = quote_dates("2026-11-28", Some("2026-10-28 09:00"), 30);
        assert_eq!((d.valid_until.as_str(), d.expired), ("2026-11-27", true));
        // The last day itself still holds; leap years count.
        let d = quote_dates("2028-03-01", Some("2028-01-31"), 30);
        assert_eq!((d.valid_until.as_str(), d.expired), ("2028-03-01", false));
        let d = quote_dates("2026-12-31", None, 1);
        assert_eq!((d.valid_until.as_str(), d.expired), ("2027-01-01", false));
        // A stamp that is no day: from today.
        let d = quote_dates("2026-11-28", Some("then"), 30);
        assert_eq!((d.valid_until.as_str(), d.expired), ("2026-12-28", false));
    }

    #[test]
    fn a_copy_is_named_so_and_kept_short() {
        assert_eq!(copy_name("Mr Patel"), "Copy of Mr Patel");
        assert_eq!(copy_name(&"x".repeat(80)).chars().count(), MAX_NAME);
    }
}
