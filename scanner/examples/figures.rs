//! Prints the decoder's figures and writes sample frames.
//!
//! `cargo run --release --example figures [-- OUT_DIR]`
//!
//! - Writes camera-like label frames as PGM files into OUT_DIR (default
//!   `target/frames`): `ean13.pgm`, `code128.pgm`, `upside-down.pgm`,
//!   `none.pgm` (sensor noise) and `label-without-code.pgm` (a label of
//!   random bars and text), and at 1280x720 `long-sku-1280x720.pgm` and
//!   `none-1280x720.pgm`, for `check.mjs` to decode through the
//!   WebAssembly build.
//! - Times `decode_luma` on a 640x480 frame with a code and one without
//!   (median of 50 runs each), for each set of options.
//! - Counts how many frames of a sweep of harder shots (turn, blur, noise,
//!   uneven light, size) each set of options reads, to choose between them.

#[path = "../tests/support/mod.rs"]
mod support;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use dealer_desk_scanner::{decode_luma, decode_luma_with, Binarization, Found, Options};
use support::{code128, ean13, noise_frame, pgm, photograph, Shot, Symbol, HEIGHT, WIDTH};

/// A condition of a shot: its name and how to read its value.
type Condition = (&'static str, fn(&Shot) -> String);

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn time_decode(frame: &[u8], options: Options, runs: usize) -> (Duration, Option<Found>) {
    let mut last = None;
    let times = (0..runs)
        .map(|_| {
            let start = Instant::now();
            last = decode_luma_with(frame, WIDTH, HEIGHT, options);
            start.elapsed()
        })
        .collect();
    (median(times), last)
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}

fn all_options() -> Vec<(String, Options)> {
    let mut out = Vec::new();
    for (bname, binarization) in [
        ("row histogram", Binarization::RowHistogram),
        ("local blocks", Binarization::LocalBlocks),
        ("row histogram then local blocks", Binarization::Both),
    ] {
        for row_average in [0, 1, 2] {
            let name = match row_average {
                0 => format!("{bname}, no average, every row"),
                r => format!("{bname}, {}-row average, every row", 2 * r + 1),
            };
            let options = Options {
                binarization,
                row_average,
                every_row: true,
                quarter_turn: false,
            };
            out.push((name, options));
        }
    }
    out.push((
        "the module's settings (row histogram then local blocks, 5-row average), 15 middle rows"
            .to_string(),
        Options {
            every_row: false,
            ..Options::default()
        },
    ));
    out.push((
        "the module's settings, and a quarter turn".to_string(),
        Options {
            quarter_turn: true,
            ..Options::default()
        },
    ));
    out
}

fn main() {
    let out_dir = std::env::args()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/frames"));
    std::fs::create_dir_all(&out_dir).expect("output folder");

    let samples: [(&str, Symbol, Shot); 3] = [
        ("ean13.pgm", ean13("5012345678900"), Shot::rough(4.0, 11)),
        ("code128.pgm", code128("CP0151BL"), Shot::rough(-3.0, 12)),
        (
            "upside-down.pgm",
            code128("BRK-2231-A"),
            Shot::rough(183.0, 13),
        ),
    ];
    for (name, symbol, shot) in &samples {
        let frame = photograph(symbol, shot);
        let path = out_dir.join(name);
        std::fs::write(&path, pgm(&frame, WIDTH, HEIGHT)).expect("write frame");
        let read = decode_luma(&frame, WIDTH, HEIGHT).map(|f| f.result_text());
        println!("wrote {} (native read: {:?})", path.display(), read);
    }
    let none = noise_frame(7, 20.0);
    let label_no_code = photograph(&support::random_bars(9, 120), &Shot::rough(2.0, 9));
    for (name, frame) in [
        ("none.pgm", &none),
        ("label-without-code.pgm", &label_no_code),
    ] {
        let path = out_dir.join(name);
        std::fs::write(&path, pgm(frame, WIDTH, HEIGHT)).expect("write frame");
        println!("wrote {}", path.display());
    }

    // A long SKU needs the camera's 1280x720 to keep 3 pixels a module.
    let (big_w, big_h) = (1280, 720);
    let big = support::photograph_sized(
        &code128("KIT-2024-HD-0042"),
        &Shot::rough(-4.0, 14),
        big_w,
        big_h,
    );
    let mut rng = support::Rng::new(15);
    let big_none: Vec<u8> = (0..big_w * big_h)
        .map(|_| (128.0 + 20.0 * rng.gauss()).round().clamp(0.0, 255.0) as u8)
        .collect();
    for (name, frame) in [
        ("long-sku-1280x720.pgm", &big),
        ("none-1280x720.pgm", &big_none),
    ] {
        let path = out_dir.join(name);
        std::fs::write(&path, pgm(frame, big_w, big_h)).expect("write frame");
        let mut found = None;
        let times = (0..50)
            .map(|_| {
                let start = Instant::now();
                found = decode_luma(frame, big_w, big_h);
                start.elapsed()
            })
            .collect();
        println!(
            "wrote {} (native read: {:?}, {} median of 50)",
            path.display(),
            found.map(|f| f.result_text()),
            ms(median(times))
        );
    }

    println!();
    println!("decode time, 640x480, median of 50:");
    let with_code = photograph(&ean13("5012345678900"), &Shot::rough(4.0, 11));
    let with_code128 = photograph(&code128("CP0151BL"), &Shot::rough(-3.0, 5));
    let upside_down = photograph(&code128("BRK-2231-A"), &Shot::rough(183.0, 13));
    println!(
        "| options | EAN-13 | Code 128 | upside down | noise, no code | label of random bars |"
    );
    println!("|---|---|---|---|---|---|");
    for (name, options) in all_options() {
        let (t1, r1) = time_decode(&with_code, options, 50);
        let (t2, r2) = time_decode(&with_code128, options, 50);
        let (t3, r3) = time_decode(&upside_down, options, 50);
        let (t4, r4) = time_decode(&none, options, 50);
        let (t5, r5) = time_decode(&label_no_code, options, 50);
        let mark = |t: Duration, r: &Option<Found>| {
            format!(
                "{}{}",
                ms(t),
                if r.is_some() { " (read)" } else { " (none)" }
            )
        };
        println!(
            "| {name} | {} | {} | {} | {} | {} |",
            mark(t1, &r1),
            mark(t2, &r2),
            mark(t3, &r3),
            mark(t4, &r4),
            mark(t5, &r5)
        );
    }

    println!();
    println!("frames read from a sweep of harder shots:");
    let symbols: Vec<(String, Symbol)> = ["5012345678900", "4006381333931", "0036000291452"]
        .iter()
        .map(|c| (format!("ean13:{c}"), ean13(c)))
        .chain(
            ["CP0151BL", "EL0706", "BRK-2231-A"]
                .iter()
                .map(|t| (format!("code128:{t}"), code128(t))),
        )
        .collect();
    let mut shots = Vec::new();
    let mut seed = 100;
    for angle in [0.0, 4.0, 8.0, 184.0] {
        for module in [2.6, 3.0, 3.5] {
            for (blur, blur_passes) in [(1, 1), (1, 2)] {
                for noise in [8.0, 16.0] {
                    for dim in [0.55, 0.3] {
                        seed += 1;
                        shots.push(Shot {
                            angle,
                            module,
                            blur,
                            blur_passes,
                            noise,
                            dim,
                            shift: (10.0, 20.0),
                            seed,
                        });
                    }
                }
            }
        }
    }
    let frames: Vec<(String, Shot, Vec<u8>)> = symbols
        .iter()
        .flat_map(|(want, symbol)| {
            shots
                .iter()
                .map(move |shot| (want.clone(), *shot, photograph(symbol, shot)))
        })
        .collect();
    println!("| options | read | wrong | total time |");
    println!("|---|---|---|---|");
    for (name, options) in all_options() {
        let start = Instant::now();
        let mut read = 0;
        let mut wrong = 0;
        for (want, _, frame) in &frames {
            match decode_luma_with(frame, WIDTH, HEIGHT, options) {
                Some(found) if found.result_text() == *want => read += 1,
                Some(_) => wrong += 1,
                None => {}
            }
        }
        println!(
            "| {name} | {read}/{} | {wrong} | {:.1} s |",
            frames.len(),
            start.elapsed().as_secs_f64()
        );
    }

    println!();
    println!("frames of that sweep read with the module's settings, by each condition:");
    println!("| condition | value | read |");
    println!("|---|---|---|");
    let read_ok: Vec<(Shot, bool)> = frames
        .iter()
        .map(|(want, shot, frame)| {
            let read = decode_luma(frame, WIDTH, HEIGHT).map(|f| f.result_text());
            (*shot, read.as_deref() == Some(want.as_str()))
        })
        .collect();
    let conditions: [Condition; 5] = [
        ("pixels a module", |s| format!("{}", s.module)),
        ("3x3 blur passes", |s| format!("{}", s.blur_passes)),
        ("noise (luma levels)", |s| format!("{}", s.noise)),
        ("light on the dim side", |s| format!("{}", s.dim)),
        ("turn (degrees)", |s| format!("{}", s.angle)),
    ];
    for (name, value_of) in conditions {
        let mut values: Vec<String> = read_ok.iter().map(|(s, _)| value_of(s)).collect();
        values.dedup();
        values.sort();
        values.dedup();
        for value in values {
            let picked: Vec<bool> = read_ok
                .iter()
                .filter(|(s, _)| value_of(s) == value)
                .map(|(_, ok)| *ok)
                .collect();
            let read = picked.iter().filter(|ok| **ok).count();
            println!("| {name} | {value} | {read}/{} |", picked.len());
        }
    }
}
