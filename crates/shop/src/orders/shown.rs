//! Orders as the pages show them: an order with its customer and money,
//! its times in the shop's zone; the orders' list's filters read, and the
//! list put together part by part.

use super::{
    lists::{LateFrom, ListQuery},
    store::OrderRow,
    OrderTerms, Orders, Refused,
};
use crate::model::{
    customer::CustomerHead,
    order::{
        balance, is_day_text,
        view::{OrderNote, OrderView, OrdersFilter, OrdersList, Section},
        LineState,
    },
    pricing::rate_text,
};
use crate::platform::shop_time::ShopTime;

/// Lines each part of the orders' page lists at most.
pub const SECTION_ROWS: usize = 300;

/// What the order's page needs to know beside the order.
pub struct Around<'a> {
    pub customer: Option<CustomerHead>,
    pub terms: OrderTerms,
    pub time: &'a ShopTime,
    pub mail_on: bool,
}

/// The order as its page shows it.
pub fn order(row: OrderRow, around: Around<'_>) -> OrderView {
    let t = around.time;
    let money = balance(&row.lines, row.deposit);
    let lines = row
        .lines
        .into_iter()
        .map(|mut l| {
            for at in [
                &mut l.ordered_at,
                &mut l.arrived_at,
                &mut l.collected_at,
                &mut l.cancelled_at,
                &mut l.told_at,
            ] {
                t.local_opt(at);
            }
            l
        })
        .collect();
    OrderView {
        id: row.id,
        customer: around.customer,
        quote_id: row.quote_id,
        currency: row.currency,
        created: t.local(&row.created),
        created_by: row.created_by,
        deposit: row.deposit,
        method: row.deposit_method,
        email_on_arrival: row.email_on_arrival,
        lines,
        money,
        mail_on: around.mail_on,
        restock: rate_text(around.terms.restock),
        today: t.today().format("%Y-%m-%d").to_string(),
    }
}

/// The filters as typed, read: the days are the shop's (`time`), as UTC
/// bounds; a day that is not one is left out and said (`FilterDay`).
pub fn query(f: &OrdersFilter, time: &ShopTime) -> (ListQuery, Option<OrderNote>) {
    let mut note = None;
    let mut day = |typed: &str| {
        let typed = typed.trim();
        if typed.is_empty() {
            return None;
        }
        let bounds = is_day_text(typed).then(|| time.day_text(typed)).flatten();
        if bounds.is_none() {
            note = Some(OrderNote::FilterDay);
        }
        bounds
    };
    let from = day(&f.from).map(|d| d.start);
    let before = day(&f.to).map(|d| d.end);
    let name = crate::customers::name_key(f.customer.trim());
    let customer = (!name.is_empty()).then(|| {
        format!(
            "%{}%",
            crate::customers::like_escaped(&name.chars().take(100).collect::<String>())
        )
    });
    let q = ListQuery {
        customer,
        state: LineState::parse(&f.state),
        from,
        before,
    };
    (q, note)
}

/// The orders' list under these filters: each part's first lines and
/// counts, and the parts to order summed by SKU.
pub async fn list(
    orders: &Orders,
    f: &OrdersFilter,
    time: &ShopTime,
) -> Result<OrdersList, Refused> {
    let (q, filter_note) = query(f, time);
    let days = orders.terms().collect_remind_days;
    let waited_from = chrono::Utc::now() - chrono::Duration::days(days);
    let late = LateFrom {
        today: time.today().format("%Y-%m-%d").to_string(),
        arrived_before: crate::customers::stamp(waited_from),
    };
    let mut sections = Vec::with_capacity(Section::ALL.len());
    for s in Section::ALL {
        let mut part = orders
            .section(q.clone(), s, late.clone(), SECTION_ROWS)
            .await?;
        for row in &mut part.rows {
            row.created = time.local(&row.created);
            for at in [
                &mut row.line.ordered_at,
                &mut row.line.arrived_at,
                &mut row.line.collected_at,
                &mut row.line.cancelled_at,
                &mut row.line.told_at,
            ] {
                time.local_opt(at);
            }
        }
        sections.push(part);
    }
    let mut to_order = orders.to_order().await?;
    let to_order_count = to_order.len();
    to_order.truncate(SECTION_ROWS);
    Ok(OrdersList {
        sections,
        to_order,
        to_order_count,
        remind_days: days,
        filter_note,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn filters_are_read_and_a_bad_day_is_said_and_left_out() {
        let utc = ShopTime::default();
        let (q, note) = query(
            &OrdersFilter {
                customer: " Pa_tel ".into(),
                state: "arrived".into(),
                from: "2026-11-01".into(),
                to: "2026-11-30".into(),
            },
            &utc,
        );
        assert_eq!(q.customer.as_deref(), Some("%pa\\_tel%"));
        assert_eq!(q.state, Some(LineState::Arrived));
        assert_eq!(q.from.as_deref(), Some("2026-11-01 00:00:00"));
        assert_eq!(
            q.before.as_deref(),
            Some("2026-12-01 00:00:00"),
            "the 30th included"
        );
        assert_eq!(note, None);
        let (q, note) = query(
            &OrdersFilter {
                from: "yesterday".into(),
                state: "lost".into(),
                ..OrdersFilter::default()
            },
            &utc,
        );
        assert_eq!((q.from, q.state, q.customer), (None, None, None));
        assert_eq!(note, Some(OrderNote::FilterDay));
        let (q, note) = query(
            &OrdersFilter {
                to: "2026-02-30".into(),
                ..OrdersFilter::default()
            },
            &utc,
        );
        assert_eq!((q.before, note), (None, Some(OrderNote::FilterDay)));
    }

    #[test]
    fn the_days_asked_for_are_the_shops() {
        let la = ShopTime::from_setting(Some("America/Los_Angeles")).unwrap();
        let (q, note) = query(
            &OrdersFilter {
                from: "2026-11-28".into(),
                to: "2026-11-28".into(),
                ..OrdersFilter::default()
            },
            &la,
        );
        assert_eq!(note, None);
        assert_eq!(q.from.as_deref(), Some("2026-11-28 08:00:00"));
        assert_eq!(q.before.as_deref(), Some("2026-11-29 08:00:00"));
    }
}
