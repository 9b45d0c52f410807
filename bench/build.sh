#!/bin/sh
# The build benchmark: times `notesite build` over generated sites of 1,000
# and 10,000 versions, each into a fresh empty folder, then a rebuild of the
# 10,000-version site into its existing output, and the `cmark` command over
# the same Markdown bodies as a baseline measured in the same run.
#
# Usage: bench/build.sh            (RUNS=5 bench/build.sh for more runs; default 3)
#
# Corpora are cached by size under bench/corpus/out/ (regenerated when
# generate.py changes). Outputs go to fresh folders under one new temporary
# folder and are all deleted at the end: on a journal-less ext4, making files
# right after deleting a large tree is several times slower, so the timed
# builds never follow a deletion of their own.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
runs=${RUNS:-3}
sizes="1000 10000"
cache="$here/corpus/out"

. "$here/tools.sh"

echo "Building notesite (release)..." >&2
swift build -c release --package-path "$root" --product notesite >&2
bin="$(swift build -c release --package-path "$root" --show-bin-path)/notesite"

# Generate each corpus once; a changed generator invalidates the cache.
generator_sum=$(sha256sum "$here/corpus/generate.py" | cut -d' ' -f1)
for n in $sizes; do
    site="$cache/$n"
    if [ "$(cat "$site/.generator" 2>/dev/null || true)" != "$generator_sum" ]; then
        rm -rf "$site"
        python3 "$here/corpus/generate.py" "$n" "$site" >&2
        echo "$generator_sum" > "$site/.generator"
    fi
    # The Markdown bodies alone, concatenated, for cmark.
    if [ ! -f "$site.bodies.md" ] || [ "$site.bodies.md" -ot "$site/.generator" ]; then
        find "$site/content/versions" -name '*.md' | sort | xargs awk '
            FNR == 1 { fences = 0; if (NR > 1) print "" }
            fences == 2 { print }
            /^---$/ && fences < 2 { fences++ }' > "$site.bodies.md"
    fi
done

# Outputs go to a fresh folder outside the worktree: file creation is much
# slower in block groups where large trees were just deleted (other
# checkouts' builds churn beside this one). BENCH_TMP picks another place.
scratch=$(mktemp -d "${BENCH_TMP:-${TMPDIR:-/tmp}}/notesite-bench.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
maximum() { sort -n | tail -n 1; }

# Runs `notesite build` under /usr/bin/time -v; prints "wall_s user_s sys_s peak_kb".
timed_build() {
    site=$1 out=$2 log=$3
    /usr/bin/time -v -o "$log" "$bin" build "$site" -o "$out" --quiet
    awk -F': ' '
        /Elapsed \(wall clock\)/ { n = split($2, t, ":"); wall = (n == 3 ? t[1] * 3600 + t[2] * 60 + t[3] : t[1] * 60 + t[2]) }
        /User time/ { user = $2 } /System time/ { sys = $2 }
        /Maximum resident set size/ { rss = $2 }
        END { printf "%.2f %.2f %.2f %d\n", wall, user, sys, rss }' "$log"
}

# Median wall time of `runs` cmark runs over a file, in seconds.
time_cmark() {
    i=0
    while [ $i -lt "$runs" ]; do
        start=$(date +%s%N)
        cmark "$1" > /dev/null
        end=$(date +%s%N)
        awk -v ns=$((end - start)) 'BEGIN { printf "%.3f\n", ns / 1e9 }'
        i=$((i + 1))
    done | median
}

# Every run starts from the same state. Earlier runs leave hundreds of
# megabytes each in the page cache, and on a virtual machine a fuller page
# cache makes every new page slower to get: over a series of builds the same
# build slowed by a third or more. So before each timed build the page cache
# is emptied (as root), one untimed build of the same site reads the corpus
# and the file system's own tables back in, and pending writes reach the disk.
can_drop=no
if [ "$(id -u)" -eq 0 ] && [ -w /proc/sys/vm/drop_caches ]; then
    can_drop=yes
    cache_note="page cache emptied before each run"
else
    cache_note="page cache left as it was (not root)"
fi
warmups=0
settle() {
    sync
    [ "$can_drop" = yes ] && echo 3 > /proc/sys/vm/drop_caches
    warmups=$((warmups + 1))
    "$bin" build "$1" -o "$scratch/warm-$warmups" --quiet
    sync
}

echo "Machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at start; $runs runs each; $cache_note" >&2
results="$scratch/results"
: > "$results"
for n in $sizes; do
    site="$cache/$n"
    i=1
    while [ $i -le "$runs" ]; do
        settle "$site"
        timed_build "$site" "$scratch/site-$n-$i" "$scratch/time-$n-$i" >> "$scratch/builds-$n"
        i=$((i + 1))
    done
    echo "fresh $n: wall times $(cut -d' ' -f1 "$scratch/builds-$n" | tr '\n' ' ')" >&2
    wall=$(cut -d' ' -f1 "$scratch/builds-$n" | median)
    user=$(cut -d' ' -f2 "$scratch/builds-$n" | median)
    sys=$(cut -d' ' -f3 "$scratch/builds-$n" | median)
    peak=$(cut -d' ' -f4 "$scratch/builds-$n" | maximum)
    cmark_s=$(time_cmark "$site.bodies.md")
    echo "$n $wall $user $sys $peak $cmark_s" >> "$results"
done

# The same input must give the same bytes.
if diff -r -q "$scratch/site-10000-1" "$scratch/site-10000-2" > /dev/null 2>&1 || [ "$runs" -lt 2 ]; then
    identical=yes
else
    identical=NO
fi

# Rebuild into an existing output: unchanged files are hard-linked from it.
# The check above has just read that output back in, so, as after a user's
# own build, it is in the page cache.
sync
timed_build "$cache/10000" "$scratch/site-10000-1" "$scratch/time-rebuild" > "$scratch/rebuild"
diff -r -q "$scratch/site-10000-1" "$scratch/site-10000-$runs" > /dev/null 2>&1 && rebuilt_same=yes || rebuilt_same=NO

echo
row() {
    awk -v name="$1" -v n="$2" -v wall="$3" -v user="$4" -v sys="$5" -v peak="$6" -v c="$7" 'BEGIN {
        printf "%-14s %8d %8.2f %10.0f %7.2f %7.2f %8.0f %8.3f %6.1f\n", name, n, wall, n / wall, user, sys, peak / 1024, c, wall / c }'
}
printf '%-14s %8s %8s %10s %7s %7s %8s %8s %6s\n' build versions wall_s versions/s user_s sys_s peak_MB cmark_s ratio
while read -r n wall user sys peak cmark_s; do
    row "fresh $n" "$n" "$wall" "$user" "$sys" "$peak" "$cmark_s"
done < "$results"
read -r wall user sys peak < "$scratch/rebuild"
row "rebuild 10000" 10000 "$wall" "$user" "$sys" "$peak" "$(awk '$1 == 10000 { print $6 }' "$results")"
echo
echo "wall_s, user_s, sys_s: medians of $runs runs (rebuild: one run); peak_MB: highest peak RSS;"
echo "cmark_s: median cmark time over the same bodies concatenated; ratio: wall_s / cmark_s."
echo "Two fresh builds byte-identical: $identical; rebuild identical to a fresh build: $rebuilt_same"
echo "Deleting the benchmark outputs..." >&2
