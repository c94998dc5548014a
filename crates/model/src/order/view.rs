//! What the orders' pages show: an order with its customer and money, the
//! form that makes one from a quote, the orders' list in its four parts
//! with its filters, the "to order" sums, and the notes a change answers
//! with. Times are already in the shop's zone when they reach a page.

use serde::{Deserialize, Serialize};

use super::{Balance, LineState, OrderLine, PayMethod};
use crate::{customer::CustomerHead, query::encode_component, quote::Minor, Currency};

/// `/orders`: the orders' list.
pub const ORDERS: &str = "/orders";
/// The lines to order as CSV, one row per SKU.
pub const TO_ORDER_CSV: &str = "/orders/to-order.csv";
/// The same as a workbook.
pub const TO_ORDER_XLSX: &str = "/orders/to-order.xlsx";

/// `/orders/{id}`.
pub fn order(id: &str) -> String {
    ["/orders/", &encode_component(id)].concat()
}

/// `/orders/{id}?onote=…`: the order, saying what came of a change.
pub fn order_noted(id: &str, note: OrderNote) -> String {
    [&order(id), "?onote=", note.code()].concat()
}

/// `POST /orders/{id}/lines/{pos}`: a line moved on.
pub fn order_line(id: &str, pos: usize) -> String {
    format!("{}/lines/{pos}", order(id))
}

/// `POST /orders/{id}/lines/{pos}/told`: the customer was told it arrived.
pub fn order_line_told(id: &str, pos: usize) -> String {
    format!("{}/lines/{pos}/told", order(id))
}

/// `GET /orders/{id}/receipt.pdf`.
pub fn order_receipt(id: &str) -> String {
    [&order(id), "/receipt.pdf"].concat()
}

/// `/quotes/{id}/order`: the form that orders a quote's parts for its
/// customer (and where it posts).
pub fn quote_order(quote: &str) -> String {
    ["/quotes/", &encode_component(quote), "/order"].concat()
}

/// The order form of a quote with only these SKUs ticked (a sale's
/// parts our shelf is short of).
pub fn quote_order_of(quote: &str, skus: &[String]) -> String {
    let ticked: Vec<String> = skus
        .iter()
        .map(|s| ["line=", &encode_component(s)].concat())
        .collect();
    if ticked.is_empty() {
        return quote_order(quote);
    }
    [quote_order(quote), "?".into(), ticked.join("&")].concat()
}

/// An order's id: "SO-" and six letters or digits.
pub fn is_order_id(id: &str) -> bool {
    id.len() == 9
        && id.starts_with("SO-")
        && id[3..]
            .bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
}

/// One order as its page shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrderView {
    pub id: String,
    /// `None`: the customer's record was deleted (the money is kept).
    pub customer: Option<CustomerHead>,
    pub quote_id: Option<String>,
    pub currency: Currency,
    pub created: String,
    pub created_by: Option<String>,
    pub deposit: Minor,
    pub method: PayMethod,
    /// Email the customer when a line arrives.
    pub email_on_arrival: bool,
    pub lines: Vec<OrderLine>,
    pub money: Balance,
    /// The shop can send email.
    pub mail_on: bool,
    /// The restocking fee, as a percentage ("10").
    pub restock: String,
    /// The shop's day now ("YYYY-MM-DD").
    pub today: String,
}

/// A part of a quote the order form offers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DraftLine {
    pub sku: String,
    pub name: Option<String>,
    pub qty: i64,
    pub unit: Minor,
    /// What the line comes to, as the quote has it.
    pub amount: Minor,
    /// Our own shelf's line for the part (`None`: not read).
    #[serde(default)]
    pub ours: Option<crate::stock::view::ShelfLine>,
}

/// The form that orders a quote's parts for its customer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrderDraft {
    pub quote_id: String,
    pub quote_name: String,
    /// `None`: the quote is for no customer yet (an order needs one).
    pub customer: Option<CustomerHead>,
    pub currency: Currency,
    /// The parts that can be ordered (priced catalogue parts).
    pub lines: Vec<DraftLine>,
    /// Lines left out: labour, or no price of the shop's.
    pub left_out: usize,
    pub total: Minor,
    /// The deposit the shop takes when none is typed, as a percentage
    /// ("20"), and what it comes to on the whole total.
    pub default_rate: String,
    pub default_deposit: Minor,
    pub mail_on: bool,
}

/// What a refused order form had typed, to fill it in again.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PostedOrder {
    pub deposit: String,
    pub method: String,
    /// The SKUs chosen.
    pub chosen: Vec<String>,
    pub email: bool,
    pub note: Option<OrderNote>,
}

/// What a refused change to a line had typed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PostedStep {
    pub pos: usize,
    pub step: String,
    pub reference: String,
    pub expected: String,
    pub place: String,
    pub reason: String,
}

/// The four parts of the orders' list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Section {
    ToOrder,
    Awaiting,
    Arrived,
    Done,
}

impl Section {
    pub const ALL: [Section; 4] = [
        Section::ToOrder,
        Section::Awaiting,
        Section::Arrived,
        Section::Done,
    ];

    /// The states of the lines it lists.
    pub fn states(self) -> &'static [LineState] {
        match self {
            Section::ToOrder => &[LineState::ToOrder],
            Section::Awaiting => &[LineState::Ordered],
            Section::Arrived => &[LineState::Arrived],
            Section::Done => &[LineState::Collected, LineState::Cancelled],
        }
    }

    pub fn of(state: LineState) -> Section {
        match state {
            LineState::ToOrder => Section::ToOrder,
            LineState::Ordered => Section::Awaiting,
            LineState::Arrived => Section::Arrived,
            LineState::Collected | LineState::Cancelled => Section::Done,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Section::ToOrder => "to-order",
            Section::Awaiting => "awaiting",
            Section::Arrived => "arrived",
            Section::Done => "done",
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            Section::ToOrder => "orders-section-to-order",
            Section::Awaiting => "orders-section-awaiting",
            Section::Arrived => "orders-section-arrived",
            Section::Done => "orders-section-done",
        }
    }
}

/// The orders' list's filters, as typed (checked by the server).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrdersFilter {
    /// Part of the customer's name.
    pub customer: String,
    /// One state's code, or empty for all.
    pub state: String,
    /// Orders made from and to these days ("YYYY-MM-DD"; empty: any).
    pub from: String,
    pub to: String,
}

/// One line in the orders' list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrderLineRow {
    pub order_id: String,
    pub pos: usize,
    pub customer: Option<CustomerHead>,
    pub currency: Currency,
    pub created: String,
    pub line: OrderLine,
    /// Past its expected day (awaiting), or waiting to be collected longer
    /// than the shop's reminder (arrived).
    pub late: bool,
}

/// One part of the list: how many lines it has, and the first of them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SectionRows {
    pub section: Section,
    pub count: usize,
    pub rows: Vec<OrderLineRow>,
}

/// A SKU to order from the supplier: its quantity summed over the lines
/// to order, and for how many orders.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ToOrderSku {
    pub sku: String,
    pub name: Option<String>,
    pub qty: i64,
    pub orders: usize,
}

/// The orders' list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrdersList {
    pub sections: Vec<SectionRows>,
    /// The first SKUs to order (the downloads have them all), and how
    /// many there are.
    pub to_order: Vec<ToOrderSku>,
    pub to_order_count: usize,
    /// Arrived lines are flagged after this many days.
    pub remind_days: i64,
    /// A filter that could not be read (it was left out).
    pub filter_note: Option<OrderNote>,
}

/// What came of an order form or a change, said on the order's page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum OrderNote {
    Made,
    Moved,
    Told,
    Emailed,
    EmailFailed,
    EmailNoAddress,
    Problem(super::OrderProblem),
    /// A limit was reached (orders per customer, lines, open orders).
    Limit,
    NoSuchOrder,
    NoCustomer,
    /// The records could not be read or written now.
    Busy,
    /// A filter's day is not "YYYY-MM-DD".
    FilterDay,
}

impl OrderNote {
    const PLAIN: [OrderNote; 11] = [
        OrderNote::Made,
        OrderNote::Moved,
        OrderNote::Told,
        OrderNote::Emailed,
        OrderNote::EmailFailed,
        OrderNote::EmailNoAddress,
        OrderNote::Limit,
        OrderNote::NoSuchOrder,
        OrderNote::NoCustomer,
        OrderNote::Busy,
        OrderNote::FilterDay,
    ];

    /// Its code in an address (`?onote=`).
    pub fn code(self) -> &'static str {
        match self {
            OrderNote::Made => "made",
            OrderNote::Moved => "moved",
            OrderNote::Told => "told",
            OrderNote::Emailed => "emailed",
            OrderNote::EmailFailed => "email-failed",
            OrderNote::EmailNoAddress => "email-no-address",
            OrderNote::Problem(p) => p.key(),
            OrderNote::Limit => "limit",
            OrderNote::NoSuchOrder => "no-such-order",
            OrderNote::NoCustomer => "no-customer",
            OrderNote::Busy => "busy",
            OrderNote::FilterDay => "filter-day",
        }
    }

    pub fn parse(code: &str) -> Option<OrderNote> {
        OrderNote::PLAIN
            .into_iter()
            .chain(super::OrderProblem::ALL.into_iter().map(OrderNote::Problem))
            .find(|n| n.code() == code)
    }

    /// The key of its words.
    pub fn key(self) -> &'static str {
        match self {
            OrderNote::Made => "order-note-made",
            OrderNote::Moved => "order-note-moved",
            OrderNote::Told => "order-note-told",
            OrderNote::Emailed => "order-note-emailed",
            OrderNote::EmailFailed => "order-note-email-failed",
            OrderNote::EmailNoAddress => "order-note-email-no-address",
            OrderNote::Problem(p) => p.key(),
            OrderNote::Limit => "order-note-limit",
            OrderNote::NoSuchOrder => "order-note-no-such-order",
            OrderNote::NoCustomer => "order-note-no-customer",
            OrderNote::Busy => "order-note-busy",
            OrderNote::FilterDay => "order-note-filter-day",
        }
    }

    /// Whether it says something went well.
    pub fn is_done(self) -> bool {
        matches!(
            self,
            OrderNote::Made | OrderNote::Moved | OrderNote::Told | OrderNote::Emailed
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_note_reads_back_from_its_code() {
        for n in OrderNote::PLAIN
            .into_iter()
            .chain(super::super::OrderProblem::ALL.map(OrderNote::Problem))
        {
            assert_eq!(OrderNote::parse(n.code()), Some(n));
        }
        assert_eq!(OrderNote::parse("<script>"), None);
    }

    #[test]
    fn an_order_id_is_so_and_six_letters_or_digits() {
        assert!(is_order_id("SO-4K7Q2M"));
        for bad in ["SO-4k7q2m", "SO-4K7Q2", "XX-4K7Q2M", "SO-4K7Q2M/", ""] {
            assert!(!is_order_id(bad), "{bad}");
        }
        assert_eq!(order_line("SO-4K7Q2M", 2), "/orders/SO-4K7Q2M/lines/2");
    }
}
