//! The shared-limits settings on the command line and in the environment:
//! where the Valkey or Redis server is, and what share of the supplier's
//! allowance a portal keeps for itself while that server cannot be reached.

use clap::Args;

/// Portals assumed to share one supplier key when the shared server is
/// down: each keeps this fraction (1/N) of the allowance meanwhile.
pub const DEFAULT_FALLBACK_SHARE: u32 = 2;

#[derive(Clone, Args)]
pub struct SharedLimitsArgs {
    /// A Valkey or Redis server (`redis://[:password@]host:port[/db]`) that
    /// every portal on this supplier key uses for the supplier's allowance,
    /// per-client limits, sign-in counters and export permits. Unset: each
    /// portal keeps its limits in its own memory.
    #[arg(long, env = "REDIS_URL", hide_env_values = true)]
    pub redis_url: Option<String>,

    /// While that server cannot be reached, each portal spends 1/N of the
    /// supplier's allowance: N is how many portals share the key.
    #[arg(
        long,
        env = "SHARED_LIMITS_FALLBACK_SHARE",
        default_value_t = DEFAULT_FALLBACK_SHARE
    )]
    pub shared_limits_fallback_share: u32,
}

impl Default for SharedLimitsArgs {
    fn default() -> Self {
        SharedLimitsArgs {
            redis_url: None,
            shared_limits_fallback_share: DEFAULT_FALLBACK_SHARE,
        }
    }
}

impl std::fmt::Debug for SharedLimitsArgs {
    /// The URL may hold a password: it is never printed.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SharedLimitsArgs")
            .field("redis_url", &self.redis_url.as_ref().map(|_| "(set)"))
            .field(
                "shared_limits_fallback_share",
                &self.shared_limits_fallback_share,
            )
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_url_is_never_printed() {
        let a = SharedLimitsArgs {
            redis_url: Some("redis://:hunter2@db:6379/".into()),
            ..SharedLimitsArgs::default()
        };
        assert!(!format!("{a:?}").contains("hunter2"));
    }
}
