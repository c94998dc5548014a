//! A list at its size limit: 1,000 lines are kept and shown, the next one
//! is refused with a note and nothing is lost.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use axum::extract::FromRef;
use dealer_desk::{
    model::{
        outcome::Outcome,
        quote::{Note, MAX_LINES, MAX_LIVE_LINES},
    },
    server::{products::PricedQuotes, quotes::Owner},
};
use reqwest::StatusCode;

use super::{all_products, lines_of, list_with, note, page, post, sized_portal};

#[tokio::test]
async fn a_thousand_lines_are_kept_and_shown_and_the_next_is_refused() {
    assert_eq!(MAX_LINES, 1_000);
    let p = sized_portal(1_100).await;
    let all = all_products(&p).await;
    let skus: Vec<String> = all.iter().filter_map(|x| x.sku.clone()).collect();
    assert!(skus.len() > MAX_LINES, "{} products", skus.len());
    let (id, cookie) = list_with(&p, &skus[..1]).await;
    // The rest straight through the service (a form post each would only
    // take longer), then the one past the limit by form.
    let owner = Owner::browser(cookie.trim_start_matches("dd_browser="));
    for sku in &skus[1..MAX_LINES] {
        let done = PricedQuotes::from_ref(&p.state)
            .add(&owner, &id, sku, 2)
            .await
            .unwrap();
        assert_eq!(done, Outcome::Done(Note::Added), "{sku}");
    }
    let past = &skus[MAX_LINES];
    let form = [("sku", past.as_str()), ("qty", "1"), ("quote", &id)];
    let (to, _) = post(&p, "/quotes/add", &cookie, &form).await;
    assert_eq!(note(&to), "full");
    // A line already on the list still takes more.
    let form = [("sku", skus[5].as_str()), ("qty", "1"), ("quote", &id)];
    assert_eq!(
        note(&post(&p, "/quotes/add", &cookie, &form).await.0),
        "added"
    );

    let (status, html) = page(&p, &format!("/quotes/{id}?note=full"), &cookie).await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("a list holds at most 1000 lines"));
    let lines = lines_of(&html);
    assert_eq!(lines.len(), MAX_LINES);
    assert!(!lines.iter().any(|(s, _)| s == past));
    assert_eq!(lines[5], (skus[5].clone(), "3".to_string()));
    // The page's live refresh covers the first lines; the rest show the
    // stock as loaded.
    let live = html.matches("data-live-sku=").count();
    assert_eq!(live, MAX_LIVE_LINES, "live badges");
    let csv = p.get_as(&format!("/quotes/{id}/csv"), &cookie).await;
    assert_eq!(csv.text().await.unwrap().lines().count(), MAX_LINES + 1);
}
