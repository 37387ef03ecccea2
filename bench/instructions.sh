#!/usr/bin/env bash
# Instructions per action through a room, for every shipped game, counted by
# callgrind: the figure that compares two commits on a shared machine, where
# CPU times move with the neighbours' work.
#
# For each game, bench/action_cost plays N and then 2N random actions through
# 200 rooms of 4 players + 1 spectator (the rooms take turns, so their
# documents are as cold as on a busy server); callgrind counts only inside
# `through_room` (the room's apply, views, diffs and patches; the engine-only
# pass is not counted), and the difference between the two runs, divided by
# N, leaves out setting the rooms up and starting their games.
#
#   bench/instructions.sh                      # every game, N = 3000
#   BENCH_GAMES="coltexpress midevil" INSTRUCTIONS_ACTIONS=1000 bench/instructions.sh
# INSTRUCTIONS_BUILD_DIR (default build-bench): a Release build is made there
# with the benchmarks on. To compare two commits, run it on each (a worktree
# per commit) and compare the printed tables.
set -euo pipefail
cd "$(dirname "$0")/.."

build=${INSTRUCTIONS_BUILD_DIR:-build-bench}
actions=${INSTRUCTIONS_ACTIONS:-3000}
rooms=200

command -v valgrind >/dev/null || { echo "instructions.sh: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
games=${BENCH_GAMES:-"coltexpress deadmansdraw drachenschatten midevil"}
revision="$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- server games protocol bench || echo ' with uncommitted changes')"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

echo "== building (Release, benchmarks on) in $build" >&2
if ! { cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DTAVERN_TESTS=OFF -DTAVERN_BENCH=ON &&
  cmake --build "$build" --target action_cost -j"$(nproc)"; } >"$out/build.log" 2>&1; then
  cat "$out/build.log" >&2
  exit 1
fi
action_cost=$build/bench/action_cost

# Instructions counted inside through_room for `n` actions of game `g`.
count() {
  local g=$1 n=$2 file=$out/$1.$2
  valgrind --tool=callgrind --callgrind-out-file="$file" --toggle-collect='*through_room*' \
    "$action_cost" "$n" - "$g" "$rooms" >/dev/null 2>"$file.log"
  sed -n 's/^summary: *\([0-9]*\).*/\1/p' "$file"
}

printf '%-16s %12s %16s\n' game actions "instr/action"
for g in $games; do
  once=$(count "$g" "$actions")
  twice=$(count "$g" $((actions * 2)))
  printf '%-16s %12d %16d\n' "$g" "$actions" $(((twice - once) / actions))
done
echo "callgrind, through_room only: (instructions for $((actions * 2)) actions - for $actions) / $actions; $rooms rooms of up to 4 players + 1 spectator; built from $revision"
