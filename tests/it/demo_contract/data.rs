//! The generated data: determinism, listings, fitment, SKUs, EANs, prices,
//! dates and the awkward records the portal must tolerate.

use std::collections::{HashMap, HashSet};

use chrono::Duration;
use serde_json::Value;

use super::{anchor, instant, opts, sku, Demo, DemoOptions};

#[tokio::test]
async fn same_seed_same_data_other_seed_other_data() {
    let fixed = |seed| DemoOptions {
        seed,
        asset_base_url: Some("http://assets.test".into()),
        ..opts(600)
    };
    let a = Demo::start(fixed(42)).await;
    let b = Demo::start(fixed(42)).await;
    let c = Demo::start(fixed(43)).await;
    for path in ["/bikes/all", "/brands/all", "/categories/all"] {
        assert_eq!(a.json(path).await, b.json(path).await, "{path}");
    }
    let (all_a, all_b, all_c) = (a.all().await, b.all().await, c.all().await);
    assert_eq!(all_a, all_b);
    assert_ne!(all_a, all_c);
    // Asset URLs follow the configured origin.
    assert!(all_a[0]["category"]["image"]
        .as_str()
        .unwrap()
        .starts_with("http://assets.test/assets/"));
}

#[tokio::test]
async fn listings_have_the_agreed_shapes() {
    let demo = Demo::small().await;
    let bikes = demo.json("/bikes/all").await;
    let bikes = bikes.as_array().unwrap();
    assert!(bikes.len() >= 10);
    let (mut models, mut years, mut ids) = (0, 0, HashSet::new());
    let mut year_without_image = false;
    for b in bikes {
        assert!(ids.insert(("bike", b["id"].as_i64().unwrap())));
        assert!(b["name"].is_string() && b["image"].is_string());
        for m in b["models"].as_array().unwrap() {
            models += 1;
            assert!(ids.insert(("model", m["id"].as_i64().unwrap())));
            for y in m["years"].as_array().unwrap() {
                years += 1;
                assert!(ids.insert(("year", y["id"].as_i64().unwrap())));
                let name: u32 = y["name"].as_str().unwrap().parse().unwrap();
                assert!((2000..=2026).contains(&name));
                let mic = y["mic"].as_str().unwrap();
                assert!((2..=8).contains(&mic.len()), "{mic}");
                year_without_image |= !y.as_object().unwrap().contains_key("image");
            }
        }
    }
    assert!((140..=170).contains(&models), "{models} models");
    assert!(years > models);
    assert!(year_without_image, "some years leave out image entirely");

    let brands = demo.json("/brands/all").await;
    let brands = brands.as_array().unwrap();
    assert!((12..=20).contains(&brands.len()));
    assert!(brands
        .iter()
        .all(|b| b["id"].is_i64() && b["name"].is_string()));
    assert!(brands.iter().any(|b| b["logo"].is_string()));
    assert!(brands.iter().any(|b| b.get("logo").is_none()));

    let cats = demo.json("/categories/all").await;
    let cats = cats.as_array().unwrap();
    assert!((22..=30).contains(&cats.len()));
    for c in cats {
        assert_eq!(c.as_object().unwrap().len(), 7);
        for f in [
            "name",
            "description",
            "productDescription",
            "image",
            "bannerImage",
        ] {
            assert!(c[f].is_string(), "{f}");
        }
    }
    assert!(cats.iter().any(|c| c["logo"].is_string()));
    assert!(cats.iter().any(|c| c["logo"].is_null()));
}

#[tokio::test]
async fn fitment_is_a_subtree_of_the_bikes_listing() {
    let demo = Demo::small().await;
    let mut tree: HashMap<i64, (i64, i64)> = HashMap::new();
    for b in demo.json("/bikes/all").await.as_array().unwrap() {
        for m in b["models"].as_array().unwrap() {
            for y in m["years"].as_array().unwrap() {
                tree.insert(
                    y["id"].as_i64().unwrap(),
                    (b["id"].as_i64().unwrap(), m["id"].as_i64().unwrap()),
                );
            }
        }
    }
    let all = demo.all().await;
    let mut fitted = 0;
    for p in &all {
        let Some(bikes) = p["bikes"].as_array() else {
            continue;
        };
        let mut n = 0;
        for b in bikes {
            for m in b["models"].as_array().unwrap() {
                assert!(!m["years"].as_array().unwrap().is_empty());
                for y in m["years"].as_array().unwrap() {
                    let id = y["id"].as_i64().unwrap();
                    assert_eq!(
                        tree.get(&id),
                        Some(&(b["id"].as_i64().unwrap(), m["id"].as_i64().unwrap())),
                        "{}",
                        sku(p)
                    );
                    n += 1;
                }
            }
        }
        assert!(n <= 30, "{} fits {n} model-years", sku(p));
        fitted += usize::from(n > 0);
    }
    assert!(fitted > all.len() / 2);
    assert!(all.iter().any(|p| p["bikes"].is_null()));
}

#[tokio::test]
async fn skus_eans_and_prices_are_sound() {
    let demo = Demo::small().await;
    let all = demo.all().await;
    for p in &all {
        let s = sku(p);
        let letters = s.chars().take_while(char::is_ascii_uppercase).count();
        let digits = s[letters..]
            .chars()
            .take_while(char::is_ascii_digit)
            .count();
        let suffix = &s[letters + digits..];
        assert!((2..=3).contains(&letters) && digits >= 4, "{s}");
        assert!(
            suffix.is_empty()
                || (suffix.len() == 2 && suffix.chars().all(|c| c.is_ascii_uppercase())),
            "{s}"
        );

        if let Some(ean) = p["ean"].as_str() {
            let d: Vec<u32> = ean.chars().map(|c| c.to_digit(10).unwrap()).collect();
            assert_eq!(d.len(), 13, "{ean}");
            let sum: u32 = d[..12]
                .iter()
                .enumerate()
                .map(|(i, x)| if i % 2 == 0 { *x } else { x * 3 })
                .sum();
            assert_eq!((10 - sum % 10) % 10, d[12], "check digit of {ean}");
        }

        let rrp = p["sitePrice"].as_f64().unwrap();
        assert!(rrp > 0.0);
        match p["dealerPriceGBP"].as_f64() {
            Some(gbp) => {
                assert!(gbp > 0.0 && gbp < rrp, "{s}: {gbp} vs {rrp}");
                if let Some(usd) = p["dealerPriceUSD"].as_f64() {
                    assert!((1.1..=1.5).contains(&(usd / gbp)), "{s} USD");
                }
                if let Some(eur) = p["dealerPriceEUR"].as_f64() {
                    assert!((1.0..=1.35).contains(&(eur / gbp)), "{s} EUR");
                }
            }
            None => {
                assert!(p["dealerPriceUSD"].is_null() && p["dealerPriceEUR"].is_null());
            }
        }
        for price in [
            "sitePrice",
            "dealerPriceGBP",
            "dealerPriceUSD",
            "dealerPriceEUR",
        ] {
            if let Some(x) = p[price].as_f64() {
                assert!(
                    ((x * 100.0).round() - x * 100.0).abs() < 1e-6,
                    "{s} {price} {x}"
                );
            }
        }
    }
    let eans: Vec<&str> = all.iter().filter_map(|p| p["ean"].as_str()).collect();
    assert_eq!(
        eans.iter().collect::<HashSet<_>>().len(),
        eans.len(),
        "EANs unique"
    );
    assert!(all.iter().any(|p| p["dealerPriceGBP"].is_null()));
}

#[tokio::test]
async fn dates_carry_an_offset_and_lead_up_to_now() {
    let demo = Demo::small().await;
    let all = demo.all().await;
    let now = anchor();
    let mut recent = 0;
    for p in &all {
        for f in ["dateCreated", "dateModified"] {
            let s = p[f].as_str().unwrap();
            assert_eq!(s.len(), 25, "{s}");
            assert!(s.ends_with("+00:00"), "{s}");
        }
        let (c, m) = (instant(&p["dateCreated"]), instant(&p["dateModified"]));
        assert!(c <= m && m <= now, "{}", sku(p));
        assert!(c > now - Duration::days(7 * 365));
        recent += usize::from(c > now - Duration::days(30));
    }
    assert!(recent >= 10, "{recent} products are new this month");
}

#[tokio::test]
async fn awkward_but_valid_records_are_there() {
    let demo = Demo::small().await;
    let all = demo.all().await;
    let has = |f: &dyn Fn(&Value) -> bool| all.iter().any(f);
    assert!(has(&|p| p["name"].is_null()));
    assert!(has(&|p| p["brand"].is_null()));
    assert!(has(&|p| p["weight"].is_null()));
    assert!(has(&|p| p["images"].is_null()));
    assert!(has(&|p| p["images"].as_array().is_some_and(Vec::is_empty)));
    assert!(has(&|p| p["selectedOptions"].is_null()));
    assert!(has(&|p| p["ean"].is_null()));
    assert!(has(&|p| p["fittingInstructions"].is_null()));
    assert!(has(&|p| p["coversheet"].is_null()));
    assert!(has(&|p| p["selectedOptions"][0]["name"] == "Colour"));
    assert!(has(&|p| p["images"]
        .as_array()
        .is_some_and(|i| i.len() == 5)));
    // QR codes go with fitting instructions.
    assert!(all
        .iter()
        .all(|p| p["fittingInstructions"].is_null() == p["fittingInstructionsQR"].is_null()));
}
