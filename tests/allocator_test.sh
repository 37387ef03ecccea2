#!/usr/bin/env bash
# The server binary allocates with jemalloc, and jemalloc took the settings
# main.cpp gives it (a background thread that returns unused pages after two
# seconds). A build that silently fell back to another allocator, or a
# malloc_conf jemalloc never read, fails here.
#   tests/allocator_test.sh build/server/tavern
set -euo pipefail
bin=$1
# ldd's output is read whole first: `ldd | grep -q` under pipefail fails
# whenever grep exits on its match before ldd's last write (SIGPIPE), which
# a loaded machine makes happen about once in twenty runs.
libraries=$(ldd "$bin")
if ! grep -q 'libjemalloc' <<<"$libraries"; then
  echo "allocator: $bin is not linked with jemalloc" >&2
  exit 1
fi
# jemalloc prints its options at exit when asked to.
options=$(MALLOC_CONF=stats_print:true "$bin" --help 2>&1 >/dev/null)
for wanted in 'opt.background_thread: true' 'opt.dirty_decay_ms: 2000'; do
  if ! grep -qF "$wanted" <<<"$options"; then
    echo "allocator: jemalloc does not report '$wanted'" >&2
    exit 1
  fi
done
echo "allocator: jemalloc with a background thread and a 2 s decay"
