#!/bin/sh
# What an app downloads to show its notes with NoteSiteKit, on a generated
# site of 1,000 versions: the size of whats-new/index.json, a first launch
# that shows one sheet, and a launch with nothing new (bench/kit/measure.py).
#
# Usage: bench/kit/run.sh            (N=10000 bench/kit/run.sh for another size;
#                                    NOTESITE_BIN=… to use a given notesite)
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
if [ -z "${NOTESITE_BIN:-}" ]; then
    # The output does not depend on the build type.
    swift build --product notesite >&2
    NOTESITE_BIN="$(swift build --show-bin-path)/notesite"
fi
swift build -c release --product bench-kit >&2
python3 "$root/bench/kit/measure.py" "$NOTESITE_BIN" "$(swift build -c release --show-bin-path)/bench-kit" "${N:-1000}"
