#!/usr/bin/env bash
# Installs what is missing, then serves Dealer Desk on http://127.0.0.1:3000.
# With no CATALOGUE_BASE_URL it runs on the embedded demo catalogue.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=setup.sh
source "$ROOT/scripts/setup.sh"
cd "$ROOT"
exec cargo leptos serve --release --precompress
