//! The index answers a fixed sample of queries exactly as it did before its
//! search was made faster: the same totals, pages (SKUs in order), facet
//! counts, folded families and lookup suggestions, pinned in
//! `tests/fixtures/index_answers.json`.
//!
//! The sample is drawn from a 3,000-product demo catalogue with a fixed seed
//! and a fixed "now", so it is the same on every machine: whole words, two-
//! and three-letter prefixes, SKU starts, exact SKUs and two-word texts, with
//! and without a category, a bike, dates, sorts and pages; filter-only lists
//! of categories, brands and bikes in every order; folded lists; facets.
//!
//! `INDEX_ANSWERS_WRITE=1 cargo test --features ssr index_answers` writes the
//! file anew from the index as it is (only when its answers are known good).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::{collections::BTreeMap, time::Duration};

use crate::index_support::{catalogue, gateway, open, TempDir, DEMO_KEY};
use dealer_desk::{
    model::{query::ListQuery, Currency, Product},
    server::{
        demo::{self, DemoOptions},
        index::{Found, Index, SyncKind},
    },
};
use serde::{Deserialize, Serialize};

const FIXTURE: &str = "tests/fixtures/index_answers.json";
const PRODUCTS: usize = 3_000;

/// What one query answered, in a form that diffs line by line.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Answer {
    total: usize,
    pages: usize,
    skus: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    categories: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    brands: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    families: Vec<usize>,
}

fn answer(f: &Found) -> Answer {
    let counts = |v: &[dealer_desk::model::search::FacetCount]| {
        v.iter()
            .map(|c| format!("{}={}", c.id, c.count))
            .collect::<Vec<_>>()
    };
    Answer {
        total: f.total,
        pages: f.pages,
        skus: f.items.iter().map(|s| s.sku.clone()).collect(),
        categories: f
            .facets
            .as_ref()
            .map(|x| counts(&x.categories))
            .unwrap_or_default(),
        brands: f
            .facets
            .as_ref()
            .map(|x| counts(&x.brands))
            .unwrap_or_default(),
        families: f.families.iter().map(Vec::len).collect(),
    }
}

/// A small deterministic generator (the sample must not depend on a crate's
/// random streams).
struct Draw(u64);

impl Draw {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    fn pick<'a, T>(&mut self, v: &'a [T]) -> &'a T {
        &v[(self.next() as usize) % v.len()]
    }
}

fn vocabulary(all: &[Product]) -> Vec<String> {
    let mut w: Vec<String> = all
        .iter()
        .filter_map(|p| p.name.as_deref())
        .flat_map(|n| n.split_whitespace().map(str::to_lowercase))
        .filter(|w| w.chars().count() >= 4 && w.chars().all(char::is_alphanumeric))
        .collect();
    w.sort();
    w.dedup();
    w
}

/// The sample: each query as the URL pairs a page would carry.
fn sample(all: &[Product], brands: &[i64]) -> Vec<Vec<(String, String)>> {
    let mut d = Draw(36);
    let vocab = vocabulary(all);
    let skus: Vec<String> = all.iter().filter_map(|p| p.sku.clone()).collect();
    let cats: Vec<i64> = all
        .iter()
        .filter_map(|p| p.category.as_ref().map(|c| c.id))
        .collect();
    let years: Vec<i64> = all.iter().flat_map(Product::year_ids).collect();
    let sorts = [
        "relevance",
        "name",
        "sku",
        "price",
        "-price",
        "dealer",
        "-dealer",
        "newest",
        "updated",
    ];
    let mut texts: Vec<String> = Vec::new();
    for n in [2usize, 3, 3, 4] {
        for _ in 0..12 {
            texts.push(d.pick(&vocab).chars().take(n).collect());
        }
    }
    for _ in 0..12 {
        texts.push(d.pick(&vocab).clone());
        texts.push(format!("{} {}", d.pick(&vocab), d.pick(&vocab)));
        let sku = d.pick(&skus).clone();
        texts.push(sku.chars().take(4).collect());
        texts.push(sku.to_lowercase());
    }
    texts.extend(
        [
            "zzzz",
            "brake pa",
            "ölfilter",
            "\"pad\" OR* (x)",
            "fi",
            "st",
            "pa",
            "fit",
            "for",
            "the",
            "bo",
        ]
        .map(String::from),
    );
    let mut out = Vec::new();
    let pair = |k: &str, v: String| (k.to_string(), v);
    for t in &texts {
        let mut q = vec![pair("q", t.clone())];
        match d.next() % 6 {
            0 => q.push(pair("category_id", d.pick(&cats).to_string())),
            1 => q.push(pair("year", d.pick(&years).to_string())),
            2 => q.push(pair("brand_id", d.pick(brands).to_string())),
            3 => q.push(pair("created_after", "2023-01-01".into())),
            _ => {}
        }
        out.push(q.clone());
        q.push(pair("sort", d.pick(&sorts).to_string()));
        q.push(pair("page", (1 + d.next() % 3).to_string()));
        out.push(q.clone());
        if d.next().is_multiple_of(4) {
            q.push(pair("fold", "1".into()));
            out.push(q);
        }
    }
    for _ in 0..24 {
        let mut q = match d.next() % 4 {
            0 => vec![pair("category_id", d.pick(&cats).to_string())],
            1 => vec![pair("brand_id", d.pick(brands).to_string())],
            2 => vec![pair("year", d.pick(&years).to_string())],
            _ => vec![],
        };
        q.push(pair("sort", d.pick(&sorts).to_string()));
        q.push(pair("page", (1 + d.next() % 5).to_string()));
        out.push(q.clone());
        if d.next().is_multiple_of(3) {
            q.push(pair("fold", "1".into()));
            out.push(q);
        }
    }
    // Broad prefixes alone: more matches than are ranked by bm25.
    for w in ["fi", "st", "pa", "fit", "bo", "the", "co"] {
        out.push(vec![pair("q", w.into())]);
        out.push(vec![pair("q", w.into()), pair("page", "3".into())]);
    }
    out.push(vec![pair("brand", "on".into())]);
    out.push(vec![
        pair("category", "exhaust".into()),
        pair("sort", "-price".into()),
    ]);
    out.push(vec![
        pair("updated_before", "2026-01-01".into()),
        pair("created_after", "2022-06-01".into()),
    ]);
    out
}

fn label(pairs: &[(String, String)]) -> String {
    pairs
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join("&")
}

async fn answers(index: &Index, all: &[Product]) -> BTreeMap<String, Answer> {
    let mut out = BTreeMap::new();
    // Brand ids are the listing's: read from the whole catalogue's facets.
    let whole = ListQuery {
        page: 1,
        ..ListQuery::default()
    };
    let brands: Vec<i64> = index
        .list(&whole, Currency::Gbp, true)
        .await
        .unwrap()
        .facets
        .unwrap()
        .brands
        .iter()
        .map(|b| b.id)
        .collect();
    assert!(brands.len() > 5, "{brands:?}");
    for (i, pairs) in sample(all, &brands).into_iter().enumerate() {
        let (q, errors) =
            ListQuery::from_pairs(pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())));
        assert!(errors.is_empty(), "{pairs:?}: {errors:?}");
        // Every other query counts with facets; every query is counted
        // cold, as a first page view would.
        index.forget_counts();
        let currency = [Currency::Gbp, Currency::Usd, Currency::Eur][i % 3];
        let found = index.list(&q, currency, i % 2 == 0).await.unwrap();
        out.insert(
            format!("{i:03} {currency:?} {}", label(&pairs)),
            answer(&found),
        );
    }
    let mut d = Draw(7);
    let vocab = vocabulary(all);
    let skus: Vec<String> = all.iter().filter_map(|p| p.sku.clone()).collect();
    for i in 0..40 {
        let typed: String = match i % 5 {
            4 => ["bo", "fi", "st", "the", "fit", "for", "pa", "se"][i / 5].to_string(),
            0 => d.pick(&skus).clone(),
            1 => d.pick(&skus).chars().take(5).collect(),
            _ => d.pick(&vocab).chars().take(2 + i % 3).collect(),
        };
        let found = index.suggest(&typed).await.unwrap();
        out.insert(
            format!("suggest {i:02} {typed}"),
            Answer {
                total: found.len(),
                pages: 1,
                skus: found
                    .iter()
                    .map(|s| format!("{}{}", s.sku, if s.exact { " (exact)" } else { "" }))
                    .collect(),
                categories: Vec::new(),
                brands: Vec::new(),
                families: Vec::new(),
            },
        );
    }
    out
}

#[tokio::test]
async fn the_index_answers_a_fixed_sample_as_before() {
    let dir = TempDir::new("index-answers");
    let mut o = DemoOptions::new(PRODUCTS, 7, DEMO_KEY);
    o.stock_tick = Duration::ZERO;
    o.rate_limit_per_sec = 0.0;
    o.now = Some("2026-06-01T00:00:00Z".parse().unwrap());
    let d = demo::start(o, "127.0.0.1:0".parse().unwrap())
        .await
        .unwrap();
    let g = gateway(&d.base_url(), DEMO_KEY);
    let index = open(&dir, "answers");
    index.sync(&g, SyncKind::Full).await.unwrap();
    let all = catalogue(&g).await;
    let now = answers(&index, &all).await;
    assert!(now.len() > 250, "{} queries", now.len());
    assert!(
        now.values().filter(|a| a.total > 25).count() > 40,
        "the sample has broad queries"
    );
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FIXTURE);
    if std::env::var_os("INDEX_ANSWERS_WRITE").is_some() {
        std::fs::write(&path, serde_json::to_string_pretty(&now).unwrap() + "\n").unwrap();
        return;
    }
    let before: BTreeMap<String, Answer> =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let mut wrong = Vec::new();
    for (k, want) in &before {
        match now.get(k) {
            Some(got) if got == want => {}
            got => wrong.push(format!("{k}\n  before: {want:?}\n  now:    {got:?}")),
        }
    }
    assert_eq!(now.len(), before.len(), "the sample changed size");
    assert!(
        wrong.is_empty(),
        "{} of {} answers differ:\n{}",
        wrong.len(),
        before.len(),
        wrong.join("\n")
    );
}
