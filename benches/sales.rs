//! Counter sales, in figures, in the lists' SQLite file (the shelf beside
//! them holding 50,000 parts): a 10-line sale (its number taken, the
//! invoice, lines and payments written, ten parts taken off the shelf, in
//! one transaction) as p50/p95 of many; then 1,000 sales from two portals
//! at once, timed, and their numbers checked to be 1 to 1,000 with none
//! missing or twice; then the invoices' list (`/sales`'s query: a page,
//! what matched and its total) at 100,000 invoices, unfiltered and by a
//! method, a number and a day; and the invoice's PDF and the receipt of
//! 10 and 200 lines (time and size).
//!
//! Run: `cargo bench --features ssr --bench sales` (`SALES_RUNS` changes
//! the 10-line sales timed, default 2,000).

use std::{error::Error, time::Instant};

use dealer_desk::{
    model::{
        quote::money::{Minor, Rate},
        role::Role,
        sale::{Method, Payment, SaleLine, SaleMoney},
        stock::Kind,
        Currency,
    },
    server::{
        access::{audit::AuditLog, Actor},
        quotes::Quotes,
        sales::{SaleAsked, Sales},
        stock::{NewMovement, Stock},
    },
};

const PARTS: usize = 50_000;

fn sku(n: usize) -> String {
    format!("SL-{n:06}")
}

/// A sale of `lines` parts from `first` on, paid by card and cash.
fn sale(token: String, first: usize, lines: usize, year: &str) -> SaleAsked {
    let lines: Vec<SaleLine> = (0..lines)
        .map(|n| SaleLine {
            sku: sku((first + n) % PARTS),
            name: "Part".into(),
            qty: 1 + (n % 3) as i64,
            unit: Minor(1_250),
            total: Minor(1_250 * (1 + (n % 3) as i64)),
            net: Minor(1_041 * (1 + (n % 3) as i64)),
            unit_net: Minor(1_041),
            takes_stock: true,
        })
        .collect();
    let total: i64 = lines.iter().map(|l| l.total.0).sum();
    SaleAsked {
        token,
        money: SaleMoney {
            net: Minor(total * 5 / 6),
            tax: Minor(total - total * 5 / 6),
            total: Minor(total),
            rate: Rate(20_000),
            includes_tax: true,
            sales_tax: false,
        },
        lines,
        payments: vec![
            Payment {
                method: Method::Card,
                amount: Minor(total / 2),
            },
            Payment {
                method: Method::Cash,
                amount: Minor(total),
            },
        ],
        customer: None,
        quote: None,
        order: None,
        anyway: true,
        day: None,
        at: format!("{year}-12-07 10:00:00"),
    }
}

fn spread(mut t: Vec<f64>) -> (f64, f64) {
    t.sort_by(|a, b| a.total_cmp(b));
    let at = |q: f64| t[((t.len() as f64 - 1.0) * q).round() as usize];
    (at(0.5), at(0.95))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn Error>> {
    let runs: usize = std::env::var("SALES_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2_000);
    let dir = std::env::temp_dir().join(format!("dd-sales-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir)?;
    let quotes = Quotes::open(&dir)?;
    let stock = Stock::open(quotes.connection(), Currency::Gbp)?;
    let t = Instant::now();
    for n in 0..PARTS {
        let m = NewMovement {
            sku: sku(n),
            kind: Kind::Received,
            qty: 1_000,
            cost: Some(Minor(700 + (n % 500) as i64)),
            assumed: false,
            fallback_cost: None,
            reference: String::new(),
            reason: None,
            note: String::new(),
            by: None,
            at: "2026-12-01 09:00:00".into(),
        };
        stock.record(m).await.map_err(|e| format!("{e:?}"))?;
    }
    println!(
        "the shelf: {PARTS} parts received in {:.1} s",
        t.elapsed().as_secs_f64()
    );
    let sales = Sales::open(quotes.connection(), Currency::Gbp, "")?;
    let audit = AuditLog::in_memory();
    let staff = Actor {
        who: Some("bench".into()),
        address: None,
        role: Some(Role::Staff),
    };
    let mut times = Vec::with_capacity(runs);
    for n in 0..runs {
        let asked = sale(format!("one-{n}"), n * 10, 10, "2025");
        let t = Instant::now();
        sales
            .sell(&staff, &audit, asked)
            .await
            .map_err(|e| format!("{e:?}"))?;
        times.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    let (p50, p95) = spread(times);
    println!("a 10-line sale posted ({runs} sales): p50 {p50:.2} ms, p95 {p95:.2} ms");

    let other = Sales::open(Quotes::open(&dir)?.connection(), Currency::Gbp, "")?;
    let run = |s: Sales, side: &'static str| {
        let (audit, staff) = (audit.clone(), staff.clone());
        async move {
            for n in 0..500 {
                let asked = sale(format!("{side}-{n}"), n, 1, "2026");
                s.sell(&staff, &audit, asked)
                    .await
                    .map_err(|e| format!("{e:?}"))?;
            }
            Ok::<(), String>(())
        }
    };
    let t = Instant::now();
    let (a, b) = tokio::join!(run(sales.clone(), "a"), run(other, "b"));
    a?;
    b?;
    let took = t.elapsed().as_secs_f64();
    let numbers = sales.numbers(2026).await.map_err(|e| format!("{e:?}"))?;
    let gap_free = numbers == (1..=1_000).collect::<Vec<i64>>();
    println!(
        "1,000 sales from two portals at once: {took:.2} s; numbers 1 to 1,000, none missing or twice: {}",
        if gap_free { "yes" } else { "NO" }
    );
    list_figures(&sales, &staff, &audit).await?;
    pdf_figures()?;
    let _ = std::fs::remove_dir_all(&dir);
    if gap_free {
        Ok(())
    } else {
        Err("the numbers are not gap-free".into())
    }
}

/// The invoices made until there are `INVOICES`, then the list's query
/// timed as `/sales` asks it.
async fn list_figures(
    sales: &Sales,
    staff: &Actor,
    audit: &AuditLog,
) -> Result<(), Box<dyn Error>> {
    use dealer_desk::server::sales::store::ListQuery;
    const INVOICES: usize = 100_000;
    let made = sales
        .list(ListQuery::default())
        .await
        .map_err(|e| format!("{e:?}"))?
        .matched as usize;
    let t = Instant::now();
    for n in made..INVOICES {
        let day = 1 + n % 28;
        let mut asked = sale(format!("fill-{n}"), n, 1, "2024");
        asked.at = format!("2024-11-{day:02} 10:00:00");
        sales
            .sell(staff, audit, asked)
            .await
            .map_err(|e| format!("{e:?}"))?;
    }
    println!(
        "{} more sales to reach {INVOICES} invoices: {:.1} s",
        INVOICES - made,
        t.elapsed().as_secs_f64()
    );
    let page = ListQuery {
        limit: 50,
        ..ListQuery::default()
    };
    let asks = [
        ("the first page, unfiltered", page.clone()),
        (
            "paid in cash",
            ListQuery {
                method: "cash".into(),
                ..page.clone()
            },
        ),
        (
            "by a number",
            ListQuery {
                number: "2024-004242".into(),
                ..page.clone()
            },
        ),
        (
            "one day",
            ListQuery {
                from: "2024-11-05 00:00:00".into(),
                to: "2024-11-06 00:00:00".into(),
                ..page.clone()
            },
        ),
        (
            "page 1,000",
            ListQuery {
                offset: 49_950,
                ..page
            },
        ),
    ];
    for (what, q) in asks {
        let mut times = Vec::new();
        let mut matched = 0;
        for _ in 0..30 {
            let t = Instant::now();
            matched = sales
                .list(q.clone())
                .await
                .map_err(|e| format!("{e:?}"))?
                .matched;
            times.push(t.elapsed().as_secs_f64() * 1000.0);
        }
        let (p50, p95) = spread(times);
        println!("/sales at {INVOICES} invoices, {what} ({matched} match): p50 {p50:.1} ms, p95 {p95:.1} ms");
    }
    day_figures(sales, INVOICES).await
}

/// `/sales/day`'s sums (by method, person, margin) of one busy day among
/// the invoices, timed.
async fn day_figures(sales: &Sales, invoices: usize) -> Result<(), Box<dyn Error>> {
    use dealer_desk::{model::shop_day::UtcDay, server::sales::day::DayAsked};
    let asked = DayAsked {
        day: "2024-11-05".into(),
        bounds: UtcDay {
            start: "2024-11-05 00:00:00".into(),
            end: "2024-11-06 00:00:00".into(),
        },
        by: None,
    };
    let mut times = Vec::new();
    let mut sold = 0;
    for _ in 0..30 {
        let t = Instant::now();
        sold = sales
            .takings(asked.clone())
            .await
            .map_err(|e| format!("{e:?}"))?
            .sales;
        times.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    let (p50, p95) = spread(times);
    println!("/sales/day at {invoices} invoices, a day of {sold} sales: p50 {p50:.1} ms, p95 {p95:.1} ms");
    Ok(())
}

/// The invoice's PDF and the receipt of 10 and 200 lines.
fn pdf_figures() -> Result<(), Box<dyn Error>> {
    use dealer_desk::{
        model::{
            lang::Lang,
            sale::view::{InvoiceLineView, InvoiceView},
        },
        server::{
            documents::{
                invoice::{invoice_document, InvoiceFrom},
                receipt::{receipt, render_receipt},
                render_quote, Paper, ShopDetails,
            },
            i18n::{words::Words, Locales},
        },
    };
    let locales = Locales::load().map_err(|e| format!("{e:?}"))?;
    let w = Words {
        locales: &locales,
        lang: Lang::En,
    };
    let details = ShopDetails {
        name: Some("Bench Motorcycles".into()),
        address: vec!["1 High Street".into(), "Leeds".into()],
        vat_number: Some("GB123456789".into()),
        ..ShopDetails::default()
    };
    for lines in [10usize, 200] {
        let inv = InvoiceView {
            id: 1,
            number: "2026-000123".into(),
            at: "2026-12-07 10:15".into(),
            customer_id: None,
            customer_name: Some("A Customer Ltd".into()),
            customer_vat: Some("GB987654321".into()),
            quote_id: None,
            currency: Currency::Gbp,
            lines: (0..lines)
                .map(|n| InvoiceLineView {
                    line: SaleLine {
                        sku: sku(n),
                        name: format!("Brake pads, sintered, front, part {n}"),
                        qty: 2,
                        unit: Minor(1_250),
                        total: Minor(2_500),
                        net: Minor(2_083),
                        unit_net: Minor(1_042),
                        takes_stock: true,
                    },
                    cost: None,
                    returned: 0,
                })
                .collect(),
            payments: vec![Payment {
                method: Method::Card,
                amount: Minor(2_500 * lines as i64),
            }],
            tendered: None,
            change: Minor(0),
            money: SaleMoney {
                net: Minor(2_083 * lines as i64),
                tax: Minor(417 * lines as i64),
                total: Minor(2_500 * lines as i64),
                rate: Rate(20_000),
                includes_tax: true,
                sales_tax: false,
            },
            by: Some("bench".into()),
            margin: None,
            credit_notes: Vec::new(),
            paid_before: Vec::new(),
            order_id: None,
            can_print: false,
        };
        let from = InvoiceFrom {
            details: &details,
            country: "GB",
            paper: Paper::A4,
        };
        let t = Instant::now();
        let pdf = render_quote(&invoice_document(&from, &w, &inv))?;
        let took = t.elapsed().as_secs_f64() * 1000.0;
        let t = Instant::now();
        let roll = render_receipt(&receipt(&details, "GB", &w, &inv))?;
        let roll_took = t.elapsed().as_secs_f64() * 1000.0;
        println!(
            "the invoice of {lines} lines: {:.0} KB in {took:.0} ms; its receipt: {:.0} KB in {roll_took:.0} ms",
            pdf.len() as f64 / 1024.0,
            roll.len() as f64 / 1024.0
        );
    }
    Ok(())
}
