//! Customer records: made at the counter in one form, refused with a note
//! and the form filled again on bad input (nothing saved), found by name or
//! phone, changed, and each change recorded with who made it.

use dealer_desk::model::customer::SameContact;
use dealer_desk::model::outcome::Outcome;
use std::sync::OnceLock;

use dealer_desk::server::access::{
    users::{hash_password, Users},
    AccessConfig,
};

use super::{cnote, new_customer, open_access, page, post, refused, shown_cnote};
use crate::portal_support::demo_portal_sized;

#[tokio::test]
async fn bad_customer_input_is_refused_and_nothing_is_saved() {
    let p = demo_portal_sized(open_access(), Default::default(), 50).await;
    let cases: [(&[(&str, &str)], &str); 6] = [
        (&[("name", "  "), ("phone", "07700 900123")], "name-empty"),
        (&[("name", "Ann Lee")], "contact-missing"),
        (&[("name", "Ann Lee"), ("email", "ann@shop")], "email-bad"),
        (&[("name", "Ann Lee"), ("phone", "12-34")], "phone-bad"),
        (
            &[("name", "Ann Lee"), ("phone", "0770090012x")],
            "phone-bad",
        ),
        (
            &[("name", &"x".repeat(81)), ("phone", "07700900123")],
            "name-long",
        ),
    ];
    for (form, code) in cases {
        let html = refused(&p, "/customers/new", "", form).await;
        assert_eq!(shown_cnote(&html), code, "{form:?}");
    }
    // What was typed comes back in the form, rendered from the post: no
    // address (browser history, access logs) carries any of it.
    let html = refused(
        &p,
        "/customers/new",
        "",
        &[
            ("name", "Ann <b>"),
            ("phone", "07700 900999"),
            ("email", "ann@shop"),
        ],
    )
    .await;
    assert!(
        html.contains("value=\"Ann &lt;b&gt;\""),
        "the name is filled in, escaped"
    );
    assert!(html.contains("value=\"07700 900999\""), "and the phone");
    assert!(html.contains("data-cnote=\"email-bad\""));
    assert!(
        p.state.customers.find("").await.unwrap().is_empty(),
        "nothing saved"
    );
}

#[tokio::test]
async fn customers_are_found_by_name_or_phone_and_changed() {
    let p = demo_portal_sized(open_access(), Default::default(), 50).await;
    let ann = new_customer(&p, "", "Ann Lee", "+44 7700 900123").await;
    new_customer(&p, "", "Bob Annand", "01632 960001").await;
    new_customer(&p, "", "Cy 100%", "01632 960002").await;
    let names = |found: Vec<dealer_desk::model::customer::CustomerHead>| {
        found.into_iter().map(|c| c.name).collect::<Vec<_>>()
    };
    assert_eq!(
        names(p.state.customers.find("ann").await.unwrap()),
        ["Ann Lee", "Bob Annand"]
    );
    assert_eq!(
        names(p.state.customers.find("7700 900").await.unwrap()),
        ["Ann Lee"]
    );
    assert_eq!(
        names(p.state.customers.find("100%").await.unwrap()),
        ["Cy 100%"]
    );
    assert!(
        p.state.customers.find("_").await.unwrap().is_empty(),
        "LIKE wildcards are literal"
    );
    let html = page(&p, "/customers?q=96000", "").await;
    assert!(
        html.contains("data-found=\"2\""),
        "two phones have those digits"
    );

    let edit = format!("/customers/{ann}/edit");
    let html = refused(&p, &edit, "", &[("name", "Ann Lee"), ("email", "bad@")]).await;
    assert_eq!(shown_cnote(&html), "email-bad");
    assert!(html.contains("value=\"bad@\""), "as typed, not as saved");
    let form = [
        ("name", "Ann Lee-Smith"),
        ("phone", "+44 7700 900123"),
        ("email", "ann@shop.example"),
    ];
    let (to, _) = post(&p, &edit, "", &form).await;
    assert_eq!(cnote(&to), "saved");
    let html = page(&p, &format!("/customers/{ann}"), "").await;
    assert!(html.contains("Ann Lee-Smith"));
    assert!(
        html.contains("Changed name, email"),
        "the history says what changed"
    );
    assert!(html.contains("open access"), "no one signed in");
    let r = p.get("/customers/0123456789abcdef0123456789abcdef").await;
    assert_eq!(r.status(), reqwest::StatusCode::NOT_FOUND);
}

fn users() -> Users {
    static HASH: OnceLock<String> = OnceLock::new();
    let hash = HASH.get_or_init(|| hash_password("spoke-wrench-7").unwrap());
    Users::parse(&format!("anna:{hash}\n")).unwrap()
}

#[tokio::test]
async fn with_sign_in_every_change_records_who_made_it() {
    let access = AccessConfig {
        users: Some(users()),
        ..open_access()
    };
    let p = demo_portal_sized(access, Default::default(), 50).await;
    let r = p
        .http
        .post(p.url("/login"))
        .form(&[
            ("username", "anna"),
            ("password", "spoke-wrench-7"),
            ("next", "/"),
        ])
        .send()
        .await
        .unwrap();
    let session = r
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|c| c.starts_with("dd_session="))
        .map(|c| c.split(';').next().unwrap().to_string())
        .expect("signed in");
    let id = new_customer(&p, &session, "Dee Rider", "07700 900555").await;
    let form = [("name", "Dee Rider"), ("phone", "07700 900556")];
    post(&p, &format!("/customers/{id}/edit"), &session, &form).await;
    let html = page(&p, &format!("/customers/{id}"), &session).await;
    assert!(html.contains("anna · Changed phone"), "{html}");
    assert!(html.contains("anna · Created"));
    // Anonymous posts change nothing.
    let r = p
        .post_as(
            "/customers/new",
            "",
            &[("name", "X"), ("phone", "07700900999")],
        )
        .await;
    let to = r
        .headers()
        .get("location")
        .and_then(|l| l.to_str().ok())
        .unwrap_or("");
    assert!(!to.starts_with("/customers"), "{to}");
    assert_eq!(p.state.customers.find("").await.unwrap().len(), 1);
}

#[tokio::test]
async fn a_lists_file_from_before_customers_gains_their_tables_and_keeps_its_lists() {
    use dealer_desk::server::{
        customers::Customers,
        quotes::{Owner, Quotes},
    };
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("customers-migrate-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let owner = Owner::browser("0123456789abcdef0123456789abcdef");
    {
        let quotes = Quotes::open(&dir).unwrap();
        quotes
            .create(&owner, "Before".into())
            .await
            .unwrap()
            .done()
            .unwrap();
    }
    let quotes = Quotes::open(&dir).unwrap();
    let customers = Customers::open(quotes.connection(), &Default::default())
        .await
        .unwrap();
    let heads = quotes.heads(&owner).await.unwrap();
    assert_eq!(heads.len(), 1, "the list is kept");
    let f = dealer_desk::model::customer::customer_fields("Ivy", "07700900111", "", "").unwrap();
    let id = dealer_desk::server::quotes::new_id();
    customers
        .create(id.clone(), f, SameContact::Refuse, None)
        .await
        .unwrap()
        .done()
        .unwrap();
    let done = customers
        .set_quote(&heads[0].id, Some(id.clone()), None, None)
        .await;
    assert!(matches!(done, Ok(Outcome::Done(_))));
    // Opened again (a restart), nothing is made twice and the link holds.
    drop(customers);
    let again = Customers::open(quotes.connection(), &Default::default())
        .await
        .unwrap();
    let c = again
        .of_quote(&heads[0].id)
        .await
        .unwrap()
        .unwrap()
        .customer;
    assert_eq!(c.id, id);
    // Deleting the list drops its link, not the customer.
    quotes
        .delete(&owner, &heads[0].id)
        .await
        .unwrap()
        .done()
        .unwrap();
    assert!(again.of_quote(&heads[0].id).await.unwrap().is_none());
    assert!(again.head(&id).await.unwrap().is_some());
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn a_customer_gets_a_copy_of_their_data_and_is_deleted_on_request() {
    let p = demo_portal_sized(open_access(), Default::default(), 50).await;
    let ann = new_customer(&p, "", "Ann Lée", "+44 7700 900123").await;
    let html = page(&p, &format!("/customers/{ann}"), "").await;
    assert!(
        html.contains("href=\"tel:+447700900123\""),
        "the phone is a link"
    );
    assert!(html.contains("id=\"their-data\""));

    let export_to = format!("/customers/{ann}/export");
    let r = p.post_as(&export_to, "", &[("format", "csv")]).await;
    assert_eq!(r.status(), reqwest::StatusCode::OK);
    assert_eq!(r.headers()["content-type"], "text/csv; charset=utf-8");
    let disposition = r.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(
        disposition.contains(&format!("customer-{ann}.csv")),
        "{disposition}"
    );
    assert!(!disposition.contains("Ann"), "no name in the file's name");
    let csv = r.text().await.unwrap();
    assert!(
        csv.starts_with("\u{feff}section,when,item,detail\n"),
        "{csv}"
    );
    assert!(
        csv.contains("customer,") && csv.contains("Ann Lée"),
        "{csv}"
    );
    let r = p.post_as(&export_to, "", &[("format", "json")]).await;
    assert_eq!(r.headers()["content-type"], "application/json");
    let json: serde_json::Value = r.json().await.unwrap();
    assert_eq!(json["customer"]["name"], "Ann Lée");
    let r = p.post_as(&export_to, "", &[("format", "xml")]).await;
    assert_eq!(
        r.status(),
        reqwest::StatusCode::BAD_REQUEST,
        "a format it does not write"
    );
    let history = page(&p, &format!("/customers/{ann}"), "").await;
    assert!(history.contains("Exported their data (CSV)"));
    assert!(history.contains("Exported their data (JSON)"));

    // Erasure needs its tick; then the record is gone.
    let (to, _) = post(&p, &format!("/customers/{ann}/delete"), "", &[]).await;
    assert_eq!(cnote(&to), "delete-unconfirmed");
    assert!(p.state.customers.head(&ann).await.unwrap().is_some());
    let (to, _) = post(
        &p,
        &format!("/customers/{ann}/delete"),
        "",
        &[("confirm", "yes")],
    )
    .await;
    assert_eq!(cnote(&to), "deleted");
    assert!(to.starts_with("/customers?"), "{to}");
    assert!(p.state.customers.head(&ann).await.unwrap().is_none());
    let r = p.get(&format!("/customers/{ann}")).await;
    assert_eq!(r.status(), reqwest::StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_second_customer_with_the_same_number_or_email_is_asked_about_first() {
    let p = demo_portal_sized(open_access(), Default::default(), 50).await;
    let ann = new_customer(&p, "", "Ann Lee", "07700 900123").await;
    let twin = [("name", "Ann Lee"), ("phone", "+44 (0)7700 900123")];
    let r = p.post_as("/customers/new", "", &twin).await;
    assert_eq!(r.status(), reqwest::StatusCode::CONFLICT);
    assert!(r.headers().get("location").is_none(), "no redirect");
    let html = r.text().await.unwrap();
    assert_eq!(shown_cnote(&html), "same-contact");
    assert!(
        html.contains(&format!("data-same-customer=\"{ann}\"")),
        "Ann's record is listed"
    );
    assert!(
        html.contains(&format!("href=\"/customers/{ann}\"")),
        "and linked"
    );
    assert!(html.contains("name=\"same_ok\""), "a box to save anyway");
    assert!(html.contains("value=\"+44 (0)7700 900123\""), "as typed");
    assert_eq!(p.state.customers.find("").await.unwrap().len(), 1);
    // Said to be another customer: saved.
    let anyway = [
        ("name", "Ann Lee"),
        ("phone", "+44 (0)7700 900123"),
        ("same_ok", "1"),
    ];
    let (to, _) = post(&p, "/customers/new", "", &anyway).await;
    assert_eq!(cnote(&to), "created");
    assert_eq!(
        p.state.customers.find("07700 900123").await.unwrap().len(),
        2
    );
    // The name's limit is said beside the field, which holds no more.
    let html = page(&p, "/customers?new=1", "").await;
    assert!(html.contains("maxlength=\"80\""));
    assert!(html.contains("aria-describedby=\"c-name-limit\""));
    assert!(html.contains("At most 80 characters"));
}
