#!/bin/sh
# What the store-limit warnings cost `notesite check`: the same generated
# site checked with no version carrying `build` (only the current version's
# store texts are made) and with every version carrying one (a Google Play
# text for each), in the same run, into nothing (check writes no files).
#
# Usage: bench/store-texts.sh [versions]      (default 2000; RUNS=3)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
n=${1:-2000}
runs=${RUNS:-3}
bin=${NOTESITE_BIN:-"$(swift build --package-path "$root" --show-bin-path)/notesite"}
work=$(mktemp -d)
python3 "$here/corpus/generate.py" "$n" "$work/plain" >/dev/null
cp -r "$work/plain" "$work/builds"
i=0
for f in "$work/builds/content/versions/"*.md; do
    i=$((i + 1))
    sed -i "0,/^date:/s//build: \"$i\"\ndate:/" "$f"
done
time_check() {
    start=$(date +%s.%N)
    "$bin" check "$1" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    echo "$end - $start" | bc
}
for run in $(seq "$runs"); do
    a=$(time_check "$work/plain")
    b=$(time_check "$work/builds")
    echo "run $run: without build ${a}s, every version with build ${b}s, ratio $(echo "scale=3; $b / $a" | bc)"
done
rm -rf "$work"
