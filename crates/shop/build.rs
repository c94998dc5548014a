//! Records the commit the binary is built from (`DEALER_DESK_COMMIT`), for
//! `dealer-desk --version` and `/healthz`. A build outside a git checkout
//! (a source tarball) says "unknown", unless the variable is set by the
//! packager.

use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    if !out.status.success() {
        return None;
    }
    Some(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

fn main() {
    println!("cargo:rerun-if-env-changed=DEALER_DESK_COMMIT");
    let commit = match std::env::var("DEALER_DESK_COMMIT") {
        Ok(given) if !given.is_empty() => given,
        _ => git(&["rev-parse", "--short=12", "HEAD"]).unwrap_or_else(|| "unknown".into()),
    };
    // Rebuilt when HEAD moves: a commit, a checkout.
    let mut watched = vec!["HEAD".to_string()];
    if let Some(head_ref) = git(&["symbolic-ref", "-q", "HEAD"]) {
        watched.push(head_ref);
    }
    for path in watched {
        if let Some(file) = git(&["rev-parse", "--path-format=absolute", "--git-path", &path]) {
            println!("cargo:rerun-if-changed={file}");
        }
    }
    println!("cargo:rustc-env=DEALER_DESK_COMMIT={commit}");
}
