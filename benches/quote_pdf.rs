//! Size and time of the customer's copy as a PDF: a 10-line and a
//! 200-line quote (German words, euro amounts, a discount on every third
//! line, a QR code), rendered by `documents::render_quote` as the portal
//! does for `/quotes/{id}/copy.pdf`. Prints each size, and the median
//! and 95th percentile of the render time over the runs.
//!
//! Run: `cargo bench --features ssr --bench quote_pdf` (release, as the
//! portal ships); `PDF_BENCH_RUNS=200` changes the runs.

use std::time::{Duration, Instant};

use dealer_desk::server::documents::{render_quote, DocRow, DocTotal, Paper, QuoteDocument};

fn document(lines: usize) -> QuoteDocument {
    QuoteDocument {
        paper: Paper::A4,
        lang: "de".into(),
        title: "Angebot: Jürgen Weiß, MT-09".into(),
        shop: vec![
            "Motorrad Weiß GmbH".into(),
            "Große Straße 5".into(),
            "20095 Hamburg".into(),
            "USt-IdNr. DE123456789".into(),
        ],
        logo: None,
        facts: vec![
            "Datum 28.11.26".into(),
            "Preise 30 Tage gültig, bis 28.12.26, Verfügbarkeit vorbehalten.".into(),
        ],
        customer: vec!["Für Jürgen Weiß · 0151 2345678".into()],
        heads: [
            "SKU".into(),
            "Produkt".into(),
            "Menge".into(),
            "Unser Preis".into(),
            "Pos.-Summe".into(),
        ],
        rows: (0..lines)
            .map(|i| DocRow {
                sku: format!("EL{i:04}BK"),
                name: format!("Bremsbeläge gesintert, vorne, Satz {i} für zwei Bremssättel"),
                qty: "2".into(),
                unit: "99,95 €".into(),
                total: "199,90 €".into(),
                note: i.is_multiple_of(3).then(|| "−10 % (222,11 €)".into()),
            })
            .collect(),
        totals: vec![
            DocTotal {
                label: "Gesamtbetrag".into(),
                amount: "12.345,67 €".into(),
                strong: true,
            },
            DocTotal {
                label: "Enthaltene MwSt. 19 %".into(),
                amount: "1.971,12 €".into(),
                strong: false,
            },
        ],
        notes: Vec::new(),
        qr: Some((
            "https://desk.example/quotes/0123456789abcdef0123456789abcdef".into(),
            "Für Mitarbeiter: scannen öffnet dieses Angebot".into(),
        )),
        page_label: "Seite {page} von {pages}".into(),
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn main() {
    let runs: usize = std::env::var("PDF_BENCH_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100)
        .max(1);
    println!("customer's copy as PDF, {runs} runs each");
    for lines in [10, 200] {
        let doc = document(lines);
        let mut times = Vec::with_capacity(runs);
        let mut size = 0;
        for _ in 0..runs {
            let start = Instant::now();
            match render_quote(&doc) {
                Ok(pdf) => size = pdf.len(),
                Err(e) => {
                    eprintln!("render failed: {e}");
                    std::process::exit(1);
                }
            }
            times.push(start.elapsed());
        }
        times.sort();
        println!(
            "{lines:>4} lines: {:>7.1} KB, render p50 {:>6.2} ms, p95 {:>6.2} ms",
            size as f64 / 1024.0,
            percentile(&times, 0.5).as_secs_f64() * 1000.0,
            percentile(&times, 0.95).as_secs_f64() * 1000.0,
        );
    }
}
