//! What this binary is: its version and the commit it was built from, for
//! `dealer-desk --version`, `/healthz`, backup manifests and the messages
//! that refuse a data folder written by a newer release.

/// The release, from `Cargo.toml`.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The commit built (`build.rs`; "unknown" outside a git checkout).
pub const COMMIT: &str = env!("DEALER_DESK_COMMIT");

/// "0.1.0 (commit 1a2b3c4d5e6f)", as `--version` prints it.
pub fn long_version() -> &'static str {
    concat!(
        env!("CARGO_PKG_VERSION"),
        " (commit ",
        env!("DEALER_DESK_COMMIT"),
        ")"
    )
}
