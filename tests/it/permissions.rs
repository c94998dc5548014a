//! Roles over real HTTP. Every route the router answers (pages, server
//! functions, plain routes) has an entry in the permission table and every
//! entry is a route; each is then walked signed out and with each role,
//! and let through or refused as the table says. A refusal is the refusal
//! page (or `Forbidden` from a server function), with 403, and changes
//! nothing.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::{collections::BTreeSet, sync::OnceLock};

use dealer_desk::model::role::Role;
use dealer_desk::server::{
    access::{
        door_paths,
        permissions::{Need, Verb, DOORS},
        users::{hash_password, Users},
        AccessConfig,
    },
    http::listed_routes,
};
use reqwest::StatusCode;

use crate::portal_support::{demo_portal, Portal};

const PASSWORD: &str = "torque-wrench-27";

fn users() -> Users {
    static HASH: OnceLock<String> = OnceLock::new();
    let hash = HASH.get_or_init(|| hash_password(PASSWORD).unwrap());
    Users::parse(&format!(
        "sam:{hash}:staff\nmia:{hash}:manager\nolu:{hash}\n"
    ))
    .unwrap()
}

fn name_of(role: Role) -> &'static str {
    match role {
        Role::Staff => "sam",
        Role::Manager => "mia",
        Role::Owner => "olu",
    }
}

async fn closed_portal() -> Portal {
    demo_portal(AccessConfig {
        users: Some(users()),
        client_rate: None,
        client_pending: None,
        ..AccessConfig::open()
    })
    .await
}

/// The session cookie (`name=value`) of `role`'s account.
async fn signed_in(p: &Portal, role: Role) -> String {
    let r = p
        .http
        .post(p.url("/login"))
        .form(&[
            ("username", name_of(role)),
            ("password", PASSWORD),
            ("next", "/"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER, "{role:?} signs in");
    r.headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().split(';').next().unwrap().to_string())
        .find(|c| c.starts_with("dd_session="))
        .expect("a session cookie")
}

/// A route's pattern with its parameters filled in.
fn filled(pattern: &str) -> String {
    pattern
        .replace("{file}", "products.csv")
        .replace("{sku}", "NO-SUCH-SKU")
        .replace("{token}", "no-such-token")
        .replace("{make}", "1")
        .replace("{model}", "1")
        .replace("{year}", "1")
        .replace("{id}", "0")
        .replace("{pos}", "1")
}

#[tokio::test]
async fn every_route_has_a_permission_entry_and_every_entry_is_a_route() {
    let routes: BTreeSet<(Verb, String)> = listed_routes()
        .into_iter()
        .map(|r| (r.verb, r.path))
        .collect();
    let table: BTreeSet<(Verb, String)> =
        DOORS.iter().map(|d| (d.verb, d.path.to_string())).collect();
    assert_eq!(table.len(), DOORS.len(), "a door is listed twice");
    let missing: Vec<_> = routes.difference(&table).collect();
    assert!(
        missing.is_empty(),
        "routes with no entry in the permission table: {missing:?}"
    );
    let stale: Vec<_> = table.difference(&routes).collect();
    assert!(
        stale.is_empty(),
        "table entries that are not routes: {stale:?}"
    );
    // The walk below needs something to walk.
    assert!(routes.len() >= 100, "{}", routes.len());
}

/// How a request came back: let through, or refused by the sign-in or the
/// role checks.
#[derive(Debug, PartialEq, Eq)]
enum Answer {
    Through(u16),
    ToSignIn,
    Refused,
    /// Sent to another address of the portal, keeping the method (308).
    Moved(String),
}

async fn knock(p: &Portal, verb: Verb, path: &str, cookie: Option<&str>) -> Answer {
    let url = p.url(path);
    let mut req = match verb {
        Verb::Get => p.http.get(url),
        Verb::Post if path.starts_with("/api/") => p
            .http
            .post(url)
            .header("content-type", "application/json")
            .header("accept", "application/json")
            .body("{}"),
        Verb::Post => p.http.post(url).form(&[("x", "")]),
    };
    if let Some(c) = cookie {
        req = req.header("cookie", c);
    }
    let r = req.send().await.unwrap();
    let status = r.status();
    let to_login = status == StatusCode::SEE_OTHER
        && r.headers()["location"]
            .to_str()
            .unwrap()
            .starts_with("/login");
    if status == StatusCode::UNAUTHORIZED || (to_login && cookie.is_none()) {
        return Answer::ToSignIn;
    }
    if status == StatusCode::PERMANENT_REDIRECT {
        return Answer::Moved(r.headers()["location"].to_str().unwrap().to_string());
    }
    if status == StatusCode::FORBIDDEN {
        let body = r.text().await.unwrap();
        if path.starts_with("/api/") {
            assert_eq!(body, "\"Forbidden\"", "{path}");
        } else {
            assert!(body.contains("Not allowed for your role"), "{path}: {body}");
        }
        return Answer::Refused;
    }
    Answer::Through(status.as_u16())
}

#[tokio::test]
async fn each_role_and_no_one_is_let_through_or_refused_as_the_table_says() {
    let p = closed_portal().await;
    let mut cookies = Vec::new();
    for role in Role::ALL {
        cookies.push((Some(role), Some(signed_in(&p, role).await)));
    }
    cookies.insert(0, (None, None));
    let mut wrong = Vec::new();
    for door in DOORS {
        let path = filled(door.path);
        for (role, cookie) in &cookies {
            // Signing out would end the session the walk goes on with.
            let cookie = if door.path == "/logout" {
                &None
            } else {
                cookie
            };
            let answer = knock(&p, door.verb, &path, cookie.as_deref()).await;
            let fine = match (door.need, role) {
                // Their own answers may still be "sign in" (a failed
                // sign-in, signing out, `/metrics` without its token).
                (Need::Anyone, _) => answer != Answer::Refused,
                (Need::AtLeast(_), None) => answer == Answer::ToSignIn,
                (need, Some(_)) if need.allows(*role) => matches!(answer, Answer::Through(_)),
                (_, Some(_)) => answer == Answer::Refused,
            };
            if !fine {
                wrong.push(format!("{:?} {path} as {role:?}: {answer:?}", door.verb));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// `path` bent the five ways a browser or a hand might: a trailing slash,
/// a doubled slash, `%2F` for a slash, another case, a `;param`.
fn bent(path: &str) -> Vec<String> {
    let last = path.rfind('/').unwrap_or(0);
    let (head, tail) = path.split_at(last);
    let first_end = path[1..].find('/').map_or(path.len(), |i| i + 1);
    let mut all = vec![
        format!("{path}/"),
        format!("{head}//{}", &tail[1..]),
        if head.is_empty() {
            format!("/%2F{}", &tail[1..])
        } else {
            format!("{head}%2F{}", &tail[1..])
        },
        format!("{};v=1{}", &path[..first_end], &path[first_end..]),
    ];
    if path.to_uppercase() != path {
        all.push(path.to_uppercase());
    }
    all
}

#[test]
fn an_address_is_bent_five_ways() {
    assert_eq!(
        bent("/settings/audit"),
        [
            "/settings/audit/",
            "/settings//audit",
            "/settings%2Faudit",
            "/settings;v=1/audit",
            "/SETTINGS/AUDIT"
        ]
    );
    assert_eq!(
        bent("/lost-sales"),
        [
            "/lost-sales/",
            "//lost-sales",
            "/%2Flost-sales",
            "/lost-sales;v=1",
            "/LOST-SALES"
        ]
    );
    assert_eq!(bent("/"), ["//", "//", "/%2F", "/;v=1"]);
}

/// Every door's address bent five ways is its door, however the page
/// renderer behind the router would read it: a role it allows is sent to
/// the door's own address (and checked there), a role it does not is
/// refused as at the door's own address, and each refusal is in the audit
/// log; nothing renders for a role that may not see it.
#[tokio::test]
async fn a_bent_address_is_checked_as_its_door_and_each_refusal_is_audited() {
    let p = closed_portal().await;
    let mut cookies = vec![(None, None)];
    for role in Role::ALL {
        cookies.push((Some(role), Some(signed_in(&p, role).await)));
    }
    let audit = p.state.access.audit().clone();
    audit.flush().await;
    let before = audit.verify().await.unwrap().entries;
    let mut refused = 0;
    let mut wrong = Vec::new();
    for door in DOORS.iter().filter(|d| d.need != Need::Anyone) {
        let path = filled(door.path);
        for bent in bent(&path) {
            // `%2F` inside a parameter is a value (a SKU may hold a
            // slash): such an address is a door of its own, to the letter.
            let own = door_paths::exact(DOORS, door.verb, &bent).filter(|d| d.path != door.path);
            for (role, cookie) in &cookies {
                let answer = knock(&p, door.verb, &bent, cookie.as_deref()).await;
                let fine = match (role, &answer, own) {
                    (None, a, _) => *a == Answer::ToSignIn,
                    (Some(_), Answer::Through(_), Some(own)) => own.need.allows(*role),
                    (Some(_), Answer::Refused, Some(own)) if !own.need.allows(*role) => {
                        refused += 1;
                        true
                    }
                    (_, _, Some(_)) => false,
                    (Some(_), Answer::Moved(to), None) if door.need.allows(*role) => {
                        to.eq_ignore_ascii_case(&path)
                    }
                    // A doubled slash the router reads as an empty
                    // parameter of a door the role may use: the 404 page.
                    (Some(_), Answer::Through(404), None) if door.need.allows(*role) => {
                        bent.contains("//")
                    }
                    (Some(_), Answer::Refused, None) if !door.need.allows(*role) => {
                        refused += 1;
                        true
                    }
                    _ => false,
                };
                if !fine {
                    wrong.push(format!("{:?} {bent} as {role:?}: {answer:?}", door.verb));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    assert!(refused > 100, "{refused}");
    audit.flush().await;
    let after = audit.verify().await.unwrap().entries;
    assert_eq!(after - before, refused, "one audit entry a refusal");

    // What the report named: the audit log itself, bent, for staff.
    let sam = &cookies[1].1.clone().unwrap();
    let r = p.get_as("/settings/audit/?who=olu", sam).await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    let html = r.text().await.unwrap();
    assert!(!html.contains("class=\"audit-filter"), "{html}");
    // An address that names no door is the 404 page, whoever asks.
    let olu = &cookies[3].1.clone().unwrap();
    let r = p.get_as("/settings/audit/more", olu).await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    assert!(!r.text().await.unwrap().contains("class=\"audit-filter"));
    // `%2F` in a parameter is the parameter's: the page of that door, not
    // the page the address would name with a slash there.
    let r = p.get_as("/quotes/shared%2Fno-such-token", sam).await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    let html = r.text().await.unwrap();
    assert!(
        html.contains("No such quote list") && !html.contains("No such shared quote list"),
        "{html}"
    );
    let r = p
        .http
        .post(p.url("/api/audit_entries/more"))
        .header("cookie", olu.as_str())
        .header("content-type", "application/json")
        .body("{}")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
}

/// The renderer's own lock, behind the access checks: asked to render a
/// page straight (as a form's answer is), it renders a page only at a
/// door's own address and only for a role the door allows, and the
/// page's server functions check the role again.
#[tokio::test]
async fn the_renderer_shows_a_page_only_at_its_own_address_to_a_role_it_allows() {
    use dealer_desk::server::http::routes::page_from_post;
    let p = closed_portal().await;
    let render = |path: &'static str, role: Role| {
        let p = &p;
        async move {
            let (mut parts, ()) = http::Request::builder()
                .uri("/x")
                .body(())
                .unwrap()
                .into_parts();
            parts.extensions.insert(role);
            let r = page_from_post(&p.state, &parts, path, http::StatusCode::OK, ()).await;
            let status = r.status();
            let body = axum::body::to_bytes(r.into_body(), usize::MAX)
                .await
                .unwrap();
            (status, String::from_utf8_lossy(&body).to_string())
        }
    };
    // The audit page's own form is its mark.
    let audit_page = "class=\"audit-filter";
    let (status, html) = render("/settings/audit", Role::Staff).await;
    assert_eq!(status, http::StatusCode::FORBIDDEN);
    assert!(!html.contains(audit_page), "{html}");
    assert!(html.contains("Not allowed for your role"), "{html}");
    for bent in ["/settings/audit/", "/settings//audit", "/Settings/audit"] {
        let (status, html) = render(bent, Role::Owner).await;
        assert_eq!(status, http::StatusCode::NOT_FOUND, "{bent}");
        assert!(!html.contains(audit_page), "{bent}: {html}");
    }
    let (status, html) = render("/settings/audit", Role::Owner).await;
    assert_eq!(status, http::StatusCode::OK);
    assert!(html.contains(audit_page), "{html}");
}

#[tokio::test]
async fn a_refused_form_changes_nothing_and_pages_offer_only_what_a_role_may_use() {
    let p = closed_portal().await;
    let staff = signed_in(&p, Role::Staff).await;
    let manager = signed_in(&p, Role::Manager).await;
    let rule = [
        ("scope", "shop"),
        ("key", ""),
        ("basis", "dealer"),
        ("value", "25"),
        ("rounding", "whole"),
        ("action", "set"),
    ];
    let r = p.post_as("/settings/prices/rules", &staff, &rule).await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    let html = r.text().await.unwrap();
    assert!(
        html.contains("This needs a manager account or higher; yours is a staff account."),
        "{html}"
    );
    assert!(
        p.state.price_rules.all().await.unwrap().is_empty(),
        "nothing saved"
    );
    // The manager's post goes through.
    let r = p.post_as("/settings/prices/rules", &manager, &rule).await;
    assert!(
        r.status().is_success() || r.status().is_redirection(),
        "{}",
        r.status()
    );
    assert_eq!(p.state.price_rules.all().await.unwrap().len(), 1);

    // Staff read the rules but are offered no form; the nav leaves out
    // what they cannot open; the bar says who and which role.
    let html = p
        .get_as("/settings/prices", &staff)
        .await
        .text()
        .await
        .unwrap();
    assert!(html.contains("data-rules-read-only"));
    assert!(!html.contains("class=\"rule-form\""));
    assert!(!html.contains("href=\"/exports\"") && !html.contains("href=\"/lost-sales\""));
    assert!(html.contains("<strong>sam</strong>") && html.contains("(staff)"));
    let html = p
        .get_as("/settings/prices", &manager)
        .await
        .text()
        .await
        .unwrap();
    assert!(!html.contains("data-rules-read-only"));
    assert!(html.contains("class=\"rule-form\""));
    assert!(html.contains("href=\"/exports\"") && html.contains("href=\"/lost-sales\""));
    assert!(html.contains("(manager)"));
}

/// A customer in the portal's records: their id.
async fn a_customer(p: &Portal) -> String {
    let fields =
        dealer_desk::model::customer::customer_fields("Ravi Patel", "07700 900123", "", "")
            .unwrap();
    p.state
        .customers
        .create(
            dealer_desk::server::quotes::new_id(),
            fields,
            dealer_desk::model::customer::SameContact::Refuse,
            None,
        )
        .await
        .unwrap()
        .done()
        .unwrap()
}

#[tokio::test]
async fn a_customers_data_and_deletion_and_the_exports_are_offered_to_managers_only() {
    let p = closed_portal().await;
    let staff = signed_in(&p, Role::Staff).await;
    let manager = signed_in(&p, Role::Manager).await;
    let id = a_customer(&p).await;
    let page = format!("/customers/{id}");
    let (export, delete) = (
        format!("action=\"{page}/export\""),
        format!("action=\"{page}/delete\""),
    );
    let html = p.get_as(&page, &staff).await.text().await.unwrap();
    assert!(html.contains("Ravi Patel"), "{html}");
    assert!(!html.contains(&export) && !html.contains(&delete), "{html}");
    assert!(!html.contains("Download their data") && !html.contains("Delete customer"));
    assert!(html.contains("A manager can download or delete this customer"));
    // What the page no longer offers them is still refused.
    let r = p
        .post_as(&format!("{page}/export"), &staff, &[("format", "json")])
        .await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);

    let html = p.get_as(&page, &manager).await.text().await.unwrap();
    assert!(html.contains(&export) && html.contains(&delete), "{html}");
    assert!(html.contains("Download their data (JSON)") && html.contains("Delete customer"));
    assert!(!html.contains("A manager can download or delete this customer"));

    // A list's export buttons lead to a manager's downloads.
    let list = "/search?q=brake";
    let html = p.get_as(list, &staff).await.text().await.unwrap();
    assert!(
        html.contains("class=\"list-toolbar\""),
        "a list shown: {html}"
    );
    assert!(!html.contains("href=\"/export/") && !html.contains("href=\"/exports?"));
    let html = p.get_as(list, &manager).await.text().await.unwrap();
    assert!(html.contains("href=\"/export/products.csv") && html.contains("href=\"/exports"));
}

#[tokio::test]
async fn a_users_file_line_without_a_role_is_an_owner_and_an_open_portal_is_everyones() {
    let p = closed_portal().await;
    let owner = signed_in(&p, Role::Owner).await;
    let r = p.get_as("/lost-sales", &owner).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert!(r.text().await.unwrap().contains("(owner)"));

    let open = demo_portal(AccessConfig::open()).await;
    assert_eq!(open.get("/lost-sales").await.status(), StatusCode::OK);
    assert_eq!(open.get("/exports").await.status(), StatusCode::OK);
}

/// A new list of `who` (a session cookie) holding one of a product with
/// an RRP: the list's discount address and the SKU.
async fn list_of(p: &Portal, who: &str) -> (String, String) {
    let r = p.post_as("/quotes/new", who, &[("name", "Cap")]).await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let to = r.headers()["location"].to_str().unwrap().to_string();
    let list = to
        .trim_start_matches("/quotes/")
        .split('?')
        .next()
        .unwrap()
        .to_string();
    let sku = p
        .state
        .index
        .records_by_id(
            p.state
                .products
                .rows(&Default::default(), dealer_desk::model::Currency::Gbp)
                .await
                .unwrap()
                .ids,
        )
        .await
        .unwrap()
        .into_iter()
        .find(|x| x.site_price.is_some_and(|r| r > 10.0))
        .and_then(|x| x.sku)
        .expect("a product with an RRP");
    let add = [
        ("sku", sku.as_str()),
        ("qty", "1"),
        ("quote", list.as_str()),
    ];
    let r = p.post_as("/quotes/add", who, &add).await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    (format!("/quotes/{list}/discount"), sku)
}

#[tokio::test]
async fn a_discount_above_the_cap_takes_a_manager_signed_in_or_at_the_counter() {
    let p = closed_portal().await.synced().await;
    let staff = signed_in(&p, Role::Staff).await;
    let manager = signed_in(&p, Role::Manager).await;
    // The cap is 15 %: staff give 15 %, not 40 %.
    let (url, sku) = list_of(&p, &staff).await;
    let within = [("sku", sku.as_str()), ("discount", "15%")];
    assert_eq!(
        p.post_as(&url, &staff, &within).await.status(),
        StatusCode::SEE_OTHER
    );
    let above = [("sku", sku.as_str()), ("discount", "40%")];
    let r = p.post_as(&url, &staff, &above).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let html = r.text().await.unwrap();
    assert!(html.contains("data-note=\"discount-above-cap\""));
    assert!(html.contains("A manager can approve it"));
    assert!(html.contains("data-discount-approval"), "the approval form");
    assert!(html.contains("name=\"approver_password\""));
    // At the counter: a member of staff's own name is no approval, nor is
    // a manager's wrong password; the manager's right one is.
    let approve = |name: &'static str, password: &'static str| {
        let sku = sku.clone();
        let url = url.clone();
        let staff = staff.clone();
        let p = &p;
        async move {
            let form = [
                ("sku", sku.as_str()),
                ("discount", "40%"),
                ("approver", name),
                ("approver_password", password),
            ];
            p.post_as(&url, &staff, &form).await
        }
    };
    for (name, password) in [("sam", PASSWORD), ("mia", "not-the-password")] {
        let r = approve(name, password).await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "{name}");
        let html = r.text().await.unwrap();
        assert!(
            html.contains("data-note=\"discount-approval-refused\""),
            "{name}"
        );
        assert!(!html.contains(password), "the password is not shown back");
    }
    let r = approve("mia", PASSWORD).await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert!(r.headers()["location"]
        .to_str()
        .unwrap()
        .ends_with("note=discount-set"));
    // A manager who signs in with a second factor approves with its code too.
    use dealer_desk::server::{access::totp::Secret, staff::second_factor::turn_on};
    let secret = Secret::new();
    let step = chrono::Utc::now().timestamp() / 30;
    let users = p.state.access.users().unwrap();
    turn_on(users, "mia", secret.clone(), &secret.code_at(step))
        .await
        .unwrap();
    let r = approve("mia", PASSWORD).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "no code");
    let code = secret.code_at(step + 1);
    let form = [
        ("sku", sku.as_str()),
        ("discount", "40%"),
        ("approver", "mia"),
        ("approver_password", PASSWORD),
        ("approver_code", code.as_str()),
    ];
    let r = p.post_as(&url, &staff, &form).await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER, "with the code");
    // A manager gives it on their own list.
    let (url, sku) = list_of(&p, &manager).await;
    let above = [("sku", sku.as_str()), ("discount", "40%")];
    let r = p.post_as(&url, &manager, &above).await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert!(r.headers()["location"]
        .to_str()
        .unwrap()
        .ends_with("note=discount-set"));
}

#[tokio::test]
async fn the_audit_log_records_who_did_what_and_only_owners_read_it() {
    let p = closed_portal().await;
    let tried = p
        .http
        .post(p.url("/login"))
        .form(&[
            ("username", "sam"),
            ("password", "wrong-spanner-9"),
            ("next", "/"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(tried.status(), StatusCode::UNAUTHORIZED);
    let sam = signed_in(&p, Role::Staff).await;
    for refused in ["/exports", "/settings/audit"] {
        let r = p.get_as(refused, &sam).await;
        assert_eq!(r.status(), StatusCode::FORBIDDEN, "{refused}");
    }
    let r = p.get_as("/settings/audit.csv", &sam).await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    let olu = signed_in(&p, Role::Owner).await;
    let r = p.get_as("/lost-sales.csv", &olu).await;
    assert_eq!(r.status(), StatusCode::OK);

    let html = p
        .get_as("/settings/audit", &olu)
        .await
        .text()
        .await
        .unwrap();
    for action in ["sign-in-failed", "sign-in", "refused", "export"] {
        assert!(
            html.contains(&format!("data-audit-action=\"{action}\"")),
            "{action} recorded"
        );
    }
    for secret in ["wrong-spanner-9", PASSWORD] {
        assert!(!html.contains(secret), "no password in the log");
    }
    let html = p
        .get_as("/settings/audit?who=sam&action=refused", &olu)
        .await
        .text()
        .await
        .unwrap();
    assert!(html.contains("data-audit-entries=\"3\""), "{html}");
    assert!(html.contains("GET /settings/audit.csv"));
    let html = p
        .get_as("/settings/audit?from=yesterday", &olu)
        .await
        .text()
        .await
        .unwrap();
    assert!(html.contains("data-audit-problem"));

    let r = p.get_as("/settings/audit.csv?who=sam", &olu).await;
    assert_eq!(r.status(), StatusCode::OK);
    let csv = r.text().await.unwrap();
    assert!(csv.starts_with("Entry,When (UTC),Who,Address,Action,Record,Detail"));
    assert!(
        csv.contains(",sam,127.0.0.1,refused,GET /exports,needs manager"),
        "{csv}"
    );
    let r = p.get_as("/settings/audit.csv?to=2026-02-30", &olu).await;
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);

    let v = p.state.access.audit().verify().await.unwrap();
    assert_eq!(v.bad, None);
    assert!(v.entries >= 8, "{v:?}");
}

#[tokio::test]
async fn the_record_of_processing_is_made_from_the_stores_as_they_are() {
    let p = closed_portal().await;
    let mia = signed_in(&p, Role::Manager).await;
    let made = p
        .post_as(
            "/customers/new",
            &mia,
            &[("name", "Ravi Shah"), ("phone", "07700 900123")],
        )
        .await;
    assert_eq!(made.status(), StatusCode::SEE_OTHER);
    let html = p
        .get_as("/settings/processing", &mia)
        .await
        .text()
        .await
        .unwrap();
    for kind in [
        "ropa-customers",
        "ropa-history",
        "ropa-watches",
        "ropa-audit",
        "ropa-log",
    ] {
        assert!(html.contains(&format!("data-ropa=\"{kind}\"")), "{kind}");
    }
    let at = html.find("data-ropa=\"ropa-customers\"").unwrap();
    let customers = &html[at..at + html[at..].find("</section>").unwrap()];
    assert!(customers.contains("data-ropa-count=\"1\""), "{customers}");
    assert!(customers.contains("All signed-in staff"), "{customers}");
    let at = html.find("data-ropa=\"ropa-audit\"").unwrap();
    let audit = &html[at..at + html[at..].find("</section>").unwrap()];
    assert!(
        audit.contains("Owners") && audit.contains("730 days"),
        "{audit}"
    );
    // The staff accounts, counted from their store; owners manage them.
    let at = html.find("data-ropa=\"ropa-accounts\"").unwrap();
    let accounts = &html[at..at + html[at..].find("</section>").unwrap()];
    assert!(
        accounts.contains("data-ropa-count=\"3\"") && accounts.contains("Owners"),
        "{accounts}"
    );
    let sam = signed_in(&p, Role::Staff).await;
    let r = p.get_as("/settings/processing", &sam).await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
}
