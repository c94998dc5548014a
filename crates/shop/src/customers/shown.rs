//! Times as pages show them: the stores keep UTC; a customer's page and
//! "Back in stock" show each time in the shop's zone, named
//! (`platform::shop_time`).

use crate::model::customer::{BackInStock, CustomerView, WatchRow};
use crate::platform::shop_time::ShopTime;

pub fn customer(v: &mut CustomerView, t: ShopTime) {
    v.created = t.local_day(&v.created);
    for h in &mut v.history {
        h.at = t.local(&h.at);
    }
    for q in &mut v.quotes {
        q.updated = t.local(&q.updated);
    }
    for w in &mut v.watches {
        watch(w, t);
    }
}

pub fn back_in_stock(b: &mut BackInStock, t: ShopTime) {
    t.local_opt(&mut b.last_check);
    for w in &mut b.rows {
        watch(w, t);
    }
}

fn watch(w: &mut WatchRow, t: ShopTime) {
    w.created = t.local(&w.created);
    t.local_opt(&mut w.checked);
    t.local_opt(&mut w.back);
    if let Some(c) = &mut w.contacted {
        c.at = t.local(&c.at);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::customer::{CustomerChange, CustomerHead};

    #[test]
    fn a_customers_times_are_shown_in_the_shops_zone() {
        let ny = ShopTime::from_setting(Some("America/New_York")).unwrap();
        let head = CustomerHead {
            id: "a".repeat(32),
            name: "Ann".into(),
            phone: None,
            email: None,
        };
        let watch = WatchRow {
            id: 1,
            sku: "CP0151".into(),
            name: "Chain".into(),
            qty: 1,
            customer: head.clone(),
            created: "2026-07-01 03:00:00".into(),
            stock: Some(2),
            checked: Some("2026-07-01 04:00:00".into()),
            back: None,
            contacted: None,
            email_customer: false,
        };
        let mut v = CustomerView {
            head,
            note: None,
            lang: None,
            created: "2026-01-01 02:00:00".into(),
            bikes: Vec::new(),
            quotes: Vec::new(),
            watches: vec![watch.clone()],
            history: vec![CustomerChange {
                at: "2026-07-01 12:00:00".into(),
                by: None,
                what: "Created".into(),
            }],
            tier: None,
            tiers: Vec::new(),
            vat_number: None,
        };
        customer(&mut v, ny);
        assert_eq!(v.created, "2025-12-31", "the shop's day");
        assert_eq!(v.history[0].at, "2026-07-01 08:00:00 EDT");
        assert_eq!(v.watches[0].created, "2026-06-30 23:00:00 EDT");
        assert_eq!(
            v.watches[0].checked.as_deref(),
            Some("2026-07-01 00:00:00 EDT")
        );
        let mut back = BackInStock {
            rows: vec![watch],
            open: 1,
            last_check: Some("2026-12-01 17:00:00".into()),
            mail_on: false,
        };
        back_in_stock(&mut back, ny);
        assert_eq!(back.last_check.as_deref(), Some("2026-12-01 12:00:00 EST"));
    }
}
