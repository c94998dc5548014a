//! Folded lists (`fold=1`): one card per variant family naming its colours
//! and sizes, totals counting families, the toggle kept in the address;
//! and the counter's lookup of a stem offering the family.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::HashSet;

use dealer_desk::{
    model::{numbers::thousands, query::PAGE_SIZE},
    server::index::split_sku,
};
use reqwest::StatusCode;

use super::{all_products, families, page, synced_portal, tag};

/// The SKUs of a page's product cards, in order.
fn cards(html: &str) -> Vec<String> {
    let marker = "class=\"product-card\"";
    html.match_indices(marker)
        .map(|(at, _)| {
            let t = tag(&html[at.saturating_sub(200)..], marker);
            let sku = t.split("data-sku=\"").nth(1).unwrap();
            sku.split('"').next().unwrap().to_string()
        })
        .collect()
}

/// "N parts" or "N products" from a list's toolbar.
fn counted(html: &str) -> String {
    let at = html.split("class=\"result-count\"").nth(1).unwrap();
    let text = at.split('>').nth(1).unwrap();
    text.split('<').next().unwrap().to_string()
}

#[tokio::test]
async fn a_folded_list_shows_each_family_once_with_its_colours() {
    let p = synced_portal().await;
    let all = all_products(&p).await;
    let fams = families(&all);
    let in_families: usize = fams.iter().map(Vec::len).sum();
    let parts = all.len() - in_families + fams.len();

    let mut seen = Vec::new();
    for page_no in 1..=parts.div_ceil(PAGE_SIZE) {
        let (status, html) = page(&p, &format!("/search?fold=1&page={page_no}"), "").await;
        assert_eq!(status, StatusCode::OK);
        if page_no == 1 {
            assert_eq!(counted(&html), format!("{} parts", thousands(parts as u64)));
            // The toggle goes back to every product, from the first page.
            let toggle = tag(&html, "class=\"fold-toggle\"");
            assert!(toggle.contains("href=\"/search\"") && toggle.contains("data-fold=\"1\""));
            // Exports take the whole list, unfolded.
            assert!(html.contains("href=\"/export/products.csv?stock=1\""));
        }
        let on_page = cards(&html);
        // Each family's card lists every member, the shown one marked.
        for fam in &fams {
            let Some(shown) = on_page.iter().find(|s| fam.contains(s)) else {
                continue;
            };
            // From this card's opening tag to the next card's.
            let at = html.find(&format!("data-sku=\"{shown}\"")).unwrap();
            let rest = &html[at..];
            let end = rest[40..]
                .find("class=\"product-card\"")
                .map_or(rest.len(), |e| e + 40);
            let card = &rest[..end];
            assert!(
                card.contains(&format!("data-family-size=\"{}\"", fam.len())),
                "{shown}"
            );
            for m in fam {
                assert!(
                    card.contains(&format!("data-member-sku=\"{m}\"")),
                    "{m} on {shown}'s card"
                );
            }
            assert!(card.contains(&format!(
                "data-member-sku=\"{shown}\" aria-current=\"true\""
            )));
        }
        seen.extend(on_page);
    }
    assert_eq!(seen.len(), parts, "one card per family or lone product");
    let unique: HashSet<&String> = seen.iter().collect();
    assert_eq!(unique.len(), seen.len());
    for fam in &fams {
        let shown = fam.iter().filter(|s| unique.contains(s)).count();
        assert_eq!(shown, 1, "{fam:?}");
    }

    // Unfolded, every product has its card and none names a family.
    let (_, html) = page(&p, "/search", "").await;
    assert_eq!(
        counted(&html),
        format!("{} products", thousands(all.len() as u64))
    );
    assert!(!html.contains("data-family-size"));
    assert!(tag(&html, "class=\"fold-toggle\"").contains("href=\"/search?fold=1\""));
    // Every card has its "Add to quote" form, back to this page.
    let back = tag(&html, "name=\"back\" value=\"/search\"");
    assert!(back.contains("type=\"hidden\""));

    // A family found by its name folds on a text search and on a
    // category page too.
    let fam = fams.iter().max_by_key(|f| f.len()).unwrap();
    let product = all
        .iter()
        .find(|x| x.sku.as_ref() == Some(&fam[0]))
        .unwrap();
    let name = product.name.clone().unwrap();
    let q = dealer_desk::model::query::encode_component(&name);
    let (_, html) = page(&p, &format!("/search?q={q}&fold=1"), "").await;
    let on_page = cards(&html);
    assert_eq!(
        on_page.iter().filter(|s| fam.contains(s)).count(),
        1,
        "{name}"
    );
    let cat = product.category.as_ref().unwrap().id;
    let (status, html) = page(&p, &format!("/categories/{cat}?fold=1"), "").await;
    assert_eq!(status, StatusCode::OK);
    let on_page = cards(&html);
    assert!(on_page.iter().filter(|s| fam.contains(s)).count() <= 1);
}

/// Every stock line of a folded page names a member that is on that card
/// and in stock, for a card whose product is out of stock.
#[tokio::test]
async fn an_out_of_stock_card_names_a_member_in_stock() {
    let p = synced_portal().await;
    let mut named = 0;
    for n in 1..=8 {
        let (_, html) = page(&p, &format!("/search?fold=1&page={n}"), "").await;
        for card in html.split("class=\"product-card\"").skip(1) {
            let Some(rest) = card.split("data-in-stock-instead=\"").nth(1) else {
                continue;
            };
            let other = rest.split('"').next().unwrap();
            assert!(
                card.contains("data-state=\"out-of-stock\""),
                "the card's own badge"
            );
            let li = tag(card, &format!("data-member-sku=\"{other}\""));
            assert!(
                li.contains("member in-stock") || li.contains("member low-stock"),
                "{other}: {li}"
            );
            named += 1;
        }
    }
    println!("{named} out-of-stock cards named a colour in stock");
    assert!(
        named > 0,
        "the demo has out-of-stock colours with another in stock"
    );
}

#[tokio::test]
async fn the_lookup_of_a_stem_offers_its_family() {
    let p = synced_portal().await;
    let all = all_products(&p).await;
    let skus: HashSet<String> = all.iter().filter_map(|x| x.sku.clone()).collect();
    let fams = families(&all);
    // A family whose stem is no product of its own.
    let fam = fams
        .iter()
        .find(|f| !skus.contains(&split_sku(&f[0]).stem))
        .expect("a family without its plain product");
    let stem = split_sku(&fam[0]).stem;
    let (status, html) = page(&p, &format!("/lookup?q={}", stem.to_lowercase()), "").await;
    assert_eq!(status, StatusCode::OK);
    for m in fam {
        assert!(html.contains(&format!("data-variant-sku=\"{m}\"")), "{m}");
    }
    assert!(html.contains("action=\"/quotes/add\""), "each can be added");
    // An exact SKU still goes straight to its product.
    let r = p
        .http
        .get(p.url(&format!("/lookup?q={}", fam[0])))
        .send()
        .await
        .unwrap();
    let to = r
        .headers()
        .get("location")
        .map(|v| v.to_str().unwrap().to_string());
    assert_eq!(to, Some(format!("/product/{}", fam[0])));
}
