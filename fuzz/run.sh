#!/usr/bin/env bash
# Builds the libFuzzer harnesses and runs each one for a fixed number of
# inputs, starting from the committed seeds plus seeds made from the theme, the
# example site and the SemVer conformance data. Prints, per target, the inputs
# run, the coverage libFuzzer reached and the crashes it saved.
#
# Usage: fuzz/run.sh [runs] [target…]
#   runs     inputs per target (default 200000)
#   target   front-matter, json, mustache, semver, version-file (default: all five)
# Environment:
#   FUZZ_SECONDS  also stop each target after this many seconds (-max_total_time)
#   FUZZ_CONFIG   release (default, faster) or debug
#   FUZZ_TIMEOUT  seconds one input may take before it counts as a hang
#                 (default 10; libFuzzer measures wall time, so raise it on a
#                 busy machine or under nice)
#
# Everything it writes goes to fuzz/out/ (git-ignored): grown corpora in
# corpus/<target>/, crash inputs in crashes/<target>/, logs in logs/.
# Exit status 1 when any target crashed.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-200000}
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(front-matter json mustache semver version-file)
config=${FUZZ_CONFIG:-release}
out=fuzz/out
conformance=${NOTESITE_CONFORMANCE:-$(pwd)/Tests/Fixtures/conformance}

case "$runs" in
    ''|*[!0-9]*) echo "Error: runs must be a number, found '$runs'" >&2; exit 64 ;;
esac
for target in "${targets[@]}"; do
    [ -d "fuzz/harnesses/$target" ] || { echo "Error: no harness '$target'" >&2; exit 64; }
done

mkdir -p "$out/logs"

# The fuzzer runtime links only into these targets, so they get a build folder
# of their own and never disturb the normal .build/.
build() {
    NOTESITE_FUZZ=1 swift build --scratch-path .build-fuzz -c "$config" \
        -Xswiftc -sanitize=fuzzer,address --product "fuzz-$1" >"$out/logs/build-$1.log" 2>&1 || {
        grep -E 'error' "$out/logs/build-$1.log" >&2
        echo "Error: building fuzz-$1 failed; see $out/logs/build-$1.log" >&2
        exit 1
    }
}

# Seeds that live elsewhere in the repository are copied, not committed twice.
make_seeds() {
    local seeds="$out/seeds/$1"
    rm -rf "$seeds"
    mkdir -p "$seeds"
    case "$1" in
        front-matter) cp content/versions/* Tests/Fixtures/fuzz/yaml-* "$seeds/" ;;
        version-file) cp content/versions/* "$seeds/" ;;
        json)
            cp content/versions/*.json "$seeds/"
            for file in Tests/Fixtures/invalid/*/content/versions/*.json; do
                cp "$file" "$seeds/$(basename "${file%/content/versions/*}")-$(basename "$file")"
            done
            ;;
        mustache) cp Templates/theme/*.mustache Tests/Fixtures/fuzz/mustache-* "$seeds/" ;;
        semver)
            [ -d "$conformance/semver" ] || return 0
            python3 - "$conformance/semver" "$seeds" <<'PY'
import json, pathlib, sys
source, seeds = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
texts = json.loads((source / "valid.json").read_text()) + json.loads((source / "invalid.json").read_text())
pairs = json.loads((source / "precedence.json").read_text()) + json.loads((source / "equal.json").read_text())
for index, text in enumerate(texts):
    (seeds / f"single-{index}").write_text(text)
for index, (lower, higher) in enumerate(pairs):
    (seeds / f"pair-{index}").write_text(f"{lower}\n{higher}")
PY
            ;;
    esac
}

fuzz() {
    local target=$1 log="$out/logs/$1.log"
    mkdir -p "$out/corpus/$target" "$out/crashes/$target"
    touch "$out/logs/$target.start"
    local limit=()
    [ -n "${FUZZ_SECONDS:-}" ] && limit=(-max_total_time="$FUZZ_SECONDS")
    # The Swift runtime's own crash handler would take the signal from ASan and libFuzzer.
    SWIFT_BACKTRACE=enable=no \
    LSAN_OPTIONS="suppressions=$PWD/fuzz/lsan.supp:print_suppressions=0" \
        ".build-fuzz/$config/fuzz-$target" -runs="$runs" "${limit[@]}" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$out/crashes/$target/" \
        "$out/corpus/$target" "fuzz/corpus/$target" "$out/seeds/$target" >"$log" 2>&1 || true
}

summary() {
    local target=$1 log="$out/logs/$1.log"
    local executed cov ft speed crashes
    executed=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | cut -d' ' -f2)
    ft=$(grep -oE 'ft: [0-9]+' "$log" | tail -1 | cut -d' ' -f2)
    crashes=$(find "$out/crashes/$target" -type f -newer "$out/logs/$target.start" | wc -l)
    printf '%-14s %10s %8s %8s %9s %8s\n' "$target" "${executed:-?}" "${cov:-?}" "${ft:-?}" "${speed:-?}" "$crashes"
    if grep -qE '^(==[0-9]+==ERROR|SUMMARY): ' "$log"; then
        grep -E '^fuzz-[a-z-]+: |^==[0-9]+==ERROR|^SUMMARY|Test unit written to' "$log" | sed 's/^/    /'
    fi
    [ "$crashes" -eq 0 ]
}

for target in "${targets[@]}"; do
    echo "Building fuzz-$target ($config)…" >&2
    build "$target"
done
for target in "${targets[@]}"; do
    echo "Fuzzing $target for $runs runs…" >&2
    make_seeds "$target"
    fuzz "$target"
done

status=0
printf '%-14s %10s %8s %8s %9s %8s\n' target runs cov ft exec/s crashes
for target in "${targets[@]}"; do
    summary "$target" || status=1
done
exit $status
