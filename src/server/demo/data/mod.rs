//! The generated catalogue: plain in-memory records that the routes read.
//!
//! Built once from a seed and an anchor instant, so the same options always
//! give the same catalogue; never changed afterwards (stock moves in
//! `stock`, from these records and the clock). Knows nothing of HTTP or JSON,
//! and nothing of the portal's own types.

mod bikes;
mod details;
mod products;
pub mod tables;
mod text;

use std::{collections::HashMap, ops::Range};

use rand::{rngs::StdRng, Rng, SeedableRng};

use tables::{CategorySpec, BRANDS, CATEGORIES};

pub struct Category {
    pub id: i32,
    pub spec: &'static CategorySpec,
    pub product_description: String,
    pub has_logo: bool,
    /// The name in lower case, for case-insensitive search.
    pub lower_name: String,
}

pub struct Brand {
    pub id: i32,
    pub name: &'static str,
    pub slug: String,
    pub has_logo: bool,
    pub lower_name: String,
}

/// A bike make (the interface's Bike).
pub struct Make {
    pub id: i32,
    pub name: &'static str,
    pub slug: String,
    /// Indices into `Catalogue::models`.
    pub models: Range<u32>,
}

pub struct Model {
    pub id: i32,
    /// Index into `Catalogue::makes`.
    pub make: u32,
    pub name: &'static str,
    pub slug: String,
    pub has_image: bool,
    /// Indices into `Catalogue::years`.
    pub years: Range<u32>,
}

/// How a Year's `image` appears on the wire: the real service sometimes
/// leaves the field out altogether.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum YearImage {
    Present,
    Null,
    Absent,
}

pub struct Year {
    pub id: i32,
    /// Index into `Catalogue::models`.
    pub model: u32,
    pub year: u16,
    pub mic: String,
    pub image: YearImage,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NameValue {
    pub name: &'static str,
    pub value: String,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DealerPrices {
    pub gbp: Option<f64>,
    pub usd: Option<f64>,
    pub eur: Option<f64>,
}

/// Where a SKU's stock starts; `stock` moves it with the clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StockSeed {
    Count(u16),
    /// The feed has no figure for this SKU: count null, with an error text.
    Unavailable,
    /// Count null and no error: stock unknown.
    Unknown,
}

pub struct Product {
    pub id: i32,
    pub sku: String,
    pub name: Option<String>,
    /// Index into `Catalogue::categories`.
    pub category: u16,
    /// Index into `Catalogue::brands`.
    pub brand: Option<u16>,
    pub product_type: Option<&'static str>,
    /// How many images; `Some(0)` is an empty list, `None` is null.
    pub images: Option<u8>,
    pub brief: Option<String>,
    pub full: Option<String>,
    pub fitting_instructions: bool,
    pub coversheet: bool,
    pub options: Option<Vec<NameValue>>,
    pub fields: Vec<NameValue>,
    /// Unix seconds.
    pub created: i64,
    pub modified: i64,
    pub ean: Option<String>,
    pub site_price: f64,
    pub weight: Option<f64>,
    pub dealer: DealerPrices,
    /// Sorted indices into `Catalogue::years`; `None` is null on the wire.
    pub fitment: Option<Vec<u32>>,
    pub stock: StockSeed,
}

pub struct Catalogue {
    pub categories: Vec<Category>,
    pub brands: Vec<Brand>,
    pub makes: Vec<Make>,
    pub models: Vec<Model>,
    pub years: Vec<Year>,
    pub products: Vec<Product>,
    by_sku: HashMap<String, u32>,
    /// Products taken off the catalogue while it runs (by `edit`): their
    /// place in `products` stays, so indices never move.
    removed: std::collections::HashSet<u32>,
}

/// Independent streams, so that (for instance) the bikes do not change when
/// the number of products does.
fn stream(seed: u64, part: u64) -> StdRng {
    StdRng::seed_from_u64(seed ^ part.wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

impl Catalogue {
    /// Generates `products` products from `seed`, with dates leading up to
    /// `now` (unix seconds).
    pub fn generate(products: usize, seed: u64, now: i64) -> Catalogue {
        let categories = categories(&mut stream(seed, 1));
        let brands = brands(&mut stream(seed, 2));
        let (makes, models, years) = bikes::generate(&mut stream(seed, 3), now);
        let mut cat = Catalogue {
            categories,
            brands,
            makes,
            models,
            years,
            products: Vec::new(),
            by_sku: HashMap::new(),
            removed: Default::default(),
        };
        cat.products = products::generate(&cat, &mut stream(seed, 4), products, now);
        cat.by_sku = cat
            .products
            .iter()
            .enumerate()
            .map(|(i, p)| (p.sku.clone(), i as u32))
            .collect();
        cat
    }

    /// The product with this SKU, to change it.
    pub fn find_mut(&mut self, sku: &str) -> Option<&mut Product> {
        let i = *self.by_sku.get(sku)? as usize;
        self.products.get_mut(i)
    }

    /// Takes a product off the catalogue; false when there is no such SKU.
    pub fn remove(&mut self, sku: &str) -> bool {
        match self.by_sku.remove(sku) {
            Some(i) => self.removed.insert(i),
            None => false,
        }
    }

    /// Whether the product at this index was taken off.
    pub fn is_removed(&self, index: usize) -> bool {
        !self.removed.is_empty() && u32::try_from(index).is_ok_and(|i| self.removed.contains(&i))
    }

    /// The product with this SKU (exact match) and its index.
    pub fn find(&self, sku: &str) -> Option<(usize, &Product)> {
        let i = *self.by_sku.get(sku)? as usize;
        self.products.get(i).map(|p| (i, p))
    }

    /// All year indices, for the whole bikes listing.
    pub fn all_years(&self) -> Vec<u32> {
        (0..self.years.len() as u32).collect()
    }
}

fn categories(rng: &mut StdRng) -> Vec<Category> {
    let mut id = 10;
    CATEGORIES
        .iter()
        .map(|spec| {
            id += rng.gen_range(1..=4);
            Category {
                id,
                spec,
                product_description: text::category_product_description(spec),
                has_logo: rng.gen_bool(0.4),
                lower_name: spec.name.to_lowercase(),
            }
        })
        .collect()
}

fn brands(rng: &mut StdRng) -> Vec<Brand> {
    let mut id = 1;
    BRANDS
        .iter()
        .map(|&(name, has_logo)| {
            id += rng.gen_range(1..=3);
            Brand {
                id,
                name,
                slug: tables::slug(name),
                has_logo,
                lower_name: name.to_lowercase(),
            }
        })
        .collect()
}

/// The EAN-13 check digit of twelve digits.
pub fn ean_check_digit(first12: &[u8; 12]) -> u8 {
    let sum: u32 = first12
        .iter()
        .enumerate()
        .map(|(i, d)| u32::from(*d) * if i % 2 == 0 { 1 } else { 3 })
        .sum();
    ((10 - sum % 10) % 10) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_767_225_600; // 2026-01-01T00:00:00Z

    #[test]
    fn same_seed_same_catalogue_other_seed_other() {
        let a = Catalogue::generate(300, 7, NOW);
        let b = Catalogue::generate(300, 7, NOW);
        let c = Catalogue::generate(300, 8, NOW);
        let skus = |c: &Catalogue| c.products.iter().map(|p| p.sku.clone()).collect::<Vec<_>>();
        assert_eq!(skus(&a), skus(&b));
        assert_ne!(skus(&a), skus(&c));
        assert_eq!(a.products[5].full, b.products[5].full);
    }

    #[test]
    fn skus_and_ids_are_unique_and_findable() {
        let c = Catalogue::generate(3000, 1, NOW);
        assert_eq!(c.products.len(), 3000);
        let ids: std::collections::HashSet<i32> = c.products.iter().map(|p| p.id).collect();
        assert_eq!(ids.len(), 3000);
        for (i, p) in c.products.iter().enumerate() {
            assert_eq!(c.find(&p.sku).map(|(j, _)| j), Some(i));
        }
        assert!(c.find("NOPE").is_none());
    }

    #[test]
    fn known_ean_check_digit() {
        // 4006381333931 is a well-known valid EAN-13.
        assert_eq!(ean_check_digit(&[4, 0, 0, 6, 3, 8, 1, 3, 3, 3, 9, 3]), 1);
    }

    #[test]
    fn bikes_are_sized_and_ids_unique() {
        let c = Catalogue::generate(10, 3, NOW);
        assert!(c.makes.len() >= 10);
        assert!((140..=170).contains(&c.models.len()));
        let mut ids = std::collections::HashSet::new();
        assert!(c.years.iter().all(|y| ids.insert(y.id)));
        assert!(c.years.iter().any(|y| y.image == YearImage::Absent));
        for (i, m) in c.models.iter().enumerate() {
            assert!(!m.years.is_empty());
            assert!(c.years[m.years.start as usize..m.years.end as usize]
                .iter()
                .all(|y| y.model == i as u32));
        }
    }
}
