//! Shelf labels over real HTTP on a demo portal: every barcode printed on
//! every sheet reads back, with an independent decoder (`zbarimg`, from
//! Debian's zbar-tools, over pages rendered by `pdftoppm`), as the EAN or
//! SKU it was made from; a quote list's labels, a part's, ZPL for a Zebra
//! printer; bad input refused with a plain message.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::Command;

use dealer_desk::model::{
    labels::{is_ean13, LabelFormat},
    query::ListQuery,
    Currency,
};
use reqwest::StatusCode;

use crate::portal_support::{demo_portal_open_synced, Portal};

async fn portal() -> Portal {
    demo_portal_open_synced(300).await
}

/// Whether the decoder and the renderer are here: they must be under CI
/// (the set-up installs them); elsewhere a test says so and passes.
fn tools_here() -> bool {
    let here = ["zbarimg", "pdftoppm"].iter().all(|t| {
        Command::new(t)
            .arg("-h")
            .output()
            .is_ok_and(|o| o.status.code().is_some())
    });
    if !here {
        assert!(
            std::env::var("CI").is_err(),
            "zbarimg and pdftoppm are needed (scripts/setup.sh installs them)"
        );
        eprintln!("zbarimg or pdftoppm missing: the barcodes were not read back");
    }
    here
}

/// What `zbarimg` reads in each label's cell of `pdf` on `format`, for
/// `count` labels from slot `start`: every cell rendered on its own at
/// 300 dpi by `pdftoppm`, so each label's barcode must read back inside
/// its own cell (`None`: nothing read there).
fn read_cells(pdf: &[u8], format: LabelFormat, start: usize, count: usize) -> Vec<Option<String>> {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("labels.pdf");
    std::fs::write(&file, pdf).unwrap();
    let sheet = format.sheet();
    let px = |pt: f32| ((pt * 300.0 / 72.0).round() as i64).to_string();
    (start..start + count)
        .map(|slot| {
            let page = (slot / sheet.per_page() + 1).to_string();
            let (x, y) = sheet.corner(slot % sheet.per_page());
            let out = dir.path().join(format!("cell-{slot}"));
            let made = Command::new("pdftoppm")
                .args(["-r", "300", "-gray", "-png", "-singlefile"])
                .args(["-f", &page, "-l", &page])
                .args(["-x", &px(x), "-y", &px(y)])
                .args(["-W", &px(sheet.label_w), "-H", &px(sheet.label_h)])
                .arg(&file)
                .arg(&out)
                .status()
                .unwrap();
            assert!(made.success());
            let read = Command::new("zbarimg")
                .args(["--raw", "-q"])
                .arg(out.with_extension("png"))
                .output()
                .unwrap();
            String::from_utf8_lossy(&read.stdout)
                .lines()
                .next()
                .map(str::to_string)
        })
        .collect()
}

async fn get(p: &Portal, path: &str, cookie: &str) -> (StatusCode, Vec<u8>) {
    let r = p.get_as(path, cookie).await;
    (r.status(), r.bytes().await.unwrap().to_vec())
}

#[tokio::test]
async fn every_barcode_printed_reads_back_as_its_ean_or_sku_on_every_sheet() {
    let p = portal().await;
    let all = p.all_products().await;
    let with_ean = all
        .iter()
        .find(|x| x.ean.as_deref().is_some_and(is_ean13) && x.sku.is_some())
        .expect("a part with a valid EAN");
    let without = all
        .iter()
        .find(|x| !x.ean.as_deref().is_some_and(is_ean13) && x.sku.is_some());
    let ean = with_ean.ean.clone().unwrap();
    let sku = with_ean.sku.clone().unwrap();

    // A part's labels on each sheet: two of it, the second sheet started
    // part-used.
    for format in LabelFormat::ALL {
        let start = format.sheet().per_page().min(3);
        let code = format.code();
        let path = format!("/labels.pdf?sku={sku}&each=2&format={code}&start={start}");
        let (status, pdf) = get(&p, &path, "").await;
        assert_eq!(status, StatusCode::OK, "{code}");
        assert!(pdf.starts_with(b"%PDF"));
        if tools_here() {
            let read = read_cells(&pdf, format, start - 1, 2);
            assert_eq!(read, vec![Some(ean.clone()), Some(ean.clone())], "{code}");
            let before = read_cells(&pdf, format, 0, start - 1);
            assert!(
                before.iter().all(Option::is_none),
                "{code}: the used labels left blank"
            );
        }
    }
    if let Some(other) = without {
        let other = other.sku.clone().unwrap();
        let path = format!("/labels.pdf?sku={other}&format=avery-5160&start=30");
        let (status, pdf) = get(&p, &path, "").await;
        assert_eq!(status, StatusCode::OK);
        if tools_here() {
            let read = read_cells(&pdf, LabelFormat::Avery5160, 29, 1);
            assert_eq!(read, vec![Some(other.clone())], "Code 128 of the SKU");
        }
    }

    // A quote list's labels: one per part ordered.
    let r = p.post_as("/quotes/new", "", &[("name", "Shelf B")]).await;
    let cookie: String = r
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .map(|v| v.split(';').next().unwrap().to_string())
        .collect::<Vec<_>>()
        .join("; ");
    let list = r.headers()["location"]
        .to_str()
        .unwrap()
        .trim_start_matches("/quotes/")
        .split('?')
        .next()
        .unwrap()
        .to_string();
    p.post_as(
        "/quotes/add",
        &cookie,
        &[
            ("sku", sku.as_str()),
            ("qty", "3"),
            ("quote", list.as_str()),
        ],
    )
    .await;
    let (status, pdf) = get(&p, &format!("/labels.pdf?list={list}"), &cookie).await;
    assert_eq!(status, StatusCode::OK);
    if tools_here() {
        let read = read_cells(&pdf, LabelFormat::AveryL7160, 0, 4);
        let three = Some(ean.clone());
        assert_eq!(
            read,
            vec![three.clone(), three.clone(), three, None],
            "one per part ordered"
        );
    }
    // Someone else's list is not found.
    let (status, _) = get(&p, &format!("/labels.pdf?list={list}"), "").await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // ZPL for a Zebra printer.
    let (status, zpl) = get(&p, &format!("/labels.zpl?sku={sku}&dpi=300"), "").await;
    assert_eq!(status, StatusCode::OK);
    let zpl = String::from_utf8(zpl).unwrap();
    assert!(
        zpl.contains(&format!("^BEN,180,Y,N^FD{}^FS", &ean[..12])),
        "{zpl}"
    );
    assert!(zpl.contains("^PW684"), "300 dpi: 12 dots a millimetre");
}

#[tokio::test]
async fn bad_label_requests_are_refused_saying_why() {
    let p = portal().await;
    for (path, says) in [
        (
            "/labels.pdf?sku=EL0706&format=avery-9999",
            "Unknown label format",
        ),
        ("/labels.pdf?sku=EL0706&each=0", "Print 1 to 100"),
        ("/labels.pdf?sku=EL0706&each=10000", "Print 1 to 100"),
        ("/labels.pdf?sku=EL0706&start=22", "The first label"),
        (
            "/labels.pdf?format=avery-l7160",
            "Name one of your quote lists",
        ),
        (
            "/labels.pdf?sku=EL0706&price=cost",
            "The price is shop, rrp or none",
        ),
        (
            "/labels.pdf?search=created_after%3Dlast%2Btuesday",
            "does not read",
        ),
        ("/labels.zpl?sku=EL0706&dpi=600", "203 or 300"),
    ] {
        let (status, body) = get(&p, path, "").await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{path}");
        let body = String::from_utf8(body).unwrap();
        assert!(body.contains(says), "{path}: {body}");
    }
}

/// Labels from a stock check's list of SKUs and from a search (its first
/// 500 parts, in the page's order), and with the RRP in place of the
/// shop's price: read from the ZPL, one `^XA … ^XZ` a label.
#[tokio::test]
async fn labels_come_from_a_list_of_skus_a_search_and_with_the_rrp() {
    let p = portal().await;
    let all = p.all_products().await;
    let skus: Vec<String> = all.iter().filter_map(|x| x.sku.clone()).take(3).collect();
    let zpl = |path: String| {
        let p = &p;
        async move {
            let (status, body) = get(p, &path, "").await;
            let body = String::from_utf8(body).unwrap();
            assert_eq!(status, StatusCode::OK, "{path}: {body}");
            body
        }
    };
    // A stock check's list, as pasted: lines, commas, a repeat.
    let typed = format!("{}\n{}, {}\n{}", skus[0], skus[1], skus[2], skus[0]);
    let body = zpl(format!(
        "/labels.zpl?skus={}&each=2",
        dealer_desk::model::query::encode_component(&typed)
    ))
    .await;
    assert_eq!(body.matches("^XA").count(), 6, "two of each of three parts");
    for sku in &skus {
        // Its line: the SKU, then its brand or the field's end.
        let lines = body.matches(&format!("^FD{sku} ·")).count()
            + body.matches(&format!("^FD{sku}^FS")).count();
        assert_eq!(lines, 2, "{sku}");
    }
    // A search: every part it finds, in its order.
    let by_name = p
        .state
        .products
        .rows(&ListQuery::from_pairs([("sort", "name")]).0, Currency::Gbp)
        .await
        .unwrap();
    let first = p
        .state
        .index
        .records_by_id(by_name.ids[..1].to_vec())
        .await
        .unwrap();
    let body = zpl("/labels.zpl?search=sort%3Dname".into()).await;
    assert_eq!(body.matches("^XA").count(), by_name.ids.len());
    let first_sku = first[0].sku.clone().unwrap();
    let at = body.find("^XA").unwrap();
    let end = body[at..].find("^XZ").unwrap();
    assert!(
        body[at..at + end].contains(&first_sku),
        "the search's first part first"
    );
    // The RRP, in pounds as the supplier gives it.
    let with_rrp = all
        .iter()
        .find(|x| x.site_price.is_some_and(|v| v > 0.0))
        .unwrap();
    let sku = with_rrp.sku.clone().unwrap();
    let body = zpl(format!("/labels.zpl?sku={sku}&price=rrp")).await;
    assert!(body.contains('£'), "{body}");
    let body = zpl(format!("/labels.zpl?sku={sku}&price=none")).await;
    assert!(!body.contains('£'), "{body}");
    // With its bin, where the shelf has one and it is asked for.
    let staff = dealer_desk::server::access::Actor {
        role: Some(dealer_desk::model::role::Role::Staff),
        ..Default::default()
    };
    let bins = dealer_desk::server::stock::BinsAsked {
        sku: &sku,
        bins: "L-07-3, overflow",
        pack: "",
        at: "2026-12-01 10:00:00".into(),
    };
    p.state
        .stock
        .put_in_bins(&staff, p.state.access.audit(), bins)
        .await
        .unwrap();
    let body = zpl(format!("/labels.zpl?sku={sku}&price=none&bin=1")).await;
    assert!(body.contains("· L-07-3^FS"), "{body}");
    assert!(!body.contains("OVERFLOW"), "the main bin only");
    let body = zpl(format!("/labels.zpl?sku={sku}&price=none")).await;
    assert!(!body.contains("L-07-3"), "not asked for");
    // More than 500 parts at once: refused, saying so.
    let many: Vec<String> = (0..501).map(|n| format!("ZZ{n:04}")).collect();
    let (status, body) = get(&p, &format!("/labels.zpl?skus={}", many.join("%0A")), "").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(String::from_utf8(body).unwrap().contains("At most"));
}
