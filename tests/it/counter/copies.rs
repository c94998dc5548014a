//! Lines moved up and down, a list copied, a list shared with colleagues
//! by an unguessable link (read only; they copy it to change it), and two
//! tabs reordering and adding at once losing nothing.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use reqwest::StatusCode;

use super::{
    all_products, lines_of, list_of, list_with, note, page, post, post_all, synced_portal,
};

fn order(html: &str) -> Vec<String> {
    lines_of(html).into_iter().map(|(s, _)| s).collect()
}

#[tokio::test]
async fn lines_move_up_and_down_and_a_list_is_copied() {
    let p = synced_portal().await;
    let all = all_products(&p).await;
    let skus: Vec<String> = all.iter().filter_map(|x| x.sku.clone()).take(4).collect();
    let (id, cookie) = list_with(&p, &skus).await;
    let line = format!("/quotes/{id}/line");
    let (to, _) = post(&p, &line, &cookie, &[("sku", &skus[2]), ("action", "up")]).await;
    assert_eq!(note(&to), "moved");
    post(&p, &line, &cookie, &[("sku", &skus[0]), ("action", "down")]).await;
    // Already first, already last: nothing moves.
    post(&p, &line, &cookie, &[("sku", &skus[2]), ("action", "up")]).await;
    post(&p, &line, &cookie, &[("sku", &skus[3]), ("action", "down")]).await;
    let (_, html) = page(&p, &format!("/quotes/{id}"), &cookie).await;
    let want = [&skus[2], &skus[0], &skus[1], &skus[3]];
    assert_eq!(order(&html), want.map(String::clone));
    assert!(html.contains(&format!("aria-label=\"Move {} up\" disabled", skus[2])));
    let (to, _) = post(&p, &line, &cookie, &[("sku", "NOPE"), ("action", "up")]).await;
    assert_eq!(note(&to), "no-line");

    // A copy: the same lines in the same order, its own list.
    let form = [("qty", "5"), ("sku", skus[0].as_str())];
    post(&p, &line, &cookie, &form).await;
    let (to, _) = post(&p, &format!("/quotes/{id}/duplicate"), &cookie, &[]).await;
    assert_eq!(note(&to), "duplicated");
    let copy = list_of(&to);
    assert_ne!(copy, id);
    let (_, html) = page(&p, &format!("/quotes/{copy}"), &cookie).await;
    assert!(html.contains("Copy of Quote "));
    let copied = lines_of(&html);
    assert_eq!(copied.len(), 4);
    assert_eq!(copied[1], (skus[0].clone(), "5".into()));
    // Changing the copy leaves the original alone.
    let form = [("sku", skus[0].as_str()), ("action", "remove")];
    post(&p, &format!("/quotes/{copy}/line"), &cookie, &form).await;
    let (_, html) = page(&p, &format!("/quotes/{id}"), &cookie).await;
    assert_eq!(lines_of(&html).len(), 4);
    // Another browser cannot copy it.
    let other = "dd_browser=0123456789abcdef0123456789abcdef";
    let (to, _) = post(&p, &format!("/quotes/{id}/duplicate"), other, &[]).await;
    assert_eq!(note(&to), "no-list");
}

#[tokio::test]
async fn a_list_is_shared_by_a_link_that_only_shows_it() {
    let p = synced_portal().await;
    let all = all_products(&p).await;
    let skus: Vec<String> = all.iter().filter_map(|x| x.sku.clone()).take(2).collect();
    let (id, cookie) = list_with(&p, &skus).await;
    let share = format!("/quotes/{id}/share");
    let (to, _) = post(&p, &share, &cookie, &[("share", "on")]).await;
    assert_eq!(note(&to), "shared");
    let (_, html) = page(&p, &format!("/quotes/{id}"), &cookie).await;
    let link = html
        .split("data-share-link=\"\">")
        .nth(1)
        .unwrap()
        .split('<')
        .next()
        .unwrap()
        .to_string();
    let token = link.trim_start_matches("/quotes/shared/");
    assert_eq!(token.len(), 32);
    assert_ne!(token, id);

    // A colleague (another browser) sees it, without its forms.
    let (status, html) = page(&p, &link, "").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(order(&html), skus);
    assert!(
        !html.contains(&format!("/quotes/{id}/")),
        "no form of the owner's"
    );
    assert!(!html.contains("name=\"qty\""));
    // ...and copies it into their own lists.
    let (to, set) = post_all(&p, &format!("{link}/copy"), "", &[]).await;
    assert_eq!(note(&to), "duplicated");
    let theirs = set.iter().find(|c| c.starts_with("dd_browser=")).unwrap();
    let (status, html) = page(&p, &to, theirs).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(order(&html), skus);
    assert!(html.contains(&format!("action=\"/quotes/{}/line\"", list_of(&to))));

    // A guessed or malformed token finds nothing.
    for guess in ["0123456789abcdef0123456789abcdef", "x", &id] {
        let (status, _) = page(&p, &format!("/quotes/shared/{guess}"), "").await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{guess}");
    }
    // Sharing off: the old link no longer opens it; on again: a new link.
    let (to, _) = post(&p, &share, &cookie, &[("share", "off")]).await;
    assert_eq!(note(&to), "unshared");
    assert_eq!(page(&p, &link, "").await.0, StatusCode::NOT_FOUND);
    post(&p, &share, &cookie, &[("share", "on")]).await;
    let (_, html) = page(&p, &format!("/quotes/{id}"), &cookie).await;
    assert!(!html.contains(&link));
    // Only the owner turns it on.
    let other = "dd_browser=0123456789abcdef0123456789abcdef";
    assert_eq!(
        note(&post(&p, &share, other, &[("share", "on")]).await.0),
        "no-list"
    );
}

#[tokio::test]
async fn two_tabs_reordering_and_adding_at_once_lose_nothing() {
    let p = synced_portal().await;
    let all = all_products(&p).await;
    let skus: Vec<String> = all.iter().filter_map(|x| x.sku.clone()).take(25).collect();
    let (id, cookie) = list_with(&p, &skus[..5]).await;
    let line = format!("/quotes/{id}/line");
    let one = async {
        for sku in &skus[5..15] {
            let form = [("sku", sku.as_str()), ("qty", "1"), ("quote", &id)];
            post(&p, "/quotes/add", &cookie, &form).await;
            post(&p, &line, &cookie, &[("sku", &skus[4]), ("action", "up")]).await;
        }
    };
    let two = async {
        for sku in &skus[15..25] {
            let form = [("sku", sku.as_str()), ("qty", "2"), ("quote", &id)];
            post(&p, "/quotes/add", &cookie, &form).await;
            post(&p, &line, &cookie, &[("sku", &skus[0]), ("action", "down")]).await;
        }
    };
    tokio::join!(one, two);
    let (_, html) = page(&p, &format!("/quotes/{id}"), &cookie).await;
    let lines = lines_of(&html);
    assert_eq!(lines.len(), 25, "every add kept");
    let mut got: Vec<&String> = lines.iter().map(|(s, _)| s).collect();
    got.sort();
    let mut want: Vec<&String> = skus.iter().collect();
    want.sort();
    assert_eq!(got, want, "each line once");
    assert_eq!(lines[0].0, skus[4], "moved to the top");
}
