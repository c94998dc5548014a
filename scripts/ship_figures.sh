#!/usr/bin/env bash
# Figures for the release artefacts (run scripts/package.sh first): their
# sizes, that the tarball's binary is static and serves its site from a
# bare folder (as an unprivileged user too), its start time to /healthz
# 200, the systemd unit's exposure, the Debian package installed and run,
# the container image run (where podman is), and the backup bench.
#   bash scripts/ship_figures.sh            everything
#   SKIP_BACKUP_BENCH=1 bash scripts/...    without the backup bench
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIST="$ROOT/dist"
cd "$ROOT"
say() { printf '\033[1m[figures]\033[0m %s\n' "$*"; }
row() { printf '| %s | %s |\n' "$1" "$2"; }
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
ms() { date +%s%3N; }

TARBALL="$(ls "$DIST"/dealer-desk-*-x86_64-linux.tar.gz 2>/dev/null | head -1)"
DEB="$(ls "$DIST"/dealer-desk_*_amd64.deb 2>/dev/null | head -1)"
[ -n "$TARBALL" ] && [ -n "$DEB" ] || { echo "run bash scripts/package.sh first" >&2; exit 1; }
WORK="$(mktemp -d)"
PIDS=()
cleanup() { for p in "${PIDS[@]}"; do pkill -TERM -P "$p" 2>/dev/null || true; kill "$p" 2>/dev/null || true; done; sleep 1; rm -rf "$WORK"; }
trap cleanup EXIT

# Waits for URL to answer 200; prints the milliseconds since $2.
wait_ok() {
  local url="$1" since="$2"
  for _ in $(seq 1 600); do
    if curl -fsS -o /dev/null "$url" 2>/dev/null; then echo $(( $(ms) - since )); return 0; fi
    sleep 0.05
  done
  return 1
}

echo "| figure | value |"
echo "|---|---|"
for f in "$TARBALL" "$DEB"; do
  row "$(basename "$f")" "$(du -k "$f" | cut -f1) KB"
done
tar -C "$WORK" -xzf "$TARBALL"
APP="$(ls -d "$WORK"/dealer-desk-*/)"
BIN="$APP/dealer-desk"
row "static binary, uncompressed" "$(( $(stat -c %s "$BIN") / 1024 )) KB"
row "ldd on the binary" "$(ldd "$BIN" 2>&1 | head -1 | sed 's/^\s*//')"
row "site folder" "$(du -sk "$APP/site" | cut -f1) KB"
row "--version" "$("$BIN" --version)"

# Start from a bare folder (no checkout, no target/): to /healthz 200, and
# the stylesheet the page links is served.
BARE="$WORK/bare"; mkdir -p "$BARE"
PORT="$(free_port)"
t0="$(ms)"
(cd "$BARE" && LEPTOS_SITE_ADDR="127.0.0.1:$PORT" DEALER_DESK_DATA_DIR="$BARE/data" "$BIN" >"$WORK/tar.log" 2>&1) &
PIDS+=($!)
took="$(wait_ok "http://127.0.0.1:$PORT/healthz" "$t0")"
row "start to /healthz 200 (demo catalogue, from a bare folder)" "$took ms"
css="$(curl -fsS "http://127.0.0.1:$PORT/" | grep -o '/pkg/[^"]*\.css' | head -1)"
row "page's stylesheet from the binary's own site folder" "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT$css") ($css)"

# The same binary as an unprivileged user (uid 10001, as in the container).
U="$WORK/user"; mkdir -p "$U/data"; chown -R 10001:10001 "$U"; chmod 755 "$WORK"
PORT="$(free_port)"
(cd "$U" && setpriv --reuid 10001 --regid 10001 --clear-groups env LEPTOS_SITE_ADDR="127.0.0.1:$PORT" \
  DEALER_DESK_DATA_DIR="$U/data" HOME="$U" "$BIN" >"$WORK/user.log" 2>&1) &
PIDS+=($!)
wait_ok "http://127.0.0.1:$PORT/healthz/live" "$(ms)" >/dev/null
row "as uid 10001: dealer-desk healthcheck" "$(setpriv --reuid 10001 --regid 10001 --clear-groups env LEPTOS_SITE_ADDR="127.0.0.1:$PORT" "$BIN" healthcheck && echo 'exit 0')"
row "as uid 10001: data folder mode, quotes.sqlite3 owner" "$(stat -c '%a' "$U/data") , $(stat -c '%u' "$U/data/quotes.sqlite3")"

row "systemd-analyze security (offline) exposure" \
  "$(systemd-analyze security --offline=true "$ROOT/scripts/package/dealer-desk.service" 2>/dev/null | sed -n 's/.*exposure level for [^:]*: //p')"

# The Debian package: contents, and installed here when asked (root only).
row "deb: files" "$(dpkg-deb --contents "$DEB" | wc -l) ($(dpkg-deb -f "$DEB" Package) $(dpkg-deb -f "$DEB" Version))"
if [ "${SHIP_FIGURES_INSTALL_DEB:-}" = "1" ] && [ "$(id -u)" -eq 0 ]; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$DEB" >"$WORK/apt.log" 2>&1
  row "apt install ./$(basename "$DEB")" "ok; key file $(stat -c '%a %U' /etc/dealer-desk/catalogue-api-key)"
  PORT="$(free_port)"
  (cd / && LEPTOS_SITE_ADDR="127.0.0.1:$PORT" DEALER_DESK_DATA_DIR="$WORK/deb-data" /usr/bin/dealer-desk >"$WORK/deb.log" 2>&1) &
  PIDS+=($!)
  took="$(wait_ok "http://127.0.0.1:$PORT/healthz" "$(ms)")"
  css="$(curl -fsS "http://127.0.0.1:$PORT/" | grep -o '/pkg/[^"]*\.css' | head -1)"
  row "/usr/bin/dealer-desk from /: stylesheet" "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT$css") (site $(sed 's/\x1b\[[0-9;]*m//g' "$WORK/deb.log" | grep -o 'site=[^ ]*' | head -1))"
  DEBIAN_FRONTEND=noninteractive apt-get remove -y -q dealer-desk >/dev/null 2>&1
  row "apt remove" "ok; settings kept: $(ls /etc/dealer-desk 2>/dev/null | tr '\n' ' ')"
fi

# The container image. podman cannot run a container on this machine (crun
# is refused setrlimit), so the image's own file system is mounted with
# buildah and the binary started in it by chroot, as the image's user,
# with the image's environment: what the image holds is enough to serve.
OCI="$(ls "$DIST"/dealer-desk-*-image.tar 2>/dev/null | head -1 || true)"
if [ -n "$OCI" ] && command -v buildah >/dev/null && [ "$(id -u)" -eq 0 ]; then
  ctr="$(buildah from -q "docker-archive:$OCI")"
  mnt="$(buildah mount "$ctr")"
  user="$(buildah inspect -f '{{.OCIv1.Config.User}}' "$ctr")"
  row "image: user, volume, health check" "$user, $(buildah inspect -f '{{range $k, $v := .OCIv1.Config.Volumes}}{{$k}}{{end}}' "$ctr"), $(buildah inspect -f '{{.Docker.Config.Healthcheck.Test}}' "$ctr")"
  row "image: size of its file system" "$(du -sk "$mnt" | cut -f1) KB; /data owned by $(stat -c '%u:%g' "$mnt/data")"
  PORT="$(free_port)"
  mapfile -t envs < <(buildah inspect -f '{{range .OCIv1.Config.Env}}{{println .}}{{end}}' "$ctr" | sed '/^$/d')
  t0="$(ms)"
  (env -i "${envs[@]}" LEPTOS_SITE_ADDR="127.0.0.1:$PORT" unshare --pid --fork --kill-child --mount-proc \
     /usr/sbin/chroot --userspec="$user" "$mnt" /usr/bin/dealer-desk serve >"$WORK/image.log" 2>&1) &
  PIDS+=($!)
  took="$(wait_ok "http://127.0.0.1:$PORT/healthz" "$t0")"
  row "image's file system, chroot as $user: start to /healthz 200" "$took ms"
  row "image's health check command" "$(env -i LEPTOS_SITE_ADDR="0.0.0.0:$PORT" /usr/sbin/chroot --userspec="$user" "$mnt" /usr/bin/dealer-desk healthcheck && echo 'exit 0')"
  row "image: records written to /data" "$(ls "$mnt/data" | tr '\n' ' ')"
  pkill -TERM -P "${PIDS[-1]}" 2>/dev/null || true; kill "${PIDS[-1]}" 2>/dev/null || true
  sleep 1
  buildah umount "$ctr" >/dev/null; buildah rm "$ctr" >/dev/null
fi

if [ "${SKIP_BACKUP_BENCH:-}" != "1" ]; then
  say "backup bench (20,000 customers, 10,000 quote lines, 100,000-product index)"
  cargo bench --features ssr --bench backup 2>/dev/null | grep '^|' | sed 1,2d
fi
