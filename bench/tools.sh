# Sourced by the benchmarks: installs what they time with when it is
# missing (as root), or says how to. /usr/bin/time gives peak RSS; cmark
# is the baseline.
for tool in /usr/bin/time:time /usr/bin/cmark:cmark; do
    path=${tool%%:*} package=${tool##*:}
    [ -x "$path" ] && continue
    if [ "$(id -u)" -eq 0 ]; then
        apt-get update -qq >/dev/null
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
    else
        echo "$(basename "$0") needs $path: sudo apt-get install -y $package" >&2
        exit 1
    fi
done
