#!/usr/bin/env bash
# The container test: builds the image from the repository's Dockerfile, runs
# it, and checks it from outside the way an operator and a browser would:
# health, the browser client, a game played over the WebSocket, a non-root
# process, the open-files limit, a clean and quick stop on SIGTERM.
#
#   tests/container/container_test.sh
#
# Engine: docker if a Docker engine answers; else the engine printed by
# ../shared/tools/container-engine.sh beside the repository (it sets up podman
# on machines without Docker); else podman. TAVERN_CONTAINER_ENGINE forces one.
# Without any engine the test is skipped (exit 77), except under CI=true,
# where that is a failure.
# The container is always removed; the image (TAVERN_IMAGE, default
# tavern:container-test) is kept so that the next run builds from cache.
# Logs go to test-artifacts/container/.
set -uo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
here=$repo/tests/container
image=${TAVERN_IMAGE:-tavern:container-test}
name=tavern-container-test-$$
artifacts=$repo/test-artifacts/container
moves=${TAVERN_CONTAINER_MOVES:-8}
mkdir -p "$artifacts"

passed=0
failed=0
test_start=$EPOCHREALTIME
step_start=$test_start

# Seconds since $1, e.g. 12.34.
elapsed() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.2f", b - a }'; }
begin() { step_start=$EPOCHREALTIME; echo "--- $1"; }
pass() { passed=$((passed + 1)); echo "PASS $1 ($(elapsed "$step_start") s)"; }
fail() { failed=$((failed + 1)); echo "FAIL $1 ($(elapsed "$step_start") s)"; }
summary() {
  echo "total time $(elapsed "$test_start") s"
  echo "container test: $passed passed, $failed failed"
}
# A failure after which nothing else can be checked.
give_up() {
  fail "$1"
  summary
  exit 1
}

no_engine() {
  if [ "${CI:-}" = true ]; then
    echo "FAILED: no container engine (neither docker nor podman), and CI=true requires one"
    exit 1
  fi
  echo "SKIPPED: no container engine (neither docker nor podman)"
  exit 77
}

# --- the engine
begin "container engine"
engine=${TAVERN_CONTAINER_ENGINE:-}
if [ -z "$engine" ]; then
  if command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; then
    engine=docker
  elif [ -f "$repo/../shared/tools/container-engine.sh" ]; then
    engine=$(bash "$repo/../shared/tools/container-engine.sh" | tail -n 1) || engine=
  fi
  if [ -z "$engine" ] && command -v podman >/dev/null 2>&1; then
    engine=podman
  fi
fi
if [ -z "$engine" ] || ! command -v "$engine" >/dev/null 2>&1; then
  no_engine
fi
command -v node >/dev/null 2>&1 || give_up "needs node on the host (for tests/container/play.mjs)"
echo "engine: $engine ($("$engine" --version 2>/dev/null | head -n 1))"

# Podman on these machines needs the host's network for builds and runs, and
# has no systemd to schedule health checks: they are run on demand instead.
build_flags=()
run_flags=()
if [ "$engine" = podman ]; then
  build_flags=(--format docker --network=host)
  run_flags=(--network=host --health-interval=disable)
  # The host's compile cache, and the build type and flags of the host's build
  # (build/CMakeCache.txt): the files the host compiled are not compiled again
  # (see the Dockerfile). Docker's build has no volumes: it builds in full.
  cache_dir=${CCACHE_DIR:-$HOME/.cache/ccache}
  host_cache="$repo/build/CMakeCache.txt"
  if [ -d "$cache_dir" ] && [ -f "$host_cache" ]; then
    build_type=$(sed -n 's/^CMAKE_BUILD_TYPE:[A-Z]*=//p' "$host_cache")
    type_upper=$(echo "$build_type" | tr a-z A-Z)
    type_flags=$(sed -n "s/^CMAKE_CXX_FLAGS_${type_upper}:[A-Z]*=//p" "$host_cache")
    build_flags+=(-v "$cache_dir:/ccache" --build-arg "BUILD_TYPE=$build_type"
                  --build-arg "BUILD_TYPE_FLAGS=$type_flags")
    echo "compile cache: $cache_dir; build type $build_type ($type_flags)"
  fi
fi

free_port() {
  node -e "const s = require('net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });"
}

cleanup() {
  "$engine" logs "$name" >"$artifacts/container.log" 2>&1 || true
  # -v: also the anonymous volume the image's VOLUME /data gave it.
  "$engine" rm -f -v "$name" >/dev/null 2>&1 || true
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# --- build
begin "build the image $image"
if "$engine" build "${build_flags[@]}" -t "$image" "$repo" >"$artifacts/build.log" 2>&1; then
  pass "image built (log: test-artifacts/container/build.log)"
else
  tail -n 40 "$artifacts/build.log"
  give_up "image build failed (log: test-artifacts/container/build.log)"
fi

begin "image configuration"
size=$("$engine" image inspect --format '{{.Size}}' "$image")
size_mb=$(awk -v s="$size" 'BEGIN { printf "%.1f", s / 1000000 }')
echo "image size: $size_mb MB ($size bytes)"
healthcheck=$("$engine" image inspect --format '{{json .Config.Healthcheck}}' "$image" 2>/dev/null)
user=$("$engine" image inspect --format '{{.Config.User}}' "$image")
echo "healthcheck: $healthcheck"
echo "user: $user"
if [[ "$healthcheck" == *'"tavern","--healthcheck"'* ]] && [ -n "$user" ] && [ "${user%%:*}" != root ] && [ "${user%%:*}" != 0 ]; then
  pass "image keeps its HEALTHCHECK and names a non-root user"
else
  fail "image lost its HEALTHCHECK or runs as root (podman: build with --format docker)"
fi

# --- run
begin "start a container"
if [ "$engine" = podman ]; then
  port=$(free_port)
  publish=(-e "TAVERN_PORT=$port")
else
  port=$(free_port)
  # Checked often, so docker reports healthy within seconds, not after 30 s.
  publish=(-p "127.0.0.1:$port:8080" --health-interval=1s)
fi
url=http://127.0.0.1:$port
if ! "$engine" run -d --name "$name" "${run_flags[@]}" "${publish[@]}" "$image" >/dev/null 2>"$artifacts/run.log"; then
  cat "$artifacts/run.log"
  give_up "the container did not start"
fi
ready=no
for _ in $(seq 1 150); do
  if node "$here/play.mjs" health "$url"; then ready=yes; break; fi
  [ "$("$engine" inspect --format '{{.State.Running}}' "$name" 2>/dev/null)" = true ] || break
  sleep 0.2
done
if [ "$ready" = yes ]; then
  pass "the container answers GET /healthz at $url"
else
  "$engine" logs "$name" 2>&1 | tail -n 30
  give_up "the container never answered GET /healthz at $url"
fi

begin "the image's own health check"
if [ "$engine" = podman ]; then
  if "$engine" healthcheck run "$name"; then
    pass "podman healthcheck run: healthy"
  else
    fail "podman healthcheck run: unhealthy"
  fi
else
  status=
  for _ in $(seq 1 60); do
    status=$("$engine" inspect --format '{{.State.Health.Status}}' "$name")
    [ "$status" = starting ] || break
    sleep 0.5
  done
  if [ "$status" = healthy ]; then pass "docker health status: healthy"; else fail "docker health status: $status"; fi
fi

# --- the browser client and a game
begin "the browser client"
if node "$here/play.mjs" index "$url"; then
  pass "index page served as HTML"
else
  fail "index page"
fi

begin "a game over the WebSocket"
if node "$here/play.mjs" game "$url" "$moves"; then
  pass "two players created, joined, started and played Dead Man's Draw"
else
  fail "the game over the WebSocket"
fi

# --- the process inside
begin "the process runs as a non-root user"
uid=$("$engine" exec "$name" id -u 2>&1)
echo "id: $("$engine" exec "$name" id 2>&1)"
pid1=$("$engine" exec "$name" cat /proc/1/comm 2>&1)
echo "PID 1: $pid1"
if [[ "$uid" =~ ^[0-9]+$ ]] && [ "$uid" -ne 0 ] && [ "$pid1" = tavern ]; then
  pass "uid $uid, and PID 1 is tavern itself (signals reach it)"
else
  fail "uid '$uid', PID 1 '$pid1'"
fi

begin "the data volume"
if "$engine" exec "$name" sh -c 'touch /data/.write-test && rm /data/.write-test' 2>&1; then
  pass "the tavern user may write to /data (TAVERN_DATA_DIR)"
else
  fail "tavern may not write to /data"
fi

begin "open-files limit"
limits=$("$engine" exec "$name" grep 'Max open files' /proc/1/limits 2>&1)
read -r soft hard <<<"$(awk '{ print $4, $5 }' <<<"$limits")"
echo "tavern's open-files limit: soft $soft, hard $hard"
if [ -n "$soft" ] && [ "$soft" = "$hard" ]; then
  pass "soft limit raised to the hard limit ($soft)"
else
  fail "soft open-files limit $soft is below the hard limit $hard"
fi

begin "a minimal runtime image"
# shellcheck disable=SC2016 # $t expands inside the container
extras=$("$engine" exec "$name" sh -c 'for t in curl wget gcc g++ cc c++ cmake; do command -v "$t" || true; done' 2>&1)
if [ -z "$extras" ]; then
  pass "no curl, wget or compiler in the runtime image"
else
  fail "the runtime image holds: $(tr '\n' ' ' <<<"$extras")"
fi

# --- stop
begin "stop with SIGTERM"
stop_start=$EPOCHREALTIME
"$engine" stop -t 10 "$name" >/dev/null 2>&1
stop_time=$(elapsed "$stop_start")
exit_code=$("$engine" inspect --format '{{.State.ExitCode}}' "$name" 2>&1)
echo "stopped in $stop_time s, exit code $exit_code"
"$engine" logs "$name" 2>&1 | tail -n 3
if [ "$exit_code" = 0 ] && awk -v t="$stop_time" 'BEGIN { exit !(t < 5) }'; then
  pass "tavern stopped on SIGTERM in $stop_time s with exit code 0"
else
  fail "stop took $stop_time s with exit code $exit_code (wanted under 5 s and 0)"
fi

echo "image: $image, $size_mb MB"
summary
[ "$failed" -eq 0 ]
