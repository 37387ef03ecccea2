#!/usr/bin/env bash
# Installs what tavern needs from Debian 12's packages.
#   scripts/install-deps.sh          build dependencies only (to run the server)
#   scripts/install-deps.sh --tests  also what the tests need (Node.js, Chromium, ...)
# Safe to run again: packages already present are skipped.
set -euo pipefail

build_packages=(build-essential cmake ccache pkg-config
  libboost1.81-dev nlohmann-json3-dev libspdlog-dev libcli11-dev doctest-dev
  libsqlite3-dev libsqlitecpp-dev libpq-dev libjemalloc-dev libsimdjson-dev libhiredis-dev)
# postgresql: the store tests start a server of their own (initdb, pg_ctl);
# redis-server: the cluster directory tests too.
test_packages=(chromium clang libclang-rt-14-dev curl procps postgresql redis-server nginx-light)
# A machine may already have a newer Node.js of its own: keep it.
command -v node >/dev/null 2>&1 || test_packages+=(nodejs)
command -v npm >/dev/null 2>&1 || test_packages+=(npm)

wanted=("${build_packages[@]}")
[ "${1:-}" = "--tests" ] && wanted+=("${test_packages[@]}")

missing=()
for p in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: everything is installed"
  exit 0
fi

sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
