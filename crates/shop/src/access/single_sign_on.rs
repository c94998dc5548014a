//! Single sign-on with an OpenID Connect provider (Google Workspace,
//! Microsoft Entra, Keycloak…): the authorization code flow with PKCE
//! (S256), a state bound to the browser and a nonce bound to the ID
//! token. The provider's settings are read from its discovery document;
//! its ID token is checked against its published keys (asymmetric
//! algorithms only), its issuer, our client id, its expiry and the nonce.
//! A person's role comes from their groups (`OIDC_ROLES`: the highest
//! mapped); someone in no mapped group is refused. Nothing here logs a
//! code, a token or the client secret.

use std::time::Duration;

use jsonwebtoken::{jwk::JwkSet, Algorithm, DecodingKey, Validation};
use rand::RngCore;
use serde::Deserialize;
use sha2::{Digest, Sha256};

use crate::model::role::Role;

/// A group of the provider's and the role it gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupRole {
    pub group: String,
    pub role: Role,
}

/// Reads `group=role,group=role`; a role is staff, manager or owner.
pub fn parse_roles(text: &str) -> Result<Vec<GroupRole>, String> {
    let mut out = Vec::new();
    for pair in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (group, role) = pair
            .rsplit_once('=')
            .ok_or_else(|| format!("{pair:?} is not group=role"))?;
        let role = Role::parse(role)
            .ok_or_else(|| format!("{role:?} (for {group:?}) is not staff, manager or owner"))?;
        out.push(GroupRole {
            group: group.trim().to_string(),
            role,
        });
    }
    if out.is_empty() {
        return Err("name at least one group=role".into());
    }
    Ok(out)
}

/// The highest role any of `groups` gives; `None`: none is mapped.
pub fn role_for(groups: &[String], roles: &[GroupRole]) -> Option<Role> {
    roles
        .iter()
        .filter(|m| groups.contains(&m.group))
        .map(|m| m.role)
        .max()
}

/// The settings, checked.
#[derive(Clone)]
pub struct SsoConfig {
    pub issuer: url::Url,
    pub client_id: String,
    pub client_secret: String,
    /// This portal's callback as the provider knows it.
    pub redirect: url::Url,
    pub roles: Vec<GroupRole>,
    /// The ID token's claim that lists the person's groups.
    pub groups_claim: String,
    /// What the sign-in page's button names (none: "single sign-on").
    pub label: Option<String>,
}

impl std::fmt::Debug for SsoConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SsoConfig")
            .field("issuer", &self.issuer.as_str())
            .field("client_id", &self.client_id)
            .finish_non_exhaustive()
    }
}

/// True for an address the provider may be reached at without TLS: this
/// machine only (a provider in a test).
fn loopback(u: &url::Url) -> bool {
    matches!(u.host_str(), Some("127.0.0.1" | "localhost" | "[::1]"))
}

impl SsoConfig {
    /// Checks the settings: https (but on this machine), a secret.
    pub fn check(self) -> Result<SsoConfig, String> {
        for (what, u) in [
            ("OIDC_ISSUER", &self.issuer),
            ("OIDC_REDIRECT_URL", &self.redirect),
        ] {
            if u.scheme() != "https" && !(u.scheme() == "http" && loopback(u)) {
                return Err(format!("{what} must be an https address"));
            }
        }
        if self.client_id.trim().is_empty() || self.client_secret.trim().is_empty() {
            return Err(
                "OIDC_CLIENT_ID and the secret in OIDC_CLIENT_SECRET_FILE are needed".into(),
            );
        }
        Ok(self)
    }
}

/// Why single sign-on did not sign someone in.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SsoError {
    /// The provider cannot be reached, or answered with something else
    /// than the protocol says (said to the log).
    #[error("the provider: {0}")]
    Provider(String),
    /// The provider's answer did not check out (a token, a nonce).
    #[error("refused: {0}")]
    Refused(String),
}

/// What the provider says of a person.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SsoPerson {
    /// The provider's own id for them (never changes).
    pub subject: String,
    /// Their name as the portal will show it (`preferred_username`, else
    /// `email`).
    pub name: String,
    pub groups: Vec<String>,
}

/// The provider's addresses, from its discovery document.
#[derive(Debug, Clone, Deserialize)]
struct Discovery {
    issuer: String,
    authorization_endpoint: String,
    token_endpoint: String,
    jwks_uri: String,
}

/// A sign-in sent to the provider: where to send the browser, and what
/// to keep until it comes back.
#[derive(Debug, Clone)]
pub struct Begun {
    pub url: String,
    /// Random: the `state`, also kept in the browser's cookie.
    pub state: String,
    pub verifier: String,
    pub nonce: String,
}

fn random_text(bytes: usize) -> String {
    let mut b = vec![0u8; bytes];
    rand::rngs::OsRng.fill_bytes(&mut b);
    data_encoding::BASE64URL_NOPAD.encode(&b)
}

/// The provider, as the portal talks to it.
pub struct SingleSignOn {
    cfg: SsoConfig,
    http: reqwest::Client,
    discovered: tokio::sync::OnceCell<Discovery>,
}

impl std::fmt::Debug for SingleSignOn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SingleSignOn")
            .field("cfg", &self.cfg)
            .finish()
    }
}

impl SingleSignOn {
    pub fn new(cfg: SsoConfig) -> SingleSignOn {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(10))
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap_or_default();
        SingleSignOn {
            cfg,
            http,
            discovered: tokio::sync::OnceCell::new(),
        }
    }

    /// What the sign-in page's button names.
    pub fn label(&self) -> Option<&str> {
        self.cfg.label.as_deref()
    }

    pub fn roles(&self) -> &[GroupRole] {
        &self.cfg.roles
    }

    /// The discovery document, read once (again after a failure).
    async fn discovery(&self) -> Result<&Discovery, SsoError> {
        self.discovered
            .get_or_try_init(|| async {
                let mut at = self.cfg.issuer.clone();
                let path = format!(
                    "{}/.well-known/openid-configuration",
                    at.path().trim_end_matches('/')
                );
                at.set_path(&path);
                let d: Discovery = self.get_json(at.as_str()).await?;
                if d.issuer.trim_end_matches('/') != self.cfg.issuer.as_str().trim_end_matches('/')
                {
                    return Err(SsoError::Provider(format!(
                        "its discovery document names another issuer ({})",
                        d.issuer
                    )));
                }
                Ok(d)
            })
            .await
    }

    async fn get_json<T: serde::de::DeserializeOwned>(&self, url: &str) -> Result<T, SsoError> {
        let resp = self
            .http
            .get(url)
            .send()
            .await
            .map_err(|e| SsoError::Provider(format!("cannot reach {url}: {e}")))?;
        if !resp.status().is_success() {
            return Err(SsoError::Provider(format!(
                "{url} answered {}",
                resp.status()
            )));
        }
        resp.json()
            .await
            .map_err(|e| SsoError::Provider(format!("{url} sent what cannot be read: {e}")))
    }

    /// Starts a sign-in: the provider's address to send the browser to.
    pub async fn begin(&self) -> Result<Begun, SsoError> {
        let d = self.discovery().await?;
        let (state, verifier, nonce) = (random_text(32), random_text(48), random_text(24));
        let challenge = data_encoding::BASE64URL_NOPAD.encode(&Sha256::digest(verifier.as_bytes()));
        let mut url = url::Url::parse(&d.authorization_endpoint)
            .map_err(|e| SsoError::Provider(format!("its authorization address: {e}")))?;
        url.query_pairs_mut()
            .append_pair("response_type", "code")
            .append_pair("client_id", &self.cfg.client_id)
            .append_pair("redirect_uri", self.cfg.redirect.as_str())
            .append_pair(
                "scope",
                &format!("openid profile email {}", self.cfg.groups_claim),
            )
            .append_pair("state", &state)
            .append_pair("nonce", &nonce)
            .append_pair("code_challenge", &challenge)
            .append_pair("code_challenge_method", "S256");
        Ok(Begun {
            url: url.into(),
            state,
            verifier,
            nonce,
        })
    }

    /// Trades the code for the ID token and checks it: who signed in.
    pub async fn finish(
        &self,
        code: &str,
        verifier: &str,
        nonce: &str,
    ) -> Result<SsoPerson, SsoError> {
        let d = self.discovery().await?;
        let enc = |s: &str| url::form_urlencoded::byte_serialize(s.as_bytes()).collect::<String>();
        let resp = self
            .http
            .post(&d.token_endpoint)
            .basic_auth(enc(&self.cfg.client_id), Some(enc(&self.cfg.client_secret)))
            .form(&[
                ("grant_type", "authorization_code"),
                ("code", code),
                ("redirect_uri", self.cfg.redirect.as_str()),
                ("code_verifier", verifier),
            ])
            .send()
            .await
            .map_err(|e| SsoError::Provider(format!("cannot reach its token address: {e}")))?;
        if !resp.status().is_success() {
            return Err(SsoError::Refused(format!(
                "its token address answered {}",
                resp.status()
            )));
        }
        #[derive(Deserialize)]
        struct Tokens {
            id_token: String,
        }
        let tokens: Tokens = resp
            .json()
            .await
            .map_err(|_| SsoError::Provider("its token answer holds no ID token".into()))?;
        let keys: JwkSet = self.get_json(&d.jwks_uri).await?;
        let claims = check_id_token(&tokens.id_token, &keys, &d.issuer, &self.cfg.client_id)?;
        person_of(&claims, nonce, &self.cfg.groups_claim)
    }
}

/// An ID token's claims, once its signature, issuer, audience and expiry
/// check out.
fn check_id_token(
    token: &str,
    keys: &JwkSet,
    issuer: &str,
    client_id: &str,
) -> Result<serde_json::Map<String, serde_json::Value>, SsoError> {
    let refused = |why: String| SsoError::Refused(why);
    let header =
        jsonwebtoken::decode_header(token).map_err(|e| refused(format!("the ID token: {e}")))?;
    let asymmetric = [
        Algorithm::RS256,
        Algorithm::RS384,
        Algorithm::RS512,
        Algorithm::PS256,
        Algorithm::PS384,
        Algorithm::PS512,
        Algorithm::ES256,
        Algorithm::ES384,
        Algorithm::EdDSA,
    ];
    if !asymmetric.contains(&header.alg) {
        return Err(refused(format!(
            "the ID token is signed with {:?}",
            header.alg
        )));
    }
    let jwk = match &header.kid {
        Some(kid) => keys.find(kid),
        None if keys.keys.len() == 1 => keys.keys.first(),
        None => None,
    }
    .ok_or_else(|| refused("the ID token's key is not among the provider's".into()))?;
    let key =
        DecodingKey::from_jwk(jwk).map_err(|e| refused(format!("the provider's key: {e}")))?;
    let mut v = Validation::new(header.alg);
    v.set_issuer(&[issuer]);
    v.set_audience(&[client_id]);
    v.set_required_spec_claims(&["exp", "iss", "aud", "sub"]);
    v.leeway = 60;
    jsonwebtoken::decode::<serde_json::Map<String, serde_json::Value>>(token, &key, &v)
        .map(|data| data.claims)
        .map_err(|e| refused(format!("the ID token: {e}")))
}

/// The person an ID token's claims name, once its nonce is ours.
fn person_of(
    claims: &serde_json::Map<String, serde_json::Value>,
    nonce: &str,
    groups_claim: &str,
) -> Result<SsoPerson, SsoError> {
    let text = |k: &str| claims.get(k).and_then(|v| v.as_str()).map(str::to_string);
    if text("nonce").as_deref() != Some(nonce) {
        return Err(SsoError::Refused(
            "the ID token's nonce is not this sign-in's".into(),
        ));
    }
    let subject = text("sub").ok_or_else(|| SsoError::Refused("no subject".into()))?;
    let name = ["preferred_username", "email"]
        .iter()
        .filter_map(|k| text(k))
        .find(|n| super::users::valid_username(n))
        .ok_or_else(|| SsoError::Refused("the provider gives no usable name".into()))?;
    let groups = match claims.get(groups_claim) {
        Some(serde_json::Value::Array(a)) => a
            .iter()
            .filter_map(|g| g.as_str().map(str::to_string))
            .collect(),
        Some(serde_json::Value::String(g)) => vec![g.clone()],
        _ => Vec::new(),
    };
    Ok(SsoPerson {
        subject,
        name,
        groups,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roles_come_from_the_highest_mapped_group() {
        let roles = parse_roles("shop-counter=staff, shop-managers=Manager,owners=owner").unwrap();
        assert_eq!(roles.len(), 3);
        let g = |gs: &[&str]| gs.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(role_for(&g(&["shop-counter"]), &roles), Some(Role::Staff));
        assert_eq!(
            role_for(&g(&["shop-counter", "owners"]), &roles),
            Some(Role::Owner)
        );
        assert_eq!(role_for(&g(&["marketing"]), &roles), None);
        assert_eq!(role_for(&[], &roles), None);
        assert!(parse_roles("").is_err());
        assert!(parse_roles("a=admin").is_err());
        assert!(parse_roles("nothing").is_err());
    }

    #[test]
    fn a_token_of_another_sign_in_or_with_no_name_is_refused() {
        let claims = |v: serde_json::Value| v.as_object().cloned().unwrap_or_default();
        let good = claims(serde_json::json!({
            "sub": "248289761001", "nonce": "n-1", "preferred_username": "anna.k",
            "groups": ["shop-counter", 7]
        }));
        let p = person_of(&good, "n-1", "groups").unwrap();
        assert_eq!((p.name.as_str(), p.groups.len()), ("anna.k", 1));
        assert!(matches!(
            person_of(&good, "n-2", "groups"),
            Err(SsoError::Refused(_))
        ));
        let no_name = claims(
            serde_json::json!({"sub": "1", "nonce": "n", "preferred_username": "two words"}),
        );
        assert!(person_of(&no_name, "n", "groups").is_err());
        let by_email = claims(
            serde_json::json!({"sub": "1", "nonce": "n", "email": "a@shop.example", "roles": "x"}),
        );
        let p = person_of(&by_email, "n", "roles").unwrap();
        assert_eq!(
            (p.name.as_str(), p.groups),
            ("a@shop.example", vec!["x".to_string()])
        );
    }

    #[test]
    fn a_provider_is_reached_over_https_but_on_this_machine() {
        let cfg = |issuer: &str| SsoConfig {
            issuer: url::Url::parse(issuer).unwrap(),
            client_id: "desk".into(),
            client_secret: "s".into(),
            redirect: url::Url::parse("https://desk.example/login/oidc/callback").unwrap(),
            roles: parse_roles("a=staff").unwrap(),
            groups_claim: "groups".into(),
            label: None,
        };
        assert!(cfg("https://id.example").check().is_ok());
        assert!(cfg("http://127.0.0.1:9").check().is_ok());
        assert!(cfg("http://id.example").check().is_err());
        assert!(!format!("{:?}", cfg("https://id.example")).contains("\"s\""));
    }
}
