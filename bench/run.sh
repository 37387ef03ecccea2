#!/usr/bin/env bash
# Benchmark of tavern on this machine: builds in Release, pins the server and
# the load generator to different cores where there are two or more, and
# prints one table:
#   - for each shipped game (4 players + 1 spectator per room): the highest
#     rate the server keeps up with, in actions per second per server core
#     (the server runs one I/O thread on one core), found by stepping the
#     offered rate up until errors appear, throughput stops following or the
#     p99 latency blows up;
#   - the latency percentiles at 50 % and 90 % of that rate;
#   - the server's CPU time per action (utime + stime from /proc over the run
#     at 50 %, where the server keeps up);
#   - the same load against a bare Beast broadcast server fed the same frame
#     sizes and fan-out (tavern-cli baseline-server), as ratios;
#   - RSS per idle connection (10,000 connections) and per room.
# Each game is measured twice: with storage (every action written to SQLite
# before anyone sees it, as shipped) and with --in-memory. Each row runs at
# half its own maximum, and a stored row's maximum is lower, so what storage
# costs per action is measured apart: each game stored and in memory at one
# rate (half the maximum in memory), one after the other, without the bare
# server beside them.
#
#   bench/run.sh                  # everything, about 30 minutes
#   BENCH_GAMES=deadmansdraw BENCH_VARIANTS=memory BENCH_SECONDS=5 bench/run.sh
# BENCH_BUILD_DIR (default build-bench), BENCH_GAMES (default: every game the
# server lists), BENCH_VARIANTS ("stored memory"), BENCH_ROOMS (rooms in the
# rate runs, default 200), BENCH_SECONDS (measured seconds per step, default
# 4; the runs at 50 % and 90 % take twice that), BENCH_P99_LIMIT_MS (a step
# whose p99 is above this has blown up; default 100).
set -euo pipefail
cd "$(dirname "$0")/.."

build=${BENCH_BUILD_DIR:-build-bench}
games=${BENCH_GAMES:-}
variants=${BENCH_VARIANTS:-"stored memory"}
rooms=${BENCH_ROOMS:-200}
seconds=${BENCH_SECONDS:-4}
p99_limit_us=$(( ${BENCH_P99_LIMIT_MS:-100} * 1000 ))
idle_connections=10000

echo "== building (Release) in $build" >&2
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DTAVERN_TESTS=OFF -DTAVERN_BENCH=OFF >/dev/null
cmake --build "$build" --target tavern tavern-cli -j"$(nproc)" >/dev/null
tavern=$build/server/tavern
cli=$build/clients/cli/tavern-cli

# 10,000 connections need 10,000 descriptors in the server and in the client.
ulimit -n "$(ulimit -Hn)"
if [ "$(ulimit -n)" != unlimited ] && [ "$(ulimit -n)" -lt $((idle_connections + 1000)) ]; then
  echo "warning: ulimit -n is $(ulimit -n): the idle-connection figure needs $((idle_connections + 1000))" >&2
fi

load_start=$(cut -d' ' -f1-3 /proc/loadavg)
cores=$(nproc)
if [ "$cores" -ge 2 ] && command -v taskset >/dev/null; then
  pin_server="taskset -c 0"
  pin_load="taskset -c 1-$((cores - 1))"
  client_threads=$((cores - 1 > 4 ? 4 : cores - 1))
  pinning="server on CPU 0, load generator on CPU 1-$((cores - 1))"
else
  pin_server="" pin_load="" client_threads=1
  pinning="not pinned (fewer than 2 cores or no taskset)"
fi

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
# The first match, without `| head` (which under pipefail can fail on SIGPIPE).
field() { sed -n "s/.*\b$1=\([^ ]*\).*/\1/p;T;q" <<<"$2"; }

server_pid=""
storage_flag=""
# Each server gets a fresh data directory (rooms are persisted).
data_root=$(mktemp -d)
start_server() {
  port=$(free_port)
  export TAVERN_DATA_DIR=$data_root/$port
  $pin_server "$tavern" --host 127.0.0.1 --port "$port" --threads 1 --log-level error $storage_flag \
    --messages-per-second 100000 --message-burst 100000 --room-creations-per-minute 1000000 \
    --unknown-room-joins-per-minute 1000000 --max-rooms 1000000 \
    --max-connections 30000 --max-connections-per-address 30000 \
    --idle-timeout-seconds 3600 --room-expiry-seconds 5 &
  server_pid=$!
  for _ in $(seq 100); do
    "$tavern" --healthcheck --port "$port" >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  echo "the server did not start" >&2
  exit 1
}
stop_server() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null || true
  server_pid=""
}
baseline_pid=""
stop_baseline() {
  [ -n "$baseline_pid" ] && kill "$baseline_pid" 2>/dev/null && wait "$baseline_pid" 2>/dev/null || true
  baseline_pid=""
}
trap 'stop_server; stop_baseline; rm -rf "$data_root"' EXIT

rss_kib() { sed -n 's/^VmRSS:[[:space:]]*\([0-9]*\).*/\1/p' "/proc/$1/status"; }

# Rooms of the step before expire 5 s after their last member leaves, all in
# the same moment; their teardown on the server's one thread would land in
# the next step's window (p99 9 ms -> 35-65 ms at 3,000/s). Each step waits
# for the server to hold no room, so it measures its own load only.
rooms_held() {
  python3 - "$port" <<'PY'
import sys, urllib.request
text = urllib.request.urlopen(f"http://127.0.0.1:{sys.argv[1]}/metrics", timeout=5).read().decode()
print(sum(int(float(l.split()[-1])) for l in text.splitlines() if l.startswith("tavern_rooms{")))
PY
}
wait_for_no_rooms() {
  for _ in $(seq 60); do
    [ "$(rooms_held 2>/dev/null || echo 1)" = 0 ] && return 0
    sleep 0.5
  done
}

# One load run; prints its RESULT line (the whole report goes to stderr).
load() {
  local out
  wait_for_no_rooms
  out=$($pin_load "$cli" load --url "ws://127.0.0.1:$port/ws" --threads "$client_threads" \
    --players 4 --spectators 1 --server-pid "$server_pid" "$@" 2>&1) || true
  echo "$out" >&2
  grep '^RESULT wire=tavern' <<<"$out" || echo "RESULT errors=1"
}

# A run keeps up when it has no errors, carries at least 95 % of what was
# offered and its p99 stays under the limit.
keeps_up() {
  local line=$1 offered=$2
  local errors throughput p99
  errors=$(field errors "$line")
  throughput=$(field throughput "$line")
  p99=$(field p99_us "$line")
  [ "${errors:-1}" = 0 ] && [ -n "$throughput" ] &&
    awk -v t="$throughput" -v o="$offered" 'BEGIN { exit !(t >= 0.95 * o) }' &&
    [ "${p99:-999999999}" -le "$p99_limit_us" ]
}

without_ok=""
[ "${BENCH_WITHOUT_OK:-0}" = 1 ] && without_ok=--without-ok
rate_of() { awk -v o="$1" -v r="$rooms" 'BEGIN { printf "%.4f", o / r }'; }

if [ -z "$games" ]; then
  start_server
  games=$("$cli" games --url "ws://127.0.0.1:$port/ws" | awk '{ print $1 }' | tr '\n' ' ')
  stop_server
fi

declare -A max_rate line50 line90 baseline_line ratio_line
rows=""
for variant in $variants; do
  if [ "$variant" = memory ]; then storage_flag=--in-memory; else storage_flag=""; fi
  for game in $games; do
    row="$game/$variant"
    rows="$rows $row"
    echo "== $row: stepping the offered rate up" >&2
    start_server
    best=0
    carried=0
    for offered in 100 200 300 400 500 750 1000 1250 1500 2000 2500 3000 4000 5000 6000 8000 10000 12000 15000 20000 25000 30000 40000; do
      line=$(load --game "$game" --rooms "$rooms" --rate "$(rate_of "$offered")" $without_ok \
        --warmup 1 --duration "$seconds")
      carried=$(awk -v a="$carried" -v t="$(field throughput "$line")" 'BEGIN { print (t > a ? int(t) : a) }')
      if keeps_up "$line" "$offered"; then best=$offered; else break; fi
    done
    stop_server
    max_rate[$row]=$best
    if [ "$best" -eq 0 ]; then
      # Not even the first step kept up: measure at what it carried.
      max_rate[$row]="<100"
      best=$carried
    fi
    [ "$best" -gt 0 ] || continue

    # At 50 %, then the same load against the bare broadcast server on the
    # same core, fed the frame sizes this run measured. The CPU per action is
    # compared here, where both servers keep up: at 90 % a step that kept up
    # for its few seconds may fall behind over twice as many, and a server
    # behind its load spends more per action (longer queues, partial writes).
    offered=$((best / 2))
    start_server
    bport=$(free_port)
    $pin_server "$cli" baseline-server --port "$bport" --threads 1 >/dev/null &
    baseline_pid=$!
    sleep 0.3
    wait_for_no_rooms
    out=$($pin_load "$cli" load --url "ws://127.0.0.1:$port/ws" --threads "$client_threads" \
      --players 4 --spectators 1 --server-pid "$server_pid" --game "$game" --rooms "$rooms" \
      --rate "$(rate_of "$offered")" $without_ok --warmup 1 --duration $((seconds * 2)) \
      --baseline-url "ws://127.0.0.1:$bport/" --baseline-pid "$baseline_pid" 2>&1) || true
    echo "$out" >&2
    line50[$row]=$(grep '^RESULT wire=tavern' <<<"$out" || echo "RESULT errors=1")
    baseline_line[$row]=$(grep '^RESULT wire=baseline' <<<"$out" || echo "")
    ratio_line[$row]=$(grep '^RATIO' <<<"$out" || echo "")
    stop_baseline
    stop_server

    # At 90 %: latency near the maximum.
    offered=$((best * 9 / 10))
    start_server
    line90[$row]=$(load --game "$game" --rooms "$rooms" --rate "$(rate_of "$offered")" $without_ok \
      --warmup 1 --duration $((seconds * 2)))
    stop_server
  done
done
# Storage at one rate: each game stored, then in memory, at half the maximum
# of its row in memory.
declare -A storage_rate storage_stored storage_memory
if [[ " $variants " == *" stored "* && " $variants " == *" memory "* ]]; then
  for game in $games; do
    m=${max_rate[$game/memory]:-0}
    [[ "$m" =~ ^[0-9]+$ ]] && [ "$m" -ge 200 ] || continue
    storage_rate[$game]=$((m / 2))
    for variant in stored memory; do
      if [ "$variant" = memory ]; then storage_flag=--in-memory; else storage_flag=""; fi
      echo "== $game/$variant at $((m / 2))/s, for the cost of storage" >&2
      start_server
      line=$(load --game "$game" --rooms "$rooms" --rate "$(rate_of $((m / 2)))" $without_ok \
        --warmup 1 --duration $((seconds * 2)))
      stop_server
      if [ "$variant" = memory ]; then storage_memory[$game]=$line; else storage_stored[$game]=$line; fi
    done
  done
fi
storage_flag=""

echo "== memory: $idle_connections idle connections" >&2
start_server
sleep 0.5
before=$(rss_kib "$server_pid")
half=$((idle_connections / 2))
idle_rooms=100
fifo=$(mktemp -u)
mkfifo "$fifo"
$pin_load "$cli" idle --url "ws://127.0.0.1:$port/ws" --rooms $idle_rooms --seats 2 --players 1 \
  --spectators $((half / idle_rooms - 1)) --bare $((idle_connections - half)) >"$fifo" &
idle_pid=$!
idle_ready=""
while read -r l; do
  echo "$l" >&2
  case $l in ready*) idle_ready=$l; break ;; esac
done <"$fifo"
sleep 1
after=$(rss_kib "$server_pid")
kill "$idle_pid" 2>/dev/null || true
cat "$fifo" >/dev/null 2>&1 || true
wait "$idle_pid" 2>/dev/null || true
rm -f "$fifo"
held=$(field connections "$idle_ready")
per_connection=$(awk -v a="$after" -v b="$before" -v n="${held:-0}" 'BEGIN { if (n > 0) printf "%.1f", (a - b) / n; else print "n/a" }')
stop_server

echo "== memory: 1000 rooms with a game started" >&2
start_server
sleep 0.5
before_rooms=$(rss_kib "$server_pid")
fifo=$(mktemp -u)
mkfifo "$fifo"
$pin_load "$cli" idle --url "ws://127.0.0.1:$port/ws" --rooms 1000 --seats 4 --players 4 \
  --spectators 1 --start >"$fifo" &
idle_pid=$!
while read -r l; do
  echo "$l" >&2
  case $l in ready*) break ;; esac
done <"$fifo"
sleep 1
after_rooms=$(rss_kib "$server_pid")
kill "$idle_pid" 2>/dev/null || true
cat "$fifo" >/dev/null 2>&1 || true
wait "$idle_pid" 2>/dev/null || true
rm -f "$fifo"
per_room=$(awk -v a="$after_rooms" -v b="$before_rooms" -v c="$per_connection" \
  'BEGIN { printf "%.1f", (a - b) / 1000 - 5 * c }')
stop_server

# ---- the table
cpu=$(sed -n 's/^model name[[:space:]]*: //p;T;q' /proc/cpuinfo)
echo
echo "tavern benchmark: $cpu, $cores cores, Linux $(uname -r), $(${CXX:-c++} --version | head -1), Release"
echo "server: one I/O thread; $pinning; $rooms rooms of 4 players + 1 spectator each"
echo "load average: $load_start at the start, $(cut -d' ' -f1-3 /proc/loadavg) at the end (other work on the machine inflates every figure)"
printf '%-26s %9s %8s | %9s %9s %9s | %9s %9s %9s | %7s %7s %5s | %6s %6s | %6s\n' \
  "game/server" "max act/s" "cpu cap" "p50@50%" "p99@50%" "p99.9@50%" "p50@90%" "p99@90%" "p99.9@90%" \
  "µs/act" "base µs" "x" "p50 x" "p99 x" "cli %"
ms() { awk -v u="$1" 'BEGIN { if (u == "") print "-"; else printf "%.2fms", u / 1000 }'; }
for row in $rows; do
  l5=${line50[$row]:-} l9=${line90[$row]:-} b=${baseline_line[$row]:-} r=${ratio_line[$row]:-}
  cpu_t=$(field cpu_us "$l5") act_t=$(field actions "$l5")
  cpu_b=$(field cpu_us "$b") act_b=$(field actions "$b")
  us_t=$(awk -v c="$cpu_t" -v a="$act_t" 'BEGIN { if (a > 0 && c >= 0) printf "%.1f", c / a; else print "-" }')
  us_b=$(awk -v c="$cpu_b" -v a="$act_b" 'BEGIN { if (a > 0 && c >= 0) printf "%.1f", c / a; else print "-" }')
  x=$(awk -v t="$us_t" -v b="$us_b" 'BEGIN { if (b > 0) printf "%.1f", t / b; else print "-" }')
  cli_pct=$(awk -v c="$(field client_cpu_us "$l5")" -v d="$((seconds * 2))" 'BEGIN { if (c > 0) printf "%.0f", c / d / 1e4; else print "-" }')
  cap=$(awk -v u="$us_t" 'BEGIN { if (u > 0) printf "%.0f", 1e6 / u; else print "-" }')
  printf '%-26s %9s %8s | %9s %9s %9s | %9s %9s %9s | %7s %7s %5s | %6s %6s | %6s\n' \
    "$row" "${max_rate[$row]:-0}" "$cap" \
    "$(ms "$(field p50_us "$l5")")" "$(ms "$(field p99_us "$l5")")" "$(ms "$(field p999_us "$l5")")" \
    "$(ms "$(field p50_us "$l9")")" "$(ms "$(field p99_us "$l9")")" "$(ms "$(field p999_us "$l9")")" \
    "$us_t" "$us_b" "$x" "$(field p50 "$r")" "$(field p99 "$r")" "$cli_pct"
done
per_action() { awk -v c="$(field cpu_us "$1")" -v a="$(field actions "$1")" 'BEGIN { if (a > 0 && c >= 0) printf "%.1f", c / a; else print "-" }'; }
for game in $games; do
  [ -n "${storage_rate[$game]:-}" ] || continue
  ls=${storage_stored[$game]} lm=${storage_memory[$game]}
  us_s=$(per_action "$ls") us_m=$(per_action "$lm")
  printf 'storage, %s at %s act/s: %s µs/act stored, %s in memory, %s; p99 %s stored, %s in memory%s\n' \
    "$game" "${storage_rate[$game]}" "$us_s" "$us_m" \
    "$(awk -v s="$us_s" -v m="$us_m" 'BEGIN { if (m > 0 && s > 0) printf "%+.0f %%", (s / m - 1) * 100; else print "-" }')" \
    "$(ms "$(field p99_us "$ls")")" "$(ms "$(field p99_us "$lm")")" \
    "$([ "$(field errors "$ls")" = 0 ] && [ "$(field errors "$lm")" = 0 ] || echo ' (errors: not kept up)')"
done
echo "memory: ${per_connection} KiB RSS per idle connection (${held:-0} held: half spectators in $idle_rooms rooms, half bare);" \
  "${per_room} KiB per room (1000 rooms, 4 players + 1 spectator, game started, connections deducted)"
echo "max act/s: highest offered rate (steps of 100 to 40000/s) with no error, >= 95 % carried and p99 <= $((p99_limit_us / 1000)) ms;" \
  "cpu cap: 10^6 / µs per action, the actions/s one core could carry at that CPU cost;" \
  "latency: scheduled send to every member holding the result (the actor's ok included);" \
  "µs/act: server utime+stime per action at 50 %; base: the bare Beast broadcast server with the same frames at the same rate; x = tavern / base; p50 x, p99 x: the latency ratios at 50 %;" \
  "cli %: load generator CPU (one core = 100)"
