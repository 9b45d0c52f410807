#!/bin/sh
# Times the cmark command and notesite's renderer over the same generated
# release-note corpus (about 10 MB), median of five runs each.
# Usage: bench/markdown/run.sh [corpus-folder]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
corpus=${1:-${TMPDIR:-/tmp}/notesite-bench-markdown}

python3 "$here/generate.py" "$corpus"
combined="$corpus/all.markdown"
find "$corpus" -name '*.md' | sort | xargs cat > "$combined"

swift build -c release --package-path "$root" --product bench-markdown >&2
bin="$(swift build -c release --package-path "$root" --show-bin-path)/bench-markdown"

cmark_times=""
for _ in 1 2 3 4 5; do
    start=$(date +%s%N)
    cmark "$combined" > /dev/null
    end=$(date +%s%N)
    cmark_times="$cmark_times $((end - start))"
done
cmark_median=$(printf '%s\n' $cmark_times | sort -n | sed -n 3p)
cmark_seconds=$(awk -v ns="$cmark_median" 'BEGIN { printf "%.4f", ns / 1e9 }')

ours=$("$bin" "$corpus")
printf '%s\n' "$ours"
ours_seconds=$(printf '%s\n' "$ours" | sed -n 's/^notesite median: \([0-9.]*\) s$/\1/p')

echo "cmark median:    $cmark_seconds s (one process over the concatenated input)"
awk -v a="$ours_seconds" -v b="$cmark_seconds" 'BEGIN { printf "ratio notesite/cmark: %.2f\n", a / b }'
