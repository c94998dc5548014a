//! What a special order's line does to the shelf: a part that arrives for
//! a customer is received onto it (and held for them: `committed` counts
//! arrived lines not collected), and leaves it as sold when they collect
//! it. A line cancelled after it arrived leaves the part on the shelf,
//! free to sell. Written by the orders' own transaction, holding the
//! shelf's lock as well (`Tx::also_lock`), so a part's state is never
//! read by two changes at once.

use crate::{
    model::{
        order::{LineState, OrderLine, When},
        stock::Kind,
    },
    platform::sql::{DbResult, Lock, Tx},
};

use super::{store, NewMovement};

/// The movement a line's step makes, if any: `before` is where the line
/// stood, `after` the line moved.
pub fn movement_of_step(
    order_id: &str,
    before: LineState,
    after: &OrderLine,
    when: &When,
) -> Option<NewMovement> {
    let kind = match (before, after.at()) {
        (b, LineState::Arrived) if b != LineState::Arrived => Kind::Received,
        (LineState::Arrived, LineState::Collected) => Kind::Sold,
        _ => return None,
    };
    let qty = match kind {
        Kind::Sold => -after.qty,
        _ => after.qty,
    };
    Some(NewMovement {
        sku: after.sku.clone(),
        kind,
        qty,
        cost: None,
        assumed: false,
        fallback_cost: None,
        reference: order_id.to_string(),
        reason: None,
        note: after.place.clone().unwrap_or_default(),
        by: when.by.clone(),
        at: when.now.clone(),
    })
}

/// Writes the movement of a line's step, if it makes one, in the orders'
/// transaction.
pub fn write_step(
    tx: &Tx<'_>,
    order_id: &str,
    before: LineState,
    after: &OrderLine,
    when: &When,
) -> DbResult<()> {
    if let Some(m) = movement_of_step(order_id, before, after, when) {
        tx.also_lock(&Lock::Stock)?;
        store::write_movement(tx, &m)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::quote::Minor;

    fn line(state: LineState) -> OrderLine {
        OrderLine {
            sku: "BRK-1".into(),
            qty: 2,
            unit: Minor(1000),
            state: Some(state),
            place: Some("Shelf B3".into()),
            ..OrderLine::default()
        }
    }

    fn when() -> When {
        When {
            now: "2026-12-01 10:00:00".into(),
            today: "2026-12-01".into(),
            by: Some("sam".into()),
        }
    }

    #[test]
    fn an_arrival_is_received_and_a_collection_sold() {
        let got = movement_of_step(
            "SO-1",
            LineState::Ordered,
            &line(LineState::Arrived),
            &when(),
        )
        .unwrap();
        assert_eq!((got.kind, got.qty), (Kind::Received, 2));
        assert_eq!(got.reference, "SO-1");
        assert_eq!(got.note, "Shelf B3");
        let sold = movement_of_step(
            "SO-1",
            LineState::Arrived,
            &line(LineState::Collected),
            &when(),
        )
        .unwrap();
        assert_eq!((sold.kind, sold.qty), (Kind::Sold, -2));
    }

    #[test]
    fn other_steps_leave_the_shelf_alone() {
        for (before, after) in [
            (LineState::ToOrder, LineState::Ordered),
            (LineState::Arrived, LineState::Cancelled),
            (LineState::Ordered, LineState::Cancelled),
            (LineState::Arrived, LineState::Arrived),
        ] {
            assert_eq!(
                movement_of_step("SO-1", before, &line(after), &when()),
                None
            );
        }
    }
}
