//! Single sign-on against a real OpenID Connect provider (the
//! `oidc-provider` package, started here on a free port of this machine
//! by `end2end/oidc/provider.mjs`): a person in a mapped group signs in
//! with the provider's form and lands on the portal with the role their
//! groups give (their account made the first time); someone in no mapped
//! group, a name a local account has, a disabled account, a replayed or
//! forged answer are each refused with the sign-in page saying why.

use std::{
    collections::HashMap,
    io::{BufRead, BufReader},
    process::{Child, Command, Stdio},
    sync::Arc,
    time::Duration,
};

use dealer_desk::model::{lang::Lang, role::Role};
use dealer_desk::server::{
    access::{
        single_sign_on::{parse_roles, SingleSignOn, SsoConfig},
        users::{hash_password, Users},
        AccessConfig,
    },
    i18n::Locales,
};
use reqwest::StatusCode;

use crate::portal_support::{demo_portal_on, Portal};

const SECRET: &str = "a-client-secret-for-the-test-provider";

/// The provider's process, stopped when dropped.
struct Provider {
    child: Child,
    issuer: String,
}

impl Drop for Provider {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Provider {
    /// Starts the provider for a client whose callback is `redirect`;
    /// `accounts` is `login=group,group;…`.
    fn start(redirect: &str, accounts: &str) -> Provider {
        let root = env!("CARGO_MANIFEST_DIR");
        let package = format!("{root}/end2end/node_modules/oidc-provider/package.json");
        assert!(
            std::path::Path::new(&package).is_file(),
            "the test provider's package is missing: run `npm ci` in end2end (scripts/test.sh does)"
        );
        let mut child = Command::new("node")
            .arg(format!("{root}/end2end/oidc/provider.mjs"))
            .env("OIDC_CLIENT_ID", "dealer-desk")
            .env("OIDC_CLIENT_SECRET", SECRET)
            .env("OIDC_REDIRECT", redirect)
            .env("OIDC_ACCOUNTS", accounts)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("node runs");
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if let Some(issuer) = line.strip_prefix("issuer ") {
                    let _ = tx.send(issuer.to_string());
                }
            }
        });
        let issuer = rx
            .recv_timeout(Duration::from_secs(30))
            .expect("the provider says where it listens");
        Provider { child, issuer }
    }
}

/// A browser's cookies for one site (the provider's).
#[derive(Default)]
struct Jar(HashMap<String, String>);

impl Jar {
    fn take(&mut self, r: &reqwest::Response) {
        for v in r.headers().get_all("set-cookie") {
            let pair = v.to_str().unwrap().split(';').next().unwrap();
            if let Some((k, v)) = pair.split_once('=') {
                self.0.insert(k.to_string(), v.to_string());
            }
        }
    }

    fn header(&self) -> String {
        let pairs: Vec<String> = self.0.iter().map(|(k, v)| format!("{k}={v}")).collect();
        pairs.join("; ")
    }
}

fn location(r: &reqwest::Response, base: &str) -> String {
    let to = r.headers()["location"].to_str().unwrap();
    reqwest::Url::parse(base)
        .unwrap()
        .join(to)
        .unwrap()
        .to_string()
}

/// Signs `login` in through the provider's own form, from the portal's
/// button: the portal's last answer (from its callback).
async fn through_provider(p: &Portal, provider: &Provider, login: &str) -> reqwest::Response {
    let start = p.get("/login/oidc?next=/stock").await;
    assert_eq!(start.status(), StatusCode::SEE_OTHER);
    assert!(
        start.headers().contains_key("set-cookie"),
        "{:?}",
        start.headers()
    );
    let portal_cookie = start.headers()["set-cookie"]
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_string();
    let mut at = location(&start, &p.base);
    assert!(at.starts_with(&provider.issuer), "{at}");
    let mut jar = Jar::default();
    for _ in 0..12 {
        if at.starts_with(&p.base) {
            return p.get_as(&at[p.base.len()..], &portal_cookie).await;
        }
        let r = p
            .http
            .get(&at)
            .header("cookie", jar.header())
            .send()
            .await
            .unwrap();
        jar.take(&r);
        if r.status().is_redirection() {
            at = location(&r, &at);
            continue;
        }
        // The provider's form: sign in (any password) or go on.
        let html = r.text().await.unwrap();
        let action = html
            .split("action=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap()
            .to_string();
        let prompt = html
            .split("name=\"prompt\" value=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap()
            .to_string();
        let target = reqwest::Url::parse(&at).unwrap().join(&action).unwrap();
        let form = [
            ("prompt", prompt.as_str()),
            ("login", login),
            ("password", "any"),
        ];
        let r = p
            .http
            .post(target)
            .header("cookie", jar.header())
            .form(&form)
            .send()
            .await
            .unwrap();
        jar.take(&r);
        assert!(r.status().is_redirection(), "{}", r.status());
        at = location(&r, &provider.issuer);
    }
    panic!("the provider never sent the browser back");
}

/// A message in English, escaped as the page writes it.
fn english(key: &'static str) -> String {
    dealer_desk::model::escape_html(&Locales::load().unwrap().text(Lang::En, key, None))
}

#[tokio::test]
async fn a_person_in_a_mapped_group_signs_in_through_the_provider_and_no_one_else() {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let redirect = format!("{base}/login/oidc/callback");
    let provider = Provider::start(
        &redirect,
        "alice=shop-managers,newsletter;eve=marketing;bob=shop-counter",
    );
    let secret_file = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(secret_file.path(), format!("{SECRET}\n")).unwrap();
    let cfg = SsoConfig {
        issuer: provider.issuer.parse().unwrap(),
        client_id: "dealer-desk".into(),
        client_secret: std::fs::read_to_string(secret_file.path())
            .unwrap()
            .trim()
            .into(),
        redirect: redirect.parse().unwrap(),
        roles: parse_roles("shop-counter=staff,shop-managers=manager").unwrap(),
        groups_claim: "groups".into(),
        label: Some("Shop Sign-On".into()),
    };
    let hash = hash_password("a-local-password").unwrap();
    let p = demo_portal_on(
        listener,
        AccessConfig {
            users: Some(Users::parse(&format!("olu:{hash}\nbob:{hash}:staff\n")).unwrap()),
            single_sign_on: Some(Arc::new(SingleSignOn::new(cfg.check().unwrap()))),
            second_factor_from: Some(Role::Owner),
            client_rate: None,
            client_pending: None,
            ..AccessConfig::open()
        },
    )
    .await;
    let login = p.get("/login").await.text().await.unwrap();
    assert!(login.contains("Sign in with Shop Sign-On") && login.contains("/login/oidc?next="));

    // Alice: a manager by her groups; her account is made, and she is in.
    let r = through_provider(&p, &provider, "alice").await;
    assert_eq!(
        r.status(),
        StatusCode::SEE_OTHER,
        "{}",
        r.text().await.unwrap_or_default()
    );
    assert_eq!(r.headers()["location"], "/stock");
    let session = r
        .headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().split(';').next().unwrap().to_string())
        .find(|c| c.starts_with("dd_session=") && c.len() > 11)
        .expect("a session");
    assert_eq!(
        p.get_as("/lost-sales", &session).await.status(),
        StatusCode::OK
    );
    let users = p.state.access.users().unwrap();
    assert_eq!(users.role_of("alice"), Some(Role::Manager));
    // Her password and second factor are the provider's: nothing to change here.
    for own in ["/account/password", "/account/two-factor"] {
        let page = p.get_as(own, &session).await.text().await.unwrap();
        assert!(page.contains(&english("account-sso-note")), "{own}");
    }
    // Her password is the provider's: none works here.
    let tried = super::sign_in(&p, "alice", "single sign-on", "/").await;
    assert_eq!(tried.status(), StatusCode::UNAUTHORIZED);

    // Eve's groups give no role: refused, and no account is made.
    let r = through_provider(&p, &provider, "eve").await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    assert!(r
        .text()
        .await
        .unwrap()
        .contains(&english("signin-sso-no-role")));
    assert_eq!(users.role_of("eve"), None);

    // Bob is a local account here: the provider's bob does not take it.
    let r = through_provider(&p, &provider, "bob").await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    assert!(r
        .text()
        .await
        .unwrap()
        .contains(&english("signin-sso-refused")));

    // A forged answer (no sign-in under way in this browser) is refused.
    let r = p.get("/login/oidc/callback?code=abc&state=xyz").await;
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    assert!(r
        .text()
        .await
        .unwrap()
        .contains(&english("signin-sso-failed")));

    // Disabled by an owner: no way in through the provider either.
    let changed = dealer_desk::server::staff::apply(
        users,
        dealer_desk::server::staff::Change {
            action: dealer_desk::model::staff::StaffAction::Disable,
            name: "alice".into(),
            role: None,
            by: Some("olu".into()),
        },
        &dealer_desk::server::platform::shop_time::ShopTime::from_setting(None).unwrap(),
    )
    .await;
    assert!(changed.is_ok());
    assert_eq!(
        p.get_as("/stock", &session).await.status(),
        StatusCode::SEE_OTHER,
        "signed out"
    );
    let r = through_provider(&p, &provider, "alice").await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);

    let log = p.state.access.audit();
    log.flush().await;
    let entries = log
        .find(
            dealer_desk::model::audit::AuditFilter::default()
                .check(|_| None)
                .unwrap(),
            100,
        )
        .await
        .unwrap();
    assert!(entries
        .iter()
        .any(|e| e.action == "sign-in" && e.detail.as_deref() == Some("single sign-on")));
    assert!(entries.iter().any(|e| e.action == "sign-in-failed"
        && e.detail.as_deref() == Some("single sign-on: no role for its groups")));
}
