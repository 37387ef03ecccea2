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
# Paths relative to the repository, and the working directory left out of the
# hash: the container test's image build (in /src) then finds what this build
# compiled (tests/container/container_test.sh mounts this cache).
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
# Line tables only (-g1): backtraces keep their files and lines, and the build
# takes a third less time than with full debug information.
# In the locale the image build uses (ccache hashes it).
(
  unset LC_ALL LC_CTYPE LC_MESSAGES
  export LANG=C.UTF-8
  cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG" >/dev/null
  cmake --build build -j"$(nproc)"
)

stage "tests"
passed=0
failed=0
count() { if [ "$1" -eq 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi; }
# The sanitizer and fuzz builds run beside these tests at the lowest priority:
# the browser, soak and uptime tests mostly wait, and the builds take the CPU
# they leave idle (on 2 cores this saves about a quarter of the whole run).
# Where the kernel groups processes by session (autogroup), a nice value only
# counts within its session, and Chromium runs in a session of its own: the
# builds then took half the CPU from the browser tests. So they get a session
# of their own, made the lowest of all.
# Their output goes to build-asan/side-builds.log, shown if they fail.
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTAVERN_SANITIZE=ON -DTAVERN_BENCH=OFF >/dev/null
setsid -w bash -c '{ echo 19 >/proc/self/autogroup; } 2>/dev/null
  nice -n 19 cmake --build build-asan -j"$(nproc)" && nice -n 19 scripts/fuzz.sh --build-only' \
  >build-asan/side-builds.log 2>&1 &
side_builds=$!
set +e
ctest --test-dir build --output-on-failure --timeout 1800
count $?
set -e
# Figures the suites print (ctest shows passing tests' output only in its log).
grep -hE "image size|container test:|games/s including|steps; changing wakes|^soak: |^uptime: " build/Testing/Temporary/LastTest.log 2>/dev/null || true

# The C++ suites again with AddressSanitizer and UndefinedBehaviorSanitizer;
# the browser, schema, catalogue and container tests exercise no more C++ than
# above (the engine-keys check plays random games the engine harness already
# plays under the sanitizers, at ten times the time), and the soak already runs
# the server binary under the sanitizers (the uptime run's minutes would add
# little but time).
# In parallel: the engine harness is long under ASan and the rest fits beside it.
stage "sanitizer and fuzz builds (the rest)"
if ! wait "$side_builds"; then
  tail -80 build-asan/side-builds.log
  echo "the sanitizer or the fuzz build failed (build-asan/side-builds.log)"
  exit 1
fi
stage "sanitizer tests"
set +e
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --test-dir build-asan --output-on-failure --timeout 1800 -E "browser|container|protocol_schemas|uptime|i18n" \
    -j"$(nproc)"
count $?

stage "fuzz smoke"
scripts/fuzz.sh "${TAVERN_FUZZ_SECONDS:-60}"
count $?
set -e
stage ""
printf '== %-28s %4ds\n' "total" $((SECONDS - total_start))
# Stages: the test suites, the same under sanitizers, the fuzz smoke runs.
echo "test stages: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
