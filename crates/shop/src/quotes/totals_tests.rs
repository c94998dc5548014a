//! A thousand lines with awkward prices, from the supplier's JSON numbers
//! through a saved list to its totals, checked to the penny against
//! decimal arithmetic done here on the prices' text (whole numbers only);
//! and the order CSV a list downloads as.
#![allow(clippy::unwrap_used)]

use super::{file, snapshot, store, SavedLine};
use crate::model::{
    listing::{ProductSummary, StockView},
    quote::{money, totals, Minor, QuoteLine, MAX_QTY},
    Currency,
};
use crate::platform::sql::Tx;

/// The next number of a small fixed-seed generator (the same lines every run).
fn next(seed: &mut u64) -> u64 {
    *seed = seed
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    *seed >> 33
}

/// An awkward price as a supplier writes it: a third decimal of 5 often
/// (the half-way case), tenths that binary fractions cannot hold, ends
/// like .995 that carry into the pounds.
fn awkward(seed: &mut u64) -> String {
    let whole = next(seed) % 20_000;
    match next(seed) % 6 {
        0 => format!("{whole}.{}5", next(seed) % 100),
        1 => format!("{whole}.{}", next(seed) % 10),
        2 => format!("{whole}.995"),
        3 => format!("{whole}.{:03}", next(seed) % 1000),
        4 => format!("{whole}.005"),
        _ => format!("{whole}.{:02}", next(seed) % 100),
    }
}

/// Minor units of a decimal text, rounded half away from zero, the long
/// way: the exact value as a fraction over a power of ten, then rounded.
fn decimal_pence(text: &str) -> i128 {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let scale = 10i128.pow(fraction.len() as u32);
    let exact = whole.parse::<i128>().unwrap() * scale
        + if fraction.is_empty() {
            0
        } else {
            fraction.parse::<i128>().unwrap()
        };
    (exact * 100 + scale / 2) / scale
}

fn summary(sku: &str, rrp: f64, dealer: f64) -> ProductSummary {
    ProductSummary {
        sku: sku.into(),
        name: sku.into(),
        brand: None,
        category: None,
        category_id: None,
        image: None,
        ean: None,
        site_price: Some(rrp),
        dealer_gbp: Some(dealer),
        dealer_usd: None,
        dealer_eur: None,
        date_created: None,
        shop: None,
    }
}

#[test]
fn a_thousand_awkward_lines_add_up_to_the_penny() {
    let dir = tempfile::tempdir().unwrap();
    let conn = file::open(dir.path()).unwrap();
    let tx = Tx::sqlite(&conn);
    store::create(&tx, "browser:b", "q", "Awkward")
        .unwrap()
        .done()
        .unwrap();
    let mut seed = 20_260_131u64;
    let (mut want_rrp, mut want_dealer) = (0i128, 0i128);
    for i in 0..1000 {
        let (rrp_text, dealer_text) = (awkward(&mut seed), awkward(&mut seed));
        let qty = (next(&mut seed) % MAX_QTY as u64 + 1) as i64;
        // Read as the supplier's JSON is read: into an f64.
        let rrp: f64 = serde_json::from_str(&rrp_text).unwrap();
        let dealer: f64 = serde_json::from_str(&dealer_text).unwrap();
        let snap = snapshot(&summary(&format!("SKU{i:04}"), rrp, dealer));
        assert_eq!(
            snap.rrp,
            Some(Minor(decimal_pence(&rrp_text) as i64)),
            "{rrp_text}"
        );
        let line = SavedLine {
            sku: format!("SKU{i:04}"),
            qty,
            added: snap,
            discount: None,
            approved: None,
            kind: Default::default(),
        };
        store::add(&tx, "browser:b", "q", &line)
            .unwrap()
            .done()
            .unwrap();
        want_rrp += decimal_pence(&rrp_text) * i128::from(qty);
        want_dealer += decimal_pence(&dealer_text) * i128::from(qty);
    }
    let saved = store::get(&tx, "browser:b", "q").unwrap().unwrap().lines;
    assert_eq!(saved.len(), 1000);
    let lines: Vec<QuoteLine> = saved
        .into_iter()
        .map(
            |SavedLine {
                 sku, qty, added, ..
             }| QuoteLine {
                stock: StockView {
                    sku: sku.clone(),
                    count: None,
                    error: None,
                    checked_at: String::new(),
                    low_at: 3,
                    ..StockView::default()
                },
                sku,
                qty,
                now: Some(added.clone()),
                added,
                discount: None,
                kind: Default::default(),
                ours: None,
            },
        )
        .collect();
    let t = totals(&lines, Currency::Gbp);
    assert_eq!(i128::from(t.rrp.0), want_rrp);
    assert_eq!(i128::from(t.dealer.0), want_dealer);
    let margin = t.margin_gbp.unwrap();
    assert_eq!(i128::from(margin.amount.0), want_rrp - want_dealer);
    // And as the page prints it.
    let printed = format!("£{}.{:02}", want_rrp / 100, want_rrp % 100);
    assert_eq!(money::format(Currency::Gbp, Some(t.rrp)), printed);
}

#[test]
fn the_order_csv_has_sku_and_quantity_and_no_formula() {
    assert_eq!(
        super::order_csv(&[("CP0151BL".into(), 2), ("=X".into(), 1), ("A,B".into(), 3)]),
        "SKU,Quantity\r\nCP0151BL,2\r\n'=X,1\r\n\"A,B\",3\r\n"
    );
}
