#!/bin/sh
# Several notesite binaries on the same 10,000-version corpus in one run:
# each builds fresh into a new folder, then rebuilds with nothing changed,
# after one subtitle edit and after one version added, on a copy of the
# corpus of its own. The binaries take turns to go first. Beside them, the
# floor: cmark over every body, and `cp -r` of the output.
#
# BINS names the binaries as name=path, the one under test last: the floor
# copies its output. A name ending in "-nosearch" builds with
# `search.enabled: false` (for a binary that knows the setting).
#
# Usage: RUNS=3 BINS="old=/path/a/notesite new=/path/b/notesite" [N=10000] bench/baselines.sh
set -eu
here=$(cd "$(dirname "$0")" && pwd)
runs=${RUNS:-3}
n=${N:-10000}
: "${BINS:?set BINS to name=path pairs}"
. "$here/tools.sh"

scratch=$(mktemp -d "${BENCH_TMP:-${TMPDIR:-/tmp}}/notesite-baselines.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
python3 "$here/corpus/generate.py" "$n" "$scratch/corpus" >&2
find "$scratch/corpus/content/versions" -name '*.md' | sort | xargs awk '
    FNR == 1 { fences = 0; if (NR > 1) print "" }
    fences == 2 { print }
    /^---$/ && fences < 2 { fences++ }' > "$scratch/bodies.md"
names=""
for pair in $BINS; do
    name=${pair%%=*}
    names="$names $name"
    echo "${pair#*=}" > "$scratch/$name.bin"
    cp -r "$scratch/corpus" "$scratch/site-$name"
    case $name in *-nosearch) printf 'search:\n  enabled: false\n' >> "$scratch/site-$name/notesite.yml" ;; esac
done

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# "wall_s peak_kb cpu_s" of one command; the file system first writes back
# what the previous command left, so that none pays for another.
timed() {
    sync
    /usr/bin/time -f '%e %M %U %S' -o "$scratch/t" "$@" > /dev/null 2> "$scratch/err" || { cat "$scratch/err" >&2; exit 1; }
    tail -n 1 "$scratch/t" | awk '{ printf "%s %s %.2f\n", $1, $2, $3 + $4 }'
}

# The names with the first k moved to the end: each goes first in turn.
rotate() {
    k=$1; shift
    j=0; for x; do [ $j -ge "$k" ] && printf '%s ' "$x"; j=$((j + 1)); done
    j=0; for x; do [ $j -lt "$k" ] && printf '%s ' "$x"; j=$((j + 1)); done
}
count=$(echo $names | wc -w)
last=$(echo $names | awk '{ print $NF }')

# On tmpfs an output is removed once measured: a dozen outputs of half a
# gigabyte each left in memory slowed the later builds on this machine.
# On a disk they stay, as removing them slows the next builds' file
# creation instead (bench/README.md, "This machine").
on_tmpfs=$(stat -f -c %T "$scratch")
free_output() {
    [ "$on_tmpfs" = tmpfs ] || return 0
    rm -rf "$1" "$(dirname "$1")/.$(basename "$1")".notesite-*
}

echo "Machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at start; $runs runs each" >&2
i=1
while [ $i -le "$runs" ]; do
    for name in $(rotate $(( (i - 1) % count )) $names); do
        bin=$(cat "$scratch/$name.bin"); site="$scratch/site-$name"; out="$scratch/out-$name-$i"
        timed "$bin" build "$site" -o "$out" --quiet >> "$scratch/$name.fresh"
        timed "$bin" build "$site" -o "$out" --quiet >> "$scratch/$name.nothing"
        first=$(ls "$site/content/versions" | sort | head -n 1)
        sed -i "0,/    subtitle: .*/s//    subtitle: \"Edited in run $i\"/" "$site/content/versions/$first"
        timed "$bin" build "$site" -o "$out" --quiet >> "$scratch/$name.subtitle"
        printf -- '---\nversion: 999.%d.0\ndate: 2020-01-01\ntitle: Added\n---\n\nA new version.\n' "$i" > "$site/content/versions/999.$i.0.md"
        timed "$bin" build "$site" -o "$out" --quiet >> "$scratch/$name.added"
        [ "$name" = "$last" ] || free_output "$out"
    done
    timed cmark "$scratch/bodies.md" >> "$scratch/cmark"
    timed cp -r "$scratch/out-$last-$i" "$scratch/copy-$i" >> "$scratch/copy"
    free_output "$scratch/out-$last-$i"; free_output "$scratch/copy-$i"
    i=$((i + 1))
done

cm=$(cut -d' ' -f1 "$scratch/cmark" | median); cp_s=$(cut -d' ' -f1 "$scratch/copy" | median)
floor=$(awk -v a="$cm" -v b="$cp_s" 'BEGIN { printf "%.2f", a + b }')
echo "floor (cmark over every body + cp -r of the output): $floor s wall (median of $runs)"
printf '%-22s %-10s %8s %8s %8s %10s\n' binary build wall_s cpu_s peak_MB wall/floor
for name in $names; do
    for step in fresh nothing subtitle added; do
        wall=$(cut -d' ' -f1 "$scratch/$name.$step" | median)
        cpu=$(cut -d' ' -f3 "$scratch/$name.$step" | median)
        peak=$(cut -d' ' -f2 "$scratch/$name.$step" | sort -n | tail -n 1)
        awk -v n="$name" -v s="$step" -v w="$wall" -v c="$cpu" -v p="$peak" -v f="$floor" \
            'BEGIN { printf "%-22s %-10s %8.2f %8.2f %8.0f %10s\n", n, s, w, c, p / 1024, (s == "fresh" ? sprintf("%.2f", w / f) : "") }'
    done
done
echo "medians of $runs runs"
