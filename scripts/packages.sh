# Sourced by scripts/run and scripts/test: makes sure Debian packages are installed.
# As root it installs what is missing with apt-get; otherwise it prints the exact command.

# ensure_packages PACKAGE... — returns non-zero when something is missing and cannot be installed.
ensure_packages() {
    local missing=()
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if [ "$(id -u)" -eq 0 ]; then
        echo "liftd: installing ${missing[*]}" >&2
        DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null &&
            DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    else
        echo "liftd: missing Debian packages. Install them with:" >&2
        echo "  sudo apt-get install -y ${missing[*]}" >&2
        return 1
    fi
}

# Packages the build needs.
BUILD_PACKAGES=(pkg-config libsystemd-dev libsqlite3-dev libyaml-dev libcurl4-openssl-dev)

# Packages the tests need beside the build's: the tools the Swift suites drive (with `CI` set,
# a suite whose tool is missing fails), the oracles' and system checks' tools, and stress-ng
# for `scripts/test --under-load`.
TEST_PACKAGES=(tzdata make socat util-linux openssl sqlite3 python3 python3-venv librsvg2-bin systemd systemd-container mandoc tidy
    zsh fish bash bash-completion prometheus prometheus-node-exporter chromium fonts-dejavu-core
    dpkg-dev debhelper lintian mmdebstrap binutils stress-ng)
