//! Files and folders that hold customers' data (the stores, backups):
//! readable by the portal's own user only (they hold customers' names and
//! phones), flushed to the disk before they count as written.

use std::{fs, io::Write, path::Path};

/// Creates `dir` (and its parents) readable by this user only.
pub fn private_dir(dir: &Path) -> Result<(), String> {
    let mut b = fs::DirBuilder::new();
    b.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        b.mode(0o700);
    }
    b.create(dir)
        .map_err(|e| format!("cannot create the folder {}: {e}", dir.display()))?;
    if let Some(mode) = open_to_others(dir) {
        tracing::warn!(
            folder = %dir.display(),
            mode = format!("{mode:o}"),
            "the folder can be read by other accounts on this machine; it holds customers' records: chmod 700 it"
        );
    }
    Ok(())
}

/// The permission bits of `path` when its group or other accounts may read
/// or enter it (an existing folder keeps the mode it was given).
pub fn open_to_others(path: &Path) -> Option<u32> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = fs::metadata(path).ok()?.permissions().mode() & 0o777;
        (mode & 0o077 != 0).then_some(mode)
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        None
    }
}

/// Makes an existing file readable by this user only.
pub fn private_file(path: &Path) -> Result<(), String> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(path, fs::Permissions::from_mode(0o600))
            .map_err(|e| format!("cannot restrict {}: {e}", path.display()))?;
    }
    Ok(())
}

/// Writes `bytes` to a new private file and flushes it.
pub fn write_private(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let mut f =
        fs::File::create(path).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    private_file(path)?;
    f.write_all(bytes)
        .and_then(|_| f.sync_all())
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Flushes a file (or a folder's entries) to the disk.
pub fn sync(path: &Path) -> Result<(), String> {
    fs::File::open(path)
        .and_then(|f| f.sync_all())
        .map_err(|e| format!("cannot flush {}: {e}", path.display()))
}

/// Creates `path` empty and readable by this user only when it is missing,
/// or makes it so when it is there (with SQLite's `-wal` and `-shm` beside
/// it, which SQLite makes with the file's own mode).
pub fn private_store_file(path: &Path) -> Result<(), String> {
    let mut open = fs::OpenOptions::new();
    open.create(true).append(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        open.mode(0o600);
    }
    open.open(path)
        .map_err(|e| format!("cannot open {}: {e}", path.display()))?;
    private_file(path)?;
    for side in ["-wal", "-shm"] {
        let mut p = path.as_os_str().to_owned();
        p.push(side);
        let p = Path::new(&p);
        if p.exists() {
            private_file(p)?;
        }
    }
    Ok(())
}
