#!/usr/bin/env bash
# Builds the libFuzzer harnesses (address sanitizer on Swift and C++, undefined-behaviour
# checks that trap on the C++ bridge) and runs them.
#
#   scripts/fuzz.sh build                  build only
#   scripts/fuzz.sh run HARNESS SECONDS [RUNS]
#                                          run one harness for SECONDS, or until it has run
#                                          RUNS inputs (new inputs it finds go to
#                                          .build/fuzz/corpus/HARNESS)
#   scripts/fuzz.sh all SECONDS            run every harness for SECONDS each
#   scripts/fuzz.sh smoke                  every harness for 3 s, stopping past 10 s (CI)
#
# A crash, a leak, a sanitizer report or an input that takes more than one second stops the
# run with status 1 and leaves the input in .build/fuzz/crashes/ (on a busy machine, where a
# stall is no hang, FUZZ_TIMEOUT=10 stops only past ten seconds and the log lists every input
# slower than one second as "Slowest unit"); replay it with
#   SHEET_L10N_FUZZ=HARNESS .build/fuzz/debug/sheet-l10n-fuzz FILE
# FUZZ_OPTIMIZE=1 builds and runs an optimized build (.build/fuzz-release/release/…), with the
# same sanitizers, for long runs.
set -euo pipefail
cd "$(dirname "$0")/.."

harnesses=(json locale xcstrings strings stringsdict xliff xcloc lexicon sheets config baseline roles icu convert lint android po)
# FUZZ_OPTIMIZE=1 builds the harnesses optimized (same sanitizers, several times the inputs a
# second) into .build/fuzz-release; the smoke run in CI uses the debug build.
configuration=debug
scratch=.build/fuzz
optimized=()
if [ -n "${FUZZ_OPTIMIZE:-}" ]; then
  # The harnesses reach internal API with @testable import, which an optimized build allows
  # only when asked.
  configuration=release scratch=.build/fuzz-release optimized=(-Xswiftc -enable-testing)
fi
binary=$scratch/$configuration/sheet-l10n-fuzz

dictionary() {
  case "$1" in
    json | lexicon | sheets | config | baseline | roles) echo json ;;
    locale | convert | lint) echo native ;;
    icu) echo icu ;;
    xcstrings) echo xcstrings ;;
    strings) echo strings ;;
    stringsdict | xliff | xcloc | android) echo xml ;;
    po) echo po ;;
  esac
}

build() {
  SHEET_L10N_FUZZ_BUILD=1 swift build -c "$configuration" --scratch-path "$scratch" --product sheet-l10n-fuzz \
    --sanitize=fuzzer --sanitize=address \
    -Xcxx -fsanitize=undefined -Xcxx -fsanitize-trap=undefined \
    -Xswiftc -parse-as-library ${optimized[@]+"${optimized[@]}"}
}

# The harness runs on one CPU. With one CPU libdispatch runs DispatchQueue.concurrentPerform
# on the calling thread; with more, a worker frees the call's bookkeeping just after it
# returns, so an input seems to end with more allocations than frees, and libFuzzer then
# reruns it and scans the whole heap for leaks: twenty times slower, and after a thousand
# such scans libFuzzer stops looking for leaks at all.
pin=""
if command -v taskset >/dev/null; then
  pin="taskset -c $(taskset -cp $$ | sed 's/.*: //' | grep -oE '[0-9]+' | head -1)"
fi

run() {
  local harness=$1 seconds=$2 runs=${3:--1}
  local work=.build/fuzz/corpus/$harness log=.build/fuzz/logs/$harness.last.log status=0
  mkdir -p "$work" .build/fuzz/crashes .build/fuzz/logs
  LSAN_OPTIONS=suppressions=Fuzz/lsan.supp:print_suppressions=0 SHEET_L10N_FUZZ=$harness $pin "$binary" \
    "$work" "Fuzz/Corpus/$harness" -dict="Fuzz/Dictionaries/$(dictionary "$harness").dict" \
    -max_total_time="$seconds" -runs="$runs" -timeout="${FUZZ_TIMEOUT:-1}" -report_slow_units=1 -rss_limit_mb=4096 -max_len=65536 \
    -print_final_stats=1 -artifact_prefix=".build/fuzz/crashes/$harness-" >"$log" 2>&1 || status=$?
  grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|==[0-9]+==|SUMMARY|Slowest unit|.*Test unit written)" "$log" || true
  return $status
}

quiet_build() {
  # The linker's notes about the sanitizer runtime's local symbols are noise; a failed build
  # shows its errors.
  local log=.build/fuzz-build.log status=0
  mkdir -p .build
  build >"$log" 2>&1 || status=$?
  if [ "$status" -ne 0 ]; then grep -E "error|warning:" -A6 "$log" | head -60; return "$status"; fi
  grep -v "ld.gold: warning: Cannot export local symbol" "$log" | tail -3
}

case "${1:-}" in
  build) build ;;
  run) quiet_build && run "$2" "${3:-60}" "${4:--1}" ;;
  all | smoke)
    seconds=${2:-60}
    if [ "$1" = smoke ]; then
      # A short run on a shared CI machine: stop only on a real hang, not on a stall.
      seconds=3
      export FUZZ_TIMEOUT=${FUZZ_TIMEOUT:-10}
    fi
    quiet_build
    failed=0
    for harness in "${harnesses[@]}"; do
      echo "== $harness"
      run "$harness" "$seconds" || failed=1
    done
    exit $failed
    ;;
  *)
    sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac
