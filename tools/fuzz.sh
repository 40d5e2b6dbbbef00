#!/usr/bin/env bash
# tools/fuzz.sh: builds the libFuzzer targets (tests/fuzz, clang with
# AddressSanitizer and UndefinedBehaviorSanitizer) into ./build-fuzz and runs
# each target (VIKTORY II's save, map, scenario; Victory's vic-save, vic-map,
# vic-scenario) for a while, seeded with the corpus and the
# regression set.  Any finding (crash, hang, sanitizer report, GLib critical,
# a game that does not play on or reload) fails the run; its input is kept in
# build-fuzz/fuzz-findings/ to be added to tests/fuzz/regressions/FORMAT/.
#
#   tools/fuzz.sh [SECONDS]     each target SECONDS long (default 600)
#   tools/fuzz.sh --ci          each target 20 s (what .ci/run does)
#   tools/fuzz.sh --runs N      each target N inputs, however long that takes
#
# Installs clang 14 and its runtime (libFuzzer) on Debian when missing.
set -euo pipefail

cd "$(dirname "$0")/.."

usage() { echo "usage: tools/fuzz.sh [--ci | SECONDS | --runs N]" >&2; exit 2; }
seconds=600
runs_wanted=
case "${1:-}" in
  --ci) seconds=20 ;;
  --runs) case "${2:-}" in ''|*[!0-9]*|0) usage ;; esac; runs_wanted=$2; seconds=0 ;;
  '') ;;
  *[!0-9]*|0) usage ;;
  *) seconds=$1 ;;
esac
# libFuzzer stops at whichever limit comes first; 0 means no time limit.
limit="-max_total_time=$seconds"
[ -z "$runs_wanted" ] || limit="-runs=$runs_wanted"
# An input that runs longer than this (wall clock) is a hang.  Every input of
# the corpus runs in well under a second; the long run, which shares the
# machine for hours, allows more before it calls a busy machine a hang.
timeout=10
[ -z "$runs_wanted" ] || timeout=60

SUDO=
[ "$(id -u)" = 0 ] || SUDO=sudo
CC=$(command -v clang-14 || command -v clang || true)
if [ -z "$CC" ] || [ ! -f "$("$CC" -print-resource-dir)/lib/linux/libclang_rt.fuzzer-x86_64.a" ]; then
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends clang-14 libclang-rt-14-dev
  CC=clang-14
fi

build=build-fuzz
[ -f $build/build.ninja ] || CC=$CC meson setup $build -Dfuzzing=true -Dgui=disabled \
  -Db_sanitize=address,undefined -Db_lundef=false
formats="save map scenario vic-save vic-map vic-scenario"
ninja -C $build $(for f in $formats; do echo tests/fuzz/fuzz-$f; done)

export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
findings=$build/fuzz-findings
mkdir -p $findings
passed=0 failed=0
for format in $formats; do
  work=$build/fuzz-corpus/$format   # grows from run to run; libFuzzer writes here
  dict=$build/fuzz-$format.dict     # the formats' groups and keys, from the corpus
  log=$build/fuzz-$format.log
  mkdir -p "$work" tests/fuzz/regressions/$format
  grep -ohE '^\[[A-Za-z0-9]+\]|^[A-Za-z0-9]+=' tests/fuzz/corpus/$format/* | sort -u \
    | sed 's/.*/"&"/' > "$dict"
  status=0
  started=$(date +%s)
  TIMEFORMAT='%U %S'   # the CPU time `time` reports: user and system seconds
  { time $build/tests/fuzz/fuzz-$format $limit -timeout=$timeout -rss_limit_mb=2048 \
    -max_len=16384 -print_final_stats=1 -dict="$dict" -artifact_prefix="$findings/$format-" \
    "$work" tests/fuzz/corpus/$format tests/fuzz/regressions/$format > "$log" 2>&1 \
    || status=$?; } 2> "$log.cpu"
  wall=$(( $(date +%s) - started ))
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  cpu=$(awk '{ printf "%.0f", $1 + $2 }' "$log.cpu")

  if [ "$status" = 0 ]; then
    passed=$((passed + 1))
    echo "fuzz $format: ${runs:-?} inputs in ${wall} s (${cpu} s of CPU), no finding"
  else
    failed=$((failed + 1))
    echo "fuzz $format: FINDING after ${runs:-?} inputs (exit $status); the input is in $findings/:"
    grep -E "viktory fuzz finding|ERROR: |SUMMARY: |runtime error|Test unit written" "$log" | head -n 20 || true
    echo "  the whole log: $log"
  fi
done
echo "fuzz: $passed passed, $failed failed"
[ "$failed" = 0 ]
