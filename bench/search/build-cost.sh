#!/bin/sh
# What search costs a build: the bench corpus built fresh and rebuilt after
# one subtitle edit, with search on (the default) and with
# `search.enabled: false`, by the same binary, taking turns in one run.
# Medians of RUNS, wall seconds, and on over off.
#
# Usage: RUNS=5 [N=10000] [NOTESITE_BIN=…] bench/search/build-cost.sh
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
runs=${RUNS:-5}
n=${N:-10000}
if [ -z "${NOTESITE_BIN:-}" ]; then
    swift build -c release --package-path "$root" --product notesite >&2
fi
bin=${NOTESITE_BIN:-"$(swift build -c release --package-path "$root" --show-bin-path)/notesite"}

scratch=$(mktemp -d "${BENCH_TMP:-${TMPDIR:-/tmp}}/notesite-search-cost.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
python3 "$root/bench/corpus/generate.py" "$n" "$scratch/corpus-on" >&2
cp -r "$scratch/corpus-on" "$scratch/corpus-off"
printf 'search:\n  enabled: false\n' >> "$scratch/corpus-off/notesite.yml"

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
timed() {
    sync
    /usr/bin/time -f '%e' -o "$scratch/t" "$@" > /dev/null 2> "$scratch/err" || { cat "$scratch/err" >&2; exit 1; }
    tail -n 1 "$scratch/t"
}

i=1
while [ $i -le "$runs" ]; do
    if [ $((i % 2)) -eq 1 ]; then order="on off"; else order="off on"; fi
    for config in $order; do
        site="$scratch/site-$config-$i"
        cp -r "$scratch/corpus-$config" "$site"
        # Each fresh build into a folder of its own. On a disk the outputs
        # stay until the end, since ext4 creates files slowly after a mass
        # delete; on tmpfs they go once measured, as a dozen outputs left
        # in memory slowed the later builds.
        out="$scratch/out-$config-$i"
        echo "$(timed "$bin" build "$site" -o "$out" --quiet)" >> "$scratch/$config.fresh"
        first=$(ls "$site/content/versions" | sort | head -n 1)
        for edit in 1 2; do
            sed -i "0,/    subtitle: .*/s//    subtitle: \"Edited $edit in run $i\"/" "$site/content/versions/$first"
            echo "$(timed "$bin" build "$site" -o "$out" --quiet)" >> "$scratch/$config.edit"
        done
        if [ "$(stat -f -c %T "$scratch")" = tmpfs ]; then rm -rf "$out" "$scratch/.out-$config-$i".notesite-* "$site"; fi
    done
    i=$((i + 1))
done

printf '%-26s %8s %8s %8s %10s\n' "build (median, s)" on off "on/off" "on-off"
for step in fresh edit; do
    a=$(median < "$scratch/on.$step"); b=$(median < "$scratch/off.$step")
    printf '%-26s %8s %8s %8s %10s\n' "$step" "$a" "$b" \
        "$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.2f", a / b }')" "$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.3f", a - b }')"
done
