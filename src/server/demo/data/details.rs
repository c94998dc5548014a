//! One product's independent details: shop and dealer prices, dates,
//! weight, image count, additional fields, starting stock and EAN. Each is
//! drawn from the generator's stream; none looks at the rest of the product
//! beyond what it is given.

use rand::{rngs::StdRng, seq::SliceRandom, Rng};

use super::{
    ean_check_digit,
    tables::{COUNTRIES, FINISHES},
    DealerPrices, NameValue, StockSeed,
};

const DAY: i64 = 86_400;
/// How far back the catalogue goes.
const SPAN: i64 = 6 * 365 * DAY;
pub const GBP_TO_USD: f64 = 1.27;
pub const GBP_TO_EUR: f64 = 1.17;

/// A shop price: most parts cheap, a few dear, ending in .99/.95/.49.
pub(super) fn retail_price(rng: &mut StdRng, (lo, hi): (f64, f64)) -> f64 {
    let u: f64 = rng.gen();
    let raw = lo + (hi - lo) * u * u;
    let ending = *[0.99, 0.99, 0.95, 0.49].choose(rng).unwrap_or(&0.99);
    raw.floor() + ending
}

fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

/// Dealer prices: the shop price less VAT less a dealer discount, then
/// converted. A few products have no dealer price, a few only in GBP.
pub(super) fn dealer_prices(rng: &mut StdRng, site_price: f64) -> DealerPrices {
    let roll: f64 = rng.gen();
    if roll < 0.03 {
        return DealerPrices {
            gbp: None,
            usd: None,
            eur: None,
        };
    }
    let gbp = round2(site_price / 1.2 * (1.0 - rng.gen_range(0.25..0.40))).max(0.01);
    let converted = roll >= 0.06;
    DealerPrices {
        gbp: Some(gbp),
        usd: converted.then(|| round2(gbp * GBP_TO_USD)),
        eur: converted.then(|| round2(gbp * GBP_TO_EUR)),
    }
}

pub(super) fn created_at(rng: &mut StdRng, now: i64) -> i64 {
    if rng.gen_bool(0.04) {
        now - rng.gen_range(DAY..30 * DAY)
    } else {
        now - rng.gen_range(30 * DAY..SPAN)
    }
}

pub(super) fn weight(rng: &mut StdRng, (lo, hi): (f64, f64)) -> Option<f64> {
    if rng.gen_bool(0.08) {
        return None;
    }
    Some((rng.gen_range(lo..=hi) * 1000.0).round() / 1000.0)
}

pub(super) fn image_count(rng: &mut StdRng) -> u8 {
    match rng.gen_range(0..100) {
        0..=24 => 1,
        25..=54 => 2,
        55..=79 => 3,
        80..=91 => 4,
        _ => 5,
    }
}

pub(super) fn fields(rng: &mut StdRng, material: &str, fitted: bool) -> Vec<NameValue> {
    let mut out = vec![NameValue {
        name: "Material",
        value: material.to_string(),
    }];
    if rng.gen_bool(0.7) {
        out.push(NameValue {
            name: "Finish",
            value: FINISHES.choose(rng).copied().unwrap_or("Satin").to_string(),
        });
    }
    out.push(NameValue {
        name: "Country of origin",
        value: COUNTRIES
            .choose(rng)
            .copied()
            .unwrap_or("United Kingdom")
            .to_string(),
    });
    out.push(NameValue {
        name: "Warranty",
        value: ["1 year", "2 years", "3 years", "Lifetime"]
            .choose(rng)
            .copied()
            .unwrap_or("1 year")
            .to_string(),
    });
    if fitted {
        out.push(NameValue {
            name: "Fitting time",
            value: ["15 minutes", "30 minutes", "1 hour", "2 hours"]
                .choose(rng)
                .copied()
                .unwrap_or("30 minutes")
                .to_string(),
        });
        out.push(NameValue {
            name: "Fixings included",
            value: if rng.gen_bool(0.9) { "Yes" } else { "No" }.to_string(),
        });
    }
    out
}

pub(super) fn stock_seed(rng: &mut StdRng) -> StockSeed {
    match rng.gen_range(0..1000) {
        0..=29 => StockSeed::Unavailable,
        30..=39 => StockSeed::Unknown,
        40..=159 => StockSeed::Count(0),
        160..=309 => StockSeed::Count(rng.gen_range(1..=3)),
        _ => StockSeed::Count(4 + (rng.gen::<f64>().powi(2) * 120.0) as u16),
    }
}

/// A UK-style EAN-13: "50", a five-digit company code per brand, a
/// five-digit item number, the check digit.
pub(super) fn ean(brand_index: usize, counter: &mut u32) -> String {
    *counter += 1;
    let company = 10_000 + (brand_index as u32 * 3_517) % 90_000;
    let item = *counter % 100_000;
    let digits = format!("50{company:05}{item:05}");
    let mut first12 = [0u8; 12];
    for (d, c) in first12.iter_mut().zip(digits.bytes()) {
        *d = c - b'0';
    }
    format!("{digits}{}", ean_check_digit(&first12))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eans_check() {
        let mut n = 0;
        let e = ean(3, &mut n);
        assert_eq!(e.len(), 13);
        let d: Vec<u8> = e.bytes().map(|b| b - b'0').collect();
        let mut first = [0u8; 12];
        first.copy_from_slice(&d[..12]);
        assert_eq!(ean_check_digit(&first), d[12]);
    }
}
