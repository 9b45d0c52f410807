#!/bin/sh
# Times one small rebuild many times with two binaries taking turns: after
# each edit of a version file's first subtitle (two files edited in turn, so
# that the back buffer always misses the previous edit), each binary
# rebuilds its own output, the one that goes first changing every time.
# Prints every run and the medians of wall and CPU time per binary.
#
# Usage: [N=10] [SIZE=10000] [BENCH_TMP=/dir] bench/alternate.sh NEW_BIN BASE_BIN
set -eu
here=$(cd "$(dirname "$0")" && pwd)
new=$1
base=$2
n=${N:-10}
size=${SIZE:-10000}
site="$here/corpus/out/$size"
if [ ! -d "$site/content" ]; then python3 "$here/corpus/generate.py" "$size" "$site" >&2; fi
. "$here/tools.sh"

scratch=$(mktemp -d "${BENCH_TMP:-${TMPDIR:-/tmp}}/notesite-alternate.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
cp -r "$site" "$scratch/site"
work="$scratch/site"
# Two versions from the middle of the site, on changelog pages of their own.
one="$work/content/versions/$(ls "$work/content/versions" | sort | sed -n "$((size / 2))p")"
two="$work/content/versions/$(ls "$work/content/versions" | sort | sed -n "$((size / 2 + 20))p")"

for b in new base; do
    bin=$new; [ $b = new ] || bin=$base
    "$bin" build "$work" -o "$scratch/$b" --quiet
    "$bin" build "$work" -o "$scratch/$b" --quiet
done
i=1
while [ "$i" -le "$n" ]; do
    file=$one; [ $((i % 2)) -eq 0 ] && file=$two
    sed -i "0,/subtitle: \"/s//subtitle: \"Edit $i /" "$file"
    order="base new"; [ $((i % 2)) -eq 0 ] && order="new base"
    for b in $order; do
        bin=$new; [ $b = new ] || bin=$base
        /usr/bin/time -f "$b %e %U %S" -o "$scratch/t" "$bin" build "$work" -o "$scratch/$b" --quiet
        cat "$scratch/t" >> "$scratch/times"
    done
    i=$((i + 1))
done
"$new" build "$work" -o "$scratch/check" --quiet
diff -r -q "$scratch/new" "$scratch/check" > /dev/null && same=yes || same=NO
awk '{ wall[$1] = wall[$1] " " $2; cpu[$1] = cpu[$1] " " sprintf("%.2f", $3 + $4) }
     END { for (b in wall) printf "%-4s wall s:%s\n     cpu s: %s\n", b, wall[b], cpu[b] }' "$scratch/times"
for b in new base; do
    w=$(awk -v b=$b '$1 == b { print $2 }' "$scratch/times" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
    c=$(awk -v b=$b '$1 == b { print $3 + $4 }' "$scratch/times" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
    echo "$b: median wall $w s, median CPU $c s over $n rebuilds"
done
echo "the new binary's rebuilt output equals its fresh build: $same"
