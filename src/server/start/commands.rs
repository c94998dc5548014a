//! The subcommands that do not serve: `backup` and `restore` (the shop's
//! records copied out of a data folder while the portal runs, and put back
//! into a new one; the work is in `server::backup`), `hash-password`, and
//! `healthcheck` for a container image without a shell.

use std::{path::PathBuf, process::ExitCode};

use clap::Args;

use crate::model::audit::Action;
use crate::server::access::audit::{record_in_file, Event};
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
            let e = Event::new(Action::BackupTaken)
                .on(t.folder.display().to_string())
                .with("dealer-desk backup");
            if let Err(why) = record_in_file(&cmd.data_dir, e) {
                eprintln!("dealer-desk backup: not recorded in the audit log: {why}");
            }
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
            let e = Event::new(Action::BackupRestored)
                .on(cmd.from.display().to_string())
                .with(format!("made {}", r.manifest.created));
            if let Err(why) = record_in_file(&cmd.data_dir, e) {
                eprintln!("dealer-desk restore: not recorded in the audit log: {why}");
            }
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

#[derive(Debug, clap::Args)]
pub struct HealthcheckCmd {
    /// The portal's address (0.0.0.0 is asked on 127.0.0.1).
    #[arg(long, env = "LEPTOS_SITE_ADDR", default_value = "127.0.0.1:3000")]
    pub site_addr: std::net::SocketAddr,
}

/// `dealer-desk healthcheck`: one GET of `/healthz/live`, 5 s at most.
pub async fn healthcheck(mut addr: std::net::SocketAddr) -> ExitCode {
    if addr.ip().is_unspecified() {
        addr.set_ip(if addr.is_ipv4() {
            std::net::Ipv4Addr::LOCALHOST.into()
        } else {
            std::net::Ipv6Addr::LOCALHOST.into()
        });
    }
    let answer = reqwest::Client::builder()
        .timeout(std::time::Duration::from_secs(5))
        .build()
        .map(|c| c.get(format!("http://{addr}/healthz/live")).send());
    match answer {
        Ok(sent) => match sent.await {
            Ok(r) if r.status().is_success() => ExitCode::SUCCESS,
            Ok(r) => {
                eprintln!("dealer-desk healthcheck: {addr} answered {}", r.status());
                ExitCode::from(1)
            }
            Err(e) => {
                eprintln!("dealer-desk healthcheck: {addr} does not answer: {e}");
                ExitCode::from(1)
            }
        },
        Err(e) => {
            eprintln!("dealer-desk healthcheck: {e}");
            ExitCode::from(1)
        }
    }
}

/// `dealer-desk hash-password`: one line from stdin in, its hash out.
pub fn hash_password() -> ExitCode {
    use std::io::{BufRead, IsTerminal};
    if std::io::stdin().is_terminal() {
        eprint!("Password (it will show as you type): ");
    }
    let mut line = String::new();
    if let Err(e) = std::io::stdin().lock().read_line(&mut line) {
        eprintln!("dealer-desk: cannot read the password: {e}");
        return ExitCode::from(1);
    }
    let password = line.trim_end_matches(['\r', '\n']);
    if password.is_empty() {
        eprintln!("dealer-desk: the password is empty");
        return ExitCode::from(2);
    }
    match crate::server::access::users::hash_password(password) {
        Ok(hash) => {
            println!("{hash}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("dealer-desk: {e}");
            ExitCode::from(1)
        }
    }
}
