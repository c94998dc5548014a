//! A backup folder's `manifest.json`: which release made it, when, and for
//! each store file its layout version, size and SHA-256, so a restore can
//! check every byte and refuse a layout this binary does not know.

use std::{
    io::Read,
    path::{Path, PathBuf},
};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// The manifest's own name in a backup folder.
pub const FILE: &str = "manifest.json";
/// The manifest's format; a restore refuses a newer one.
pub const FORMAT: u32 = 1;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Manifest {
    pub format: u32,
    /// The release that made it (`--version`).
    pub portal_version: String,
    pub commit: String,
    /// When it was taken, UTC, RFC 3339.
    pub created: String,
    pub stores: Vec<StoreCopy>,
    /// What the folder leaves out on purpose, and why.
    pub left_out: Vec<String>,
}

/// One store file as copied.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoreCopy {
    pub file: String,
    /// Its layout version (`PRAGMA user_version`).
    pub layout: i64,
    pub bytes: u64,
    /// Hex SHA-256 of the file.
    pub sha256: String,
}

impl Manifest {
    pub fn read(folder: &Path) -> Result<Manifest, String> {
        let path = folder.join(FILE);
        let text = std::fs::read_to_string(&path).map_err(|e| {
            format!(
                "{} is not a Dealer Desk backup: cannot read {FILE} ({e})",
                folder.display()
            )
        })?;
        serde_json::from_str(&text).map_err(|e| format!("{} cannot be read: {e}", path.display()))
    }

    /// Writes the manifest into `folder` and flushes it to the disk.
    pub fn write(&self, folder: &Path) -> Result<PathBuf, String> {
        let path = folder.join(FILE);
        let text = serde_json::to_string_pretty(self)
            .map_err(|e| format!("cannot write the manifest: {e}"))?;
        crate::platform::private_files::write_private(&path, text.as_bytes())?;
        Ok(path)
    }
}

/// A file's size and hex SHA-256, read in 64 KB pieces.
pub fn digest(path: &Path) -> Result<(u64, String), String> {
    let mut file =
        std::fs::File::open(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let mut hash = Sha256::new();
    let mut buf = vec![0u8; 64 * 1024];
    let mut bytes = 0u64;
    loop {
        let n = file
            .read(&mut buf)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        if n == 0 {
            break;
        }
        bytes += n as u64;
        hash.update(&buf[..n]);
    }
    Ok((bytes, hex::encode(hash.finalize())))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn a_manifest_reads_back_as_written_and_a_digest_is_sha256() {
        let dir = tempfile::tempdir().unwrap();
        let m = Manifest {
            format: FORMAT,
            portal_version: "0.1.0".into(),
            commit: "abc".into(),
            created: "2026-11-26T09:00:00Z".into(),
            stores: vec![StoreCopy {
                file: "quotes.sqlite3".into(),
                layout: 1,
                bytes: 3,
                sha256: "x".into(),
            }],
            left_out: vec![],
        };
        m.write(dir.path()).unwrap();
        assert_eq!(Manifest::read(dir.path()).unwrap(), m);
        let f = dir.path().join("abc");
        std::fs::write(&f, b"abc").unwrap();
        assert_eq!(
            digest(&f).unwrap(),
            (
                3,
                "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad".into()
            )
        );
        let e = Manifest::read(&dir.path().join("nothing")).unwrap_err();
        assert!(e.contains("not a Dealer Desk backup"), "{e}");
    }
}
