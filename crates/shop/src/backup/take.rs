//! Taking a backup while the portal runs: each store file is copied with
//! SQLite's `VACUUM INTO` on a connection of its own, which reads one
//! consistent moment of the file inside a read transaction. In WAL mode a
//! reader never blocks a writer, so the portal's changes go on meanwhile;
//! a plain file copy of a live WAL database could be torn, so none is
//! made. The copies go into a hidden folder that is renamed to its final
//! name (the time, UTC) only once every file and the manifest are on the
//! disk: a folder with a time for a name is always complete.

use std::{
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use chrono::{DateTime, Utc};
use rusqlite::{Connection, OpenFlags};

use super::{
    manifest::{digest, Manifest, StoreCopy, FORMAT},
    STORES,
};
use crate::platform::private_files::{private_dir, private_file, sync};
use crate::platform::{build_info, sqlite_layout};

/// What the catalogue index is, and why it is not in a backup.
pub const INDEX_LEFT_OUT: &str =
    "catalogue-index.sqlite3: a copy of the supplier's catalogue, rebuilt by the first sync after a restore";

/// The format of a backup folder's name: its time, UTC.
const NAME_FORMAT: &str = "%Y-%m-%dT%H-%M-%SZ";

/// A backup on the disk.
#[derive(Debug, Clone)]
pub struct Taken {
    pub folder: PathBuf,
    pub manifest: Manifest,
    pub took: Duration,
}

/// Copies every store file of `data_dir` into a new folder in `to`.
pub fn take(data_dir: &Path, to: &Path, now: DateTime<Utc>) -> Result<Taken, String> {
    let started = Instant::now();
    let present: Vec<_> = STORES
        .iter()
        .filter(|s| data_dir.join(s.file).is_file())
        .collect();
    if present.is_empty() {
        return Err(format!(
            "{} holds no store file ({}): nothing to back up (is it the portal's data folder, DEALER_DESK_DATA_DIR?)",
            data_dir.display(),
            STORES.iter().map(|s| s.file).collect::<Vec<_>>().join(", ")
        ));
    }
    private_dir(to)?;
    let name = folder_name(to, now);
    let partial = to.join(format!(".{name}.partial"));
    let _ = std::fs::remove_dir_all(&partial);
    private_dir(&partial)?;
    let copied = copy_all(data_dir, &partial, &present);
    let manifest = match copied {
        Ok(stores) => Manifest {
            format: FORMAT,
            portal_version: build_info::VERSION.into(),
            commit: build_info::COMMIT.into(),
            created: now.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
            stores,
            left_out: vec![INDEX_LEFT_OUT.into()],
        },
        Err(e) => {
            let _ = std::fs::remove_dir_all(&partial);
            return Err(e);
        }
    };
    let finish = manifest
        .write(&partial)
        .and_then(|_| sync(&partial))
        .and_then(|_| {
            let folder = to.join(&name);
            std::fs::rename(&partial, &folder)
                .map_err(|e| format!("cannot name the backup {}: {e}", folder.display()))?;
            sync(to)?;
            Ok(folder)
        });
    match finish {
        Ok(folder) => Ok(Taken {
            folder,
            manifest,
            took: started.elapsed(),
        }),
        Err(e) => {
            let _ = std::fs::remove_dir_all(&partial);
            Err(e)
        }
    }
}

fn copy_all(
    data_dir: &Path,
    into: &Path,
    present: &[&sqlite_layout::Layout],
) -> Result<Vec<StoreCopy>, String> {
    present
        .iter()
        .map(|layout| {
            copy_one(
                &data_dir.join(layout.file),
                &into.join(layout.file),
                **layout,
            )
        })
        .collect()
}

/// One store file, copied consistently, then read back for its manifest line.
fn copy_one(from: &Path, to: &Path, layout: sqlite_layout::Layout) -> Result<StoreCopy, String> {
    let failed = |e: rusqlite::Error| format!("cannot back up {}: {e}", from.display());
    // Read-write without creating: a reader of a WAL file needs its -shm.
    let conn = Connection::open_with_flags(
        from,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(failed)?;
    conn.busy_timeout(Duration::from_secs(10)).map_err(failed)?;
    sqlite_layout::refuse_newer(&conn, layout).map_err(|e| e.to_string())?;
    let target = to
        .to_str()
        .ok_or_else(|| format!("the backup folder's path is not UTF-8: {}", to.display()))?;
    conn.execute("VACUUM INTO ?1", [target]).map_err(failed)?;
    drop(conn);
    private_file(to)?;
    sync(to)?;
    let copy = Connection::open_with_flags(to, OpenFlags::SQLITE_OPEN_READ_ONLY).map_err(failed)?;
    let version = sqlite_layout::version(&copy).map_err(failed)?;
    drop(copy);
    let (bytes, sha256) = digest(to)?;
    Ok(StoreCopy {
        file: layout.file.to_string(),
        layout: version,
        bytes,
        sha256,
    })
}

/// The folder's name: the time, and a count if two backups share a second.
fn folder_name(to: &Path, now: DateTime<Utc>) -> String {
    let stamp = now.format(NAME_FORMAT).to_string();
    let mut name = stamp.clone();
    let mut n = 2;
    while to.join(&name).exists() {
        name = format!("{stamp}-{n}");
        n += 1;
    }
    name
}

/// The backups in `to` (folders named by their time that hold a
/// manifest), oldest first.
pub fn list(to: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(to) else {
        return Vec::new();
    };
    let mut found: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .and_then(|n| n.get(..20))
                .is_some_and(|n| chrono::NaiveDateTime::parse_from_str(n, NAME_FORMAT).is_ok())
                && p.join(super::manifest::FILE).is_file()
        })
        .collect();
    found.sort();
    found
}

/// Removes the oldest backups in `to` past the newest `keep`; the removed.
pub fn prune(to: &Path, keep: usize) -> Result<Vec<PathBuf>, String> {
    let all = list(to);
    let excess = all.len().saturating_sub(keep.max(1));
    let old: Vec<PathBuf> = all.into_iter().take(excess).collect();
    for p in &old {
        std::fs::remove_dir_all(p)
            .map_err(|e| format!("cannot remove the old backup {}: {e}", p.display()))?;
    }
    Ok(old)
}
