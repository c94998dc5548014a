//! Products: families of colour variants per category, with supplier-style
//! SKUs, valid EAN-13s, prices that agree with each other, dates leading up
//! to the anchor, fitment, and a sprinkling of awkward but valid records.
//! Must draw only from the stream it is given, in a fixed order.

use rand::{rngs::StdRng, seq::SliceRandom, Rng};

use super::{
    details::{
        created_at, dealer_prices, ean, fields, image_count, retail_price, stock_seed, weight,
    },
    tables::{CategorySpec, COLOURS},
    text::{self, Fits},
    Catalogue, NameValue, Product,
};

struct Fitment {
    years: Vec<u32>,
    phrase: String,
    label: String,
}

pub(super) fn generate(cat: &Catalogue, rng: &mut StdRng, n: usize, now: i64) -> Vec<Product> {
    let mut run = Run::new(cat, rng);
    let mut out: Vec<Product> = Vec::with_capacity(n);
    while out.len() < n {
        let fam = family(cat, rng, &mut run, now);
        for v in 0..fam.variants {
            if out.len() >= n {
                break;
            }
            let i = out.len();
            let mut p = variant(cat, rng, &mut run, &fam, v, now);
            make_awkward(&mut p, i);
            out.push(p);
        }
    }
    out
}

/// What is drawn once for the whole catalogue and carried from family to
/// family: the brands each category sells, the next product number in each
/// category, EAN counters per brand, and the last id given.
struct Run {
    shares: Vec<u32>,
    total: u32,
    brands_of: Vec<Vec<u16>>,
    next_no: Vec<u32>,
    ean_items: Vec<u32>,
    id: i32,
}

impl Run {
    fn new(cat: &Catalogue, rng: &mut StdRng) -> Self {
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
        let next_no: Vec<u32> = cat
            .categories
            .iter()
            .map(|_| rng.gen_range(10..=900))
            .collect();
        Run {
            shares,
            total,
            brands_of,
            next_no,
            ean_items: vec![0u32; cat.brands.len() + 1],
            id: 10_000 + rng.gen_range(0..500),
        }
    }

    /// A category, drawn by its share of the catalogue.
    fn category(&self, rng: &mut StdRng) -> usize {
        let mut roll = rng.gen_range(0..self.total.max(1));
        self.shares
            .iter()
            .position(|s| {
                if roll < *s {
                    true
                } else {
                    roll -= s;
                    false
                }
            })
            .unwrap_or(0)
    }
}

/// What the colour variants of one product share.
struct Family {
    ci: usize,
    spec: &'static CategorySpec,
    no: u32,
    universal: bool,
    fit: Option<Fitment>,
    brand: Option<u16>,
    name: String,
    brief: String,
    full: String,
    price: f64,
    created: i64,
    fields: Vec<NameValue>,
    variants: usize,
    /// Indices into `COLOURS`, the family's first colour first.
    colours: Vec<usize>,
}

fn family(cat: &Catalogue, rng: &mut StdRng, run: &mut Run, now: i64) -> Family {
    let ci = run.category(rng);
    let spec = cat.categories[ci].spec;
    let kind = spec.kinds.choose(rng).copied().unwrap_or(spec.name);
    let universal = rng.gen_bool(spec.universal);
    let fit = if universal {
        None
    } else {
        Some(pick_fitment(cat, rng))
    };
    let brand = run.brands_of[ci].choose(rng).copied();
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
    let no = run.next_no[ci];
    run.next_no[ci] += rng.gen_range(1..=3);
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
    Family {
        ci,
        spec,
        no,
        universal,
        fit,
        brand,
        name,
        brief,
        full,
        price,
        created,
        fields,
        variants,
        colours,
    }
}

/// The family's `v`th colour (or its only product).
fn variant(
    cat: &Catalogue,
    rng: &mut StdRng,
    run: &mut Run,
    fam: &Family,
    v: usize,
    now: i64,
) -> Product {
    let spec = fam.spec;
    let no = fam.no;
    run.id += rng.gen_range(1..=3);
    let colour = COLOURS[fam.colours[v]];
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
    let created = fam.created + rng.gen_range(0..3600) * v as i64;
    let modified = if rng.gen_bool(0.35) {
        created
    } else {
        let age = (now - created).max(0);
        created + (age as f64 * rng.gen::<f64>().sqrt()) as i64
    };
    let bi = fam.brand.map(usize::from).unwrap_or(cat.brands.len());
    let ean = ean(bi, &mut run.ean_items[bi]);
    Product {
        id: run.id,
        sku,
        name: Some(fam.name.clone()),
        category: fam.ci as u16,
        brand: fam.brand,
        product_type: Some(spec.product_type),
        images: Some(image_count(rng)),
        brief: Some(fam.brief.clone()),
        full: Some(fam.full.clone()),
        fitting_instructions: rng.gen_bool(if fam.universal { 0.2 } else { 0.8 }),
        coversheet: rng.gen_bool(0.6),
        options: Some(options),
        fields: fam.fields.clone(),
        created,
        modified: modified.min(now),
        ean: Some(ean),
        site_price: fam.price,
        weight: weight(rng, spec.weight),
        dealer: dealer_prices(rng, fam.price),
        fitment: Some(
            fam.fit
                .as_ref()
                .map(|f| f.years.clone())
                .unwrap_or_default(),
        ),
        stock: stock_seed(rng),
    }
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
    use super::super::details::GBP_TO_USD;
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
}
