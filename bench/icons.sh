#!/usr/bin/env bash
# What the built-in icon set costs a run: `notesite check` on a one-version
# site whose features use emoji (the set is never unpacked) against the same
# site using built-in icons (unpacked once), each run N times (default 30)
# in the same session, interleaved. Prints the median wall time of each and
# their difference, which is the unpacking and lookup of the set.
#
#   bench/icons.sh [runs]     (uses .build/release/notesite; swift build -c release first)
set -euo pipefail
runs=${1:-30}
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${NOTESITE_BIN:-$root/.build/release/notesite}
work=$(mktemp -d /tmp/notesite-bench-icons-XXXXXX)
trap 'rm -rf "$work"' EXIT

site() {  # site <folder> <key> <value1> <value2> <value3>
    mkdir -p "$1/content/versions"
    printf -- '---\nversion: 1.0.0\ndate: 2026-01-01\nfeatures:\n' > "$1/content/versions/1.0.0.md"
    for v in "$3" "$4" "$5"; do printf -- '  - %s: "%s"\n    title: A feature\n' "$2" "$v" >> "$1/content/versions/1.0.0.md"; done
    printf -- '---\nBody.\n' >> "$1/content/versions/1.0.0.md"
}
site "$work/emoji" emoji "⭐️" "🔔" "🚀"
site "$work/icons" icon star.fill bell.badge bi:rocket-takeoff

python3 - "$bin" "$work" "$runs" <<'PY'
import statistics, subprocess, sys, time
binary, work, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
times = {"emoji": [], "icons": []}
for _ in range(runs):
    for name in times:
        start = time.perf_counter()
        subprocess.run([binary, "check", f"{work}/{name}"], check=True, capture_output=True)
        times[name].append(time.perf_counter() - start)
emoji, icons = (statistics.median(times[n]) * 1000 for n in ("emoji", "icons"))
print(f"check, emoji only:     {emoji:6.1f} ms (median of {runs})")
print(f"check, built-in icons: {icons:6.1f} ms (median of {runs})")
print(f"difference:            {icons - emoji:6.1f} ms")
PY
