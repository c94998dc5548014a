#!/usr/bin/env bash
# Builds the barcode decoder that a page loads when its browser has no
# BarcodeDetector (the scanner/ crate: a WebAssembly module with a C
# interface and no imports) into public/scanner/decoder.wasm, shrunk with
# wasm-opt -Oz when a usable wasm-opt is found (binaryen from npm, in
# end2end/node_modules/.bin; never Debian's /usr/bin/wasm-opt).
# Does nothing, and prints nothing, when decoder.wasm is newer than
# scanner/src, scanner/no-clock, scanner/Cargo.toml, scanner/Cargo.lock and
# this script.
#   bash scripts/build_scanner.sh
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CRATE="$ROOT/scanner"
OUT_DIR="$ROOT/public/scanner"
OUT="$OUT_DIR/decoder.wasm"
TARGET=wasm32-unknown-unknown
BUILT="$CRATE/target/$TARGET/release/dealer_desk_scanner.wasm"

say() { printf '\033[1m[scanner]\033[0m %s\n' "$*"; }

inputs=("$CRATE/src" "$CRATE/no-clock" "$CRATE/Cargo.toml" "$CRATE/Cargo.lock" "$ROOT/scripts/build_scanner.sh")
if [ -f "$OUT" ] && [ -z "$(find "${inputs[@]}" -newer "$OUT" -print -quit 2>/dev/null)" ]; then
  exit 0
fi

export PATH="$HOME/.cargo/bin:$PATH"
if ! rustup target list --installed | grep -qx "$TARGET"; then
  say "adding the $TARGET target"
  rustup target add "$TARGET"
fi

say "building the decoder for $TARGET"
CARGO_INCREMENTAL=0 cargo build --quiet --locked --release --lib \
  --manifest-path "$CRATE/Cargo.toml" --target "$TARGET" --target-dir "$CRATE/target"

mkdir -p "$OUT_DIR"
tmp="$OUT_DIR/.decoder.wasm.tmp"
if [ -d "$ROOT/end2end/node_modules/.bin" ]; then
  export PATH="$ROOT/end2end/node_modules/.bin:$PATH"
fi
wasm_opt="$(command -v wasm-opt || true)"
case "${wasm_opt:+$(readlink -f "$wasm_opt")}" in
  "")
    say "no wasm-opt on PATH: the decoder is not shrunk further"
    cp "$BUILT" "$tmp" ;;
  /usr/bin/wasm-opt|/bin/wasm-opt)
    say "skipping Debian's wasm-opt ($wasm_opt): run scripts/setup.sh for binaryen from npm"
    cp "$BUILT" "$tmp" ;;
  *)
    wasm-opt -Oz --strip-debug --strip-producers --strip-target-features "$BUILT" -o "$tmp" ;;
esac
chmod 644 "$tmp"
mv "$tmp" "$OUT"

bytes="$(wc -c <"$OUT")"
gz="$(gzip -9 -c "$OUT" | wc -c)"
say "$(awk -v b="$bytes" -v g="$gz" 'BEGIN { printf "public/scanner/decoder.wasm: %.1f KB, %.1f KB gzipped", b / 1024, g / 1024 }')"
