#!/usr/bin/env bash
# The speed and weight benchmark: builds the release, serves it on the demo
# catalogue, measures, and prints one report (tables) on stdout.
#
#   bash bench/run.sh
#
# Measures, per route: first-load transfer (wasm, JS, CSS and the HTML, raw,
# gzip and brotli as served), SSR throughput on a warm cache (wrk, 32
# connections), supplier calls per page view (cold and warm, from /metrics),
# Lighthouse scores, and the browser timing of the counter journey.
#
# Environment (all optional):
#   BENCH_PORT=3200          port of the portal under test (reload port: +1)
#   BENCH_DURATION=20        seconds of wrk per route
#   BENCH_CONNECTIONS=32     wrk connections
#   BENCH_SKIP_BUILD=1       measure the last release build as it is
#   BENCH_BASELINE=<commit>  also serve that commit's release build (built once,
#                            kept under bench/out/) and measure SSR throughput
#                            side by side with this build ("compare" section)
#   BENCH_ONLY="transfer wrk languages calls cold lighthouse journey"   sections to run
#   LIGHTHOUSE_PRESETS="mobile desktop"   Lighthouse presets to run ("mobile" is Lighthouse's own default)
#
# Installs what it needs (wrk, brotli, the npm packages in bench/) when missing.
# Raw output (wrk text, Lighthouse JSON, journey timings) stays in bench/out/.
set -euo pipefail
BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$BENCH/.." && pwd)"
# shellcheck source=../scripts/setup.sh
source "$ROOT/scripts/setup.sh" >&2
# shellcheck source=lib.sh
source "$BENCH/lib.sh"
cd "$ROOT"

PORT="${BENCH_PORT:-3200}"
DURATION="${BENCH_DURATION:-20}"
CONNS="${BENCH_CONNECTIONS:-32}"
ONLY="${BENCH_ONLY:-transfer wrk languages compare calls cold lighthouse journey}"
PRESETS="${LIGHTHOUSE_PRESETS:-mobile desktop}"
BASE="http://127.0.0.1:$PORT"
OUT="$BENCH/out"
mkdir -p "$OUT"
wants() { [[ " $ONLY " == *" $1 "* ]]; }

bench_install_tools

BASELINE_DIR=""
if [ -n "${BENCH_BASELINE:-}" ] && wants compare; then
  BASELINE_DIR="$(build_baseline "$BENCH_BASELINE")"
fi

# The release build, exactly as scripts/run.sh serves it.
if [ "${BENCH_SKIP_BUILD:-0}" != 1 ]; then
  say "building the release (cargo leptos build ${BUILD_FLAGS[*]})"
  cargo leptos build "${BUILD_FLAGS[@]}" >&2
fi

trap 'stop_server' EXIT

# Any real SKU and list page: read from a running portal.
start_server
SKU="$(curl -fsS "$BASE/search" | grep -o 'data-sku="[^"]*"' | head -1 | sed 's/data-sku="//;s/"$//')"
CATEGORY="$(curl -fsS "$BASE/categories" | grep -o 'href="/categories/[0-9][0-9]*"' | head -1 | sed 's/href="//;s/"$//')"
[ -n "$SKU" ] || { echo "bench: no SKU found on /search" >&2; exit 1; }
[ -n "$CATEGORY" ] || { echo "bench: no category found on /categories" >&2; exit 1; }
ROUTES=("/" "/search" "$CATEGORY" "/product/$SKU" "/stock")

{
  echo "# Dealer Desk speed and weight"
  echo
  echo "$(date -u '+%Y-%m-%d %H:%M UTC') · commit $(git rev-parse --short HEAD)$(git diff --quiet || echo '+changes')" \
    "· $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) · demo catalogue · build: cargo leptos build ${BUILD_FLAGS[*]}"
} > "$OUT/report.md"

if wants transfer; then
  say "first-load transfer"
  section_transfer "${ROUTES[@]}" >> "$OUT/report.md"
fi

if wants calls; then
  say "supplier calls per page view (a fresh portal per route)"
  section_calls "${ROUTES[@]}" >> "$OUT/report.md"
fi

if wants cold; then
  say "a cold portal's first page, five fresh starts"
  section_cold >> "$OUT/report.md"
fi

if wants wrk; then
  say "SSR throughput: wrk, $CONNS connections, ${DURATION}s per route"
  section_wrk "${ROUTES[@]}" >> "$OUT/report.md"
fi

if wants languages; then
  say "SSR throughput per language against English"
  section_languages "/" "/product/$SKU" >> "$OUT/report.md"
fi

if [ -n "$BASELINE_DIR" ]; then
  say "SSR throughput side by side with $BENCH_BASELINE"
  BASE_PORT=$((PORT + 10))
  start_server "$BASELINE_DIR/dealer-desk" "$BASE_PORT" "$BASELINE_DIR/site"
  section_wrk_compare "$(basename "$BASELINE_DIR" | sed 's/^baseline-//')" "http://127.0.0.1:$BASE_PORT" "${ROUTES[@]}" "/search?q=brake" >> "$OUT/report.md"
fi

if wants lighthouse; then
  say "Lighthouse ($PRESETS) on home, search, a category page and a product page"
  section_lighthouse "/" "/search" "$CATEGORY" "/product/$SKU" >> "$OUT/report.md"
fi

if wants journey; then
  say "counter journey (Playwright, 20 warm runs)"
  section_journey >> "$OUT/report.md"
fi

cat "$OUT/report.md"
