#!/bin/sh
# Rebuild benchmark: how long `notesite build` takes on the 10,000-version
# bench corpus when the output exists already — nothing changed, one
# subtitle edited (twice: after a title change and after another subtitle),
# one version added, the site title changed — beside a
# fresh build, a fresh build by a baseline binary (BASE_BIN, optional) and
# `cmark` + `cp -r` of the output, all in the same run, so that the ratios
# hold however busy the shared machine is.
#
# Usage: RUNS=3 [BASE_BIN=/path/to/old/notesite] [NOTESITE_BIN=…] [N=10000] bench/rebuild.sh
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
runs=${RUNS:-3}
n=${N:-10000}
cache="$here/corpus/out"
. "$here/tools.sh"

# NOTESITE_BIN skips building (a release binary built already).
if [ -z "${NOTESITE_BIN:-}" ]; then
    swift build -c release --package-path "$root" --product notesite >&2
fi
bin=${NOTESITE_BIN:-"$(swift build -c release --package-path "$root" --show-bin-path)/notesite"}
site="$cache/$n"
if [ ! -d "$site/content" ]; then python3 "$here/corpus/generate.py" "$n" "$site" >&2; fi
if [ ! -f "$site.bodies.md" ]; then
    find "$site/content/versions" -name '*.md' | sort | xargs awk '
        FNR == 1 { fences = 0; if (NR > 1) print "" }
        fences == 2 { print }
        /^---$/ && fences < 2 { fences++ }' > "$site.bodies.md"
fi

scratch=$(mktemp -d "${BENCH_TMP:-${TMPDIR:-/tmp}}/notesite-rebuild.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
# A copy of the site to edit; the cached corpus stays as generated.
cp -r "$site" "$scratch/site"
work="$scratch/site"
first=$(ls "$work/content/versions" | sort | head -n 1)

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
maximum() { sort -n | tail -n 1; }

# Prints "wall_s peak_kb cpu_s" of one command (cpu: user + system time,
# which a busy shared machine inflates far less than the wall time).
timed() {
    /usr/bin/time -f '%e %M %U %S' -o "$scratch/t" "$@" > /dev/null 2>&1 || { echo "failed: $*" >&2; cat "$scratch/t" >&2; exit 1; }
    tail -n 1 "$scratch/t" | awk '{ printf "%s %s %.2f\n", $1, $2, $3 + $4 }'
}

record() { echo "$2" >> "$scratch/$1"; }

echo "Machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at start; $runs runs each" >&2
i=1
while [ $i -le "$runs" ]; do
    # The two binaries take turns to go first, as the rebuilds below do.
    if [ -n "${BASE_BIN:-}" ] && [ $((i % 2)) -eq 0 ]; then record base "$(timed "$BASE_BIN" build "$work" -o "$scratch/base-$i" --quiet)"; fi
    record fresh "$(timed "$bin" build "$work" -o "$scratch/fresh-$i" --quiet)"
    if [ -n "${BASE_BIN:-}" ] && [ $((i % 2)) -eq 1 ]; then record base "$(timed "$BASE_BIN" build "$work" -o "$scratch/base-$i" --quiet)"; fi
    record cmark "$(timed cmark "$site.bodies.md")"
    record copy "$(timed cp -r "$scratch/fresh-$i" "$scratch/copy-$i")"
    i=$((i + 1))
done
# The rebuilt outputs: two builds first, so that a back buffer exists.
# With BASE_BIN, the baseline binary rebuilds its own output after each
# edit too, the two taking turns to go first (a build that replaces many
# files slows the next one's file creation for minutes on ext4).
rebuild() {
    name=$1
    if [ -n "${BASE_BIN:-}" ] && [ $((i % 2)) -eq 0 ]; then
        record "base-$name" "$(timed "$BASE_BIN" build "$work" -o "$scratch/base-out" --quiet)"
    fi
    record "$name" "$(timed "$bin" build "$work" -o "$scratch/out" --quiet)"
    if [ -n "${BASE_BIN:-}" ] && [ $((i % 2)) -eq 1 ]; then
        record "base-$name" "$(timed "$BASE_BIN" build "$work" -o "$scratch/base-out" --quiet)"
    fi
}
for b in "$bin" ${BASE_BIN:+"$BASE_BIN"}; do
    o="$scratch/out"; [ "$b" = "$bin" ] || o="$scratch/base-out"
    "$b" build "$work" -o "$o" --quiet
    "$b" build "$work" -o "$o" --quiet
done
second=$(ls "$work/content/versions" | sort | sed -n 2p)
i=1
while [ $i -le "$runs" ]; do
    rebuild nochange
    # The first subtitle edit follows the previous run's title change, so
    # the back buffer is a whole build behind; the second follows the first.
    sed -i "0,/subtitle: \"/s//subtitle: \"Edit $i /" "$work/content/versions/$first"
    rebuild subtitle
    sed -i "0,/subtitle: \"/s//subtitle: \"Edit $i /" "$work/content/versions/$second"
    rebuild subtitle-again
    printf -- '---\nversion: 999.%d.0\ndate: 2020-01-01\ntitle: Added\n---\n\nA new version.\n' "$i" > "$work/content/versions/999.$i.0.md"
    rebuild add
    sed -i "s/^title: .*/title: Benchmark Release Notes $i/" "$work/notesite.yml"
    rebuild title
    i=$((i + 1))
done
"$bin" build "$work" -o "$scratch/check" --quiet
diff -r -q "$scratch/out" "$scratch/check" > /dev/null && same=yes || same=NO

fresh=$(cut -d' ' -f1 "$scratch/fresh" | median)
cm=$(cut -d' ' -f1 "$scratch/cmark" | median)
cp_s=$(cut -d' ' -f1 "$scratch/copy" | median)
fresh_cpu=$(cut -d' ' -f3 "$scratch/fresh" | median)
# With BASE_BIN, each build's wall time is also given over the baseline
# binary's fresh build: the yardstick that moves with the machine's speed.
base_fresh=0
[ -f "$scratch/base" ] && base_fresh=$(cut -d' ' -f1 "$scratch/base" | median)
printf '%-26s %8s %10s %8s %8s %10s' build wall_s wall/fresh cpu_s cpu/fresh peak_MB
if [ -f "$scratch/base" ]; then printf ' %10s\n' wall/base; else printf '\n'; fi
for name in fresh base nochange base-nochange subtitle base-subtitle subtitle-again base-subtitle-again \
            add base-add title base-title; do
    [ -f "$scratch/$name" ] || continue
    wall=$(cut -d' ' -f1 "$scratch/$name" | median)
    peak=$(cut -d' ' -f2 "$scratch/$name" | maximum)
    cpu=$(cut -d' ' -f3 "$scratch/$name" | median)
    awk -v name="$name" -v w="$wall" -v p="$peak" -v f="$fresh" -v c="$cpu" -v fc="$fresh_cpu" -v b="$base_fresh" \
        'BEGIN { printf "%-26s %8.2f %10.2f %8.2f %8.2f %10.0f", name, w, w / f, c, c / fc, p / 1024;
                 if (b > 0) printf " %10.3f", w / b; printf "\n" }'
done
awk -v c="$cm" -v k="$cp_s" -v f="$fresh" 'BEGIN { printf "%-26s %8.2f %10.2f\n", "cmark + cp -r (baseline)", c + k, (c + k) / f;
    printf "fresh / (cmark + cp -r): %.2f\n", f / (c + k) }'
[ -f "$scratch/base" ] && awk -v c="$cm" -v k="$cp_s" -v b="$base_fresh" 'BEGIN { printf "baseline fresh / (cmark + cp -r): %.2f\n", b / (c + k) }'
echo "medians of $runs runs; the rebuilt output equals a fresh build of the final input: $same"
