//! A quote for a customer with a bike: every line says whether the part
//! fits that bike, does not, or the catalogue does not say; a line that
//! does not fit is marked on the page (and in print); a bike the catalogue
//! does not know is refused.

use dealer_desk::model::Product;

use super::{all_products, cnote, new_customer, page, post, row, synced};

/// The model-year ids a product fits, by its record.
fn years(p: &Product) -> Vec<i64> {
    p.bikes
        .iter()
        .flatten()
        .flat_map(|b| b.models.iter().flatten())
        .flat_map(|m| m.years.iter().flatten())
        .map(|y| y.id)
        .collect()
}

#[tokio::test]
async fn a_quote_for_a_customer_marks_each_line_by_its_fit_on_their_bike() {
    let p = synced(300).await;
    let all = all_products(&p).await;
    let fits = all.iter().find(|x| !years(x).is_empty()).unwrap();
    let year = years(fits)[0];
    let misfit = all
        .iter()
        .find(|x| !years(x).is_empty() && !years(x).contains(&year))
        .unwrap();
    let silent = all.iter().find(|x| years(x).is_empty());
    let id = new_customer(&p, "", "Eve Fitter", "07700 900777").await;
    let bikes = format!("/customers/{id}/bikes");

    let (to, _) = post(&p, &bikes, "", &[("year", "999999999")]).await;
    assert_eq!(cnote(&to), "bike-unknown");
    let (to, _) = post(
        &p,
        &bikes,
        "",
        &[("make", "1"), ("model", ""), ("year", "")],
    )
    .await;
    assert_eq!(cnote(&to), "bike-choose");
    assert!(
        to.contains("make=1"),
        "the picker comes back narrowed: {to}"
    );
    let (to, _) = post(&p, &bikes, "", &[("year", &year.to_string())]).await;
    assert_eq!(cnote(&to), "bike-added");

    let (to, set) = post(&p, &format!("/customers/{id}/quote"), "", &[]).await;
    assert_eq!(cnote(&to), "quote-set", "{to}");
    let list = to
        .trim_start_matches("/quotes/")
        .split('?')
        .next()
        .unwrap()
        .to_string();
    let cookie = set.join("; ");
    let mut skus = vec![fits.sku.clone().unwrap(), misfit.sku.clone().unwrap()];
    skus.extend(silent.and_then(|s| s.sku.clone()));
    for sku in &skus {
        let form = [
            ("sku", sku.as_str()),
            ("qty", "1"),
            ("quote", list.as_str()),
        ];
        post(&p, "/quotes/add", &cookie, &form).await;
    }
    let html = page(&p, &format!("/quotes/{list}"), &cookie).await;
    assert!(html.contains("Eve Fitter"), "the list says who it is for");
    // So do the lists page and the list's shared link.
    let lists = page(&p, "/quotes", &cookie).await;
    assert!(
        lists.contains(&format!("data-for-customer=\"{id}\"")),
        "the lists page says whose"
    );
    let (to, _) = post(
        &p,
        &format!("/quotes/{list}/share"),
        &cookie,
        &[("share", "on")],
    )
    .await;
    assert!(to.contains("note=shared"), "{to}");
    let shared = page(&p, &format!("/quotes/{list}"), &cookie).await;
    let link = shared
        .split("data-share-link=\"\">")
        .nth(1)
        .and_then(|s| s.split('<').next())
        .unwrap()
        .to_string();
    let colleague = page(&p, &link, "").await;
    assert!(
        colleague.contains(&format!("data-for-customer=\"{id}\""))
            && colleague.contains("Eve Fitter"),
        "the shared link says whose"
    );
    let fit_row = row(&html, &format!("data-line-sku=\"{}\"", skus[0]));
    assert!(fit_row.contains("data-fit=\"fits\""), "{fit_row}");
    let misfit_row = row(&html, &format!("data-line-sku=\"{}\"", skus[1]));
    assert!(misfit_row.contains("data-fit=\"no-fit\""), "{misfit_row}");
    assert!(misfit_row.contains("no-fit"), "the row is marked");
    assert!(
        misfit_row.contains("does-not-fit"),
        "a lost sale is offered for it"
    );
    assert!(
        html.contains("data-misfits=\"1\""),
        "the page says one line does not fit"
    );
    if let Some(s) = skus.get(2) {
        let silent_row = row(&html, &format!("data-line-sku=\"{s}\""));
        assert!(silent_row.contains("data-fit=\"not-said\""), "{silent_row}");
    }
    // The customer's page lists the list as this browser's own.
    let html = page(&p, &format!("/customers/{id}"), &cookie).await;
    assert!(html.contains(&format!("href=\"/quotes/{list}\"")));

    // Without a bike there is no fit column; cleared, the list is for nobody.
    let (to, _) = post(
        &p,
        &bikes,
        "",
        &[("action", "remove"), ("year", &year.to_string())],
    )
    .await;
    assert_eq!(cnote(&to), "bike-removed");
    let html = page(&p, &format!("/quotes/{list}"), &cookie).await;
    assert!(!html.contains("data-fit="), "no bike, no fit marks");
    let (to, _) = post(
        &p,
        &format!("/quotes/{list}/customer"),
        &cookie,
        &[("clear", "1")],
    )
    .await;
    assert_eq!(cnote(&to), "quote-cleared");
    // Another browser cannot make the list for anyone.
    let other = "dd_browser=0123456789abcdef0123456789abcdef";
    let (to, _) = post(
        &p,
        &format!("/quotes/{list}/customer"),
        other,
        &[("customer", &id)],
    )
    .await;
    assert_eq!(cnote(&to), "no-list");
    // Chosen by typing: one match sets it, none lists the customers to add one.
    let (to, _) = post(
        &p,
        &format!("/quotes/{list}/customer"),
        &cookie,
        &[("who", "900777")],
    )
    .await;
    assert_eq!(cnote(&to), "quote-set");
    // The matches (none) are the answer itself, with the name typed carried
    // into the new customer form; nothing typed goes into an address.
    let r = p
        .post_as(
            &format!("/quotes/{list}/customer"),
            &cookie,
            &[("who", "Nobody Here")],
        )
        .await;
    assert_eq!(r.status(), reqwest::StatusCode::OK);
    assert!(r.headers().get("location").is_none());
    let html = r.text().await.unwrap();
    assert!(html.contains("id=\"c-name\""), "the new customer form");
    assert!(
        html.contains("value=\"Nobody Here\""),
        "the name carried in"
    );
    assert!(
        html.contains(&format!("name=\"quote\" value=\"{list}\"")),
        "for the list"
    );
}
