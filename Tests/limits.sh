#!/usr/bin/env bash
# Builds oversized sites with the real binary and reports time and peak
# memory for each: a 20 MB body, 50,000 nested blockquotes, one version with
# 5,000 features, 100,000 tiny version files, and version files nested a
# million levels deep (YAML block lists, YAML flow lists, JSON arrays), which
# must fail with the depth error rather than crash. Fails when a build that
# should succeed fails or crashes, when a deep file does not get its error,
# or when peak resident memory passes the limit (1 GiB unless
# NOTESITE_LIMIT_KB is set).
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

site many-files
python3 - "$WORK/many-files/content/versions" <<'PY'
import os, sys
folder = sys.argv[1]
for i in range(100_000):
    major, minor, patch = i // 10000, (i // 100) % 100, i % 100
    with open(os.path.join(folder, f"{major}.{minor}.{patch}.md"), "w") as f:
        f.write(f"---\nversion: {major}.{minor}.{patch}\ndate: 2026-01-10\n---\nNote {i}.\n")
PY

deep() {  # deep <name> <file> <python expression for its text>
    site "$1"
    python3 - "$WORK/$1/content/versions/$2" "$3" <<'PY'
import sys
with open(sys.argv[1], "w") as f:
    f.write(eval(sys.argv[2]))
PY
}
deep deep-yaml-block 1.0.0.md '"---\nversion: 1.0.0\nextra:\n  " + "- " * 1_000_000 + "x\n---\n"'
deep deep-yaml-flow 1.0.0.md '"---\nversion: 1.0.0\nextra: " + "[" * 1_000_000 + "]" * 1_000_000 + "\n---\n"'
deep deep-json 1.0.0.json '"{\"version\": \"1.0.0\", \"pages\": " + "[" * 1_000_000 + "]" * 1_000_000 + "}"'

status=0
printf '%-16s %8s %12s %s\n' case seconds peak-MiB result
for name in big-body nested-quotes many-features many-files deep-yaml-block deep-yaml-flow deep-json; do
    log="$WORK/$name.time"
    code=0
    /usr/bin/time -v "$BIN" build "$WORK/$name" -o "$WORK/$name/_site" --quiet 2>"$log" >/dev/null || code=$?
    case "$name:$code" in
        deep-*:1)
            if grep -q 'nested more than 256 levels' "$log"; then result=ok; else result="FAILED (no depth error)"; status=1; fi ;;
        deep-*:*) result="FAILED (exit $code, expected 1)"; status=1 ;;
        *:0) result=ok ;;
        *) result="FAILED (exit $code)"; status=1 ;;
    esac
    kb=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$log")
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$log")
    if [ "${kb:-0}" -gt "$LIMIT_KB" ]; then result="$result, over the memory limit"; status=1; fi
    printf '%-16s %8s %12s %s\n' "$name" "$wall" "$((${kb:-0} / 1024))" "$result"
    [ "$result" = ok ] || grep -v '^\s' "$log" | head -5
done
exit $status
