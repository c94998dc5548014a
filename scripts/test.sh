#!/usr/bin/env bash
# Installs what is missing, then runs every check and test: formatting,
# clippy (server and browser builds), the Rust tests, and the Playwright
# journeys against a release build on the demo catalogue.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
started=$(date +%s)
# shellcheck source=setup.sh
source "$ROOT/scripts/setup.sh"
cd "$ROOT"

# Each step says when it starts, so a slow run shows where its time went.
step() { printf '\n\033[1m==> %s\033[0m (at %ss)\n' "$*" "$(( $(date +%s) - started ))"; }
step "set-up done"

# A clean build of everything below needs about 13 GB of disk. In CI every
# build starts from nothing, so incremental caches would only cost space.
# Line tables in the test binaries cost gigabytes of disk and of the
# linker's memory; CI reads failures from the assertion messages.
if [ "${CI:-}" = "true" ]; then
  export CARGO_INCREMENTAL=0 CARGO_PROFILE_DEV_DEBUG=0 CARGO_PROFILE_TEST_DEBUG=0
fi
free_kb=$(df -Pk "$ROOT" | awk 'NR==2 {print $4}')
if [ "${free_kb:-0}" -lt $((15 * 1024 * 1024)) ]; then
  printf 'warning: only %s MB free on the disk holding %s; a clean build needs about 13 GB\n' \
    "$((free_kb / 1024))" "$ROOT" >&2
fi

# Postgres and Redis for the tests of the stores on Postgres, the shared
# sync and the shared limits: the tests start servers of their own from
# these packages (never the system services, which the install must not
# start either). Poppler's pdftotext reads the PDF copies back.
need=()
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || need+=(postgresql)
command -v redis-server >/dev/null || command -v valkey-server >/dev/null || need+=(redis-server)
# pdftotext reads the quote's PDF copy back in the tests.
command -v pdftotext >/dev/null || need+=(poppler-utils)
if [ ${#need[@]} -gt 0 ]; then
  say "installing ${need[*]} (the tests start their own servers from them)"
  policy=/usr/sbin/policy-rc.d
  made_policy=""
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' | as_root tee "$policy" >/dev/null
    as_root chmod +x "$policy"
    made_policy=1
  fi
  as_root apt-get update -q
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${need[@]}"
  if [ -n "$made_policy" ]; then as_root rm -f "$policy"; fi
fi
command -v setpriv >/dev/null || { echo "setpriv (util-linux) is missing" >&2; exit 1; }

# The workspace: the app and its crates (crates/*); scanner/ below is its own.
step "cargo fmt --check"
cargo fmt --all -- --check

step "clippy: server build (ssr)"
cargo clippy --workspace --all-targets --features ssr -- -D warnings

# The app's browser build; clippy lints the crates of the workspace it
# builds (the model) with it.
step "clippy: browser build (hydrate, wasm32)"
cargo clippy --lib --target wasm32-unknown-unknown --no-default-features --features hydrate -- -D warnings

step "cargo test (ssr)"
cargo test --workspace --features ssr

step "the manual: mdbook build docs, without a warning"
# mdBook says a warning (a missing file, a broken include) and goes on:
# any line it writes at WARN or ERROR fails the run.
book_started=$(date +%s)
book_log="$(mktemp)"
if ! mdbook build docs 2>"$book_log"; then cat "$book_log" >&2; exit 1; fi
if grep -E 'WARN|ERROR' "$book_log" >&2; then echo "the manual built with warnings" >&2; exit 1; fi
rm -f "$book_log"
echo "the manual built in $(( $(date +%s) - book_started ))s"

step "the barcode decoder (scanner/): fmt, clippy, tests"
cargo fmt --manifest-path scanner/Cargo.toml --all -- --check
cargo clippy --manifest-path scanner/Cargo.toml --all-targets -- -D warnings
cargo clippy --manifest-path scanner/Cargo.toml --lib --target wasm32-unknown-unknown --release -- -D warnings
cargo test --manifest-path scanner/Cargo.toml

# In CI the debug build is done with once the tests have passed; its
# ~10 GB go before the release build needs room of its own.
if [ "${CI:-}" = "true" ]; then rm -rf "${CARGO_TARGET_DIR:-$ROOT/target}/debug"; fi

step "end-to-end: cargo leptos end-to-end --release"
# The journeys need the release build's HTML and wasm, not its speed: the
# server is built in 16 code units, without LTO and at opt-level 1 here
# (the package and the benches keep the release profile: one unit, thin
# LTO, opt-level 3). Same code, same HTML (no debug assertions), but on two
# cores it builds in well under half the time. The browser's build
# (wasm-release) sets its own and is unchanged.
export CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_LTO=false
export CARGO_PROFILE_RELEASE_OPT_LEVEL=1
# The portal under test runs on the demo catalogue; its stock moves every two
# seconds and the portal keeps stock for two, so live badges visibly change.
# The demo's supplier key is fixed for this run and the portal's log goes to a
# file, so the key-leak journey can look for that key everywhere.
E2E_LOG="$ROOT/target/e2e-portal.log"
mkdir -p "$ROOT/target" && : > "$E2E_LOG"
# The sign-in journey starts a second portal from the same release binary
# (a debug one from `cargo test` would render other hydration markers).
export DEALER_DESK_BIN="${CARGO_TARGET_DIR:-$ROOT/target}/release/dealer-desk"
export E2E_RESULTS="$ROOT/target/e2e-results.json"
rm -f "$E2E_RESULTS"
DEMO_API_KEY="e2e-key-$(date +%s)-$RANDOM" DEALER_DESK_LOG_FILE="$E2E_LOG" \
DEMO_STOCK_TICK_SECS=2 CATALOGUE_TTL_STOCK_SECS=2 cargo leptos end-to-end --release --precompress
# cargo-leptos can end without an error when the server build fails before
# any journey runs: the journeys' own summary is the verdict.
node -e '
  const fs = require("fs");
  const file = process.env.E2E_RESULTS;
  if (!fs.existsSync(file)) { console.error("end-to-end: no journey ran (no " + file + ")"); process.exit(1); }
  const s = JSON.parse(fs.readFileSync(file, "utf8")).stats;
  console.log(`end-to-end: ${s.expected} passed, ${s.flaky} flaky, ${s.unexpected} failed, ${s.skipped} skipped`);
  if (s.unexpected > 0 || s.expected + s.flaky === 0) process.exit(1);
'

printf '\nAll checks passed in %ss.\n' "$(( $(date +%s) - started ))"
