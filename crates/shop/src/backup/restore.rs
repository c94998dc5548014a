//! Restoring a backup into a new data folder. Everything is checked before
//! anything is written: the manifest, each file's size and SHA-256, each
//! file's own `integrity_check`, and each layout against what this binary
//! knows. A folder that already holds anything is refused (a restore never
//! mixes two shops' records, nor overwrites one), and so is a backup made
//! by a newer release. Each file is written under a temporary name and
//! renamed into place once on the disk.

use std::{
    path::Path,
    time::{Duration, Instant},
};

use rusqlite::{Connection, OpenFlags};

use super::{
    manifest::{digest, Manifest, FORMAT},
    STORES,
};
use crate::platform::private_files::{private_dir, private_file, sync};
use crate::platform::{build_info, sqlite_layout};

/// A restore done.
#[derive(Debug, Clone)]
pub struct Restored {
    pub manifest: Manifest,
    pub took: Duration,
}

/// Checks the backup in `from`, then writes its files into `data_dir`.
pub fn restore(from: &Path, data_dir: &Path) -> Result<Restored, String> {
    let started = Instant::now();
    let manifest = Manifest::read(from)?;
    check(from, &manifest)?;
    refuse_if_holding(data_dir)?;
    private_dir(data_dir)?;
    for store in &manifest.stores {
        let temp = data_dir.join(format!(".{}.restoring", store.file));
        let target = data_dir.join(&store.file);
        std::fs::copy(from.join(&store.file), &temp)
            .map_err(|e| format!("cannot write {}: {e}", temp.display()))?;
        private_file(&temp)?;
        sync(&temp)?;
        std::fs::rename(&temp, &target)
            .map_err(|e| format!("cannot write {}: {e}", target.display()))?;
    }
    sync(data_dir)?;
    Ok(Restored {
        manifest,
        took: started.elapsed(),
    })
}

/// Every check a restore makes before it writes: the format, the layouts,
/// each file's bytes and its own integrity.
pub fn check(from: &Path, manifest: &Manifest) -> Result<(), String> {
    if manifest.format > FORMAT {
        return Err(format!(
            "{} was made by a newer release ({}) in a format this one ({}) cannot read. Nothing was changed.",
            from.display(),
            manifest.portal_version,
            build_info::long_version()
        ));
    }
    if manifest.stores.is_empty() {
        return Err(format!("{} holds no store file.", from.display()));
    }
    for store in &manifest.stores {
        let Some(layout) = STORES.iter().find(|s| s.file == store.file) else {
            return Err(format!(
                "{} holds {}, which this release ({}) does not know: it was made by a newer one. Nothing was changed.",
                from.display(),
                store.file,
                build_info::long_version()
            ));
        };
        if store.layout > layout.known {
            return Err(format!(
                "{} in {} has layout version {}, made by a newer release ({}); this one ({}) knows layouts up to {}. Nothing was changed.",
                store.file,
                from.display(),
                store.layout,
                manifest.portal_version,
                build_info::long_version(),
                layout.known
            ));
        }
        let path = from.join(&store.file);
        let (bytes, sha256) = digest(&path)?;
        if bytes != store.bytes || sha256 != store.sha256 {
            return Err(format!(
                "{} does not match the manifest (size or SHA-256 differs): the backup is damaged. Nothing was changed.",
                path.display()
            ));
        }
        sound(&path, *layout)?;
    }
    Ok(())
}

/// SQLite's own check of every page and index of a copy, and its layout.
fn sound(path: &Path, layout: sqlite_layout::Layout) -> Result<(), String> {
    let failed = |e: rusqlite::Error| format!("cannot read {}: {e}", path.display());
    let conn =
        Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY).map_err(failed)?;
    sqlite_layout::refuse_newer(&conn, layout).map_err(|e| e.to_string())?;
    let verdict: Vec<String> = conn
        .prepare("PRAGMA integrity_check")
        .and_then(|mut s| s.query_map([], |r| r.get(0))?.collect())
        .map_err(failed)?;
    if verdict != ["ok"] {
        return Err(format!(
            "{} fails SQLite's integrity check ({}): the backup is damaged. Nothing was changed.",
            path.display(),
            verdict.into_iter().take(3).collect::<Vec<_>>().join("; ")
        ));
    }
    Ok(())
}

/// Refuses a data folder that holds anything at all.
fn refuse_if_holding(data_dir: &Path) -> Result<(), String> {
    let first = match std::fs::read_dir(data_dir) {
        Ok(mut entries) => entries.next(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(format!("cannot read {}: {e}", data_dir.display())),
    };
    match first {
        None => Ok(()),
        Some(entry) => Err(format!(
            "{} already holds data ({}): restore only into a new or empty folder. Move the folder aside (or choose another --data-dir) and run the restore again. Nothing was changed.",
            data_dir.display(),
            entry
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .unwrap_or_else(|_| "unreadable entries".into())
        )),
    }
}
