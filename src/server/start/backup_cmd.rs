//! `dealer-desk backup` and `dealer-desk restore`: the shop's records
//! copied out of a data folder while the portal runs, and put back into a
//! new one. The work is in `server::backup`; this is the command line.

use std::{path::PathBuf, process::ExitCode};

use clap::Args;

use crate::server::backup::{pg_dump_advice, restore::restore, take::take};

/// Flags of `dealer-desk backup`.
#[derive(Debug, Clone, Args)]
pub struct BackupCmd {
    /// Folder to write the backup into (a new folder inside it, named by
    /// the time, holds the copies and their manifest).
    #[arg(long)]
    pub to: PathBuf,
    /// The portal's data folder, as the portal reads it.
    #[arg(long, env = "DEALER_DESK_DATA_DIR", default_value = "data")]
    pub data_dir: PathBuf,
    /// Set when the records are in Postgres: then `pg_dump` backs them up.
    #[arg(long, env = "DATABASE_URL", hide_env_values = true)]
    pub database_url: Option<String>,
}

/// Flags of `dealer-desk restore`.
#[derive(Debug, Clone, Args)]
pub struct RestoreCmd {
    /// A backup folder (the one holding `manifest.json`).
    #[arg(long)]
    pub from: PathBuf,
    /// The data folder to restore into: new or empty.
    #[arg(long, env = "DEALER_DESK_DATA_DIR", default_value = "data")]
    pub data_dir: PathBuf,
}

/// A database URL without its password, for a command a person copies.
fn without_password(url: &str) -> String {
    match url::Url::parse(url) {
        Ok(mut u) => {
            let _ = u.set_password(None);
            u.to_string()
        }
        Err(_) => "postgres://USER@HOST:PORT/DATABASE".into(),
    }
}

pub fn backup(cmd: BackupCmd) -> ExitCode {
    if let Some(url) = cmd.database_url.as_deref().filter(|u| !u.is_empty()) {
        eprintln!("{}", pg_dump_advice(&without_password(url)));
        return ExitCode::from(1);
    }
    match take(&cmd.data_dir, &cmd.to, chrono::Utc::now()) {
        Ok(t) => {
            println!("backup written to {}", t.folder.display());
            for s in &t.manifest.stores {
                println!(
                    "  {}  layout {}  {} bytes  sha256 {}",
                    s.file, s.layout, s.bytes, s.sha256
                );
            }
            for l in &t.manifest.left_out {
                println!("  left out: {l}");
            }
            println!("took {} ms", t.took.as_millis());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("dealer-desk backup: {e}");
            ExitCode::from(1)
        }
    }
}

pub fn restore_cmd(cmd: RestoreCmd) -> ExitCode {
    match restore(&cmd.from, &cmd.data_dir) {
        Ok(r) => {
            println!(
                "restored {} into {} (made {} by Dealer Desk {}), in {} ms",
                r.manifest
                    .stores
                    .iter()
                    .map(|s| s.file.as_str())
                    .collect::<Vec<_>>()
                    .join(" and "),
                cmd.data_dir.display(),
                r.manifest.created,
                r.manifest.portal_version,
                r.took.as_millis()
            );
            println!("The catalogue index is rebuilt by the first sync when the portal starts.");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("dealer-desk restore: {e}");
            ExitCode::from(1)
        }
    }
}
