# The benchmark's pieces, sourced by bench/run.sh (which sets ROOT, BENCH,
# OUT, PORT, BASE, DURATION, CONNS and PRESETS). Each section prints Markdown.

# The release build the harness measures: the same flags scripts/run.sh uses.
BUILD_FLAGS=(--release --precompress)

say() { printf '\033[1m[bench]\033[0m %s\n' "$*" >&2; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

# wrk and brotli from Debian, Lighthouse and Playwright from npm (bench/).
bench_install_tools() {
  local missing=()
  command -v wrk >/dev/null || missing+=(wrk)
  command -v brotli >/dev/null || missing+=(brotli)
  command -v curl >/dev/null || missing+=(curl)
  if [ ${#missing[@]} -gt 0 ]; then
    say "installing ${missing[*]}"
    as_root apt-get update -q >&2
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -q "${missing[@]}" >&2
  fi
  if [ ! -x "$BENCH/node_modules/.bin/lighthouse" ] \
     || [ "$BENCH/package-lock.json" -nt "$BENCH/node_modules/.package-lock.json" ]; then
    say "installing the benchmark's npm packages"
    (cd "$BENCH" && npm ci --no-audit --no-fund >&2)
  fi
}

# One key of [package.metadata.leptos] in Cargo.toml.
leptos_meta() {
  awk -v key="$1" '
    /^\[package\.metadata\.leptos\]/ { inside = 1; next }
    /^\[/ { inside = 0 }
    inside && $1 == key { sub(/^[^=]*=[ \t]*/, ""); gsub(/"/, ""); print; exit }
  ' "$ROOT/Cargo.toml"
}

SERVER_PID=""
SERVER_PIDS=()
SERVER_LOG=""

# Starts the release binary on the demo catalogue, on $PORT, with the Leptos
# settings cargo-leptos would give it; waits until /healthz answers. wrk and
# Lighthouse all come from one address, so the per-client limits are off.
start_server() {
  local exe="${1:-${CARGO_TARGET_DIR:-$ROOT/target}/release/dealer-desk}"
  local port="${2:-$PORT}" site="${3:-$(leptos_meta site-root)}"
  [ -x "$exe" ] || { echo "bench: no release binary at $exe" >&2; exit 1; }
  SERVER_LOG="$OUT/server-$port.log"
  # A data folder of its own, so two portals can run side by side.
  local data="$OUT/data-$port"
  rm -rf "$data"; mkdir -p "$data"
  env LEPTOS_OUTPUT_NAME="$(leptos_meta output-name)" \
    LEPTOS_SITE_ROOT="$site" \
    LEPTOS_SITE_PKG_DIR="$(leptos_meta site-pkg-dir)" \
    LEPTOS_HASH_FILES="$(leptos_meta hash-files | grep -q true && echo true || echo false)" \
    LEPTOS_SITE_ADDR="127.0.0.1:$port" LEPTOS_RELOAD_PORT="$((port + 1))" \
    DEALER_DESK_DATA_DIR="$data" \
    RUST_LOG="${BENCH_RUST_LOG:-warn}" \
    CLIENT_RATE_PER_SEC=0 CLIENT_MAX_PENDING=0 \
    "$exe" >>"$SERVER_LOG" 2>&1 &
  SERVER_PID=$!
  SERVER_PIDS+=("$SERVER_PID")
  local i
  for i in $(seq 1 600); do
    # Up, and its index ready (the pages measured read it).
    if curl -fsS "http://127.0.0.1:$port/healthz" 2>/dev/null | grep -q '"ready":true'; then return 0; fi
    if ! kill -0 "$SERVER_PID" 2>/dev/null; then
      echo "bench: the portal exited; see $SERVER_LOG" >&2; exit 1
    fi
    sleep 0.1
  done
  echo "bench: the portal on port $port was not ready within 60 s" >&2
  exit 1
}

stop_server() {
  local pid
  for pid in "${SERVER_PIDS[@]}"; do
    if kill -0 "$pid" 2>/dev/null; then
      kill "$pid" 2>/dev/null || true
      wait "$pid" 2>/dev/null || true
    fi
  done
  SERVER_PIDS=()
  SERVER_PID=""
}

# A release build of another commit, for side-by-side figures. Built once in
# a worktree of its own under bench/out/ (its target folder beside it, so
# this checkout's build is never overwritten) and kept: the binary, its
# hash list and its site folder. Prints the folder.
build_baseline() {
  local rev dir
  rev="$(git -C "$ROOT" rev-parse --short "$1")"
  dir="$OUT/baseline-$rev"
  if [ -x "$dir/dealer-desk" ] && [ -d "$dir/site" ]; then echo "$dir"; return; fi
  say "building the baseline $rev (once; kept in $dir)"
  [ -d "$dir/src" ] || git -C "$ROOT" worktree add --force --detach "$dir/src" "$rev" >&2
  (cd "$dir/src" && cargo leptos build "${BUILD_FLAGS[@]}" >&2)
  cp "$dir/src/target/release/dealer-desk" "$dir/dealer-desk"
  [ -f "$dir/src/target/release/hash.txt" ] && cp "$dir/src/target/release/hash.txt" "$dir/hash.txt"
  rm -rf "$dir/site" && cp -r "$dir/src/target/site" "$dir/site"
  echo "$dir"
}

# wrk on one URL; prints "req/s p50 p99".
wrk_once() {
  local url="$1" f="$2" lang="${3:-en}"
  wrk -t2 -c"$CONNS" -d"${DURATION}s" --latency -H 'Accept-Encoding: gzip, br' \
    -H "Accept-Language: $lang" "$url" >"$f" 2>&1
  printf '%s %s %s\n' "$(awk '/^Requests\/sec:/ { printf "%.0f", $2 }' "$f")" \
    "$(awk '$1 == "50%" { print $2 }' "$f")" "$(awk '$1 == "99%" { print $2 }' "$f")"
}

kb() { awk -v b="$1" 'BEGIN { printf "%.1f", b / 1024 }'; }

# Bytes of one URL as served for an Accept-Encoding. Prints "bytes encoding".
served_size() {
  local url="$1" enc="$2" hdr body
  hdr="$(mktemp)"; body="$(mktemp)"
  curl -fsS -H "Accept-Encoding: $enc" -D "$hdr" -o "$body" "$url"
  local got
  got="$(tr -d '\r' <"$hdr" | awk 'tolower($1) == "content-encoding:" { print $2 }' | tail -1)"
  printf '%s %s\n' "$(wc -c <"$body")" "${got:-identity}"
  rm -f "$hdr" "$body"
}

# "raw gz br" bytes of one URL: as served when the server compresses for that
# Accept-Encoding; otherwise compressed here and marked with a star.
asset_sizes() {
  local url="$1" raw gz br enc n tmp
  read -r raw _ < <(served_size "$url" identity)
  read -r n enc < <(served_size "$url" gzip)
  if [ "$enc" = gzip ]; then gz="$n"; else
    tmp="$(mktemp)"; curl -fsS -o "$tmp" "$url"; gz="$(gzip -9 -c "$tmp" | wc -c)*"; rm -f "$tmp"
  fi
  read -r n enc < <(served_size "$url" br)
  if [ "$enc" = br ]; then br="$n"; else
    tmp="$(mktemp)"; curl -fsS -o "$tmp" "$url"; br="$(brotli -q 11 -c "$tmp" | wc -c)*"; rm -f "$tmp"
  fi
  printf '%s %s %s\n' "$raw" "$gz" "$br"
}

# The /pkg/ files a page loads on first view, one a line: the stylesheet the
# HTML names, and the wasm and JS Chromium loaded (lazy islands' chunks too),
# read from $ASSETS (filled by browser_assets).
page_assets() {
  curl -fsS "$BASE$1" | grep -oE "/pkg/[A-Za-z0-9._/-]+\.css" | sort -u
  grep -F "$1 " "$ASSETS" | awk -v r="$1" '$1 == r { for (i = 2; i <= NF; i++) print $i }'
}

# Which wasm and JS files each route loads, as seen by Chromium.
browser_assets() {
  ASSETS="$OUT/assets.txt"
  node "$BENCH/assets.mjs" "$BASE" "$@" >"$ASSETS"
}

cache_control() {
  curl -fsS -o /dev/null -D - "$1" | tr -d '\r' \
    | awk 'tolower($1) == "cache-control:" { $1 = ""; sub(/^ /, ""); print }' | tail -1
}

section_transfer() {
  # Budgets: wasm+JS at most 100 KB brotli and under 176 kB gzip on every
  # route's first load; a list page's HTML at most 100 KB raw.
  local budget_br=$((100 * 1024)) budget_gz=176000 budget_html=$((100 * 1024)) route kind a s
  browser_assets "$@"
  echo
  echo "## First-load transfer (bytes; raw / gzip / brotli as served; * = not served compressed, compressed here for reference)"
  echo
  echo "| route | wasm | JS | CSS | HTML | wasm+JS brotli (≤ 100 KB) | wasm+JS gzip (< 176 kB) | HTML raw (≤ 100 KB) |"
  echo "|---|---|---|---|---|---|---|---|"
  for route in "$@"; do
    declare -A cell=([wasm]="—" [js]="—" [css]="—")
    local wasmjs_br=0 wasmjs_gz=0 starred=""
    for a in $(page_assets "$route"); do
      kind="${a##*.}"
      s="$(asset_sizes "$BASE$a")"
      # Several files of a kind (lazy chunks): their sizes add up.
      if [ "${cell[$kind]}" = "—" ]; then
        cell[$kind]="$(echo "$s" | awk '{ printf "%s / %s / %s", $1, $2, $3 }')"
      else
        cell[$kind]="$(echo "${cell[$kind]} $s" | awk '{ printf "%s / %s / %s", $1 + $6, $3 + $7, $5 + $8 }')"
      fi
      if [ "$kind" = wasm ] || [ "$kind" = js ]; then
        local br gz; br="$(echo "$s" | awk '{ print $3 }')"; gz="$(echo "$s" | awk '{ print $2 }')"
        [[ "$br$gz" == *'*'* ]] && starred="*"
        wasmjs_br=$((wasmjs_br + ${br%\*}))
        wasmjs_gz=$((wasmjs_gz + ${gz%\*}))
      fi
    done
    local sizes html html_raw; sizes="$(asset_sizes "$BASE$route")"
    html="$(echo "$sizes" | awk '{ printf "%s / %s / %s", $1, $2, $3 }')"
    html_raw="$(echo "$sizes" | awk '{ print $1 }')"
    local v_br=PASS v_gz=PASS v_html=PASS
    [ "$wasmjs_br" -le "$budget_br" ] || v_br=FAIL
    [ "$wasmjs_gz" -lt "$budget_gz" ] || v_gz=FAIL
    [ "$html_raw" -le "$budget_html" ] || v_html=FAIL
    echo "| \`$route\` | ${cell[wasm]} | ${cell[js]} | ${cell[css]} | $html | $(kb "$wasmjs_br") KB$starred $v_br | $((wasmjs_gz / 1000)) kB$starred $v_gz | $(kb "$html_raw") KB $v_html |"
    unset cell
  done
  echo
  echo "Cache-Control on the assets:"
  echo
  local cc
  for a in $(page_assets /) /; do
    cc="$(cache_control "$BASE$a")"
    echo "- \`$a\`: ${cc:-(none)}"
  done
}

# Sum of catalogue_upstream_requests_total, and per endpoint.
upstream_calls() {
  curl -fsS "$BASE/metrics" | awk '
    /^catalogue_upstream_requests_total[{ ]/ {
      v = $NF; total += v
      if (match($0, /endpoint="[^"]*"/)) { e = substr($0, RSTART + 10, RLENGTH - 11); per[e] += v }
    }
    END { printf "%d", total; for (e in per) printf " %s=%d", e, per[e]; printf "\n" }'
}

# Difference of two upstream_calls lines: "total (endpoint n, ...)".
calls_diff() {
  awk -v a="$1" -v b="$2" 'BEGIN {
    na = split(a, x, " "); nb = split(b, y, " ")
    for (i = 2; i <= na; i++) { split(x[i], kv, "="); before[kv[1]] = kv[2] }
    out = ""
    for (i = 2; i <= nb; i++) {
      split(y[i], kv, "="); d = kv[2] - before[kv[1]]
      if (d > 0) out = out (out == "" ? "" : ", ") kv[1] " " d
    }
    printf "%d", y[1] - x[1]; if (out != "") printf " (%s)", out; printf "\n"
  }'
}

section_calls() {
  local route a b c
  echo
  echo "## Supplier calls per page view (server render; from /metrics catalogue_upstream_requests_total)"
  echo
  echo "Cold: the first view on a freshly started portal. Warm: the next view, straight after."
  echo
  echo "| route | cold | warm |"
  echo "|---|---|---|"
  for route in "$@"; do
    stop_server; start_server
    a="$(upstream_calls)"
    curl -fsS -o /dev/null "$BASE$route"
    b="$(upstream_calls)"
    curl -fsS -o /dev/null "$BASE$route"
    c="$(upstream_calls)"
    echo "| \`$route\` | $(calls_diff "$a" "$b") | $(calls_diff "$b" "$c") |"
  done
  stop_server; start_server
}

section_wrk() {
  local route f rps p50 p99 non2xx errs
  echo
  echo "## SSR throughput, warm cache (wrk -t2 -c$CONNS -d${DURATION}s --latency, Accept-Encoding: gzip, br; loopback, wrk on the same cores)"
  echo
  echo "| route | req/s | p50 | p99 | non-2xx | socket errors |"
  echo "|---|---|---|---|---|---|"
  for route in "$@"; do
    curl -fsS -o /dev/null "$BASE$route"; curl -fsS -o /dev/null "$BASE$route"
    f="$OUT/wrk$(echo "$route" | tr '/?=&' '____').txt"
    read -r rps p50 p99 < <(wrk_once "$BASE$route" "$f")
    non2xx="$(awk '/Non-2xx or 3xx responses:/ { print $NF }' "$f")"
    errs="$(awk '/Socket errors:/ { sub(/^ *Socket errors: */, ""); print }' "$f")"
    echo "| \`$route\` | ${rps:-?} | ${p50:-?} | ${p99:-?} | ${non2xx:-0} | ${errs:-none} |"
  done
}

# Each language against English on the same routes, alternating, two runs
# each (the browser's Accept-Language chooses the language), and how many
# messages each language's translation file holds.
section_languages() {
  local route lang f e1 e2 l1 l2 x
  echo
  echo "## SSR throughput per language (wrk -t2 -c$CONNS -d${DURATION}s, alternating with English, two runs each)"
  echo
  echo "| route | language | English req/s | its req/s | change (best against best) |"
  echo "|---|---|---|---|---|"
  for route in "$@"; do
    for lang in de fr nl es; do
      f="$OUT/wrk-lang-$lang$(echo "$route" | tr '/?=&' '____')"
      curl -fsS -o /dev/null -H "Accept-Language: $lang" "$BASE$route"
      read -r e1 x x < <(wrk_once "$BASE$route" "$f-en1.txt" en)
      read -r l1 x x < <(wrk_once "$BASE$route" "$f-1.txt" "$lang")
      read -r e2 x x < <(wrk_once "$BASE$route" "$f-en2.txt" en)
      read -r l2 x x < <(wrk_once "$BASE$route" "$f-2.txt" "$lang")
      local eb=$((e1 > e2 ? e1 : e2)) lb=$((l1 > l2 ? l1 : l2))
      echo "| \`$route\` | $lang | $e1, $e2 | $l1, $l2 | $(awk -v a="$eb" -v b="$lb" 'BEGIN { printf "%+.1f%%", (b - a) * 100 / a }') |"
    done
  done
  echo
  echo "| language | messages |"
  echo "|---|---|"
  for f in "$ROOT"/crates/shop/locales/*.ftl; do
    echo "| $(basename "$f" .ftl) | $(grep -c '^[a-z][a-z0-9-]* =' "$f") |"
  done
}

# The same routes on this build and on a baseline portal (at $2), side by
# side: two runs each, alternating baseline and this build, so both see
# the same machine. $1 names the baseline.
section_wrk_compare() {
  local name="$1" other="$2" route f a1 a2 b1 b2 x
  shift 2
  echo
  echo "## SSR throughput against $name (wrk -t2 -c$CONNS -d${DURATION}s, alternating, two runs each)"
  echo
  echo "| route | $name req/s | this build req/s | change (best against best) |"
  echo "|---|---|---|---|"
  for route in "$@"; do
    for x in "$other" "$BASE"; do curl -fsS -o /dev/null "$x$route"; curl -fsS -o /dev/null "$x$route"; done
    f="$OUT/wrk-compare$(echo "$route" | tr '/?=&' '____')"
    read -r a1 _ _ < <(wrk_once "$other$route" "$f-base1.txt")
    read -r b1 _ _ < <(wrk_once "$BASE$route" "$f-this1.txt")
    read -r a2 _ _ < <(wrk_once "$other$route" "$f-base2.txt")
    read -r b2 _ _ < <(wrk_once "$BASE$route" "$f-this2.txt")
    echo "| \`$route\` | ${a1:-?}, ${a2:-?} | ${b1:-?}, ${b2:-?} | $(awk -v a1="${a1:-0}" -v a2="${a2:-0}" -v b1="${b1:-0}" -v b2="${b2:-0}" \
      'BEGIN { a = a1 > a2 ? a1 : a2; b = b1 > b2 ? b1 : b2; if (a > 0) printf "%+.1f%%", (b - a) * 100 / a; else print "?" }') |"
  done
}

section_lighthouse() {
  local route f flags preset
  flags="--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync"
  for preset in $PRESETS; do
  echo
  echo "## Lighthouse ($preset preset; Chromium from Debian)"
  echo
  echo "| page | performance | accessibility | best practices | LCP | TBT | CLS |"
  echo "|---|---|---|---|---|---|---|"
  for route in "$@"; do
    f="$OUT/lighthouse-$preset$(echo "$route" | tr '/?=&' '____').json"
    local preset_flag=()
    # "mobile" is Lighthouse's own default (a mid-range phone on a slow 4G link).
    [ "$preset" = mobile ] || preset_flag=(--preset="$preset")
    # Lighthouse is run twice; the second run (warm server) is the one reported.
    for _ in 1 2; do
      CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}" "$BENCH/node_modules/.bin/lighthouse" "$BASE$route" \
        --quiet "${preset_flag[@]}" --chrome-flags="$flags" \
        --only-categories=performance,accessibility,best-practices \
        --output=json --output-path="$f" >&2 2>/dev/null || true
    done
    node -e '
      const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
      const c = r.categories, a = r.audits;
      const s = (k) => (c[k] && c[k].score != null ? Math.round(c[k].score * 100) : "?");
      const failed = Object.values(a).filter((x) => x.score !== null && x.score < 1 &&
        ["binary", "numeric"].includes(x.scoreDisplayMode) && x.details && x.details.type !== "opportunity" &&
        !["largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "first-contentful-paint", "speed-index", "interactive", "max-potential-fid"].includes(x.id))
        .map((x) => x.id);
      console.log(`| \`${process.argv[2]}\` | ${s("performance")} | ${s("accessibility")} | ${s("best-practices")} | ` +
        `${a["largest-contentful-paint"].displayValue} | ${a["total-blocking-time"].displayValue} | ${a["cumulative-layout-shift"].displayValue} |`);
      if (failed.length) console.error(`lighthouse ${process.argv[2]}: flagged ${failed.join(", ")}`);
    ' "$f" "$route" || echo "| \`$route\` | (Lighthouse failed, see $f) | | | | | |"
  done
  done
}

section_journey() {
  echo
  echo "## Counter journey (type a SKU in the header box, Enter, until price and stock badge are visible)"
  echo
  rm -f "$OUT/journey.json"
  (cd "$BENCH" && BASE_URL="$BASE" npx playwright test --config playwright.config.ts >&2) || true
  if [ -f "$OUT/journey.json" ]; then
    node -e '
      const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
      const t = [...r.times].sort((a, b) => a - b);
      const q = (p) => t[Math.min(t.length - 1, Math.floor(p * t.length))];
      const med = t.length % 2 ? t[(t.length - 1) / 2] : (t[t.length / 2 - 1] + t[t.length / 2]) / 2;
      console.log("| runs | median | p90 | min | max | budget 300 ms |");
      console.log("|---|---|---|---|---|---|");
      console.log(`| ${t.length} warm | ${med.toFixed(0)} ms | ${q(0.9).toFixed(0)} ms | ${t[0].toFixed(0)} ms | ${t[t.length - 1].toFixed(0)} ms | ${med < 300 ? "PASS" : "FAIL"} |`);
    ' "$OUT/journey.json"
  else
    echo "(the journey did not complete; see the Playwright output above)"
  fi
}

# The first page of a freshly started portal (its index synced, as the
# journeys meet it) in a fresh browser, five times: first paint, the wasm's
# arrival and hydration, in milliseconds from the navigation's start.
section_cold() {
  local i line
  echo
  echo "## A cold portal's first page: first paint to hydrated"
  echo
  echo "Each run: a new portal process and data folder, its first full sync done, then \\`/\\` in a new browser (nothing cached)."
  echo
  echo "| run | HTML | first paint | wasm loaded | hydrated | paint to hydrated |"
  echo "|---|---|---|---|---|---|"
  for i in 1 2 3 4 5; do
    stop_server; start_server
    wait_index_ready
    line="$(node "$BENCH/cold.mjs" "$BASE" /)"
    echo "$line" | node -e '
      const t = JSON.parse(require("fs").readFileSync(0, "utf8"));
      console.log(`| '"$i"' | ${t.html_ms} ms | ${t.paint_ms} ms | ${t.wasm_ms} ms | ${t.hydrated_ms} ms | ${t.paint_to_hydrated_ms} ms |`);'
  done
  stop_server; start_server
}

# Waits (up to 120 s) until the index's first full sync has finished.
wait_index_ready() {
  local _
  for _ in $(seq 1 1200); do
    if curl -fsS -o /dev/null "$BASE/healthz/ready" 2>/dev/null; then return 0; fi
    sleep 0.1
  done
  echo "bench: the index did not become ready" >&2
  return 1
}
