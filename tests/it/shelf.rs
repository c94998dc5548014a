//! The shop's shelf over real HTTP on a synced demo portal: a file brought
//! in is previewed with every refused row and why and nothing written,
//! then written once (the same rows sent again change nothing); the
//! shelf's own file reads back unchanged; a file too large or of the wrong
//! kind is refused whole; a manager's adjustment and its refusals.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use reqwest::StatusCode;

use crate::portal_support::{demo_portal_open_synced, Portal};

async fn portal() -> Portal {
    demo_portal_open_synced(300).await
}

/// Sends `file` to the import's preview, as a browser's form would.
async fn send_file(p: &Portal, file: &[u8]) -> reqwest::Response {
    let boundary = "----shelf-test-boundary";
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"stock.csv\"\r\nContent-Type: text/csv\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(file);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    p.http
        .post(p.url("/stock/import"))
        .header(
            "content-type",
            format!("multipart/form-data; boundary={boundary}"),
        )
        .body(body)
        .send()
        .await
        .unwrap()
}

/// The value of `data-{name}` on the page.
fn attr(html: &str, name: &str) -> String {
    let key = format!("data-{name}=\"");
    let at = html
        .find(&key)
        .unwrap_or_else(|| panic!("no {key} in the page"))
        + key.len();
    html[at..].split('"').next().unwrap().to_string()
}

/// The rows the preview's "Write" form sends back.
fn write_rows(html: &str) -> String {
    let start = html.find("name=\"rows\"").expect("a write form");
    let text = &html[start..];
    let text = &text[text.find('>').unwrap() + 1..];
    let text = &text[..text.find("</textarea>").unwrap()];
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#x27;", "'")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

#[tokio::test]
async fn a_file_is_previewed_then_written_once_and_the_shelf_reads_back_unchanged() {
    let p = portal().await;
    let all = p.all_products().await;
    let a = all[0].sku.clone().unwrap();
    let with_ean = all.iter().skip(1).find(|x| x.ean.is_some()).unwrap();
    let (b, ean) = (with_ean.sku.clone().unwrap(), with_ean.ean.clone().unwrap());
    let file = format!(
        "SKU,Quantity,Bins,Cost\n{a},3,\"b-1, overflow\",10.00\n{ean},2,,\nNO-SUCH-PART-9,1,,\n{a},5,,\nX-1,two,,\n"
    );
    let r = send_file(&p, file.as_bytes()).await;
    assert_eq!(r.status(), StatusCode::OK);
    let html = r.text().await.unwrap();
    assert_eq!(attr(&html, "import-rows"), "2");
    assert_eq!(attr(&html, "import-refused"), "3");
    for line in ["4", "5", "6"] {
        assert!(
            html.contains(&format!("data-refused-line=\"{line}\"")),
            "line {line}"
        );
    }
    assert!(
        !p.state.stock.line(&a).await.unwrap().kept,
        "a preview writes nothing"
    );

    let rows = write_rows(&html);
    let r = p
        .post_as("/stock/import/write", "", &[("rows", &rows)])
        .await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert_eq!(r.headers()["location"], "/stock/shelf?imported=2");
    let line = p.state.stock.line(&a).await.unwrap();
    assert_eq!(line.level.on_hand, 3);
    assert_eq!(line.bins, ["B-1".to_string(), "OVERFLOW".to_string()]);
    let part = p.state.stock.part(&b, 5).await.unwrap();
    assert_eq!(part.line.level.on_hand, 2);
    assert!(
        part.movements[0].assumed,
        "no cost: the dealer price, assumed"
    );

    // The same rows again: the shelf already says so, nothing is doubled.
    let again = p
        .post_as("/stock/import/write", "", &[("rows", &rows)])
        .await;
    assert_eq!(again.status(), StatusCode::CONFLICT);
    assert_eq!(p.state.stock.line(&a).await.unwrap().level.on_hand, 3);

    // The shelf's own file comes back as nothing to change.
    let csv = p.get("/stock.csv").await.text().await.unwrap();
    assert!(csv.contains(&format!("{a},")), "{csv}");
    let html = send_file(&p, csv.as_bytes()).await.text().await.unwrap();
    assert_eq!(attr(&html, "import-rows"), "0");
    assert_eq!(attr(&html, "import-same"), "2");
    assert_eq!(attr(&html, "import-refused"), "0");
}

#[tokio::test]
async fn a_file_too_large_or_of_another_kind_is_refused_whole() {
    let p = portal().await;
    let big = vec![b'a'; 17 * 1024 * 1024 + 10];
    let r = send_file(&p, &big).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.text().await.unwrap().contains("data-import-problem"));
    let r = send_file(&p, b"\xff\xfe\x00binary").await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let r = send_file(&p, b"name,price\nbrake,1\n").await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r
        .text()
        .await
        .unwrap()
        .contains("No heading names the part"));
}

#[tokio::test]
async fn a_managers_adjustment_is_kept_and_bad_ones_change_nothing() {
    let p = portal().await;
    let sku = p.all_products().await[2].sku.clone().unwrap();
    let path = format!("/product/{sku}/adjust");
    let r = p
        .post_as(
            &path,
            "",
            &[("qty", "4"), ("reason", "found"), ("note", "")],
        )
        .await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert!(r.headers()["location"]
        .to_str()
        .unwrap()
        .ends_with("?shelf=adjusted#shelf"));
    for (qty, reason, note) in [
        ("1000000000000", "found", "too-many"),
        ("-1", "found", "reason-direction"),
        ("1", "", "reason"),
        ("one", "found", "quantity"),
    ] {
        let r = p
            .post_as(&path, "", &[("qty", qty), ("reason", reason), ("note", "")])
            .await;
        assert_eq!(
            r.status(),
            StatusCode::UNPROCESSABLE_ENTITY,
            "{qty} {reason}"
        );
        let html = r.text().await.unwrap();
        assert!(
            html.contains(&format!("data-shelf-note=\"{note}\"")),
            "{note}"
        );
    }
    assert_eq!(p.state.stock.line(&sku).await.unwrap().level.on_hand, 4);
    // A part the catalogue does not have, and no SKU at all.
    let r = p
        .post_as(
            "/product/NO-SUCH-PART-7/adjust",
            "",
            &[("qty", "1"), ("reason", "found")],
        )
        .await;
    // Answered with the part's page, which says there is no such part.
    assert!(
        matches!(
            r.status(),
            StatusCode::UNPROCESSABLE_ENTITY | StatusCode::NOT_FOUND
        ),
        "{}",
        r.status()
    );
    assert!(!p.state.stock.line("NO-SUCH-PART-7").await.unwrap().kept);
    let long = format!("/product/{}/adjust", "A".repeat(65));
    let r = p
        .post_as(&long, "", &[("qty", "1"), ("reason", "found")])
        .await;
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn the_value_at_a_past_day_and_a_periods_movements_come_from_the_ledger() {
    use dealer_desk::{
        model::{quote::Minor, stock::Kind},
        server::stock::NewMovement,
    };
    let p = portal().await;
    let all = p.all_products().await;
    let (a, b) = (all[0].sku.clone().unwrap(), all[1].sku.clone().unwrap());
    let moved = |sku: &str, kind, qty, cost: Option<i64>, at: &str| NewMovement {
        sku: sku.into(),
        kind,
        qty,
        cost: cost.map(Minor),
        assumed: false,
        fallback_cost: None,
        reference: String::new(),
        reason: None,
        note: String::new(),
        by: None,
        at: at.into(),
    };
    for m in [
        moved(&a, Kind::Received, 4, Some(1_000), "2026-05-10 09:00:00"),
        moved(&b, Kind::Received, 1, Some(5_000), "2026-06-02 09:00:00"),
        moved(&a, Kind::Sold, -1, None, "2026-06-15 12:00:00"),
    ] {
        p.state.stock.record(m).await.unwrap();
    }
    let report = |on: &str, from: &str, to: &str| {
        let body = serde_json::json!({ "on": on, "from": from, "to": to });
        let p = &p;
        async move {
            let r = p.call("stock_value", body, None).await;
            assert_eq!(r.status(), StatusCode::OK);
            r.json::<dealer_desk::model::stock::value::ValueReport>()
                .await
                .unwrap()
        }
    };
    let may = report("2026-05-31", "2026-06-01", "2026-06-30").await;
    assert_eq!((may.value, may.parts, may.units), (Minor(4_000), 1, 4));
    assert_eq!(
        (may.opening, may.closing),
        (Minor(4_000), Minor(3_000 + 5_000))
    );
    let kinds: Vec<_> = may
        .period
        .iter()
        .map(|r| (r.kind, r.units, r.value))
        .collect();
    assert_eq!(
        kinds,
        [
            (Kind::Received, 1, Minor(5_000)),
            (Kind::Sold, -1, Minor(-1_000))
        ]
    );
    let by_category: i64 = may.by_category.iter().map(|g| g.value.0).sum();
    assert_eq!(by_category, 4_000, "the groups add up to the whole");
    let june = report("2026-06-30", "", "2026-06-30").await;
    assert_eq!(june.value, Minor(8_000));
    assert_eq!(june.from, "2026-06-01");
    let bad = report("31/05/2026", "", "").await;
    assert!(bad.problem.is_some());
    // The parts at the end of May, as a file.
    let csv = p
        .get("/stock/value.csv?on=2026-05-31")
        .await
        .text()
        .await
        .unwrap();
    assert_eq!(csv.lines().count(), 2, "{csv}");
    assert!(
        csv.contains(&format!("{a},")) && csv.contains(",4,40.00"),
        "{csv}"
    );
    let r = p.get("/stock/value.csv?on=yesterday").await;
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
    // The page's tables as files: June's movements, opening to closing.
    let days = "on=2026-05-31&from=2026-06-01&to=2026-06-30";
    let r = p.get(&format!("/stock/value/period.csv?{days}")).await;
    assert_eq!(r.status(), StatusCode::OK);
    let csv = r.text().await.unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "Movement,Units,Value");
    assert_eq!(lines[1], "opening,,40.00");
    assert!(lines.contains(&"received,1,50.00"), "{csv}");
    assert_eq!(lines.last(), Some(&"closing,,80.00"));
    let r = p.get(&format!("/stock/value/category.xlsx?{days}")).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert!(r.bytes().await.unwrap().starts_with(b"PK"), "a workbook");
    for (path, status) in [
        ("/stock/value/nope.csv", StatusCode::NOT_FOUND),
        ("/stock/value/period.pdf", StatusCode::NOT_FOUND),
        ("/stock/value/period.csv?from=June", StatusCode::BAD_REQUEST),
    ] {
        assert_eq!(p.get(path).await.status(), status, "{path}");
    }
}

/// The state (`data-shelf`) of the first "ours" chip in `html`.
fn chip(html: &str) -> Option<&str> {
    let at = html.find("class=\"shelf-chip\"")?;
    let start = html[..at].rfind('<')?;
    let end = at + html[at..].find('>')?;
    let tag = &html[start..end];
    let key = "data-shelf=\"";
    let from = tag.find(key)? + key.len();
    tag[from..].split('"').next()
}

#[tokio::test]
async fn a_quote_and_a_list_page_show_ours_before_the_suppliers() {
    let p = portal().await;
    let sku = p.all_products().await[5].sku.clone().unwrap();
    let r = p
        .post_as(
            &format!("/product/{sku}/adjust"),
            "",
            &[("qty", "2"), ("reason", "found"), ("note", "")],
        )
        .await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let (to, cookie) = p
        .post_browser(
            "/quotes/add",
            "",
            &[("sku", &sku), ("qty", "1"), ("quote", "new")],
        )
        .await;
    let list = to.split('?').next().unwrap().to_string();
    let html = p.get_as(&list, &cookie).await.text().await.unwrap();
    let row = &html[html
        .find(&format!("data-line-sku=\"{sku}\""))
        .expect("the line")..];
    let row = &row[..row.find("</tr>").unwrap()];
    assert_eq!(chip(row), Some("in"), "{row}");
    assert!(row.find("shelf-chip") < row.find("badge"), "ours first");
    // The form that orders the quote's parts for a customer says ours too.
    let id = list.trim_start_matches("/quotes/");
    let r = p
        .call(
            "order_draft",
            serde_json::json!({ "quote": id }),
            Some(&cookie),
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let draft: dealer_desk::model::order::view::OrderDraft = r.json().await.unwrap();
    let ours = draft.lines[0]
        .ours
        .as_ref()
        .expect("ours on the order form");
    assert_eq!(ours.level.on_hand, 2);
    // A search's cards too.
    let html = p
        .get(&format!("/search?q={sku}"))
        .await
        .text()
        .await
        .unwrap();
    assert_eq!(chip(&html), Some("in"));
}

/// The count's number in a form's answer's address.
fn count_of(r: &reqwest::Response) -> i64 {
    let to = r.headers()["location"].to_str().unwrap();
    let rest = to.strip_prefix("/stock/counts/").expect(to);
    rest.split(['?', '/']).next().unwrap().parse().unwrap()
}

#[tokio::test]
async fn a_blind_count_is_scanned_reviewed_and_posted_once() {
    let p = portal().await;
    let all = p.all_products().await;
    let with_ean = all.iter().skip(20).find(|x| x.ean.is_some()).unwrap();
    let (a, ean) = (with_ean.sku.clone().unwrap(), with_ean.ean.clone().unwrap());
    let b = all
        .iter()
        .skip(20)
        .find(|x| x.sku.as_deref() != Some(&a))
        .unwrap()
        .sku
        .clone()
        .unwrap();
    let before = p.state.stock.line(&a).await.unwrap().level.on_hand;
    let r = p
        .post_as(
            &format!("/product/{a}/adjust"),
            "",
            &[("qty", "4"), ("reason", "found")],
        )
        .await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let record = before + 4;
    // Refused scopes say why and open nothing.
    for (kind, list, problem) in [
        ("", "", "count-problem-scope"),
        ("list", "", "count-problem-empty-list"),
        ("list", "NO-SUCH-PART-77", "count-problem-unknown-code"),
        ("bins", "", "count-problem-bins"),
    ] {
        let r = p
            .post_as("/stock/counts", "", &[("kind", kind), ("list", list)])
            .await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "{kind}");
        let html = r.text().await.unwrap();
        assert!(
            html.contains(&format!("data-count-problem=\"{problem}\"")),
            "{problem}"
        );
    }
    let list = format!("{a}\n{b}");
    let r = p
        .post_as("/stock/counts", "", &[("kind", "list"), ("list", &list)])
        .await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let id = count_of(&r);
    let sheet = format!("/stock/counts/{id}");
    let html = p.get(&sheet).await.text().await.unwrap();
    assert!(html.contains(&format!("data-count-line=\"{a}\"")));
    assert!(html.contains(&format!("data-count-line=\"{b}\"")));
    assert!(
        !html.contains("data-label=\"Record\""),
        "a blind sheet never says what the record holds"
    );
    // A scan of the EAN is one more; a typed quantity that many more.
    let action = format!("{sheet}/count");
    for (qty, n) in [("", 1), ("2", 3)] {
        let r = p
            .post_as(&action, "", &[("code", &ean), ("qty", qty)])
            .await;
        assert_eq!(r.status(), StatusCode::SEE_OTHER);
        let to = r.headers()["location"].to_str().unwrap().to_string();
        assert!(to.contains(&format!("&n={n}")), "{to}");
    }
    for (code, qty, problem) in [
        ("NO-SUCH-CODE-1", "", "count-problem-unknown-code"),
        (a.as_str(), "-1", "count-problem-quantity"),
        (a.as_str(), "1000000000000", "count-problem-too-many"),
    ] {
        let r = p
            .post_as(&action, "", &[("code", code), ("qty", qty)])
            .await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "{code} {qty}");
        let html = r.text().await.unwrap();
        assert!(
            html.contains(&format!("data-count-problem=\"{problem}\"")),
            "{problem}"
        );
    }
    let review = p
        .get(&format!("{sheet}/review"))
        .await
        .text()
        .await
        .unwrap();
    assert_eq!(attr(&review, "count-differing"), "1");
    assert_eq!(attr(&review, "count-units"), (3 - record).to_string());
    let r = p
        .post_as(&format!("{sheet}/post"), "", &[("uncounted", "leave")])
        .await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert_eq!(p.state.stock.line(&a).await.unwrap().level.on_hand, 3);
    let again = p
        .post_as(&format!("{sheet}/post"), "", &[("uncounted", "leave")])
        .await;
    assert_eq!(again.status(), StatusCode::CONFLICT);
    let html = again.text().await.unwrap();
    assert!(html.contains("data-count-problem=\"count-problem-closed\""));
    assert_eq!(p.state.stock.line(&a).await.unwrap().level.on_hand, 3);
    let counts = p.get("/stock/counts").await.text().await.unwrap();
    assert!(counts.contains(&format!("data-count-id=\"{id}\"")));
}
