//! Products: families of colour variants per category, with supplier-style
//! SKUs, valid EAN-13s, prices that agree with each other, dates leading up
//! to the anchor, fitment, and a sprinkling of awkward but valid records.
//! Must draw only from the stream it is given, in a fixed order.

use rand::{rngs::StdRng, seq::SliceRandom, Rng};

use super::{
    ean_check_digit,
    tables::{COLOURS, COUNTRIES, FINISHES},
    text::{self, Fits},
    Catalogue, DealerPrices, NameValue, Product, StockSeed,
};

const DAY: i64 = 86_400;
/// How far back the catalogue goes.
const SPAN: i64 = 6 * 365 * DAY;
pub const GBP_TO_USD: f64 = 1.27;
pub const GBP_TO_EUR: f64 = 1.17;

struct Fitment {
    years: Vec<u32>,
    phrase: String,
    label: String,
}

pub(super) fn generate(cat: &Catalogue, rng: &mut StdRng, n: usize, now: i64) -> Vec<Product> {
    let shares: Vec<u32> = cat.categories.iter().map(|c| c.spec.share).collect();
    let total: u32 = shares.iter().sum();
    // Each category sells a handful of brands.
    let brands_of: Vec<Vec<u16>> = cat
        .categories
        .iter()
        .map(|_| {
            let mut all: Vec<u16> = (0..cat.brands.len() as u16).collect();
            all.shuffle(rng);
            all.truncate(rng.gen_range(3..=5));
            all
        })
        .collect();
    let mut next_no: Vec<u32> = cat
        .categories
        .iter()
        .map(|_| rng.gen_range(10..=900))
        .collect();
    let mut ean_items = vec![0u32; cat.brands.len() + 1];
    let mut id = 10_000 + rng.gen_range(0..500);
    let mut out: Vec<Product> = Vec::with_capacity(n);

    while out.len() < n {
        let mut roll = rng.gen_range(0..total.max(1));
        let ci = shares
            .iter()
            .position(|s| {
                if roll < *s {
                    true
                } else {
                    roll -= s;
                    false
                }
            })
            .unwrap_or(0);
        let spec = cat.categories[ci].spec;
        let kind = spec.kinds.choose(rng).copied().unwrap_or(spec.name);
        let universal = rng.gen_bool(spec.universal);
        let fit = if universal {
            None
        } else {
            Some(pick_fitment(cat, rng))
        };
        let brand = brands_of[ci].choose(rng).copied();
        let name = match &fit {
            Some(f) => format!("{kind} – {}", f.label),
            None => format!("{kind} – {}", universal_spec(rng)),
        };
        let fits = Fits {
            phrase: fit.as_ref().map(|f| f.phrase.as_str()).unwrap_or(""),
            universal,
        };
        let material = spec.materials.choose(rng).copied().unwrap_or("Steel");
        let brief = text::brief(kind, &fits, spec);
        let full = text::full(rng, kind, &fits, material, spec);
        let price = retail_price(rng, spec.price);
        let no = next_no[ci];
        next_no[ci] += rng.gen_range(1..=3);
        let created = created_at(rng, now);
        let fields = fields(rng, material, !universal);
        let variants = if spec.colours {
            match rng.gen_range(0..100) {
                0..=54 => 1,
                55..=84 => 2,
                _ => 3,
            }
        } else {
            1
        };
        let mut colours: Vec<usize> = (1..COLOURS.len()).collect();
        colours.shuffle(rng);
        colours.insert(0, 0);

        for v in 0..variants {
            if out.len() >= n {
                break;
            }
            let i = out.len();
            id += rng.gen_range(1..=3);
            let colour = COLOURS[colours[v]];
            let sku = if spec.colours {
                format!("{}{no:04}{}", spec.prefix, colour.1)
            } else {
                format!("{}{no:04}", spec.prefix)
            };
            let options = if spec.colours {
                vec![NameValue {
                    name: "Colour",
                    value: colour.0.to_string(),
                }]
            } else {
                Vec::new()
            };
            let created = created + rng.gen_range(0..3600) * v as i64;
            let modified = if rng.gen_bool(0.35) {
                created
            } else {
                let age = (now - created).max(0);
                created + (age as f64 * rng.gen::<f64>().sqrt()) as i64
            };
            let bi = brand.map(usize::from).unwrap_or(cat.brands.len());
            let ean = ean(bi, &mut ean_items[bi]);
            let mut p = Product {
                id,
                sku,
                name: Some(name.clone()),
                category: ci as u16,
                brand,
                product_type: Some(spec.product_type),
                images: Some(image_count(rng)),
                brief: Some(brief.clone()),
                full: Some(full.clone()),
                fitting_instructions: rng.gen_bool(if universal { 0.2 } else { 0.8 }),
                coversheet: rng.gen_bool(0.6),
                options: Some(options),
                fields: fields.clone(),
                created,
                modified: modified.min(now),
                ean: Some(ean),
                site_price: price,
                weight: weight(rng, spec.weight),
                dealer: dealer_prices(rng, price),
                fitment: Some(fit.as_ref().map(|f| f.years.clone()).unwrap_or_default()),
                stock: stock_seed(rng),
            };
            make_awkward(&mut p, i);
            out.push(p);
        }
    }
    out
}

/// One model and a run of its years; now and then sibling models of the
/// same make, or a multi-fit part across makes. Never more than 30 years.
fn pick_fitment(cat: &Catalogue, rng: &mut StdRng) -> Fitment {
    let mi = rng.gen_range(0..cat.models.len());
    let model = &cat.models[mi];
    let make = &cat.makes[model.make as usize];
    let run = |rng: &mut StdRng, r: std::ops::Range<u32>, max: usize| -> Vec<u32> {
        let len = r.len();
        let take = rng.gen_range(1..=len.min(max).max(1));
        let start = rng.gen_range(0..=len - take.min(len));
        (r.start + start as u32..r.start + (start + take) as u32).collect()
    };
    let mut years = run(rng, model.years.clone(), 8);
    let first = (years[0], years[years.len() - 1]);
    let mut others = Vec::new();
    let roll: f64 = rng.gen();
    if roll < 0.25 {
        for _ in 0..rng.gen_range(1..=3) {
            let other = rng.gen_range(make.models.clone()) as usize;
            if other != mi && years.len() < 30 {
                others.push(other);
                years.extend(run(rng, cat.models[other].years.clone(), 30 - years.len()));
            }
        }
    } else if roll < 0.3 {
        for _ in 0..rng.gen_range(3..=8) {
            let other = rng.gen_range(0..cat.models.len());
            if other != mi && years.len() < 30 {
                others.push(other);
                years.extend(run(rng, cat.models[other].years.clone(), 30 - years.len()));
            }
        }
    }
    years.sort_unstable();
    years.dedup();
    let (y1, y2) = (
        cat.years[first.0 as usize].year,
        cat.years[first.1 as usize].year,
    );
    let span = if y1 == y2 {
        y1.to_string()
    } else {
        format!("{y1}-{y2}")
    };
    let base = format!("{} {}", make.name, model.name);
    let label = match others.first() {
        None => format!("{base} {span}"),
        Some(&o) if cat.models[o].make == model.make => {
            format!("{base} / {}", cat.models[o].name)
        }
        Some(_) => format!("{base} & more"),
    };
    let phrase = if others.is_empty() {
        format!("the {base} ({span})")
    } else {
        format!("the {base} ({span}) and {} more models", others.len())
    };
    Fitment {
        years,
        phrase,
        label,
    }
}

fn universal_spec(rng: &mut StdRng) -> &'static str {
    [
        "Universal Fit",
        "Pair",
        "Compact",
        "Heavy Duty",
        "Touring",
        "Sport",
        "Pro",
    ]
    .choose(rng)
    .copied()
    .unwrap_or("Universal Fit")
}

/// A shop price: most parts cheap, a few dear, ending in .99/.95/.49.
fn retail_price(rng: &mut StdRng, (lo, hi): (f64, f64)) -> f64 {
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
fn dealer_prices(rng: &mut StdRng, site_price: f64) -> DealerPrices {
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

fn created_at(rng: &mut StdRng, now: i64) -> i64 {
    if rng.gen_bool(0.04) {
        now - rng.gen_range(DAY..30 * DAY)
    } else {
        now - rng.gen_range(30 * DAY..SPAN)
    }
}

fn weight(rng: &mut StdRng, (lo, hi): (f64, f64)) -> Option<f64> {
    if rng.gen_bool(0.08) {
        return None;
    }
    Some((rng.gen_range(lo..=hi) * 1000.0).round() / 1000.0)
}

fn image_count(rng: &mut StdRng) -> u8 {
    match rng.gen_range(0..100) {
        0..=24 => 1,
        25..=54 => 2,
        55..=79 => 3,
        80..=91 => 4,
        _ => 5,
    }
}

fn fields(rng: &mut StdRng, material: &str, fitted: bool) -> Vec<NameValue> {
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

fn stock_seed(rng: &mut StdRng) -> StockSeed {
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
fn ean(brand_index: usize, counter: &mut u32) -> String {
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

/// Awkward but valid records at fixed strides, so every catalogue of a few
/// hundred products or more has some of each.
fn make_awkward(p: &mut Product, i: usize) {
    if i % 211 == 17 {
        p.name = None;
    }
    if i % 223 == 5 {
        p.brand = None;
    }
    if i % 227 == 7 {
        p.weight = None;
    }
    if i % 229 == 9 {
        p.images = Some(0);
    }
    if i % 233 == 11 {
        p.images = None;
    }
    if i % 239 == 13 {
        p.options = None;
    }
    if i % 241 == 15 {
        p.fitment = None;
    }
    if i % 251 == 19 {
        p.ean = None;
    }
    if i % 257 == 21 {
        p.product_type = None;
        p.brief = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::server::demo::data::Catalogue;

    #[test]
    fn prices_agree() {
        let c = Catalogue::generate(2000, 5, 1_767_225_600);
        for p in &c.products {
            assert!(p.site_price > 0.0);
            if let Some(g) = p.dealer.gbp {
                assert!(g < p.site_price, "{} {g} {}", p.sku, p.site_price);
            }
            if let (Some(g), Some(u)) = (p.dealer.gbp, p.dealer.usd) {
                assert!((u / g - GBP_TO_USD).abs() < 0.05);
            }
            assert!(p.modified >= p.created && p.modified <= 1_767_225_600);
            let years = p.fitment.as_ref().map(Vec::len).unwrap_or(0);
            assert!(years <= 30);
        }
        assert!(c.products.iter().any(|p| p.name.is_none()));
        assert!(c.products.iter().any(|p| p.images == Some(0)));
    }

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
