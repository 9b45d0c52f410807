#!/bin/sh
# Scale benchmark: fresh builds of the 10,000- and 100,000-version corpora,
# each into a new empty folder, and the time per version of each, so that
# the larger site's cost per version is compared with the smaller one's in
# the same run.
#
# Usage: RUNS=1 [NOTESITE_BIN=…] bench/scale.sh
# Outputs stay until the end: on a journal-less ext4, making files right
# after deleting a large tree is several times slower for minutes, so no
# timed build follows a deletion of this script's own. Run it at least six
# minutes after any large deletion on the same disk. Needs about 6 GB free
# per run for the outputs, and 1 GB for the 100,000-version corpus.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
runs=${RUNS:-1}
cache="$here/corpus/out"
. "$here/tools.sh"

if [ -z "${NOTESITE_BIN:-}" ]; then
    swift build -c release --package-path "$root" --product notesite >&2
fi
bin=${NOTESITE_BIN:-"$(swift build -c release --package-path "$root" --show-bin-path)/notesite"}

scratch=$(mktemp -d "${BENCH_TMP:-${TMPDIR:-/tmp}}/notesite-scale.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo "Machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at start; $runs runs each" >&2
printf '%-10s %8s %8s %8s %14s\n' versions wall_s cpu_s peak_MB ms_per_version
for n in 10000 100000; do
    site="$cache/$n"
    if [ ! -f "$site/.generator" ] || [ "$(cat "$site/.generator")" != "$(sha256sum "$here/corpus/generate.py" | cut -d' ' -f1)" ]; then
        rm -rf "$site"
        python3 "$here/corpus/generate.py" "$n" "$site" >&2
        sha256sum "$here/corpus/generate.py" | cut -d' ' -f1 > "$site/.generator"
    fi
    i=1
    while [ $i -le "$runs" ]; do
        sync
        /usr/bin/time -f '%e %M %U %S' -o "$scratch/t" "$bin" build "$site" -o "$scratch/out-$n-$i" --quiet
        tail -n 1 "$scratch/t" | awk '{ printf "%s %s %.2f\n", $1, $2, $3 + $4 }' >> "$scratch/$n"
        i=$((i + 1))
    done
    wall=$(cut -d' ' -f1 "$scratch/$n" | median)
    cpu=$(cut -d' ' -f3 "$scratch/$n" | median)
    peak=$(cut -d' ' -f2 "$scratch/$n" | sort -n | tail -n 1)
    echo "$n $wall" >> "$scratch/per"
    awk -v n="$n" -v w="$wall" -v c="$cpu" -v p="$peak" \
        'BEGIN { printf "%-10s %8.2f %8.2f %8.0f %14.3f\n", n, w, c, p / 1024, w * 1000 / n }'
done
awk 'NR == 1 { small = $2 / $1 } NR == 2 { large = $2 / $1 } END { printf "time per version, 100,000 / 10,000: %.2f\n", large / small }' "$scratch/per"
