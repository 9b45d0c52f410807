#!/bin/sh
# Builds the Mustache benchmark in release mode and runs it.
set -eu
cd "$(dirname "$0")/../.."
swift build -c release --product bench-mustache
"$(swift build -c release --show-bin-path)/bench-mustache"
