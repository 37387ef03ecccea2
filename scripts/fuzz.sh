#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan), replays the
# regression inputs, then fuzzes each target for the given seconds (default 60).
# --build-only builds them and stops (the test command builds them beside the tests).
set -euo pipefail
cd "$(dirname "$0")/.."
build_only=false
if [ "${1:-}" = "--build-only" ]; then
  build_only=true
  shift
fi
seconds=${1:-60}

CXX=clang++ CC=clang cmake -S . -B build-fuzz -DTAVERN_FUZZ=ON -DTAVERN_TESTS=OFF -DTAVERN_BENCH=OFF \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build-fuzz -j"$(nproc)"
if $build_only; then
  exit 0
fi

declare -A seed_corpus=(
  [fuzz_client_message]=protocol/schemas/examples/client
  [fuzz_engine_apply]=tests/fuzz/corpus/engine_apply
)
status=0
for target in fuzz_client_message fuzz_engine_apply; do
  binary=build-fuzz/tests/fuzz/$target
  regressions=(tests/fuzz/regressions/${target#fuzz_}/*)
  if [ -e "${regressions[0]}" ]; then
    echo "== $target: replaying ${#regressions[@]} regression inputs"
    "$binary" "${regressions[@]}" >/dev/null 2>&1 || { echo "$target: a regression input fails"; status=1; }
  fi
  # New inputs go to a scratch copy, never into the checked-in corpus.
  work=build-fuzz/corpus-$target
  mkdir -p "$work"
  cp -n "${seed_corpus[$target]}"/* "$work"/ 2>/dev/null || true
  echo "== $target: fuzzing for ${seconds}s"
  if (cd build-fuzz && "../$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 "../$work" >"$target.log" 2>&1); then
    grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb|^Done" "build-fuzz/$target.log" | tr '\n' ' '
    echo
    echo "$target: passed"
  else
    tail -40 "build-fuzz/$target.log"
    echo "$target: FAILED (crash input left in build-fuzz/)"
    status=1
  fi
done
exit $status
