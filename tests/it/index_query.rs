//! Queries on the catalogue index, synced from the embedded demo catalogue:
//! free text and prefixes, exact SKU/EAN ranking, every filter, fitment,
//! facets, sorting and paging, and hostile text.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::index_support;

use dealer_desk::model::{
    query::{ListQuery, SortKey},
    Currency, Product,
};
use index_support::{catalogue, synced, TempDir};

fn q(text: &str) -> ListQuery {
    let (q, errors) = ListQuery::from_pairs([("q", text)]);
    assert!(errors.is_empty(), "{errors:?}");
    q
}

/// The first `n` letters of a product's name, lower-cased.
fn name_start(p: &Product, n: usize) -> String {
    p.name
        .as_deref()
        .unwrap()
        .to_lowercase()
        .chars()
        .take(n)
        .collect()
}

fn plain() -> ListQuery {
    ListQuery {
        page: 1,
        ..ListQuery::default()
    }
}

#[tokio::test]
async fn text_prefix_exact_and_case() {
    let dir = TempDir::new("iq-text");
    let (_d, g, index) = synced(400, &dir).await;
    let all = catalogue(&g).await;
    let st = index.status().await;
    assert!(st.ready);
    assert_eq!(
        st.products as usize,
        all.iter().filter(|p| p.sku.is_some()).count()
    );

    // A whole word of a name finds that product.
    let p = all
        .iter()
        .find(|p| p.name.as_deref().is_some_and(|n| n.len() > 8))
        .unwrap();
    let word = p
        .name
        .as_deref()
        .unwrap()
        .split_whitespace()
        .max_by_key(|w| w.len())
        .unwrap();
    let found = index.list(&q(word), Currency::Gbp, false).await.unwrap();
    assert!(found.total > 0);
    assert!(index
        .records(&q(word), Currency::Gbp)
        .await
        .unwrap()
        .iter()
        .any(|r| r.sku == p.sku));

    // Three letters of it, in the wrong case, still find it (as a prefix).
    let prefix: String = word.chars().take(3).collect::<String>().to_uppercase();
    let by_prefix = index.records(&q(&prefix), Currency::Gbp).await.unwrap();
    assert!(by_prefix.iter().any(|r| r.sku == p.sku), "prefix {prefix}");
    assert!(by_prefix.len() >= found.total);

    // An exact SKU comes first, even when other SKUs start with it.
    let sku = p.sku.clone().unwrap();
    let base: String = sku.chars().take(6).collect();
    let family = index.records(&q(&base), Currency::Gbp).await.unwrap();
    assert!(!family.is_empty());
    for s in [sku.clone(), sku.to_lowercase()] {
        let page = index.list(&q(&s), Currency::Gbp, false).await.unwrap();
        assert_eq!(page.items[0].sku, sku, "exact SKU {s} first");
    }
    // ... whatever order is chosen.
    let mut by_price = q(&base);
    by_price.sort = SortKey::PriceDesc;
    if let Some(exact) = family
        .iter()
        .find(|r| r.sku.as_deref() == Some(base.as_str()))
    {
        let page = index.list(&by_price, Currency::Gbp, false).await.unwrap();
        assert_eq!(page.items[0].sku, exact.sku.clone().unwrap());
    }

    // An EAN finds its product first, and the lookup's exact find.
    let with_ean = all
        .iter()
        .find(|p| p.ean.as_deref().is_some_and(|e| e.len() == 13))
        .unwrap();
    let ean = with_ean.ean.clone().unwrap();
    let page = index.list(&q(&ean), Currency::Gbp, false).await.unwrap();
    assert_eq!(Some(page.items[0].sku.clone()), with_ean.sku);
    assert_eq!(index.find_exact(&ean).await.unwrap(), with_ean.sku);
    assert_eq!(
        index.find_exact(&sku.to_lowercase()).await.unwrap(),
        Some(sku.clone())
    );
    assert_eq!(index.find_exact("NO-SUCH-SKU").await.unwrap(), None);

    // Suggestions: at most eight, the exact one first and marked.
    let s = index.suggest(&sku).await.unwrap();
    assert!(s.len() <= 8 && s[0].sku == sku && s[0].exact);
    let s = index.suggest(&prefix).await.unwrap();
    assert!(!s.is_empty() && s.len() <= 8);
    assert!(
        index.suggest("a").await.unwrap().is_empty(),
        "one letter is too little"
    );
}

#[tokio::test]
async fn accents_and_descriptions_match() {
    let dir = TempDir::new("iq-accent");
    let (_d, g, index) = synced(300, &dir).await;
    let all = catalogue(&g).await;
    let p = all
        .iter()
        .find(|p| {
            p.name
                .as_deref()
                .is_some_and(|n| n.to_lowercase().contains('e'))
        })
        .unwrap();
    let word = p
        .name
        .as_deref()
        .unwrap()
        .split_whitespace()
        .find(|w| w.to_lowercase().contains('e') && w.chars().all(char::is_alphabetic))
        .unwrap()
        .to_lowercase();
    let accented = word.replacen('e', "é", 1);
    let plain_hits = index
        .list(&q(&word), Currency::Gbp, false)
        .await
        .unwrap()
        .total;
    let accent_hits = index
        .list(&q(&accented), Currency::Gbp, false)
        .await
        .unwrap()
        .total;
    assert!(plain_hits > 0);
    assert_eq!(plain_hits, accent_hits, "{word} vs {accented}");

    // A word only in a description still finds the product.
    let described = all
        .iter()
        .find(|p| p.full_description.as_deref().is_some_and(|d| d.len() > 40))
        .unwrap();
    let desc = described.full_description.clone().unwrap();
    let text: String = desc
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.len() > 6)
        .take(2)
        .collect::<Vec<_>>()
        .join(" ");
    let hits = index.records(&q(&text), Currency::Gbp).await.unwrap();
    assert!(hits.iter().any(|r| r.sku == described.sku), "{text}");
}

#[tokio::test]
async fn filters_fitment_facets_sorting_and_paging() {
    let dir = TempDir::new("iq-filters");
    let (_d, g, index) = synced(500, &dir).await;
    let all = catalogue(&g).await;

    // Category and brand ids.
    let cat_id = all
        .iter()
        .find_map(|p| p.category.as_ref().map(|c| c.id))
        .unwrap();
    let mut by_cat = plain();
    by_cat.filters.category_id = Some(cat_id);
    let recs = index.records(&by_cat, Currency::Gbp).await.unwrap();
    let expected = all
        .iter()
        .filter(|p| p.category.as_ref().map(|c| c.id) == Some(cat_id))
        .count();
    assert_eq!(recs.len(), expected);

    let brands = g.brands().await.unwrap().value;
    let brand = brands
        .iter()
        .find(|b| all.iter().any(|p| p.brand == b.name))
        .unwrap();
    let mut by_brand = plain();
    by_brand.filters.brand_id = Some(brand.id);
    let recs = index.records(&by_brand, Currency::Gbp).await.unwrap();
    assert_eq!(
        recs.len(),
        all.iter().filter(|p| p.brand == brand.name).count()
    );
    // Brand name "contains", any case.
    let mut by_name = plain();
    let part: String = brand
        .name
        .clone()
        .unwrap()
        .chars()
        .skip(1)
        .take(3)
        .collect();
    by_name.filters.brand = Some(part.to_uppercase());
    let recs = index.records(&by_name, Currency::Gbp).await.unwrap();
    assert!(recs.iter().all(|r| r
        .brand
        .as_deref()
        .unwrap()
        .to_lowercase()
        .contains(&part.to_lowercase())));
    assert!(!recs.is_empty());

    // Created after a date: every result is newer, and the count matches.
    let (after, errors) = ListQuery::from_pairs([("created_after", "2025-01-01")]);
    assert!(errors.is_empty());
    let recs = index.records(&after, Currency::Gbp).await.unwrap();
    let expected = all
        .iter()
        .filter(|p| {
            p.date_created
                .as_deref()
                .is_some_and(|d| d > "2025-01-01T00:00:00")
        })
        .count();
    assert_eq!(recs.len(), expected);

    // Fitment by year, model and make: every result fits.
    let fitted = all
        .iter()
        .find(|p| p.bikes.as_ref().is_some_and(|b| !b.is_empty()))
        .unwrap();
    let make = &fitted.bikes.as_ref().unwrap()[0];
    let model = &make.models.as_ref().unwrap()[0];
    let year = &model.years.as_ref().unwrap()[0];
    for (k, v) in [("year", year.id), ("model", model.id), ("make", make.id)] {
        let (fq, errors) = ListQuery::from_pairs([(k, v.to_string().as_str())]);
        assert!(errors.is_empty());
        let recs = index.records(&fq, Currency::Gbp).await.unwrap();
        assert!(recs.iter().any(|r| r.sku == fitted.sku), "{k}");
        assert!(
            recs.iter()
                .all(|r| dealer_desk::server::products::fits_query(r, &fq)),
            "{k}"
        );
        let expected = all
            .iter()
            .filter(|p| dealer_desk::server::products::fits_query(p, &fq))
            .count();
        assert_eq!(recs.len(), expected, "{k}");
    }

    // Facets: categories add up to the total; a chosen category still shows
    // its neighbours (each dimension leaves out its own filter).
    let page = index.list(&plain(), Currency::Gbp, true).await.unwrap();
    let f = page.facets.unwrap();
    assert_eq!(
        f.categories.iter().map(|c| c.count).sum::<usize>(),
        page.total
    );
    assert!(f.brands.iter().all(|b| b.count <= page.total));
    let page = index.list(&by_cat, Currency::Gbp, true).await.unwrap();
    let f = page.facets.unwrap();
    assert!(f.categories.len() > 1);
    assert_eq!(
        f.brands.iter().map(|b| b.count).sum::<usize>(),
        page.total - recs_without_brand(&all, cat_id)
    );

    // Sort by RRP and page through: ordered, pages do not overlap.
    let mut sorted = plain();
    sorted.sort = SortKey::PriceAsc;
    let p1 = index.list(&sorted, Currency::Gbp, false).await.unwrap();
    let p2 = index
        .list(&sorted.with_page(2), Currency::Gbp, false)
        .await
        .unwrap();
    assert_eq!(p1.items.len(), 48);
    assert!(p2.page == 2 && p1.pages >= 2);
    let prices: Vec<f64> = p1
        .items
        .iter()
        .chain(&p2.items)
        .filter_map(|i| i.site_price)
        .collect();
    assert!(prices.windows(2).all(|w| w[0] <= w[1]));
    assert!(p1
        .items
        .iter()
        .all(|a| p2.items.iter().all(|b| a.sku != b.sku)));
    // A page past the end answers the last page.
    let far = index
        .list(&sorted.with_page(9999), Currency::Gbp, false)
        .await
        .unwrap();
    assert_eq!(far.page, far.pages);
}

fn recs_without_brand(all: &[Product], cat_id: i64) -> usize {
    all.iter()
        .filter(|p| p.category.as_ref().map(|c| c.id) == Some(cat_id))
        .filter(|p| p.brand.as_deref().is_none_or(|b| b.trim().is_empty()))
        .count()
}

#[tokio::test]
async fn hostile_text_gives_results_or_nothing_never_an_error() {
    let dir = TempDir::new("iq-hostile");
    let (_d, _g, index) = synced(200, &dir).await;
    let long = "x".repeat(1000);
    let long_words = "brake ".repeat(200);
    for text in [
        "\"",
        "\"\"\"",
        "*",
        "brake*",
        "NEAR(a b)",
        "a OR b",
        "AND",
        "NOT x",
        "-x",
        "sku:ABC",
        "{sku} : x",
        "(((",
        "^x",
        "'; DROP TABLE products; --",
        "%_\\",
        long.as_str(),
        long_words.as_str(),
        "Ölfilter für Ducati",
        "ブレーキ",
        "🏍️ pads",
        "\u{202e}evil\u{202c}",
        "\u{0}\u{1}",
    ] {
        let mut lq = plain();
        lq.text = Some(text.to_string());
        lq.sort = SortKey::Relevance;
        let page = index.list(&lq, Currency::Gbp, true).await;
        assert!(page.is_ok(), "{text:?}: {page:?}");
        assert!(index.suggest(text).await.is_ok(), "suggest {text:?}");
        assert!(index.find_exact(text).await.is_ok(), "exact {text:?}");
    }
    // The tables are all still there.
    assert!(index.status().await.products > 0);
}

#[tokio::test]
async fn broad_prefixes_list_every_match_once_with_name_hits_first() {
    let dir = TempDir::new("iq-broad");
    let (_d, g, index) = synced(3000, &dir).await;
    let all = catalogue(&g).await;
    // The commonest first letter of a name word: thousands of matches.
    let mut starts: std::collections::HashMap<String, usize> = Default::default();
    for p in &all {
        for w in p.name.as_deref().unwrap_or("").split_whitespace() {
            let s: String = w.to_lowercase().chars().take(1).collect();
            if s.chars().all(char::is_alphabetic) {
                *starts.entry(s).or_default() += 1;
            }
        }
    }
    let (prefix, _) = starts.into_iter().max_by_key(|(_, n)| *n).unwrap();
    let lq = q(&prefix);
    let page = index.list(&lq, Currency::Gbp, true).await.unwrap();
    assert!(page.total > 1500, "{prefix}: {}", page.total);
    let recs = index.records(&lq, Currency::Gbp).await.unwrap();
    assert_eq!(recs.len(), page.total);
    let mut skus: Vec<_> = recs.iter().map(|r| r.sku.clone()).collect();
    skus.sort();
    skus.dedup();
    assert_eq!(skus.len(), page.total, "every match once");
    // The first page holds products with the prefix in SKU, name or brand.
    for item in &page.items {
        let hay = format!(
            "{} {} {}",
            item.sku,
            item.name,
            item.brand.clone().unwrap_or_default()
        )
        .to_lowercase();
        assert!(
            hay.split(|c: char| !c.is_alphanumeric())
                .any(|w| w.starts_with(&prefix)),
            "{prefix} in {hay}"
        );
    }
    let two = name_start(&all[0], 2);
    let s = index.suggest(&two).await.unwrap();
    assert!(!s.is_empty() && s.len() <= 8);
    // An exact SKU still leads a broad query's first page.
    let sku = all[10].sku.clone().unwrap();
    let page = index.list(&q(&sku), Currency::Gbp, false).await.unwrap();
    assert_eq!(page.items[0].sku, sku);
}

#[tokio::test]
async fn text_searches_with_filters_and_sorts_page_through_their_whole_result_set() {
    let dir = TempDir::new("iq-text-sorted");
    let (_d, g, index) = synced(2000, &dir).await;
    let all = catalogue(&g).await;
    let prefix = name_start(&all[3], 2);
    let cat_id = all[3].category.as_ref().unwrap().id;
    for (sort, with_cat) in [
        (SortKey::PriceAsc, false),
        (SortKey::DealerDesc, true),
        (SortKey::Name, true),
        (SortKey::Newest, false),
        (SortKey::Relevance, true),
    ] {
        let mut lq = q(&prefix);
        lq.sort = sort;
        if with_cat {
            lq.filters.category_id = Some(cat_id);
        }
        let first = index.list(&lq, Currency::Usd, true).await.unwrap();
        assert!(first.total > 0, "{sort:?}");
        // Every page in turn gives the export's order, each match once.
        let mut paged = Vec::new();
        for page in 1..=first.pages {
            let p = index
                .list(&lq.with_page(page), Currency::Usd, false)
                .await
                .unwrap();
            assert_eq!(p.total, first.total);
            paged.extend(p.items.into_iter().map(|i| i.sku));
        }
        let recs = index.records(&lq, Currency::Usd).await.unwrap();
        let exported: Vec<String> = recs.iter().map(|r| r.sku.clone().unwrap()).collect();
        assert_eq!(paged, exported, "{sort:?}");
        let mut unique = exported.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), first.total, "{sort:?}");
        // The filter holds, and the brand facet adds up to the total less
        // the products without a brand (one category has few brands, all
        // shown).
        let facets = first.facets.unwrap();
        if with_cat {
            assert!(recs
                .iter()
                .all(|r| r.category.as_ref().map(|c| c.id) == Some(cat_id)));
            let unbranded = recs.iter().filter(|r| r.brand.is_none()).count();
            assert_eq!(
                facets.brands.iter().map(|b| b.count).sum::<usize>() + unbranded,
                first.total,
                "{sort:?}"
            );
        }
        assert!(facets.categories.iter().any(|c| c.id == cat_id));
        // The order asked for.
        let key = |r: &Product| match sort {
            SortKey::PriceAsc => r.site_price.map(|v| (v * 100.0) as i64),
            SortKey::DealerDesc => r.dealer_price_usd.map(|v| -(v * 100.0) as i64),
            _ => None,
        };
        if matches!(sort, SortKey::PriceAsc | SortKey::DealerDesc) {
            let keys: Vec<i64> = recs.iter().filter_map(key).collect();
            assert!(keys.windows(2).all(|w| w[0] <= w[1]), "{sort:?}");
            // Products without that price come last.
            let first_none = recs.iter().position(|r| key(r).is_none());
            if let Some(i) = first_none {
                assert!(recs[i..].iter().all(|r| key(r).is_none()), "{sort:?}");
            }
        }
    }
}
