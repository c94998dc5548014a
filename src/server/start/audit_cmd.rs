//! `dealer-desk audit verify`: walks the audit log (in the data folder's
//! access file, or in Postgres with `DATABASE_URL`) and checks every
//! entry's hash and link. Exit 0 when all hold, printing the newest place
//! and hash (note them down: the chain alone cannot show the newest
//! entries removed); 1 naming the first entry that does not hold; 2 when
//! the log cannot be read.

use std::{path::PathBuf, process::ExitCode};

use clap::{Args, Subcommand};

use crate::server::{
    access::{audit::Verified, db::AccessDb},
    platform::postgres::Pg,
};

/// Flags of `dealer-desk audit`.
#[derive(Debug, Args)]
pub struct AuditCmd {
    #[command(subcommand)]
    pub action: AuditAction,
}

#[derive(Debug, Subcommand)]
pub enum AuditAction {
    /// Check every entry's hash and its link to the one before.
    Verify {
        /// The portal's data folder, as the portal reads it.
        #[arg(long, env = "DEALER_DESK_DATA_DIR", default_value = "data")]
        data_dir: PathBuf,
        /// Set when the records are in Postgres.
        #[arg(long, env = "DATABASE_URL", hide_env_values = true)]
        database_url: Option<String>,
    },
}

async fn walk(data_dir: PathBuf, database_url: Option<String>) -> Result<Verified, String> {
    let db = match database_url.filter(|u| !u.trim().is_empty()) {
        Some(url) => AccessDb::postgres(Pg::connect(&url).await.map_err(|e| e.to_string())?),
        None => {
            let file = data_dir.join(crate::server::access::db::FILE);
            if !file.is_file() {
                return Err(format!(
                    "there is no {} in {}",
                    crate::server::access::db::FILE,
                    data_dir.display()
                ));
            }
            AccessDb::open(&data_dir)?
        }
    };
    crate::server::access::audit::AuditLog::of(&db, crate::server::access::audit::KEEP_DAYS_DEFAULT)
        .verify()
        .await
        .map_err(|e| e.to_string())
}

pub async fn run(cmd: AuditCmd) -> ExitCode {
    let AuditAction::Verify {
        data_dir,
        database_url,
    } = cmd.action;
    match walk(data_dir, database_url).await {
        Err(e) => {
            eprintln!("dealer-desk audit verify: {e}");
            ExitCode::from(2)
        }
        Ok(v) => match (&v.bad, &v.last) {
            (Some(bad), _) => {
                println!("audit log: entry {} does not hold: {}", bad.seq, bad.why);
                println!("({} entries before it hold)", v.entries);
                ExitCode::from(1)
            }
            (None, None) => {
                println!("audit log: empty");
                ExitCode::SUCCESS
            }
            (None, Some((seq, hash))) => {
                println!(
                    "audit log: {} entries, {} to {}, every one holds",
                    v.entries,
                    v.first.unwrap_or(1),
                    seq
                );
                println!("newest entry {seq}, hash {hash}");
                ExitCode::SUCCESS
            }
        },
    }
}
