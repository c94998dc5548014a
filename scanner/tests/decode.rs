//! Reads camera-like frames of printed shelf labels back to their text,
//! finds nothing where there is no symbol, and checks the C interface's
//! handling of sizes.

mod support;

use dealer_desk_scanner::{decode_luma, scan_buffer, scan_decode, scan_result, Format, Found};
use support::{
    code128, ean13, ean13_check_digit, flat_frame, noise_frame, photograph, photograph_sized,
    random_bars, Shot, Symbol, EANS, HEIGHT, SKUS, WIDTH,
};

/// The three rough shots each symbol is read from: turned 4 and -3
/// degrees, and upside down turned 5 more; each blurred, noisy and lit
/// unevenly.
fn rough_shots(seed: u64) -> [Shot; 3] {
    [
        Shot::rough(4.0, seed),
        Shot::rough(-3.0, seed + 1),
        Shot::rough(185.0, seed + 2),
    ]
}

fn assert_reads(symbol: &Symbol, want: &Found, width: usize, height: usize, seed: u64) {
    for shot in rough_shots(seed) {
        let frame = photograph_sized(symbol, &shot, width, height);
        assert_eq!(
            decode_luma(&frame, width, height).as_ref(),
            Some(want),
            "{width}x{height} frame, {shot:?}"
        );
    }
}

#[test]
fn test_eans_have_valid_check_digits() {
    for ean in EANS {
        assert_eq!(ean.len(), 13);
        assert_eq!(
            ean13_check_digit(&ean[..12]),
            ean.chars().last().unwrap(),
            "{ean}"
        );
    }
}

#[test]
fn reads_each_ean13_turned_blurred_noisy_unevenly_lit_and_upside_down() {
    for (i, ean) in EANS.iter().enumerate() {
        let want = Found {
            format: Format::Ean13,
            text: ean.to_string(),
        };
        assert_reads(&ean13(ean), &want, WIDTH, HEIGHT, 10 * i as u64);
    }
}

#[test]
fn reads_a_upc_a_as_its_ean13_with_a_leading_zero() {
    // UPC-A 036000291452 prints the same bars as EAN-13 0036000291452.
    let frame = photograph(&ean13("0036000291452"), &Shot::rough(3.0, 77));
    let found = decode_luma(&frame, WIDTH, HEIGHT).expect("read");
    assert_eq!(found.format, Format::Ean13);
    assert_eq!(found.text, "0036000291452");
    assert_eq!(found.result_text(), "ean13:0036000291452");
}

#[test]
fn reads_each_code128_sku_turned_blurred_noisy_unevenly_lit_and_upside_down() {
    for (i, sku) in SKUS.iter().enumerate() {
        let symbol = code128(sku);
        let want = Found {
            format: Format::Code128,
            text: sku.to_string(),
        };
        // At 3 pixels a module a SKU of up to 12 characters fits a 640x480
        // frame; a longer one needs the camera's 1280x720.
        let (width, height) = if sku.len() <= 12 {
            (WIDTH, HEIGHT)
        } else {
            (1280, 720)
        };
        assert_reads(&symbol, &want, width, height, 100 + 10 * i as u64);
    }
}

#[test]
fn result_text_names_the_format() {
    let frame = photograph(&code128("CP0151BL"), &Shot::default());
    assert_eq!(
        decode_luma(&frame, WIDTH, HEIGHT).map(|f| f.result_text()),
        Some("code128:CP0151BL".to_string())
    );
    let frame = photograph(&ean13("5012345678900"), &Shot::default());
    assert_eq!(
        decode_luma(&frame, WIDTH, HEIGHT).map(|f| f.result_text()),
        Some("ean13:5012345678900".to_string())
    );
}

#[test]
fn finds_nothing_in_noise() {
    for (seed, sigma) in [(1, 10.0), (2, 30.0), (3, 60.0)] {
        assert_eq!(
            decode_luma(&noise_frame(seed, sigma), WIDTH, HEIGHT),
            None,
            "sigma {sigma}"
        );
    }
}

#[test]
fn finds_nothing_in_a_blank_frame() {
    for level in [0, 128, 255] {
        assert_eq!(
            decode_luma(&flat_frame(level), WIDTH, HEIGHT),
            None,
            "level {level}"
        );
    }
}

#[test]
fn finds_nothing_in_a_label_of_random_bars() {
    for seed in 1..=4 {
        let symbol = random_bars(seed, 95 + 20 * seed as usize);
        for shot in [Shot::default(), Shot::rough(3.0, seed)] {
            let frame = photograph(&symbol, &shot);
            assert_eq!(
                decode_luma(&frame, WIDTH, HEIGHT),
                None,
                "seed {seed}, {shot:?}"
            );
        }
    }
}

#[test]
fn a_wrong_size_reads_nothing() {
    let frame = photograph(&ean13("5012345678900"), &Shot::default());
    assert!(decode_luma(&frame, WIDTH, HEIGHT).is_some());
    assert_eq!(decode_luma(&frame, 0, HEIGHT), None);
    assert_eq!(decode_luma(&frame, WIDTH, 0), None);
    assert_eq!(decode_luma(&frame, WIDTH, HEIGHT + 1), None);
    assert_eq!(decode_luma(&frame, usize::MAX, 2), None);
    assert_eq!(decode_luma(&[], 1, 1), None);
    // A buffer longer than the frame is fine: the rest is ignored.
    let mut longer = frame.clone();
    longer.extend_from_slice(&[0; 1000]);
    assert!(decode_luma(&longer, WIDTH, HEIGHT).is_some());
}

#[test]
fn frames_of_any_small_size_are_handled() {
    let noise = noise_frame(9, 40.0);
    for (w, h) in [
        (1, 1),
        (2, 2),
        (3, 1),
        (1, 480),
        (640, 1),
        (640, 2),
        (7, 13),
        (9, 8),
    ] {
        assert_eq!(decode_luma(&noise, w, h), None, "{w}x{h}");
        assert_eq!(decode_luma(&flat_frame(255), w, h), None, "{w}x{h}");
    }
    // A single row through a label: too few rows to confirm a text.
    let frame = photograph(&ean13("5012345678900"), &Shot::default());
    let row = &frame[240 * WIDTH..241 * WIDTH];
    assert_eq!(decode_luma(row, WIDTH, 1), None);
    // Thirty rows through it read.
    let band = &frame[225 * WIDTH..255 * WIDTH];
    assert_eq!(
        decode_luma(band, WIDTH, 30).map(|f| f.text),
        Some("5012345678900".to_string())
    );
}

/// Every use of the C interface is in this one test: the module's state is
/// shared, and tests run on several threads.
#[test]
fn c_interface_reads_a_frame_and_returns_0_for_a_wrong_size() {
    let frame = photograph(&ean13("4006381333931"), &Shot::rough(4.0, 5));

    // A size larger than the buffer, or zero, returns 0.
    let small = scan_buffer(100);
    assert!(!small.is_null());
    assert_eq!(scan_decode(WIDTH as u32, HEIGHT as u32), 0);
    assert_eq!(scan_decode(10, 11), 0);
    assert_eq!(scan_decode(0, 0), 0);
    assert_eq!(scan_decode(0, 10), 0);
    assert_eq!(scan_decode(10, 0), 0);
    assert_eq!(scan_decode(u32::MAX, u32::MAX), 0);

    // The buffer grows, and a frame written into it reads.
    let buffer = scan_buffer((WIDTH * HEIGHT) as u32);
    assert!(!buffer.is_null());
    unsafe { std::ptr::copy_nonoverlapping(frame.as_ptr(), buffer, frame.len()) };
    let len = scan_decode(WIDTH as u32, HEIGHT as u32) as usize;
    assert!(len > 0);
    let text = unsafe { std::slice::from_raw_parts(scan_result(), len) };
    assert_eq!(std::str::from_utf8(text).unwrap(), "ean13:4006381333931");

    // Asking for a smaller buffer keeps the same one.
    assert_eq!(scan_buffer(100), buffer);
    assert_eq!(scan_decode(WIDTH as u32, HEIGHT as u32) as usize, len);
    assert_eq!(scan_decode(WIDTH as u32 + 1, HEIGHT as u32), 0);

    // A frame without a symbol returns 0.
    let none = noise_frame(4, 20.0);
    let buffer = scan_buffer(none.len() as u32);
    unsafe { std::ptr::copy_nonoverlapping(none.as_ptr(), buffer, none.len()) };
    assert_eq!(scan_decode(WIDTH as u32, HEIGHT as u32), 0);
}
