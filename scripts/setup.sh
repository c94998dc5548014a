#!/usr/bin/env bash
# Installs whatever this machine is missing to build, run and test Dealer Desk.
# Idempotent: each step checks first and skips what is already there.
# Sourced by scripts/run.sh and scripts/test.sh (it exports PATH).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
LEPTOS_VERSION="0.3.10"
WASM_BINDGEN_VERSION="0.2.130"   # must equal the wasm-bindgen pin in Cargo.toml
MDBOOK_VERSION="0.5.4"

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

export PATH="$HOME/.cargo/bin:$PATH"

# Rust: the wasm target, rustfmt and clippy.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
for c in rustfmt clippy; do
  if ! rustup component list --installed | grep -q "^$c"; then
    say "adding the $c component"
    rustup component add "$c"
  fi
done

# cargo-leptos, exactly the version that installs on this toolchain.
if ! cargo leptos --version 2>/dev/null | grep -q "$LEPTOS_VERSION"; then
  say "installing cargo-leptos $LEPTOS_VERSION (about 17 minutes on 2 cores, once)"
  cargo install "cargo-leptos@$LEPTOS_VERSION" --locked
fi

# wasm-bindgen CLI, the same version as the crate (not --locked: a locked
# dependency is missing from the registry).
if ! wasm-bindgen --version 2>/dev/null | grep -q "$WASM_BINDGEN_VERSION"; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

# mdBook builds the manual (docs/): only its search, no server or watcher.
if ! mdbook --version 2>/dev/null | grep -q "$MDBOOK_VERSION"; then
  say "installing mdbook $MDBOOK_VERSION (about 3 minutes, once)"
  cargo install mdbook --version "$MDBOOK_VERSION" --locked --no-default-features --features search
fi

# Chromium from Debian, for Playwright.
if [ ! -x /usr/bin/chromium ]; then
  say "installing Debian's chromium"
  as_root apt-get update -q
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -q chromium
fi

# zbarimg (zbar-tools) and pdftoppm (poppler-utils): the labels' test
# reads every printed barcode back with a decoder of its own.
if ! command -v zbarimg >/dev/null 2>&1 || ! command -v pdftoppm >/dev/null 2>&1; then
  say "installing zbar-tools and poppler-utils"
  as_root apt-get update -q
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -q zbar-tools poppler-utils
fi

# npm packages: Playwright, axe-core, binaryen (wasm-opt) and oidc-provider
# (the single sign-on tests start it as their provider) from npm. Never
# Debian's binaryen: its wasm-opt breaks hydration.
if [ ! -x "$ROOT/end2end/node_modules/.bin/wasm-opt" ] \
   || [ "$ROOT/end2end/package-lock.json" -nt "$ROOT/end2end/node_modules/.package-lock.json" ]; then
  say "installing the end-to-end npm packages"
  (cd "$ROOT/end2end" && npm ci --no-audit --no-fund)
fi

# cargo-leptos takes the first wasm-opt and wasm-bindgen on PATH.
export PATH="$ROOT/end2end/node_modules/.bin:$PATH"
say "tools ready: $(cargo leptos --version), $(wasm-bindgen --version), wasm-opt $(wasm-opt --version | awk '{print $3}')"

# The barcode decoder a page fetches when a person presses "Scan" in a
# browser without BarcodeDetector: built from scanner/ into public/scanner/
# (which every build copies into the site), only when its sources changed.
bash "$ROOT/scripts/build_scanner.sh"
