#!/usr/bin/env bash
# Builds tavern (Release) and runs it on its defaults: http://localhost:8080.
# Extra arguments go to the server, e.g. scripts/run.sh --port 9000.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build-release -DCMAKE_BUILD_TYPE=Release -DTAVERN_TESTS=OFF -DTAVERN_BENCH=OFF >/dev/null
cmake --build build-release --target tavern -j"$(nproc)"
exec build-release/server/tavern "$@"
