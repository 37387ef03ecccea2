#!/usr/bin/env bash
# Builds everything and runs every test: the doctest suites, the protocol's
# schema tests, the browser tests in headless Chromium and the container test.
# Prints how long each stage took.
set -euo pipefail
cd "$(dirname "$0")/.."

stage_start=$SECONDS
stage() {
  local now=$SECONDS
  [ -n "${stage_name:-}" ] && printf '== %-28s %4ds\n' "$stage_name" $((now - stage_start))
  stage_name=$1
  stage_start=$now
  [ -n "$1" ] && echo "== $1"
  return 0
}
total_start=$SECONDS

stage "install dependencies"
scripts/install-deps.sh --tests
npm ci --no-audit --no-fund --loglevel=error

stage "build"
export CCACHE_DIR="${CCACHE_DIR:-$HOME/.cache/ccache}"
export CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j"$(nproc)"

stage "tests"
set +e
ctest --test-dir build --output-on-failure --timeout 1800
result=$?
set -e
# Figures the suites print (ctest shows passing tests' output only in its log).
grep -hE "image size|container test:|^# (tests|pass|fail) " build/Testing/Temporary/LastTest.log 2>/dev/null || true
stage ""
printf '== %-28s %4ds\n' "total" $((SECONDS - total_start))
exit $result
