# Sourced by scripts/setup and scripts/test: runs the long steps with their
# whole output in a log under .build/ and only a few lines on the terminal.

# elapsed SECONDS: "42 s" or "3 min 5 s".
elapsed() {
    local s=$1
    if [ "$s" -lt 60 ]; then echo "$s s"; else echo "$((s / 60)) min $((s % 60)) s"; fi
}

# condense_build: reads swift build's output and prints "compiling MODULE"
# once per module, as its first file is compiled, and "linking PRODUCT".
# A shell loop, because mawk reads a pipe in blocks and would print late.
condense_build() {
    local line step name seen=" "
    while IFS= read -r line; do
        case $line in
            \[*\]\ Compiling\ *) step=compiling ;;
            \[*\]\ Linking\ *) step=linking ;;
            *) continue ;;
        esac
        name=${line#*\] * }
        name=${name%% *}
        case $seen in *" $step:$name "*) continue ;; esac
        seen="$seen$step:$name "
        echo "  $step $name"
    done
}

# quiet_build LOG ARGUMENT…: `swift build ARGUMENT…` with its output in LOG;
# prints one line per module as its compilation starts, then the compiler's
# errors (or the last lines of the log) if it fails. Returns swift's status.
quiet_build() {
    local log=$1 status
    shift
    echo 0 >"$log.status"
    # (Under set -e a failing command would end the group before a later echo.)
    { swift build "$@" 2>&1 || echo $? >"$log.status"; } | tee "$log" | condense_build
    status=$(cat "$log.status")
    rm -f "$log.status"
    if [ "$status" -ne 0 ]; then
        if grep -q 'error:' "$log"; then grep -E 'error:' "$log" | grep -v '^ ' | sort -u >&2; else tail -n 40 "$log" >&2; fi
        echo "The build failed; its whole output is in $log" >&2
        return "$status"
    fi
    local warnings
    warnings=$(grep -E 'warning: ' "$log" | sort -u | wc -l | tr -d ' ' || true)
    if [ "$warnings" -gt 0 ]; then echo "  $warnings compiler warnings (see $log)"; fi
    return 0
}
