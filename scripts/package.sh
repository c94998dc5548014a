#!/usr/bin/env bash
# Builds Dealer Desk's release artefacts into dist/:
#   dealer-desk-VERSION-x86_64-linux.tar.gz  a static (musl) binary, its site
#                                            files, INSTALL, the systemd unit
#                                            and an example settings file
#   dealer-desk_VERSION_amd64.deb            /usr/bin/dealer-desk, the site,
#                                            a hardened systemd unit, the
#                                            settings in /etc/dealer-desk
#   container/                               the build context of the
#                                            Containerfile (and an image, when
#                                            buildah works on this machine)
# Installs what is missing first (the tools of setup.sh, the musl target,
# musl-tools, buildah). Idempotent: a second run rebuilds only what changed.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=setup.sh
source "$ROOT/scripts/setup.sh"
cd "$ROOT"

say() { printf '\033[1m[package]\033[0m %s\n' "$*"; }
TRIPLE=x86_64-unknown-linux-musl
if ! rustup target list --installed | grep -qx "$TRIPLE"; then
  say "adding the $TRIPLE target"
  rustup target add "$TRIPLE"
fi
if ! command -v musl-gcc >/dev/null; then
  say "installing musl-tools (C code of the dependencies, built for musl)"
  as_root apt-get update -q
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -q musl-tools
fi

if ! command -v buildah >/dev/null; then
  say "installing buildah (the container image)"
  as_root apt-get update -q
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -q buildah \
    || say "buildah could not be installed: the image's build context is written all the same"
fi

VERSION="$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)"
COMMIT="$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)"
export DEALER_DESK_COMMIT="$COMMIT"
export CC_x86_64_unknown_linux_musl=musl-gcc

say "building $VERSION ($COMMIT): the server for $TRIPLE, the browser code for wasm32"
LEPTOS_BIN_TARGET_TRIPLE="$TRIPLE" cargo leptos build --release --precompress

TARGET="${CARGO_TARGET_DIR:-$ROOT/target}"
BIN="$TARGET/$TRIPLE/release/dealer-desk"
SITE="$TARGET/site"
HASHES="$TARGET/$TRIPLE/release/hash.txt"
[ -x "$BIN" ] || { echo "no binary at $BIN" >&2; exit 1; }
# ldd says "statically linked" (static-pie) or "not a dynamic executable".
if ! ldd "$BIN" 2>&1 | grep -qE 'statically linked|not a dynamic executable'; then
  echo "$BIN is not static:" >&2; ldd "$BIN" >&2; exit 1
fi
say "static: $(file -b "$BIN" | cut -d, -f1-2), ldd: $(ldd "$BIN" 2>&1 | head -1 | sed 's/^\s*//')"

DIST="$ROOT/dist"
rm -rf "$DIST"
mkdir -p "$DIST/stage"
PKG="$ROOT/scripts/package"

# What ships: the binary without its symbols (backtraces keep function
# names from the symbol table only in a debug build anyway).
strip -o "$DIST/stage/dealer-desk" "$BIN"
BIN="$DIST/stage/dealer-desk"

# The site as the binary serves it, the hash list with it (the binary looks
# for it beside itself, then in its site folder).
stage_site() {
  mkdir -p "$1"
  cp -a "$SITE/." "$1/"
  [ -f "$HASHES" ] && cp "$HASHES" "$1/hash.txt"
}

# 1. The tarball.
NAME="dealer-desk-$VERSION-x86_64-linux"
T="$DIST/stage/$NAME"
mkdir -p "$T"
install -m 0755 "$BIN" "$T/dealer-desk"
stage_site "$T/site"
install -m 0644 "$PKG/INSTALL" "$PKG/dealer-desk.service" "$PKG/dealer-desk.env" "$T/"
tar -C "$DIST/stage" --owner=0 --group=0 -czf "$DIST/$NAME.tar.gz" "$NAME"
say "wrote dist/$NAME.tar.gz"

# 2. The Debian package.
D="$DIST/stage/deb"
mkdir -p "$D/DEBIAN" "$D/usr/bin" "$D/usr/share/dealer-desk" "$D/lib/systemd/system" \
  "$D/etc/dealer-desk" "$D/usr/share/doc/dealer-desk"
install -m 0755 "$BIN" "$D/usr/bin/dealer-desk"
stage_site "$D/usr/share/dealer-desk/site"
install -m 0644 "$PKG/dealer-desk.service" "$D/lib/systemd/system/dealer-desk.service"
install -m 0644 "$PKG/dealer-desk.env" "$D/etc/dealer-desk/dealer-desk.env"
install -m 0644 "$PKG/INSTALL" "$D/usr/share/doc/dealer-desk/INSTALL"
install -m 0755 "$PKG/deb/postinst" "$PKG/deb/prerm" "$PKG/deb/postrm" "$D/DEBIAN/"
echo "/etc/dealer-desk/dealer-desk.env" > "$D/DEBIAN/conffiles"
SIZE_KB="$(du -sk "$D" | cut -f1)"
cat > "$D/DEBIAN/control" <<CONTROL
Package: dealer-desk
Version: $VERSION
Architecture: amd64
Maintainer: Dealer Desk <dealer-desk@localhost>
Installed-Size: $SIZE_KB
Section: web
Priority: optional
Homepage: https://localhost/dealer-desk
Description: staff portal in front of a motorcycle-parts supplier's catalogue
 Dealer Desk lets the staff of a motorcycle-parts dealer look parts up by
 SKU or barcode, see dealer prices, stock and fitment, keep quote lists and
 customers, and export the catalogue. Runs on an embedded demo catalogue
 until the supplier's API is configured in /etc/dealer-desk/dealer-desk.env.
 Built from commit $COMMIT.
CONTROL
DEB="$DIST/dealer-desk_${VERSION}_amd64.deb"
dpkg-deb --root-owner-group -Zxz --build "$D" "$DEB" >/dev/null
say "wrote dist/$(basename "$DEB")"

# 3. The container's build context (and an image, where buildah runs).
C="$DIST/container"
mkdir -p "$C/data" "$C/tmp"
install -m 0755 "$BIN" "$C/dealer-desk"
stage_site "$C/site"
install -m 0644 "$PKG/Containerfile" "$C/Containerfile"
if command -v buildah >/dev/null && buildah --version >/dev/null 2>&1; then
  # Docker's image format: the OCI format has no HEALTHCHECK.
  if buildah build --format docker --layers=false -t "dealer-desk:$VERSION" -f "$C/Containerfile" "$C" >"$DIST/container-build.log" 2>&1; then
    buildah push "dealer-desk:$VERSION" "docker-archive:$DIST/dealer-desk-$VERSION-image.tar:dealer-desk:$VERSION" >>"$DIST/container-build.log" 2>&1 \
      && say "wrote dist/dealer-desk-$VERSION-image.tar"
  else
    say "buildah could not build the image here (see dist/container-build.log); the build context is in dist/container"
  fi
else
  say "no buildah here: the image's build context is in dist/container (buildah build -f Containerfile dist/container)"
fi

rm -rf "$DIST/stage"
say "artefacts:"
ls -l "$DIST" | sed 1d
