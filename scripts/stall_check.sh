#!/usr/bin/env bash
# Runs the integration-test binary (tests/it) N times in a row with its tests
# in parallel, and counts the runs that failed or stalled: a run that fails,
# or that has not finished within STALL_CHECK_LIMIT seconds (a page render
# that never finishes keeps a test waiting until its client gives up). Also
# times one run with the tests one at a time, for the wall-time comparison.
#
# Usage: scripts/stall_check.sh [N]            (N defaults to 50)
# Settings (environment): STALL_CHECK_THREADS (tests at once; default: the
# test harness's own choice, one per CPU), STALL_CHECK_LIMIT (seconds, 180),
# STALL_CHECK_SERIAL=0 to skip the one-at-a-time run. Keeps the log of each
# failed run in target/stall-check/. Fails when any run failed or stalled.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
RUNS="${1:-50}"
LIMIT="${STALL_CHECK_LIMIT:-180}"
TARGET="${CARGO_TARGET_DIR:-$ROOT/target}"
LOGS="$ROOT/target/stall-check"
mkdir -p "$LOGS"

note() { printf '\033[1m[stall-check]\033[0m %s\n' "$*"; }

note "building the integration-test binary"
BUILT=$(cargo test --features ssr --test it --no-run --message-format=json 2>/dev/null |
  grep '"executable":"[^"]*"' | grep '"name":"it"' | sed 's/.*"executable":"\([^"]*\)".*/\1/' | tail -1)
[ -x "$BUILT" ] || { note "no test binary found"; exit 1; }
# A copy of its own: another checkout building into the same target folder
# may replace the binary at that path while the runs go on.
BIN="$LOGS/it"
cp "$BUILT" "$BIN"
"$BIN" --list 2>/dev/null | grep -q '^render_stall::' ||
  { note "$BUILT is not this checkout's test binary (built over by another?); run again"; exit 1; }
note "binary: $BUILT (copied to $BIN)"

# One run; prints "ok", "failed" or "stalled" and its seconds.
run_once() {
  local log="$1" started rc
  started=$(date +%s.%N)
  set +e
  timeout -s KILL "$LIMIT" "$BIN" -q >"$log" 2>&1
  rc=$?
  set -e
  local took
  took=$(echo "$(date +%s.%N) - $started" | bc)
  if [ "$rc" -eq 0 ]; then echo "ok $took"
  elif [ "$rc" -eq 137 ]; then echo "stalled $took"
  else echo "failed $took"; fi
}

if [ "${STALL_CHECK_SERIAL:-1}" != "0" ]; then
  read -r verdict secs < <(RUST_TEST_THREADS=1 run_once "$LOGS/serial.log")
  note "one test at a time: $verdict in ${secs}s"
fi

if [ -n "${STALL_CHECK_THREADS:-}" ]; then export RUST_TEST_THREADS="$STALL_CHECK_THREADS"; else unset RUST_TEST_THREADS; fi
ok=0 failed=0 stalled=0 total=0 slowest=0
for i in $(seq 1 "$RUNS"); do
  read -r verdict secs < <(run_once "$LOGS/run.log")
  total=$(echo "$total + $secs" | bc)
  slowest=$(echo "if ($secs > $slowest) $secs else $slowest" | bc)
  case "$verdict" in
    ok) ok=$((ok + 1)) ;;
    failed) failed=$((failed + 1)); cp "$LOGS/run.log" "$LOGS/failed-$i.log" ;;
    stalled) stalled=$((stalled + 1)); cp "$LOGS/run.log" "$LOGS/stalled-$i.log" ;;
  esac
  printf 'run %d/%d: %s in %.1fs (ok %d, failed %d, stalled %d)\n' \
    "$i" "$RUNS" "$verdict" "$secs" "$ok" "$failed" "$stalled"
done
note "$RUNS runs in parallel (RUST_TEST_THREADS=${RUST_TEST_THREADS:-default}): ok $ok, failed $failed, stalled $stalled"
note "wall time per run: mean $(echo "scale=1; $total / $RUNS" | bc)s, slowest $(printf '%.1f' "$slowest")s"
[ "$failed" -eq 0 ] && [ "$stalled" -eq 0 ]
