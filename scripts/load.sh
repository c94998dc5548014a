#!/usr/bin/env bash
# Load test: a release build of the portal on the embedded demo catalogue,
# driven by wrk with a mix of home, search, list (category and brand), product
# and bulk stock-check requests. Prints requests per second, p50/p99 latency,
# errors (socket errors and non-2xx answers), peak memory of the portal, and
# how many calls reached the supplier during the run (from /metrics).
# Not part of scripts/test.sh: it takes a few minutes and its figures depend on
# the machine. Fails when any request failed.
#
# Settings (environment): LOAD_PORT (3200), LOAD_DURATION (60s),
# LOAD_CONNECTIONS (64), LOAD_THREADS (2), LOAD_SKIP_BUILD=1 to use the
# release build as it is, LOAD_BIN and LOAD_SITE_ROOT to run another build.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PORT="${LOAD_PORT:-3200}"
DURATION="${LOAD_DURATION:-60s}"
CONNECTIONS="${LOAD_CONNECTIONS:-64}"
THREADS="${LOAD_THREADS:-2}"
BASE="http://127.0.0.1:$PORT"

note() { printf '\033[1m[load]\033[0m %s\n' "$*"; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

if ! command -v wrk >/dev/null 2>&1; then
  note "installing wrk (Debian)"
  as_root apt-get update -q
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -q wrk
fi

# shellcheck source=setup.sh
source "$ROOT/scripts/setup.sh"
cd "$ROOT"
TARGET="${CARGO_TARGET_DIR:-$ROOT/target}"
if [ "${LOAD_SKIP_BUILD:-0}" != "1" ]; then
  note "building the release binary"
  cargo leptos build --release
fi

WORK="$(mktemp -d)"
PID=""
cleanup() {
  if [ -n "$PID" ]; then kill "$PID" 2>/dev/null || true; wait "$PID" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

note "starting the portal on $BASE (demo catalogue)"
# wrk plays many people from one address: the per-client limits are off.
CLIENT_RATE_PER_SEC=0 CLIENT_MAX_PENDING=0 \
LEPTOS_SITE_ROOT="${LOAD_SITE_ROOT:-$ROOT/target/site}" LEPTOS_SITE_ADDR="127.0.0.1:$PORT" RUST_LOG=warn \
  "${LOAD_BIN:-$TARGET/release/dealer-desk}" >"$WORK/portal.log" 2>&1 &
PID=$!
for _ in $(seq 1 100); do
  curl -fs "$BASE/healthz" >/dev/null 2>&1 && break
  sleep 0.2
done
curl -fs "$BASE/healthz" >/dev/null || { note "the portal did not start"; cat "$WORK/portal.log"; exit 1; }
# Lists come from the catalogue index: wait for its first full sync.
note "waiting for the catalogue index's first sync"
for _ in $(seq 1 600); do
  curl -fs "$BASE/healthz" | grep -q '"ready":true' && break
  sleep 0.2
done

# Real ids and SKUs from the running portal, for the request mix.
curl -fs "$BASE/search?sort=sku" >"$WORK/search.html"
curl -fs "$BASE/search?sort=-price" >>"$WORK/search.html"
curl -fs "$BASE/categories" >"$WORK/categories.html"
curl -fs "$BASE/brands" >"$WORK/brands.html"
skus=$(grep -o 'data-sku="[^"]*"' "$WORK/search.html" | cut -d'"' -f2 | sort -u | head -80)
cats=$(grep -o 'href="/categories/[0-9]*"' "$WORK/categories.html" | grep -o '[0-9]*' | sort -u | head -30)
brands=$(grep -o 'href="/brands/[0-9]*"' "$WORK/brands.html" | grep -o '[0-9]*' | sort -u | head -30)
[ -n "$skus" ] && [ -n "$cats" ] && [ -n "$brands" ] || { note "could not read SKUs, categories or brands"; exit 1; }
lua_list() { printf '%s\n' "$@" | sed 's/.*/"&",/' | tr -d '\n'; }

cat >"$WORK/mix.lua" <<LUA
-- The request mix: 10% home, 25% search, 25% lists, 30% products, 10% bulk stock.
local skus = { $(lua_list $skus) }
local cats = { $(lua_list $cats) }
local brands = { $(lua_list $brands) }
local words = { "kit", "pro", "black", "lever", "guard", "bolt", "mirror", "chain", "light", "rack" }
local form = { ["Content-Type"] = "application/x-www-form-urlencoded" }

local function pick(t) return t[math.random(#t)] end

local function encode(s)
  return (s:gsub("[^%w%-%._~]", function(c) return string.format("%%%02X", string.byte(c)) end))
end

local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("seed", os.time() + threads)
end

function init(args) math.randomseed(seed) end

function request()
  local r = math.random(100)
  if r <= 10 then
    return wrk.format("GET", "/")
  elseif r <= 35 then
    local q = "/search?q=" .. pick(words)
    if math.random(3) == 1 then q = q .. "&sort=-price" end
    return wrk.format("GET", q)
  elseif r <= 60 then
    if math.random(2) == 1 then
      return wrk.format("GET", "/categories/" .. pick(cats))
    end
    return wrk.format("GET", "/brands/" .. pick(brands) .. "?page=" .. math.random(2))
  elseif r <= 90 then
    return wrk.format("GET", "/product/" .. encode(pick(skus)))
  else
    local list = {}
    for i = 1, 20 do list[i] = pick(skus) end
    return wrk.format("POST", "/stock", form, "skus=" .. encode(table.concat(list, "\n")))
  end
end

function done(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.timeout + summary.errors.status
  io.write(string.format("RESULT requests=%d rps=%.1f p50_ms=%.1f p90_ms=%.1f p99_ms=%.1f max_ms=%.1f socket_errors=%d non2xx=%d errors=%d\n",
    summary.requests, summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(90) / 1000,
    latency:percentile(99) / 1000, latency.max / 1000,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.errors.status, errors))
end
LUA

supplier_calls() {
  curl -fs "$BASE/metrics" | awk '/^catalogue_upstream_requests_total\{/ { s += $NF } END { printf "%d", s }'
}
metric() { curl -fs "$BASE/metrics" | awk -v s="$1" 'index($0, s " ") == 1 { print $NF; exit }'; }
rss_kb() { awk '/^VmRSS/ { print $2 }' "/proc/$PID/status"; }

# Warm the cache first: every page the mix can ask for, once. The run then
# measures a portal in its working day, not its first minute (a cold start
# is bounded by the portal's own supplier budget, CATALOGUE_RATE_PER_SEC).
note "warming the cache (every list and product page of the mix, once)"
{
  echo /
  for w in kit pro black lever guard bolt mirror chain light rack; do echo "/search?q=$w"; echo "/search?q=$w&sort=-price"; done
  for c in $cats; do echo "/categories/$c"; done
  for b in $brands; do echo "/brands/$b?page=1"; echo "/brands/$b?page=2"; done
  for k in $skus; do echo "/product/$(printf '%s' "$k" | jq -sRr @uri 2>/dev/null || printf '%s' "$k")"; done
} | sed "s|^|$BASE|" | xargs -P 4 -n 1 curl -s -o /dev/null --max-time 30 || true
calls_before=$(supplier_calls)
rss_before=$(rss_kb)
note "wrk: $CONNECTIONS connections, $THREADS threads, $DURATION"
( peak=0; while kill -0 "$PID" 2>/dev/null; do
    r=$(rss_kb 2>/dev/null || echo 0); [ "${r:-0}" -gt "$peak" ] && peak=$r && echo "$peak" >"$WORK/peak"
    sleep 0.5
  done ) &
SAMPLER=$!
wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --timeout 10s --latency -s "$WORK/mix.lua" "$BASE" | tee "$WORK/wrk.txt"
kill "$SAMPLER" 2>/dev/null || true
calls_after=$(supplier_calls)
curl -fs "$BASE/metrics" >"$WORK/metrics.txt"
rss_after=$(rss_kb)
peak=$(cat "$WORK/peak" 2>/dev/null || echo "$rss_after")
hwm=$(awk '/^VmHWM/ { print $2 }' "/proc/$PID/status")

result=$(grep '^RESULT' "$WORK/wrk.txt")
echo
echo "== Dealer Desk load test ($CONNECTIONS connections, $DURATION, demo catalogue) =="
echo "$result" | tr ' ' '\n' | tail -n +2 | sed 's/=/: /'
echo "rss_before_mb: $((rss_before / 1024))"
echo "rss_peak_mb: $((peak / 1024)) (sampled every 0.5 s; kernel high-water mark $((hwm / 1024)) MB)"
echo "rss_after_mb: $((rss_after / 1024))"
echo "supplier_calls_during_run: $((calls_after - calls_before)) (before $calls_before, after $calls_after)"
echo "stock: shown old while refreshed behind the page: $(metric catalogue_stock_served_old_total); refreshes started: $(metric catalogue_stock_refreshed_total); left checking: $(metric catalogue_stock_pending_total)"
echo "allowance granted (person / batch): $(metric 'catalogue_calls_granted_total{class="person"}') / $(metric 'catalogue_calls_granted_total{class="batch"}')"
echo "supplier calls by endpoint and outcome (whole life of the portal):"
grep '^catalogue_upstream_requests_total{' "$WORK/metrics.txt" | sed 's/^catalogue_upstream_requests_total/  /'
errors=$(echo "$result" | grep -o 'errors=[0-9]*' | tail -1 | cut -d= -f2)
if [ "${errors:-1}" != "0" ]; then
  note "FAILED: $errors requests failed"
  tail -20 "$WORK/portal.log"
  exit 1
fi
note "no request failed"
