#!/usr/bin/env bash
# More than one portal, for real: Debian's PostgreSQL and Redis (or Valkey)
# and nginx, started as this user's own processes in a temporary folder on
# free ports; one demo catalogue playing the supplier; two release portals
# behind nginx sharing the database and the limits. Checks and prints:
#   - supplier calls per minute during a first sync, with one and two portals,
#     and the seconds a second portal takes to serve a ready catalogue;
#   - a sign-in on one portal opens pages on the other; a quote line added
#     through one is on the other;
#   - requests/s and p99 through nginx with one and with two portals;
#   - failed requests when a portal is killed (SIGKILL) or stopped (SIGTERM)
#     during a load run;
#   - supplier calls stay within one allowance (no 429 from the supplier);
#   - with the Redis server stopped, pages still answer.
# Not part of scripts/test.sh (a few minutes, figures depend on the machine).
# Fails when a check fails.
#
# Settings (environment): CLUSTER_SKIP_BUILD=1 to use the release build as
# it is; CLUSTER_PRODUCTS (20000), CLUSTER_SEARCH_LATENCY_MS (1500: each
# search of the first sync takes this long), CLUSTER_LOAD_SECS (20),
# CLUSTER_CONNECTIONS (32), CLUSTER_KEEP=1 to leave the folder for reading.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PRODUCTS="${CLUSTER_PRODUCTS:-20000}"
SEARCH_LATENCY_MS="${CLUSTER_SEARCH_LATENCY_MS:-1500}"
LOAD_SECS="${CLUSTER_LOAD_SECS:-20}"
CONNECTIONS="${CLUSTER_CONNECTIONS:-32}"
# The supplier's allowance for the portals' one key, and the demo's limit.
ALLOWANCE=10

note() { printf '\033[1m[cluster]\033[0m %s\n' "$*"; }
fail() { printf '\033[1;31m[cluster] FAILED:\033[0m %s\n' "$*"; FAILED=1; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
FAILED=0

# --- what this needs, installed when missing (Debian's packages) ---------
need=()
ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 || need+=(postgresql)
command -v redis-server >/dev/null 2>&1 || command -v valkey-server >/dev/null 2>&1 || need+=(redis-server)
command -v nginx >/dev/null 2>&1 || need+=(nginx)
command -v wrk >/dev/null 2>&1 || need+=(wrk)
command -v curl >/dev/null 2>&1 || need+=(curl)
if [ ${#need[@]} -gt 0 ]; then
  note "installing ${need[*]} (Debian)"
  as_root apt-get update -q
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -q "${need[@]}"
fi
# The packages' own services are not used: stop any the install started.
if [ "${#need[@]}" -gt 0 ] && command -v systemctl >/dev/null 2>&1; then
  as_root systemctl stop postgresql redis-server nginx 2>/dev/null || true
fi
PGBIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
REDIS_SERVER="$(command -v valkey-server || command -v redis-server)"
REDIS_CLI="$(command -v valkey-cli || command -v redis-cli)"

# shellcheck source=setup.sh
source "$ROOT/scripts/setup.sh"
cd "$ROOT"
TARGET="${CARGO_TARGET_DIR:-$ROOT/target}"
BIN="$TARGET/release/dealer-desk"
if [ "${CLUSTER_SKIP_BUILD:-0}" != "1" ]; then
  note "building the release binary"
  cargo leptos build --release
fi

WORK="$(mktemp -d /tmp/dd-cluster.XXXXXX)"
chmod 755 "$WORK"
PIDS=()
# Postgres refuses to run as root: as root, it runs as the postgres user.
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
cleanup() {
  for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${PIDS[@]}"; do wait "$p" 2>/dev/null || true; done
  [ -f "$WORK/nginx/nginx.pid" ] && kill "$(cat "$WORK/nginx/nginx.pid")" 2>/dev/null || true
  "$REDIS_CLI" -p "$REDIS_PORT" shutdown nosave >/dev/null 2>&1 || true
  as_pg "$PGBIN/pg_ctl" -D "$WORK/pg" -m immediate stop >/dev/null 2>&1 || true
  if [ "${CLUSTER_KEEP:-0}" = "1" ]; then note "left $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT

# Seconds since a `date +%s.%N`, to a tenth.
since() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }'; }
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
PG_PORT=$(free_port); REDIS_PORT=$(free_port); DEMO_PORT=$(free_port)
P1_PORT=$(free_port); P2_PORT=$(free_port); LB_PORT=$(free_port); LB1_PORT=$(free_port)
LB="http://127.0.0.1:$LB_PORT"

# --- the engines --------------------------------------------------------
PG_VERSION="$("$PGBIN/postgres" --version | awk '{print $3}')"
REDIS_VERSION="$("$REDIS_SERVER" --version | awk '{print $1, $3}' | sed 's/v=//')"
note "starting PostgreSQL $PG_VERSION on port $PG_PORT"
mkdir -p "$WORK/pg" && [ "$(id -u)" -eq 0 ] && chown postgres "$WORK/pg"
as_pg "$PGBIN/initdb" -D "$WORK/pg" -U desk --auth=trust >"$WORK/initdb.log"
as_pg "$PGBIN/pg_ctl" -D "$WORK/pg" -l "$WORK/pg/server.log" -w \
  -o "-p $PG_PORT -k $WORK/pg -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null
DATABASE_URL="postgres://desk@127.0.0.1:$PG_PORT/desk"
as_pg "$PGBIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U desk desk
fresh_database() {
  as_pg "$PGBIN/dropdb" -h 127.0.0.1 -p "$PG_PORT" -U desk --if-exists --force desk
  as_pg "$PGBIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U desk desk
}

note "starting $REDIS_VERSION on port $REDIS_PORT"
mkdir -p "$WORK/redis"
start_redis() {
  "$REDIS_SERVER" --port "$REDIS_PORT" --bind 127.0.0.1 --dir "$WORK/redis" --save '' \
    --appendonly no --daemonize yes --pidfile "$WORK/redis/pid" --logfile "$WORK/redis/log"
  for _ in $(seq 1 50); do "$REDIS_CLI" -p "$REDIS_PORT" ping >/dev/null 2>&1 && return; sleep 0.1; done
}
start_redis
REDIS_URL="redis://127.0.0.1:$REDIS_PORT/"

KEY="cluster-demo-key-$(head -c 8 /dev/urandom | od -An -tx1 | tr -d ' \n')"
note "starting the demo catalogue: $PRODUCTS products, ${SEARCH_LATENCY_MS} ms a search, $ALLOWANCE calls/s for the key"
"$BIN" demo-catalogue --addr "127.0.0.1:$DEMO_PORT" --api-key "$KEY" --products "$PRODUCTS" \
  --rate-limit "$ALLOWANCE" --burst 20 --search-latency-ms "$SEARCH_LATENCY_MS" \
  >"$WORK/demo.log" 2>&1 &
PIDS+=($!)

# One account, known to both portals.
printf 'cluster-pass-%s' "$KEY" >"$WORK/password"
echo "counter:$("$BIN" hash-password <"$WORK/password")" >"$WORK/users"

# --- the portals ----------------------------------------------------------
declare -A PORTAL_PID
start_portal() { # name port
  local name=$1 port=$2
  mkdir -p "$WORK/$name"
  CATALOGUE_BASE_URL="http://127.0.0.1:$DEMO_PORT" CATALOGUE_API_KEY="$KEY" \
  CATALOGUE_RATE_PER_SEC="$ALLOWANCE" CATALOGUE_RATE_BURST=10 \
  DATABASE_URL="$DATABASE_URL" REDIS_URL="$REDIS_URL" \
  DEALER_DESK_DATA_DIR="$WORK/$name/data" DEALER_DESK_USERS_FILE="$WORK/users" \
  SHUTDOWN_NOTICE_SECS=2 CLIENT_RATE_PER_SEC=0 CLIENT_MAX_PENDING=0 DEALER_DESK_TRUST_PROXY=true \
  LEPTOS_SITE_ROOT="$ROOT/target/site" LEPTOS_SITE_ADDR="127.0.0.1:$port" RUST_LOG=info \
    "$BIN" >>"$WORK/$name/portal.log" 2>&1 &
  PORTAL_PID[$name]=$!
  PIDS+=($!)
  for _ in $(seq 1 100); do curl -fs "http://127.0.0.1:$port/healthz/live" >/dev/null 2>&1 && return; sleep 0.1; done
  fail "$name did not start"; tail -20 "$WORK/$name/portal.log"; exit 1
}
stop_portal() { # name signal
  local pid=${PORTAL_PID[$1]}
  kill "-$2" "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
}
wait_ready() { # port max_secs; prints seconds waited
  local start now
  start=$(date +%s.%N)
  for _ in $(seq 1 $(($2 * 10))); do
    if curl -fs "http://127.0.0.1:$1/healthz/ready" >/dev/null 2>&1; then
      since "$start"; return 0
    fi
    sleep 0.1
  done
  return 1
}
supplier_calls() { # port [endpoint]: calls this portal made to the supplier
  curl -fs "http://127.0.0.1:$1/metrics" |
    awk -v e="${2:-}" '/^catalogue_upstream_requests_total\{/ && (e == "" || index($0, "endpoint=\"" e "\"")) { s += $NF } END { printf "%d", s }'
}
supplier_429s() { # port
  curl -fs "http://127.0.0.1:$1/metrics" |
    awk '/^catalogue_upstream_requests_total\{/ && /status="429"/ { s += $NF } END { printf "%d", s }'
}

# --- 1. a first sync: two portals at once, then one ----------------------
note "1. two portals starting together on an empty database"
start_portal p1 "$P1_PORT"
start_portal p2 "$P2_PORT"
t=$(date +%s.%N)
wait_ready "$P1_PORT" 900 >/dev/null || { fail "p1 never became ready"; exit 1; }
wait_ready "$P2_PORT" 900 >/dev/null || { fail "p2 never became ready"; exit 1; }
two_secs=$(since "$t")
two_calls=$(( $(supplier_calls "$P1_PORT") + $(supplier_calls "$P2_PORT") ))
two_syncers=$(for p in "$P1_PORT" "$P2_PORT"; do curl -fs "http://127.0.0.1:$p/healthz" | grep -o '"sync_role":"[a-z]*"'; done | sort | uniq -c | tr '\n' ' ')
stop_portal p1 TERM; stop_portal p2 TERM

note "   one portal alone, from an empty database and data folder"
fresh_database; rm -rf "$WORK/p1/data" "$WORK/p2/data"
start_portal p1 "$P1_PORT"
t=$(date +%s.%N)
wait_ready "$P1_PORT" 900 >/dev/null || { fail "p1 never became ready"; exit 1; }
one_secs=$(since "$t")
one_calls=$(supplier_calls "$P1_PORT")

note "   a second portal joining a ready one"
p1_before=$(supplier_calls "$P1_PORT")
start_portal p2 "$P2_PORT"
join_secs=$(wait_ready "$P2_PORT" 300) || { fail "p2 never became ready"; join_secs=-1; }
p2_searches=$(supplier_calls "$P2_PORT" search)
[ "$p2_searches" = "0" ] || fail "the joining portal searched the supplier $p2_searches times"

# --- 2. shared sign-in and quote lists ---------------------------------------
note "2. a sign-in on one portal, a page on the other; a quote line through one, seen on the other"
jar="$WORK/cookies"
curl -fs -o /dev/null -c "$jar" -H 'Sec-Fetch-Site: same-origin' \
  --data-urlencode "username=counter" --data-urlencode "password@$WORK/password" \
  "http://127.0.0.1:$P1_PORT/login" || true
status=$(curl -s -o /dev/null -w '%{http_code}' -b "$jar" "http://127.0.0.1:$P2_PORT/quotes")
if [ "$status" = "200" ]; then signin_shared=yes; else signin_shared="no ($status)"; fail "a session from p1 did not open /quotes on p2 ($status)"; fi
sku=$(curl -fs -b "$jar" "http://127.0.0.1:$P1_PORT/search?sort=sku" | grep -o 'data-sku="[^"]*"' | head -1 | cut -d'"' -f2)
curl -s -o /dev/null -b "$jar" -H 'Sec-Fetch-Site: same-origin' \
  --data-urlencode "quote=new" --data-urlencode "sku=$sku" --data-urlencode "qty=3" \
  "http://127.0.0.1:$P1_PORT/quotes/add"
if curl -fs -b "$jar" "http://127.0.0.1:$P2_PORT/quotes" | grep -q "href=\"/quotes/"; then
  list=$(curl -fs -b "$jar" "http://127.0.0.1:$P2_PORT/quotes" | grep -o 'href="/quotes/[A-Za-z0-9_-]*"' | grep -v '/quotes/new' | head -1 | cut -d'"' -f2)
  if curl -fs -b "$jar" "http://127.0.0.1:$P2_PORT$list" | grep -qF "$sku"; then quote_shared=yes; else quote_shared=no; fi
else
  quote_shared=no
fi
[ "$quote_shared" = yes ] || fail "a quote line added through p1 was not on p2"

# --- 3. load through nginx ---------------------------------------------------
mkdir -p "$WORK/nginx"/{body,proxy,fastcgi,uwsgi,scgi}
# nginx's workers may run as another user: its temporary folders are theirs too.
chmod 777 "$WORK/nginx"/{body,proxy,fastcgi,uwsgi,scgi}
cat >"$WORK/nginx/nginx.conf" <<NGINX
worker_processes 1;
pid $WORK/nginx/nginx.pid;
error_log $WORK/nginx/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path $WORK/nginx/body;
  proxy_temp_path $WORK/nginx/proxy;
  fastcgi_temp_path $WORK/nginx/fastcgi;
  uwsgi_temp_path $WORK/nginx/uwsgi;
  scgi_temp_path $WORK/nginx/scgi;
  upstream both { server 127.0.0.1:$P1_PORT max_fails=1 fail_timeout=3s; server 127.0.0.1:$P2_PORT max_fails=1 fail_timeout=3s; keepalive 64; }
  upstream one { server 127.0.0.1:$P1_PORT; keepalive 64; }
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host \$host;
  proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
  proxy_connect_timeout 1s;
  proxy_next_upstream error timeout http_502 http_503;
  server { listen 127.0.0.1:$LB_PORT; location / { proxy_pass http://both; } }
  server { listen 127.0.0.1:$LB1_PORT; location / { proxy_pass http://one; } }
}
NGINX
nginx -c "$WORK/nginx/nginx.conf" -p "$WORK/nginx" -g 'daemon on;' 2>>"$WORK/nginx/error.log"

skus=$(curl -fs "http://127.0.0.1:$P1_PORT/search?sort=sku" -b "$jar" | grep -o 'data-sku="[^"]*"' | cut -d'"' -f2 | sort -u | head -60)
cats=$(curl -fs "http://127.0.0.1:$P1_PORT/categories" -b "$jar" | grep -o 'href="/categories/[0-9]*"' | grep -o '[0-9]*' | sort -u | head -20)
lua_list() { printf '%s\n' "$@" | sed 's/.*/"&",/' | tr -d '\n'; }
session=$(awk '$6 == "dd_session" { print $6 "=" $7 }' "$jar" | head -1)
cat >"$WORK/mix.lua" <<LUA
-- Signed-in counter staff: home, searches, category lists, product pages.
local skus = { $(lua_list $skus) }
local cats = { $(lua_list $cats) }
local words = { "kit", "pro", "black", "lever", "guard", "bolt", "mirror", "chain" }
local function pick(t) return t[math.random(#t)] end
wrk.headers["Cookie"] = "$session"
function request()
  local r = math.random(100)
  if r <= 10 then return wrk.format("GET", "/")
  elseif r <= 40 then return wrk.format("GET", "/search?q=" .. pick(words))
  elseif r <= 65 then return wrk.format("GET", "/categories/" .. pick(cats))
  else return wrk.format("GET", "/product/" .. pick(skus)) end
end
function done(summary, latency, requests)
  io.write(string.format("RESULT rps=%.1f p50_ms=%.1f p99_ms=%.1f requests=%d failed=%d\\n",
    summary.requests / (summary.duration / 1e6), latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, summary.requests,
    summary.errors.connect + summary.errors.read + summary.errors.write
      + summary.errors.timeout + summary.errors.status))
end
LUA
load() { # url secs
  wrk -t2 -c"$CONNECTIONS" -d"${2}s" --timeout 10s --latency -s "$WORK/mix.lua" "$1" | grep '^RESULT' | cut -d' ' -f2-
}
field() { echo "$1" | tr ' ' '\n' | awk -F= -v k="$2" '$1 == k { print $2 }'; }

note "3. load through nginx: one portal, then two (${LOAD_SECS} s each, $CONNECTIONS connections)"
load "http://127.0.0.1:$LB1_PORT" 3 >/dev/null
one_load=$(load "http://127.0.0.1:$LB1_PORT" "$LOAD_SECS")
calls_before=$(( $(supplier_calls "$P1_PORT") + $(supplier_calls "$P2_PORT") ))
t=$(date +%s.%N)
two_load=$(load "$LB" "$LOAD_SECS")
load_secs=$(since "$t")
load_calls=$(( $(supplier_calls "$P1_PORT") + $(supplier_calls "$P2_PORT") - calls_before ))
throttled=$(( $(supplier_429s "$P1_PORT") + $(supplier_429s "$P2_PORT") ))

# --- 4. a portal killed, and one stopped, during a load run -------------------
note "4. p2 killed (SIGKILL) a third of the way into a load run"
( sleep $((LOAD_SECS / 3)); stop_portal p2 KILL ) &
killer=$!
kill_load=$(load "$LB" "$LOAD_SECS")
wait "$killer" || true
start_portal p2 "$P2_PORT"
rejoin_secs=$(wait_ready "$P2_PORT" 120) || rejoin_secs=-1
sleep 4 # nginx's fail_timeout: p2 is tried again
note "   p2 stopped (SIGTERM) a third of the way into a load run"
( sleep $((LOAD_SECS / 3)); stop_portal p2 TERM ) &
killer=$!
term_load=$(load "$LB" "$LOAD_SECS")
wait "$killer" || true
start_portal p2 "$P2_PORT"
wait_ready "$P2_PORT" 120 >/dev/null || true

# --- 5. the Redis server stopped --------------------------------------------------
note "5. the Redis server stopped: pages still answer"
"$REDIS_CLI" -p "$REDIS_PORT" shutdown nosave >/dev/null 2>&1 || true
# The portals notice within a second or two (they check the server every second).
for _ in $(seq 1 50); do
  curl -fs "http://127.0.0.1:$P1_PORT/healthz" | grep -q '"mode":"fallback"' && break
  sleep 0.1
done
ok=0; total=0
for path in / /categories "/search?q=kit" "/product/$(echo "$skus" | head -1)" /quotes; do
  for port in "$P1_PORT" "$P2_PORT" "$LB_PORT"; do
    total=$((total + 1))
    s=$(curl -s -o /dev/null -w '%{http_code}' --max-time 10 -b "$jar" "http://127.0.0.1:$port$path")
    [ "$s" = "200" ] && ok=$((ok + 1))
  done
done
limits_mode=$(curl -fs "http://127.0.0.1:$P1_PORT/healthz" | grep -o '"shared_limits":{[^}]*}' || echo "(not reported)")
[ "$ok" = "$total" ] || fail "with Redis stopped, $((total - ok)) of $total pages did not answer 200"
start_redis

# --- figures ------------------------------------------------------------------
per_min() { awk -v n="$1" -v s="$2" 'BEGIN { printf "%d", (s > 0 ? n * 60 / s : 0) }'; }
echo
echo "== Dealer Desk: two portals behind nginx =="
echo "engines: PostgreSQL $PG_VERSION, $REDIS_VERSION, $(nginx -v 2>&1 | cut -d' ' -f3)"
echo "demo catalogue: $PRODUCTS products, ${SEARCH_LATENCY_MS} ms a search, allowance $ALLOWANCE calls/s"
echo "first sync, two portals at once: ${two_secs} s to both ready, $two_calls supplier calls ($(per_min "$two_calls" "$two_secs") a minute); roles: $two_syncers"
echo "first sync, one portal:          ${one_secs} s to ready, $one_calls supplier calls ($(per_min "$one_calls" "$one_secs") a minute)"
echo "a second portal joining a ready one: ready after ${join_secs} s, $p2_searches supplier searches"
echo "sign-in on p1 valid on p2: $signin_shared"
echo "quote line added through p1 on p2: $quote_shared"
echo "through nginx, one portal:  rps $(field "$one_load" rps), p50 $(field "$one_load" p50_ms) ms, p99 $(field "$one_load" p99_ms) ms, failed $(field "$one_load" failed)"
echo "through nginx, two portals: rps $(field "$two_load" rps), p50 $(field "$two_load" p50_ms) ms, p99 $(field "$two_load" p99_ms) ms, failed $(field "$two_load" failed)"
echo "supplier calls during the two-portal load: $load_calls in ${load_secs} s ($(awk -v n="$load_calls" -v s="$load_secs" 'BEGIN { printf "%.1f", n / s }')/s; allowance $ALLOWANCE/s); 429s from the supplier, whole run: $throttled"
echo "p2 killed during load:  $(field "$kill_load" requests) requests, failed $(field "$kill_load" failed); p2 ready again ${rejoin_secs} s after restart"
echo "p2 stopped during load: $(field "$term_load" requests) requests, failed $(field "$term_load" failed)"
echo "Redis stopped: $ok of $total pages answered 200; limits: $limits_mode"
[ "$(field "$term_load" failed)" = "0" ] || fail "requests failed while p2 stopped gracefully"
[ "$throttled" = "0" ] || fail "the supplier answered 429 $throttled times"
if [ "$FAILED" = "1" ]; then note "some checks failed (logs in $WORK if CLUSTER_KEEP=1)"; exit 1; fi
note "every check passed"
