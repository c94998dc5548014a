//! The access settings on the command line and in the environment: the users
//! file, session length, cookie security and the per-client limits.

use std::{path::PathBuf, time::Duration};

use clap::Args;

use super::{error::AccessError, users::FileAccounts, AccessConfig, MetricsToken};

/// Server-function calls per second one client may make, on average.
pub const DEFAULT_CLIENT_RATE: f64 = 20.0;
/// Calls one client may make at once before the average applies.
pub const DEFAULT_CLIENT_BURST: u32 = 120;
/// Requests one client may have in progress at once.
pub const DEFAULT_CLIENT_PENDING: usize = 8;

#[derive(Debug, Clone, Args)]
pub struct AccessArgs {
    /// Staff accounts to add, one `username:argon2-hash[:role]` per line
    /// (make hashes with `dealer-desk hash-password`): the first owner, and
    /// accounts imported; a name the portal already has is left as it is.
    /// Unset, and no accounts made in the portal: it runs open, without sign-in.
    #[arg(long, env = "DEALER_DESK_USERS_FILE")]
    pub users_file: Option<PathBuf>,

    /// How long a sign-in lasts, in hours.
    #[arg(long, env = "DEALER_DESK_SESSION_HOURS", default_value_t = 12)]
    pub session_hours: u64,

    /// Always mark the session cookie `Secure` (it is anyway when a proxy
    /// in front says the request came over https).
    #[arg(long, env = "DEALER_DESK_SECURE_COOKIES", default_value_t = false)]
    pub secure_cookies: bool,

    /// The portal runs behind a reverse proxy that appends the client's
    /// address to `X-Forwarded-For`: count clients by that address.
    #[arg(long, env = "DEALER_DESK_TRUST_PROXY", default_value_t = false)]
    pub trust_proxy: bool,

    /// Requests (pages, form posts, server-function calls) per second one
    /// client (browser) may make; 0: no limit.
    #[arg(long, env = "CLIENT_RATE_PER_SEC", default_value_t = DEFAULT_CLIENT_RATE)]
    pub client_rate_per_sec: f64,

    /// Calls one client may make in a burst before the per-second rate applies.
    #[arg(long, env = "CLIENT_RATE_BURST", default_value_t = DEFAULT_CLIENT_BURST)]
    pub client_rate_burst: u32,

    /// Requests one client may have in progress at once (past it: 429); 0: no limit.
    #[arg(long, env = "CLIENT_MAX_PENDING", default_value_t = DEFAULT_CLIENT_PENDING)]
    pub client_max_pending: usize,

    /// With sign-in on, `/metrics` answers a monitor that sends
    /// `Authorization: Bearer <this>` (and a signed-in person); without it,
    /// only a signed-in person. At least 16 characters.
    #[arg(long, env = "METRICS_TOKEN", hide_env_values = true)]
    pub metrics_token: Option<String>,

    /// The least role that must sign in with a second factor (an
    /// authenticator app's codes): `manager` (managers and owners),
    /// `owner`, `staff` (everyone) or `none` (anyone may set one up).
    #[arg(long, env = "TWO_FACTOR_FROM", default_value = "manager")]
    pub two_factor_from: String,

    /// Single sign-on: the OpenID Connect provider's issuer address (its
    /// discovery document is read from it). Unset: no single sign-on.
    #[arg(long, env = "OIDC_ISSUER")]
    pub oidc_issuer: Option<url::Url>,

    /// The portal's client id at the provider.
    #[arg(long, env = "OIDC_CLIENT_ID", default_value = "")]
    pub oidc_client_id: String,

    /// A file holding the client's secret (never the secret itself in the
    /// environment).
    #[arg(long, env = "OIDC_CLIENT_SECRET_FILE")]
    pub oidc_client_secret_file: Option<PathBuf>,

    /// The portal's callback as registered at the provider, ending
    /// `/login/oidc/callback` (https).
    #[arg(long, env = "OIDC_REDIRECT_URL")]
    pub oidc_redirect_url: Option<url::Url>,

    /// The provider's groups and the roles they give:
    /// `group=role,group=role` (staff, manager, owner). Someone in none
    /// is refused.
    #[arg(long, env = "OIDC_ROLES", default_value = "")]
    pub oidc_roles: String,

    /// The ID token's claim that lists a person's groups.
    #[arg(long, env = "OIDC_GROUPS_CLAIM", default_value = "groups")]
    pub oidc_groups_claim: String,

    /// The provider's name on the sign-in page's button ("Google
    /// Workspace"); unset: "single sign-on".
    #[arg(long, env = "OIDC_LABEL")]
    pub oidc_label: Option<String>,

    /// Days the audit log keeps an entry; older ones are removed once a
    /// day, and the cut is itself recorded.
    #[arg(long, env = "AUDIT_KEEP_DAYS", default_value_t = super::audit::KEEP_DAYS_DEFAULT)]
    pub audit_keep_days: i64,
}

impl Default for AccessArgs {
    fn default() -> Self {
        AccessArgs {
            users_file: None,
            session_hours: 12,
            secure_cookies: false,
            trust_proxy: false,
            client_rate_per_sec: DEFAULT_CLIENT_RATE,
            client_rate_burst: DEFAULT_CLIENT_BURST,
            client_max_pending: DEFAULT_CLIENT_PENDING,
            metrics_token: None,
            two_factor_from: "manager".into(),
            oidc_issuer: None,
            oidc_client_id: String::new(),
            oidc_client_secret_file: None,
            oidc_redirect_url: None,
            oidc_roles: String::new(),
            oidc_groups_claim: "groups".into(),
            oidc_label: None,
            audit_keep_days: super::audit::KEEP_DAYS_DEFAULT,
        }
    }
}

impl AccessArgs {
    /// Single sign-on's settings, checked (the secret read from its file).
    fn single_sign_on(&self) -> Result<Option<super::single_sign_on::SingleSignOn>, AccessError> {
        use super::single_sign_on::{parse_roles, SingleSignOn, SsoConfig};
        let Some(issuer) = self.oidc_issuer.clone() else {
            return Ok(None);
        };
        let bad = |why: String| AccessError::SingleSignOn(why);
        let redirect = self
            .oidc_redirect_url
            .clone()
            .ok_or_else(|| bad("OIDC_REDIRECT_URL is needed".into()))?;
        let file = self
            .oidc_client_secret_file
            .as_deref()
            .ok_or_else(|| bad("OIDC_CLIENT_SECRET_FILE is needed".into()))?;
        let secret = std::fs::read_to_string(file).map_err(|e| {
            bad(format!(
                "cannot read OIDC_CLIENT_SECRET_FILE {}: {e}",
                file.display()
            ))
        })?;
        let roles = parse_roles(&self.oidc_roles).map_err(|e| bad(format!("OIDC_ROLES: {e}")))?;
        let cfg = SsoConfig {
            issuer,
            client_id: self.oidc_client_id.trim().to_string(),
            client_secret: secret.trim().to_string(),
            redirect,
            roles,
            groups_claim: self.oidc_groups_claim.trim().to_string(),
            label: self.oidc_label.clone().filter(|l| !l.trim().is_empty()),
        };
        Ok(Some(SingleSignOn::new(cfg.check().map_err(bad)?)))
    }

    /// The users file's accounts, read and checked; `None` without one.
    pub fn file_accounts(&self) -> Result<Option<FileAccounts>, AccessError> {
        self.users_file
            .as_deref()
            .map(FileAccounts::load)
            .transpose()
    }

    /// Checks the settings (the accounts are read from their store, with
    /// the users file's added: `Users::open`).
    pub fn config(&self) -> Result<AccessConfig, AccessError> {
        if !(1..=720).contains(&self.session_hours) {
            return Err(AccessError::SessionHours(self.session_hours));
        }
        if !self.client_rate_per_sec.is_finite() || self.client_rate_per_sec < 0.0 {
            return Err(AccessError::ClientRate(
                self.client_rate_per_sec.to_string(),
            ));
        }
        if self.client_rate_burst == 0 {
            return Err(AccessError::ClientBurst);
        }
        if !(1..=36_600).contains(&self.audit_keep_days) {
            return Err(AccessError::AuditKeepDays(self.audit_keep_days));
        }
        let second_factor_from = match self.two_factor_from.trim() {
            t if t.eq_ignore_ascii_case("none") => None,
            t => Some(
                crate::model::role::Role::parse(t)
                    .ok_or_else(|| AccessError::TwoFactorFrom(t.to_string()))?,
            ),
        };
        let metrics_token = match self.metrics_token.as_deref() {
            None => None,
            Some(t) if t.chars().count() < 16 || t.chars().any(char::is_whitespace) => {
                return Err(AccessError::MetricsToken)
            }
            Some(t) => Some(MetricsToken::new(t)),
        };
        Ok(AccessConfig {
            session_ttl: Duration::from_secs(self.session_hours * 3600),
            secure_cookies: self.secure_cookies,
            trust_proxy: self.trust_proxy,
            client_rate: (self.client_rate_per_sec > 0.0)
                .then_some((self.client_rate_per_sec, self.client_rate_burst)),
            client_pending: (self.client_max_pending > 0).then_some(self.client_max_pending),
            metrics_token,
            second_factor_from,
            single_sign_on: self.single_sign_on()?.map(std::sync::Arc::new),
            ..AccessConfig::open()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_numbers_are_explained() {
        let a = AccessArgs {
            session_hours: 0,
            ..AccessArgs::default()
        };
        assert_eq!(a.config().unwrap_err(), AccessError::SessionHours(0));
        let a = AccessArgs {
            client_rate_per_sec: -1.0,
            ..AccessArgs::default()
        };
        assert!(matches!(a.config(), Err(AccessError::ClientRate(_))));
        let a = AccessArgs {
            client_rate_per_sec: 0.0,
            ..AccessArgs::default()
        };
        assert_eq!(a.config().unwrap().client_rate, None);
        for short in ["short", "has spaces in it, sixteen+"] {
            let a = AccessArgs {
                metrics_token: Some(short.into()),
                ..AccessArgs::default()
            };
            assert_eq!(a.config().unwrap_err(), AccessError::MetricsToken);
        }
    }

    #[test]
    fn managers_need_a_second_factor_unless_the_shop_says_otherwise() {
        use crate::model::role::Role;
        let from = |t: &str| {
            AccessArgs {
                two_factor_from: t.into(),
                ..AccessArgs::default()
            }
            .config()
            .map(|c| c.second_factor_from)
        };
        assert_eq!(
            AccessArgs::default().config().unwrap().second_factor_from,
            Some(Role::Manager)
        );
        assert_eq!(from("Owner"), Ok(Some(Role::Owner)));
        assert_eq!(from("staff"), Ok(Some(Role::Staff)));
        assert_eq!(from("none"), Ok(None));
        assert_eq!(
            from("admins"),
            Err(AccessError::TwoFactorFrom("admins".into()))
        );
    }

    #[test]
    fn no_users_file_means_open_access() {
        let c = AccessArgs::default().config().unwrap();
        assert!(c.users.is_none());
        assert_eq!(
            c.client_rate,
            Some((DEFAULT_CLIENT_RATE, DEFAULT_CLIENT_BURST))
        );
    }
}
