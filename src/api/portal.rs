//! Facts about the portal itself that pages show (demo mode, thresholds,
//! who is signed in). Preferences are set by plain links
//! (`server/routes/prefs.rs`).

use leptos::prelude::*;
use serde::{Deserialize, Serialize};

use crate::model::{backup::BackupStatus, AppError};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PortalFacts {
    /// Running on the embedded demo catalogue.
    pub demo: bool,
    pub low_stock_threshold: i64,
    /// No sign-in configured: anyone who reaches the portal can use it.
    pub open_access: bool,
    /// Who is signed in, when sign-in is configured.
    pub user: Option<String>,
    /// They sign in through single sign-on (their password and second
    /// factor are the provider's).
    pub single_sign_on: bool,
}

#[server(endpoint = "portal_info")]
pub async fn portal_info() -> Result<PortalFacts, AppError> {
    let state = crate::server::start::state::door_state::<PortalInfo>()?;
    let user = leptos::prelude::use_context::<http::request::Parts>()
        .and_then(|p| crate::server::access::signed_in_user(&p))
        .map(|u| u.to_string());
    let single_sign_on = user
        .as_deref()
        .is_some_and(|u| state.access.is_single_sign_on(u));
    Ok(PortalFacts {
        demo: state.settings.demo,
        low_stock_threshold: state.settings.low_stock_threshold,
        open_access: state.access.is_open(),
        user,
        single_sign_on,
    })
}

/// How the scheduled backups are doing, for the status page.
#[server(endpoint = "backup_status")]
pub async fn backup_health() -> Result<BackupStatus, AppError> {
    let state = crate::server::start::state::door_state::<BackupHealth>()?;
    let mut b = state.backups.status(chrono::Utc::now());
    let t = state.customers.shop_time;
    for at in [&mut b.last_success_at, &mut b.last_at, &mut b.next_at] {
        t.local_opt(at);
    }
    Ok(b)
}
