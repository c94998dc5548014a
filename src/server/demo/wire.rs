//! The JSON shapes of the supplier's interface, written straight from the
//! catalogue's records with borrowed views (no copies: a whole-catalogue
//! search writes every product). Also the rules of what
//! `includeExtendedProperties=false` withholds. Must not use the portal's
//! own model types: the demo has to disagree with the gateway when the
//! gateway is wrong.

use std::fmt;

use percent_encoding::{utf8_percent_encode, AsciiSet, NON_ALPHANUMERIC};
use serde::{ser::SerializeSeq, Serialize, Serializer};

use super::{
    data::{Catalogue, Category, NameValue, Product, YearImage},
    stock::StockClock,
    time::Iso,
};

/// Characters kept as they are in one path segment of an asset URL.
const SEGMENT: &AsciiSet = &NON_ALPHANUMERIC.remove(b'-').remove(b'_').remove(b'.');

/// What one response needs to write records: the data, where assets live,
/// and the stock tick the whole response is read at.
pub struct View<'a> {
    pub cat: &'a Catalogue,
    /// Absolute origin of asset URLs, without a trailing slash.
    pub base: &'a str,
    pub clock: &'a StockClock,
    pub tick: u64,
}

/// Which product details a response carries.
#[derive(Debug, Clone, Copy)]
pub struct Detail {
    pub extended: bool,
    /// Search withholds the descriptions unless extended; get never does.
    pub search: bool,
}

/// An asset path under `/assets`, written as an absolute URL.
#[derive(Clone, Copy)]
pub enum Asset<'a> {
    ProductImage(&'a str, &'a str, u8),
    Category(&'a str, &'a str),
    Brand(&'a str),
    Bike(&'a str),
    Model(&'a str, &'a str),
    Year(&'a str, &'a str, u16),
    Fitting(&'a str),
    FittingQr(&'a str),
    Coversheet(&'a str),
}

pub struct Url<'a>(pub &'a str, pub Asset<'a>);

impl fmt::Display for Url<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let enc = |s| utf8_percent_encode(s, SEGMENT);
        write!(f, "{}/assets/", self.0)?;
        match self.1 {
            Asset::ProductImage(cat, sku, n) => {
                write!(f, "img/product/{}/{}/{n}.svg", enc(cat), enc(sku))
            }
            Asset::Category(slug, "image") => write!(f, "img/category/{}.svg", enc(slug)),
            Asset::Category(slug, which) => {
                write!(f, "img/category/{}/{}.svg", enc(slug), enc(which))
            }
            Asset::Brand(slug) => write!(f, "img/brand/{}.svg", enc(slug)),
            Asset::Bike(make) => write!(f, "img/bike/{}.svg", enc(make)),
            Asset::Model(make, model) => write!(f, "img/bike/{}/{}.svg", enc(make), enc(model)),
            Asset::Year(make, model, y) => {
                write!(f, "img/bike/{}/{}/{y}.svg", enc(make), enc(model))
            }
            Asset::Fitting(sku) => write!(f, "docs/fitting/{}.pdf", enc(sku)),
            Asset::FittingQr(sku) => write!(f, "qr/fitting/{}.svg", enc(sku)),
            Asset::Coversheet(sku) => write!(f, "docs/coversheet/{}.pdf", enc(sku)),
        }
    }
}

impl Serialize for Url<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CategoryOut<'a> {
    id: i32,
    name: &'a str,
    description: &'a str,
    product_description: &'a str,
    image: Url<'a>,
    logo: Option<Url<'a>>,
    banner_image: Url<'a>,
}

pub fn category<'a>(base: &'a str, c: &'a Category) -> CategoryOut<'a> {
    let slug = c.spec.slug;
    CategoryOut {
        id: c.id,
        name: c.spec.name,
        description: c.spec.blurb,
        product_description: &c.product_description,
        image: Url(base, Asset::Category(slug, "image")),
        logo: c
            .has_logo
            .then_some(Url(base, Asset::Category(slug, "logo"))),
        banner_image: Url(base, Asset::Category(slug, "banner")),
    }
}

#[derive(Serialize)]
pub struct BrandOut<'a> {
    id: i32,
    name: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    logo: Option<Url<'a>>,
}

pub fn brands<'a>(cat: &'a Catalogue, base: &'a str) -> Vec<BrandOut<'a>> {
    cat.brands
        .iter()
        .map(|b| BrandOut {
            id: b.id,
            name: b.name,
            logo: b.has_logo.then_some(Url(base, Asset::Brand(&b.slug))),
        })
        .collect()
}

#[derive(Serialize)]
pub struct StockOut<'a> {
    pub sku: &'a str,
    pub count: Option<i32>,
    pub error: Option<&'a str>,
}

/// The Bike → Model → Year tree of the given (sorted) year indices.
pub struct Bikes<'a> {
    pub cat: &'a Catalogue,
    pub base: &'a str,
    pub years: &'a [u32],
}

impl Serialize for Bikes<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let cat = self.cat;
        let make_of = |y: &u32| cat.models[cat.years[*y as usize].model as usize].make;
        let groups: Vec<&[u32]> = self
            .years
            .chunk_by(|a, b| make_of(a) == make_of(b))
            .collect();
        let mut seq = s.serialize_seq(Some(groups.len()))?;
        for g in groups {
            let make = &cat.makes[make_of(&g[0]) as usize];
            seq.serialize_element(&BikeOut {
                id: make.id,
                name: make.name,
                image: Url(self.base, Asset::Bike(&make.slug)),
                models: Models {
                    cat,
                    base: self.base,
                    years: g,
                },
            })?;
        }
        seq.end()
    }
}

#[derive(Serialize)]
struct BikeOut<'a> {
    id: i32,
    name: &'a str,
    image: Url<'a>,
    models: Models<'a>,
}

struct Models<'a> {
    cat: &'a Catalogue,
    base: &'a str,
    years: &'a [u32],
}

impl Serialize for Models<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let cat = self.cat;
        let model_of = |y: &u32| cat.years[*y as usize].model;
        let groups: Vec<&[u32]> = self
            .years
            .chunk_by(|a, b| model_of(a) == model_of(b))
            .collect();
        let mut seq = s.serialize_seq(Some(groups.len()))?;
        for g in groups {
            let model = &cat.models[model_of(&g[0]) as usize];
            let make = &cat.makes[model.make as usize];
            let years: Vec<YearOut<'_>> = g
                .iter()
                .map(|y| {
                    let y = &cat.years[*y as usize];
                    let url = Url(self.base, Asset::Year(&make.slug, &model.slug, y.year));
                    YearOut {
                        id: y.id,
                        name: y.year,
                        mic: &y.mic,
                        image: match y.image {
                            YearImage::Present => Some(Some(url)),
                            YearImage::Null => Some(None),
                            YearImage::Absent => None,
                        },
                    }
                })
                .collect();
            seq.serialize_element(&ModelOut {
                id: model.id,
                name: model.name,
                image: model
                    .has_image
                    .then_some(Url(self.base, Asset::Model(&make.slug, &model.slug))),
                years,
            })?;
        }
        seq.end()
    }
}

#[derive(Serialize)]
struct ModelOut<'a> {
    id: i32,
    name: &'a str,
    image: Option<Url<'a>>,
    years: Vec<YearOut<'a>>,
}

#[derive(Serialize)]
struct YearOut<'a> {
    id: i32,
    #[serde(serialize_with = "as_string")]
    name: u16,
    mic: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    image: Option<Option<Url<'a>>>,
}

fn as_string<S: Serializer>(v: &u16, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(v)
}

struct Images<'a> {
    base: &'a str,
    cat: &'a str,
    sku: &'a str,
    count: u8,
}

impl Serialize for Images<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(usize::from(self.count)))?;
        for n in 1..=self.count {
            seq.serialize_element(&Url(self.base, Asset::ProductImage(self.cat, self.sku, n)))?;
        }
        seq.end()
    }
}

#[derive(Serialize)]
struct Nv<'a> {
    name: &'a str,
    value: &'a str,
}

fn name_values(v: &[NameValue]) -> Vec<Nv<'_>> {
    v.iter()
        .map(|nv| Nv {
            name: nv.name,
            value: &nv.value,
        })
        .collect()
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProductOut<'a> {
    id: i32,
    sku: &'a str,
    name: Option<&'a str>,
    category: CategoryOut<'a>,
    images: Option<Images<'a>>,
    product_type: Option<&'a str>,
    brand: Option<&'a str>,
    brief_description: Option<&'a str>,
    full_description: Option<&'a str>,
    fitting_instructions: Option<Url<'a>>,
    #[serde(rename = "fittingInstructionsQR")]
    fitting_instructions_qr: Option<Url<'a>>,
    coversheet: Option<Url<'a>>,
    selected_options: Option<Vec<Nv<'a>>>,
    additional_fields: Option<Vec<Nv<'a>>>,
    date_created: Iso,
    date_modified: Iso,
    ean: Option<&'a str>,
    site_price: f64,
    weight: Option<f64>,
    stock: StockOut<'a>,
    #[serde(rename = "dealerPriceGBP")]
    dealer_price_gbp: Option<f64>,
    #[serde(rename = "dealerPriceUSD")]
    dealer_price_usd: Option<f64>,
    #[serde(rename = "dealerPriceEUR")]
    dealer_price_eur: Option<f64>,
    bikes: Option<Bikes<'a>>,
}

/// One product as get or search writes it. Without extended properties it
/// withholds dealer prices, stock figures, additional fields and every image
/// but the first; search also withholds the descriptions.
pub fn product<'a>(v: &View<'a>, index: usize, p: &'a Product, d: Detail) -> ProductOut<'a> {
    let base = v.base;
    let c = &v.cat.categories[usize::from(p.category)];
    let ext = d.extended;
    let show_text = ext || !d.search;
    let reading = v.clock.reading(index, p.stock, v.tick);
    ProductOut {
        id: p.id,
        sku: &p.sku,
        name: p.name.as_deref(),
        category: category(base, c),
        images: p.images.map(|n| Images {
            base,
            cat: c.spec.slug,
            sku: &p.sku,
            count: if ext { n } else { n.min(1) },
        }),
        product_type: p.product_type,
        brand: p.brand.map(|b| v.cat.brands[usize::from(b)].name),
        brief_description: p.brief.as_deref().filter(|_| show_text),
        full_description: p.full.as_deref().filter(|_| show_text),
        fitting_instructions: p
            .fitting_instructions
            .then_some(Url(base, Asset::Fitting(&p.sku))),
        fitting_instructions_qr: p
            .fitting_instructions
            .then_some(Url(base, Asset::FittingQr(&p.sku))),
        coversheet: p.coversheet.then_some(Url(base, Asset::Coversheet(&p.sku))),
        selected_options: p.options.as_deref().map(name_values),
        additional_fields: ext.then(|| name_values(&p.fields)),
        date_created: Iso(p.created),
        date_modified: Iso(p.modified),
        ean: p.ean.as_deref(),
        site_price: p.site_price,
        weight: p.weight,
        stock: StockOut {
            sku: &p.sku,
            count: reading.count.filter(|_| ext),
            error: reading.error.filter(|_| ext),
        },
        dealer_price_gbp: p.dealer.gbp.filter(|_| ext),
        dealer_price_usd: p.dealer.usd.filter(|_| ext),
        dealer_price_eur: p.dealer.eur.filter(|_| ext),
        bikes: p.fitment.as_deref().map(|years| Bikes {
            cat: v.cat,
            base,
            years,
        }),
    }
}
