//! Shelf labels, in figures: a PDF of 500 parts' labels on each sheet and
//! roll (half with an EAN-13, half Code 128 of the SKU), and the same as
//! ZPL: the render time (median of the runs after the first) and the
//! file's size.
//!
//! Run: `cargo bench --features ssr --bench labels` (add `--profile dev`
//! to reuse the test build).

use std::time::Instant;

use dealer_desk::{
    model::labels::LabelFormat,
    server::documents::labels::{render_labels, render_zpl, Dpi, Label},
};

/// An EAN-13 of `n` with its check digit.
fn ean(n: usize) -> String {
    let first = format!("50{:010}", n);
    let sum: u32 = first
        .chars()
        .filter_map(|c| c.to_digit(10))
        .enumerate()
        .map(|(i, d)| if i % 2 == 0 { d } else { d * 3 })
        .sum();
    format!("{first}{}", (10 - sum % 10) % 10)
}

fn main() {
    let labels: Vec<Label> = (0..500)
        .map(|n| Label {
            sku: format!("BR{n:05}-FRONT"),
            name: format!("Front brake pads, sintered, for a long model name {n}"),
            brand: Some("Brembo".into()),
            price: Some(format!("£{}.{:02}", 10 + n % 90, n % 100)),
            ean: (n % 2 == 0).then(|| ean(n)),
            bin: (n % 3 == 0).then(|| format!("B-{:02}-{}", n % 40, n % 5)),
        })
        .collect();
    println!("| 500 labels | render (median of 5) | size |");
    println!("|---|---|---|");
    for format in LabelFormat::ALL {
        let mut times = Vec::new();
        let mut size = 0;
        for _ in 0..6 {
            let t = Instant::now();
            let pdf = render_labels(&labels, format, 0, "Shelf labels").expect("the labels render");
            times.push(t.elapsed().as_secs_f64() * 1000.0);
            size = pdf.len();
        }
        let mut warm = times[1..].to_vec();
        warm.sort_by(f64::total_cmp);
        println!(
            "| {} PDF | {:.0} ms | {:.0} KB |",
            format.code(),
            warm[warm.len() / 2],
            size as f64 / 1024.0
        );
    }
    let t = Instant::now();
    let zpl = render_zpl(&labels, Dpi::D203);
    println!(
        "| ZPL, 203 dpi | {:.1} ms | {:.0} KB |",
        t.elapsed().as_secs_f64() * 1000.0,
        zpl.len() as f64 / 1024.0
    );
}
