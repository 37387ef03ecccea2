# tavern: a multi-stage build. The build stage has the compiler and the -dev
# packages; the runtime stage has only the binaries, the browser client and the
# shared libraries they link (spdlog, fmt, SQLite, libpq for --database,
# hiredis for --redis, jemalloc, and simdjson for tavern-cli; Boost,
# nlohmann_json and CLI11 are header-only).
#
#   docker build -t tavern .
#   podman build --format docker -t tavern .   (docker format keeps the HEALTHCHECK)

FROM debian:bookworm-slim AS build
# The same Debian packages as the project's set-up, so the image builds what CI tests.
RUN apt-get update \
 && apt-get install -y --no-install-recommends \
      build-essential cmake ccache libboost1.81-dev nlohmann-json3-dev libspdlog-dev libcli11-dev \
      libsqlite3-dev libsqlitecpp-dev libpq-dev libjemalloc-dev libsimdjson-dev libhiredis-dev \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# The context is trimmed by .dockerignore (no tests, benchmarks or build output),
# so editing a test does not invalidate this layer.
COPY . .
# Parallel compile jobs; raise on a bigger machine: --build-arg JOBS=8
ARG JOBS=2
# The build type, and optionally its flags (CMAKE_CXX_FLAGS_<TYPE>).
ARG BUILD_TYPE=Release
ARG BUILD_TYPE_FLAGS=
# A compile cache mounted at /ccache (podman build -v ~/.cache/ccache:/ccache)
# is used when present: the container test mounts the host's, and builds with
# the host build's type and flags, so the files the host compiled are not
# compiled again. Paths are taken relative to /src, and the build directory is
# /src/build, as on the host. Without the mount ccache stays out of the way.
# ccache also hashes the locale (LANG, LC_*): scripts/test.sh builds in C.UTF-8 too.
ENV CCACHE_DIR=/ccache CCACHE_BASEDIR=/src CCACHE_NOHASHDIR=1 \
    CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime \
    LANG=C.UTF-8
RUN if [ ! -d /ccache ]; then export CCACHE_DISABLE=1; fi \
 && type_flags="" \
 && if [ -n "$BUILD_TYPE_FLAGS" ]; then \
      type_flags="-DCMAKE_CXX_FLAGS_$(echo "$BUILD_TYPE" | tr a-z A-Z)=$BUILD_TYPE_FLAGS"; fi \
 && cmake -S . -B build -DTAVERN_TESTS=OFF -DTAVERN_BENCH=OFF -DCMAKE_BUILD_TYPE="$BUILD_TYPE" \
      ${type_flags:+"$type_flags"} \
 && cmake --build build -j"${JOBS}" \
 && cmake --install build --prefix /opt/tavern --strip \
 && rm -rf build

FROM debian:bookworm-slim
LABEL org.opencontainers.image.title="tavern" \
      org.opencontainers.image.description="Authoritative multiplayer server for turn-based card and board games"
# apt's lists and its package caches (pkgcache.bin: about 75 MB) are of no
# use at run time.
RUN apt-get update \
 && apt-get install -y --no-install-recommends libspdlog1.10 libfmt9 libsqlite3-0 libpq5 libjemalloc2 \
      libsimdjson14 libhiredis0.14 \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin /var/cache/apt/archives/*.deb \
 && groupadd --system --gid 10001 tavern \
 && useradd --system --uid 10001 --gid tavern --home-dir /data --no-create-home \
      --shell /usr/sbin/nologin tavern \
 && mkdir -p /data \
 && chown tavern:tavern /data \
 && chmod 0750 /data
# bin/tavern and share/tavern/web, where the binary also finds the client by itself.
COPY --from=build /opt/tavern/ /usr/local/
# Fail the build here, not at run time, if the runtime packages above stop
# covering what the binaries link.
RUN if ldd /usr/local/bin/tavern /usr/local/bin/tavern-cli | grep 'not found'; then exit 1; fi \
 && tavern --help >/dev/null

# With PostgreSQL instead of the volume: -e TAVERN_DATABASE=postgresql://... -e TAVERN_DATA_DIR=
# (an empty variable counts as unset; --database and --data-dir exclude each other).
ENV TAVERN_HOST=0.0.0.0 \
    TAVERN_PORT=8080 \
    TAVERN_WEB_ROOT=/usr/local/share/tavern/web \
    TAVERN_DATA_DIR=/data \
    TAVERN_LOG_LEVEL=info
USER tavern:tavern
# Relative paths the server may write end up in the volume, not in the image.
WORKDIR /data
VOLUME /data
EXPOSE 8080
# No curl in the image: the binary asks its own /healthz (on TAVERN_PORT).
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["tavern", "--healthcheck"]
STOPSIGNAL SIGTERM
# A Dockerfile cannot set ulimits, and newer engines start containers with a
# soft open-files limit of 1024, far below the 10,000 connections tavern
# allows by default: raise the soft limit to the hard one, then exec, so that
# tavern is PID 1 and receives SIGTERM itself. Arguments go to tavern:
#   docker run tavern --log-level debug
ENTRYPOINT ["/bin/sh", "-c", "ulimit -Sn \"$(ulimit -Hn)\" 2>/dev/null || true; exec tavern \"$@\"", "tavern"]
CMD []
