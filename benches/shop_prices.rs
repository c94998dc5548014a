//! What the shop's prices add to a list page: filling in the shelf price
//! of a 48-card page (`ShopPricing::fill`, as `Products::list` does for
//! every search, category and brand page) under the portal's default rule
//! and under 500 overrides (250 categories, 250 brands), and a 200-line
//! quote's totals with discounts and tax (`ShopPricing::totals`). Prints
//! the median and 95th percentile per page or quote.
//!
//! Run: `cargo bench --features ssr --bench shop_prices`;
//! `PRICE_BENCH_RUNS` changes the runs.

use std::time::{Duration, Instant};

use dealer_desk::{
    model::{
        listing::{ProductSummary, StockView},
        pricing::{Basis, PriceRule, Rate, Rounding},
        quote::{discount::Discount, Minor, QuoteLine, Sell, Snapshot},
        Currency,
    },
    server::pricing::{tax, PriceArgs, RuleSet, ShopPricing},
};

fn card(i: usize) -> ProductSummary {
    ProductSummary {
        sku: format!("EL{i:05}"),
        name: format!("Brake pads {i}"),
        brand: Some(format!("Brand {}", i % 300)),
        category: None,
        category_id: Some((i % 300) as i64),
        image: None,
        ean: None,
        site_price: Some(10.0 + i as f64 * 1.37),
        dealer_gbp: Some(6.0 + i as f64 * 0.91),
        dealer_usd: Some(7.5 + i as f64 * 1.13),
        dealer_eur: Some(7.0 + i as f64 * 1.05),
        date_created: None,
        shop: None,
    }
}

fn line(i: usize) -> QuoteLine {
    let snap = Snapshot {
        name: format!("Part {i}"),
        rrp: Some(Minor(1_999 + i as i64)),
        gbp: Some(Minor(1_200 + i as i64)),
        usd: None,
        eur: Some(Minor(1_400 + i as i64)),
        sell: Some(Sell {
            currency: Currency::Eur,
            amount: Minor(2_495 + i as i64),
        }),
    };
    QuoteLine {
        sku: format!("EL{i:05}"),
        qty: 1 + (i % 4) as i64,
        added: snap.clone(),
        now: Some(snap),
        stock: StockView::default(),
        discount: i
            .is_multiple_of(3)
            .then_some(Discount::Percent(Rate(5_000))),
        kind: Default::default(),
        ours: None,
    }
}

fn timed(runs: usize, mut f: impl FnMut()) -> (Duration, Duration) {
    let mut t: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect();
    t.sort();
    let at = |p: f64| t[((t.len() - 1) as f64 * p).round() as usize];
    (at(0.5), at(0.95))
}

fn micros(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

fn main() {
    let runs: usize = std::env::var("PRICE_BENCH_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2_000)
        .max(1);
    let terms = PriceArgs {
        shop_tax_region: Some("DE".into()),
        ..PriceArgs::default()
    }
    .terms("DE")
    .unwrap_or_else(|e| panic!("{e}"));
    let shop = ShopPricing::new(terms);
    let page: Vec<ProductSummary> = (0..48).map(card).collect();
    println!(
        "shop prices, {runs} runs each (region {})",
        tax::region("DE").map_or("", |r| r.code)
    );
    let (p50, p95) = timed(runs, || {
        let mut items = page.clone();
        shop.fill(&mut items);
        std::hint::black_box(items);
    });
    println!(
        "48 cards, default rule:   p50 {:>7.1} µs, p95 {:>7.1} µs",
        micros(p50),
        micros(p95)
    );
    let rule = PriceRule {
        basis: Basis::DealerPlus(Rate(35_000)),
        rounding: Rounding::Ends99,
    };
    let mut rules = RuleSet::default();
    for i in 0..250 {
        rules.categories.insert(i, rule);
        rules.brands.insert(format!("brand {i}"), rule);
    }
    shop.set_rules(rules);
    let (p50, p95) = timed(runs, || {
        let mut items = page.clone();
        shop.fill(&mut items);
        std::hint::black_box(items);
    });
    println!(
        "48 cards, 500 overrides:  p50 {:>7.1} µs, p95 {:>7.1} µs",
        micros(p50),
        micros(p95)
    );
    let (p50, p95) = timed(runs, || {
        let mut items = page.clone();
        std::hint::black_box(&mut items);
    });
    println!(
        "(copying the 48 cards alone: p50 {:>5.1} µs, p95 {:>5.1} µs)",
        micros(p50),
        micros(p95)
    );
    let quote: Vec<QuoteLine> = (0..200).map(line).collect();
    let (p50, p95) = timed(runs, || {
        std::hint::black_box(shop.totals(&quote, Some(Discount::Amount(Minor(500))), None));
    });
    println!(
        "200-line quote totals:    p50 {:>7.1} µs, p95 {:>7.1} µs",
        micros(p50),
        micros(p95)
    );
}
