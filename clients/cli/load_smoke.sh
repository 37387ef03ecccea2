#!/usr/bin/env bash
# Smoke run of the load generator against a real tavern: a few rooms of each
# shipped game for a few seconds; tavern-cli exits non-zero on any error, any
# room that could not be set up or did not finish, or any member whose
# document and version differ from a fresh sync at the end (--verify).
#   TAVERN_BIN=build/server/tavern TAVERN_CLI_BIN=build/clients/cli/tavern-cli load_smoke.sh
set -euo pipefail
: "${TAVERN_BIN:?the tavern binary}" "${TAVERN_CLI_BIN:?the tavern-cli binary}"

# Its own data directory: another tavern may hold the default one.
data_dir=$(mktemp -d)
export TAVERN_DATA_DIR=$data_dir
scoped_out=$data_dir/scoped.out
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
"$TAVERN_BIN" --host 127.0.0.1 --port "$port" --log-level warn --threads 1 \
  --messages-per-second 1000 --message-burst 1000 --room-creations-per-minute 100000 &
server=$!
trap 'kill $server 2>/dev/null || true; wait $server 2>/dev/null || true; rm -rf "$data_dir"' EXIT
for _ in $(seq 100); do
  "$TAVERN_BIN" --healthcheck --port "$port" >/dev/null 2>&1 && break
  sleep 0.1
done

status=0
load() {
  "$TAVERN_CLI_BIN" load --url "ws://127.0.0.1:$port/ws" --threads 2 --warmup 0.3 "$@"
}
run() {
  echo "== $*"
  load --duration 1.5 --verify "$@" || status=1
}
# Every game the server lists, with 4 players where it allows them.
games=$("$TAVERN_CLI_BIN" games --url "ws://127.0.0.1:$port/ws")
[ -n "$games" ] || { echo "no games listed"; exit 1; }
while read -r id range _; do
  min=${range%-*} max=${range#*-}
  players=$((4 < min ? min : (4 > max ? max : 4)))
  run --game "$id" --rooms 3 --players "$players" --spectators 1 --rate 30
done <<<"$games"
# Without --verify members apply only the parts of their patches they read;
# games must still end and restart (read from the host's room status).
echo "== deadmansdraw, patches applied in part"
load --duration 3 --game deadmansdraw --rooms 3 --players 4 --spectators 1 --rate 100 \
  >"$scoped_out" || status=1
cat "$scoped_out"
grep -Eq 'throughput .*, [1-9][0-9]* games finished' "$scoped_out" || { echo "no game finished"; status=1; }
# Each seat accepts the rematch in turn (read from the host's document): a
# start that changes nothing would leave the room waiting for patches that
# never come, then syncing every member (the load generator's own stall, once
# counted as the server's latency).
if grep -Eq 'oddities +[1-9]' "$scoped_out"; then
  echo "members waited for patches that never came"
  status=1
fi
# Beside tables of one person and the server's bots (their search on its pool):
# the measured rooms keep working, /healthz answers, and the bot tables play.
echo "== deadmansdraw beside bot tables"
bots_out=$data_dir/bots.out
load --duration 3 --game deadmansdraw --rooms 2 --players 2 --spectators 1 --rate 20 --verify \
  --bot-rooms 4 --bot-seats 3 --bot-level easy >"$bots_out" || status=1
cat "$bots_out"
grep -Eq 'bot tables +4 of 4 playing .* [1-9][0-9]* moves by their people' "$bots_out" ||
  { echo "the bot tables did not play"; status=1; }
grep -Eq '/healthz .*\([1-9][0-9]* asked, 0 failed\)' "$bots_out" ||
  { echo "/healthz was not answered"; status=1; }
# The baseline path too: the bare broadcast server in-process, same sizes.
run --game deadmansdraw --rooms 2 --players 2 --spectators 1 --rate 20 --baseline
kill -0 $server # still alive
echo "load_smoke: $([ $status = 0 ] && echo passed || echo FAILED)"
exit $status
