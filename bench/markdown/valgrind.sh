#!/bin/sh
# Runs the Markdown tests once under valgrind and prints the leak summary.
# Valgrind 3.19 (Debian bookworm) crashes when libdispatch parks the main
# thread in sigsuspend with a read-only mask, so a tiny preloaded shim hands
# the kernel a writable copy of the mask; nothing else changes.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat > "$work/shim.c" <<'SHIM'
#define _GNU_SOURCE
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>
int sigsuspend(const sigset_t *mask) {
    sigset_t copy = *mask;
    return (int)syscall(SYS_rt_sigsuspend, &copy, 8);
}
SHIM
cc -shared -fPIC -O1 -o "$work/libshim.so" "$work/shim.c"

swift build --package-path "$root" --build-tests >&2
tests="$(swift build --package-path "$root" --show-bin-path)/notesitePackageTests.xctest"
suites="CommonMarkConformanceTests|InlineRenderingTests|PlainTextTests|LinkSafetyTests|URLRewriteTests|ConcurrentRenderingTests"
LD_PRELOAD="$work/libshim.so" valgrind --leak-check=full --num-callers=40 \
    "$tests" --testing-library swift-testing --filter "$suites" > "$work/valgrind.log" 2>&1 || true
grep -E "Test run|definitely lost|indirectly lost|possibly lost:|still reachable|ERROR SUMMARY" "$work/valgrind.log"
if grep -qE "cmark_|NoteSiteBuild\.|MarkdownRenderer" "$work/valgrind.log"; then
    echo "note: some valgrind records mention cmark or the Markdown code; read the full log:" >&2
    cp "$work/valgrind.log" "${TMPDIR:-/tmp}/notesite-markdown-valgrind.log"
    echo "${TMPDIR:-/tmp}/notesite-markdown-valgrind.log" >&2
fi
