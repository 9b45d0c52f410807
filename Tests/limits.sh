#!/usr/bin/env bash
# Builds three oversized sites with the real binary and reports time and peak
# memory for each: a 20 MB body, 50,000 nested blockquotes, and one version
# with 5,000 features. Fails when a build fails or crashes, or its peak
# resident memory passes the limit (1 GiB unless NOTESITE_LIMIT_KB is set).
# Usage: Tests/limits.sh [path/to/notesite]   (default: a debug build)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="${1:-${NOTESITE_BIN:-}}"
if [ -z "$BIN" ]; then
    swift build --product notesite >/dev/null
    BIN="$(swift build --show-bin-path)/notesite"
fi
LIMIT_KB="${NOTESITE_LIMIT_KB:-1048576}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

site() {  # site <name>: an empty site with a baseURL
    mkdir -p "$WORK/$1/content/versions"
    printf 'title: Limits\nbaseURL: https://example.com/limits/\n' > "$WORK/$1/notesite.yml"
}

site big-body
python3 - "$WORK/big-body/content/versions/1.0.0.md" <<'PY'
import sys
paragraph = "Some *emphasis*, a [link](https://example.com/) and `code` in a sentence of release notes.\n\n"
with open(sys.argv[1], "w") as f:
    f.write("---\nversion: 1.0.0\ndate: 2026-01-10\n---\n\n")
    written = 0
    while written < 20 * 1024 * 1024:
        f.write(paragraph)
        written += len(paragraph)
PY

site nested-quotes
python3 - "$WORK/nested-quotes/content/versions/1.0.0.md" <<'PY'
import sys
with open(sys.argv[1], "w") as f:
    f.write("---\nversion: 1.0.0\ndate: 2026-01-10\n---\n\n" + ">" * 50000 + " deep\n")
PY

site many-features
python3 - "$WORK/many-features/content/versions/1.0.0.md" <<'PY'
import sys
with open(sys.argv[1], "w") as f:
    f.write("---\nversion: 1.0.0\ndate: 2026-01-10\nfeatures:\n")
    for i in range(5000):
        f.write(f"  - icon: star.fill\n    title: \"Feature **{i}**\"\n    subtitle: \"Subtitle of feature {i}.\"\n")
    f.write("---\n\nBody.\n")
PY

status=0
printf '%-16s %8s %12s %s\n' case seconds peak-MiB result
for name in big-body nested-quotes many-features; do
    log="$WORK/$name.time"
    if /usr/bin/time -v "$BIN" build "$WORK/$name" -o "$WORK/$name/_site" --quiet 2>"$log" >/dev/null; then
        result=ok
    else
        result="FAILED (exit $?)"; status=1
    fi
    kb=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$log")
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$log")
    if [ "${kb:-0}" -gt "$LIMIT_KB" ]; then result="$result, over the memory limit"; status=1; fi
    printf '%-16s %8s %12s %s\n' "$name" "$wall" "$((${kb:-0} / 1024))" "$result"
    [ "$result" = ok ] || grep -v '^\s' "$log" | head -5
done
exit $status
