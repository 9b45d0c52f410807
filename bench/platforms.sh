#!/bin/sh
# Platforms and fragments benchmark: the bench corpus built fresh, then
# rebuilt with nothing changed, after one subtitle edit and after one version
# added, by three builds in the same run, taking turns:
#   base   BASE_BIN (a binary from before platforms and fragments) on the corpus
#   plain  this binary on the same corpus
#   plat   this binary on the corpus with three platforms and ten fragments
#          (generate.py --platforms: the same versions, a quarter of them and
#          a fifth of the features and rows for one platform)
# Each figure is a median over RUNS, shown over base's.
#
# With SEARCH=off, this binary's builds leave search out (search.enabled:
# false), which the baseline does not have, to see the rest apart from it.
#
# Usage: RUNS=3 BASE_BIN=/path/to/old/notesite [NOTESITE_BIN=…] [N=10000] [SEARCH=off] bench/platforms.sh
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
runs=${RUNS:-3}
n=${N:-10000}
: "${BASE_BIN:?set BASE_BIN to a notesite binary built before platforms and fragments}"
if [ -z "${NOTESITE_BIN:-}" ]; then
    swift build -c release --package-path "$root" --product notesite >&2
fi
bin=${NOTESITE_BIN:-"$(swift build -c release --package-path "$root" --show-bin-path)/notesite"}

scratch=$(mktemp -d "${BENCH_TMP:-${TMPDIR:-/tmp}}/notesite-platforms.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
python3 "$here/corpus/generate.py" "$n" "$scratch/corpus-plain" >&2
python3 "$here/corpus/generate.py" "$n" "$scratch/corpus-plat" --platforms >&2
# The baseline's copy stays without search settings, which it does not know.
cp -r "$scratch/corpus-plain" "$scratch/corpus-base"
if [ "${SEARCH:-on}" = off ]; then
    for corpus in plain plat; do printf 'search:\n  enabled: false\n' >> "$scratch/corpus-$corpus/notesite.yml"; done
fi

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# Wall seconds of one build; a failed build stops the run. The file system
# writes back the previous build's files first, so that no build pays for
# another's.
timed() {
    sync
    /usr/bin/time -f '%e' -o "$scratch/t" "$@" > /dev/null 2> "$scratch/err" || { cat "$scratch/err" >&2; exit 1; }
    tail -n 1 "$scratch/t"
}

echo "Machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at start; $runs runs each" >&2
i=1
while [ $i -le "$runs" ]; do
    # Each takes its turn to go first. On a disk the outputs stay until the
    # end, since ext4 creates files slowly for minutes after a mass delete;
    # on tmpfs they go once measured, as outputs left in memory slowed the
    # later builds.
    case $((i % 3)) in 1) order="base plain plat" ;; 2) order="plain plat base" ;; 0) order="plat base plain" ;; esac
    for config in $order; do
        case $config in base) b=$BASE_BIN; corpus=base ;; plain) b=$bin; corpus=plain ;; plat) b=$bin; corpus=plat ;; esac
        site="$scratch/site-$config-$i"
        cp -r "$scratch/corpus-$corpus" "$site"
        out="$scratch/out-$config-$i"
        echo "$(timed "$b" build "$site" -o "$out" --quiet)" >> "$scratch/$config.fresh"
        echo "$(timed "$b" build "$site" -o "$out" --quiet)" >> "$scratch/$config.nothing"
        first=$(ls "$site/content/versions" | sort | head -n 1)
        sed -i "0,/    subtitle: .*/s//    subtitle: \"Edited in run $i\"/" "$site/content/versions/$first"
        echo "$(timed "$b" build "$site" -o "$out" --quiet)" >> "$scratch/$config.subtitle"
        sed "s/^version: .*/version: 99.$i.0/" "$site/content/versions/$first" > "$site/content/versions/99.$i.0.md"
        echo "$(timed "$b" build "$site" -o "$out" --quiet)" >> "$scratch/$config.added"
        if [ "$(stat -f -c %T "$scratch")" = tmpfs ]; then rm -rf "$out" "$scratch/.out-$config-$i".notesite-* "$site"; fi
    done
    i=$((i + 1))
done

printf '%-28s %10s %10s %10s %12s %12s\n' "build (median of $runs, s)" base plain plat "plain/base" "plat/base"
for step in fresh nothing subtitle added; do
    b=$(median < "$scratch/base.$step"); p=$(median < "$scratch/plain.$step"); q=$(median < "$scratch/plat.$step")
    printf '%-28s %10s %10s %10s %12s %12s\n' "$step" "$b" "$p" "$q" \
        "$(awk -v a="$p" -v b="$b" 'BEGIN { printf "%.2f", a / b }')" "$(awk -v a="$q" -v b="$b" 'BEGIN { printf "%.2f", a / b }')"
done
