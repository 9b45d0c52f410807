#!/bin/sh
# The serve benchmark: from a version file's write to the reload event on
# /_notesite/events, median of 20 edits, on generated sites of 1,000 and
# 10,000 versions; and the serving process's memory after 100 edits against
# after its first build. A fresh `notesite build` of the same site, timed in
# the same run, is the baseline the latency is compared with.
#
# Usage: bench/serve/run.sh        (SIZES="1000" for one size; EDITS=30 for fewer
#                                  edits before the memory is read, at least 20)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
sizes=${SIZES:-"1000 10000"}
edits=${EDITS:-100}
cache="$root/bench/corpus/out"

echo "Building notesite (release)..." >&2
swift build -c release --package-path "$root" --product notesite >&2
bin="$(swift build -c release --package-path "$root" --show-bin-path)/notesite"

generator_sum=$(sha256sum "$root/bench/corpus/generate.py" | cut -d' ' -f1)
# Each run edits a copy in a fresh folder, so the cached corpus stays as generated.
scratch=$(mktemp -d "${BENCH_TMP:-${TMPDIR:-/tmp}}/notesite-serve-bench.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
printf '| versions | fresh build s | reload median ms | ratio to build | min ms | max ms | RSS first MB | RSS after %s edits MB | growth |\n' "$edits"
printf '|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n'
for n in $sizes; do
    site="$cache/$n"
    if [ "$(cat "$site/.generator" 2>/dev/null || true)" != "$generator_sum" ]; then
        rm -rf "$site"
        python3 "$root/bench/corpus/generate.py" "$n" "$site" >&2
        echo "$generator_sum" > "$site/.generator"
    fi
    cp -r "$site" "$scratch/$n"
    python3 "$here/latency.py" "$bin" "$scratch/$n" "$edits" 20
done
