//! Where the index lives and how often it syncs, from flags or environment.

use std::{path::PathBuf, time::Duration};

use clap::Args;

#[derive(Debug, Clone, Args)]
pub struct IndexArgs {
    /// Folder for the portal's own data (the catalogue index). Created if missing.
    #[arg(long, env = "DEALER_DESK_DATA_DIR", default_value = "data")]
    pub data_dir: PathBuf,

    /// Seconds between incremental syncs of the index.
    #[arg(long, env = "INDEX_SYNC_EVERY_SECS", default_value_t = 300)]
    pub index_sync_every_secs: u64,

    /// Seconds between full reconciles (which also find removed products).
    #[arg(long, env = "INDEX_RECONCILE_EVERY_SECS", default_value_t = 6 * 3600)]
    pub index_reconcile_every_secs: u64,

    /// Seconds an incremental sync looks back before the last sync's start,
    /// to cover clock skew and updates written while it ran.
    #[arg(long, env = "INDEX_SYNC_MARGIN_SECS", default_value_t = 120)]
    pub index_sync_margin_secs: u64,

    /// Categories a full sync fetches at once (supplier calls in flight).
    #[arg(long, env = "INDEX_SYNC_PARALLEL", default_value_t = 4)]
    pub index_sync_parallel: usize,
}

/// The checked settings of the index.
#[derive(Debug, Clone)]
pub struct IndexSettings {
    pub data_dir: PathBuf,
    pub sync_every: Duration,
    pub reconcile_every: Duration,
    pub margin: Duration,
    /// Categories a full sync fetches at once.
    pub parallel: usize,
    /// Which catalogue the index mirrors; a different one starts it afresh.
    pub identity: String,
}

impl IndexArgs {
    pub fn settings(&self, identity: String) -> Result<IndexSettings, String> {
        if self.index_sync_every_secs == 0 {
            return Err("INDEX_SYNC_EVERY_SECS must be at least 1".into());
        }
        if self.index_reconcile_every_secs < self.index_sync_every_secs {
            return Err(
                "INDEX_RECONCILE_EVERY_SECS must not be shorter than INDEX_SYNC_EVERY_SECS".into(),
            );
        }
        Ok(IndexSettings {
            data_dir: self.data_dir.clone(),
            sync_every: Duration::from_secs(self.index_sync_every_secs),
            reconcile_every: Duration::from_secs(self.index_reconcile_every_secs),
            margin: Duration::from_secs(self.index_sync_margin_secs),
            parallel: self.index_sync_parallel.clamp(1, 32),
            identity,
        })
    }
}

impl IndexSettings {
    /// Settings for tests and benchmarks: a folder, an identity, and
    /// intervals long enough that nothing runs by itself.
    pub fn in_dir(data_dir: impl Into<PathBuf>, identity: &str) -> IndexSettings {
        IndexSettings {
            data_dir: data_dir.into(),
            sync_every: Duration::from_secs(3600),
            reconcile_every: Duration::from_secs(6 * 3600),
            margin: Duration::from_secs(120),
            parallel: 4,
            identity: identity.to_string(),
        }
    }
}
