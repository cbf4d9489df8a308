#!/bin/bash
# The Debian package where a user installs it. Builds it with `make deb` (and a second build,
# revision 2, to upgrade to), checks it with lintian and by its contents, then in a clean
# Debian 12 root with no Swift toolchain (mmdebstrap, cached):
#   - `apt-get install ./liftd_….deb` in a chroot, where systemd is not running;
#   - under systemd (PID 1 in systemd-nspawn): install starts liftd; ping over the socket;
#     liftctl log-set and run-schedule weekly-report (reports and site written); reload;
#     journald's structured fields; a bare `liftd` keeps ./var; an upgrade restarts liftd and
#     keeps the database and an edited config; remove stops it and keeps the data; purge
#     removes data and config.
# Measures the .deb (at most 12 MB) and the static liftctl in it (at most 16 MB stripped),
# printing each. Prints how long each stage took. Run as root.
#
#   Tests/system/package.sh [BIN_DIR]     BIN_DIR is ignored: the package builds its own.
#
# The Debian root is cached in $LIFTD_TEST_CACHE (default ~/.cache/liftd-tests), keyed by the
# packages it holds. Needs: dpkg-dev, debhelper, lintian, mmdebstrap, systemd-container,
# socat, python3 (scripts/test installs them). Exits 77 (skipped) only when not root.
set -euo pipefail
REPO=$(cd "$(dirname "$0")/../.." && pwd)
[ "$(id -u)" = 0 ] || { echo "SKIPPED: building a Debian root and booting systemd in it needs root"; exit 77; }
for tool in dpkg-deb dh lintian mmdebstrap systemd-nspawn socat python3 readelf; do
  command -v "$tool" >/dev/null || { echo "FAIL: $tool is missing (scripts/test installs what this check needs)"; exit 1; }
done

step() { echo "-- $*"; }
fail() { echo "FAIL: $*"; exit 1; }
stage_started=$SECONDS
stage_done() { echo "   time: $1 took $((SECONDS - stage_started)) s"; stage_started=$SECONDS; }

W=$(mktemp -d /tmp/liftd-package.XXXXXX)
CG=liftd-package-$$
NS=
cleanup() {
  if [ -n "$NS" ] && kill -0 "$NS" 2>/dev/null; then kill -TERM "$NS"; sleep 3; kill -KILL "$NS" 2>/dev/null || true; fi
  for h in /sys/fs/cgroup/systemd /sys/fs/cgroup/unified; do
    [ -d "$h/$CG" ] || continue
    echo $$ > $h/cgroup.procs; find $h/$CG -depth -type d -exec rmdir {} \; 2>/dev/null || true
  done
  rm -rf "$W"
}
trap cleanup EXIT

step "make deb: revision 1, then revision 2 of the same binaries to upgrade to"
version=$(sed -n 's/^ *public static let version = "\(.*\)"$/\1/p' "$REPO/Sources/ControlProtocol/LiftdRelease.swift")
[ -n "$version" ] || fail "no version in Sources/ControlProtocol/LiftdRelease.swift"
arch=$(dpkg --print-architecture)
make -C "$REPO" --no-print-directory deb > "$W/make-deb-1.log" 2>&1 || { tail -40 "$W/make-deb-1.log"; fail "make deb"; }
make -C "$REPO" --no-print-directory deb DEB_REVISION=2 > "$W/make-deb-2.log" 2>&1 || { tail -40 "$W/make-deb-2.log"; fail "make deb DEB_REVISION=2"; }
FIRST=$REPO/build/liftd_${version}-1_${arch}.deb
SECOND=$REPO/build/liftd_${version}-2_${arch}.deb
[ -s "$FIRST" ] || fail "make deb did not write $FIRST"
[ -s "$SECOND" ] || fail "make deb DEB_REVISION=2 did not write $SECOND"
echo "   $(basename "$FIRST"): $(du -k "$FIRST" | cut -f1) KiB"
stage_done "package build (make deb, twice)"

step "lintian: no errors, no warnings"
lintian --fail-on error,warning --display-level '>=warning' "$FIRST" || fail "lintian on $(basename "$FIRST")"
stage_done "lintian"

step "contents: binaries, units, conffile, man pages, completions, docs, examples"
dpkg-deb -c "$FIRST" | awk '{print $6}' | sed 's|^\./|/|' > "$W/contents"
for path in /usr/bin/liftd /usr/bin/liftctl /lib/systemd/system/liftd.service /lib/systemd/system/liftd.socket \
            /etc/liftd/liftd.yaml /etc/liftd/notify-report.sh \
            /usr/share/man/man8/liftd.8.gz /usr/share/man/man1/liftctl.1.gz /usr/share/man/man5/liftd.yaml.5.gz \
            /usr/share/bash-completion/completions/liftctl /usr/share/zsh/vendor-completions/_liftctl \
            /usr/share/fish/vendor_completions.d/liftctl.fish \
            /usr/share/doc/liftd/copyright /usr/share/doc/liftd/changelog.Debian.gz \
            /usr/share/doc/liftd/examples/webhook-network.conf /usr/share/doc/liftd/examples/metrics-textfile.conf \
            /usr/share/doc/liftd/examples/inbox-home.conf /usr/share/doc/liftd/examples/notify-apprise.py; do
  grep -qx "$path" "$W/contents" || fail "$path is not in the package"
done
if grep -E '^/usr/local|^/opt|^/etc/systemd' "$W/contents"; then fail "the package has files outside Debian's places (above)"; fi
dpkg-deb -e "$FIRST" "$W/control"
grep -qx /etc/liftd/liftd.yaml "$W/control/conffiles" || fail "/etc/liftd/liftd.yaml is not a conffile"
[ "$(dpkg-deb -f "$FIRST" Version)" = "$version-1" ] || fail "package version $(dpkg-deb -f "$FIRST" Version), expected $version-1"
depends=$(dpkg-deb -f "$FIRST" Depends); recommends=$(dpkg-deb -f "$FIRST" Recommends)
echo "   Depends: $depends"; echo "   Recommends: $recommends"
for name in libc6 libsqlite3-0 libsystemd0 libyaml-0-2 procps tzdata; do
  case ", $depends," in *", $name "*|*", $name,"*) ;; *) fail "Depends lacks $name" ;; esac
done
case "$depends $recommends" in *swift*|*libicu*) fail "the package depends on the toolchain" ;; esac
# Webhooks need libcurl, which liftd loads on demand (dlopen): recommended, and never linked.
case ", $recommends," in *", libcurl4,"*|*", libcurl4 "*) ;; *) fail "Recommends has no libcurl4: '$recommends'" ;; esac
dpkg-deb -x "$FIRST" "$W/unpacked"
for binary in liftd liftctl; do
  file=$W/unpacked/usr/bin/$binary
  dynamic=$(readelf -d "$file")
  if grep -E 'RPATH|RUNPATH' <<<"$dynamic"; then fail "$binary carries a library search path (above)"; fi
  if grep -E 'NEEDED.*(swift|Foundation|icu)' <<<"$dynamic"; then fail "$binary needs a toolchain library (above)"; fi
  if grep -E 'NEEDED.*curl' <<<"$dynamic"; then fail "$binary links libcurl (above): webhooks load it on demand"; fi
  if readelf -S "$file" | grep -qE '\.symtab|\.debug_info'; then fail "$binary is not stripped"; fi
  "$file" --version | grep -qx "$binary $version" || fail "$binary --version does not print '$binary $version'"
done
stage_done "package contents"

step "sizes: the .deb at most 12 MB, the static liftctl in it at most 16 MB stripped (issue 32)"
# MB are 10^6 bytes. Checked here, enforced at the end, so that a size over its goal does not
# hide what the install tests find.
mb() { awk -v bytes="$1" 'BEGIN { printf "%.2f MB", bytes / 1000000 }'; }
size_failures=
check_size() {  # check_size WHAT FILE LIMIT_BYTES
  local bytes; bytes=$(stat -c %s "$2")
  echo "   $1: $(mb "$bytes") ($bytes bytes; goal at most $(mb "$3"))"
  [ "$bytes" -le "$3" ] || size_failures="$size_failures; $1 is $(mb "$bytes"), over $(mb "$3")"
}
check_size "$(basename "$FIRST")" "$FIRST" 12000000
check_size "liftctl (static, stripped)" "$W/unpacked/usr/bin/liftctl" 16000000
echo "   liftd (static, stripped): $(mb "$(stat -c %s "$W/unpacked/usr/bin/liftd")")"
stage_done "sizes"

step "a clean Debian 12 root (no Swift toolchain) holding the package's Depends and Recommends"
# Dependencies are in the root already: the container has no network, and apt resolves
# `./liftd_….deb` against installed packages. mmdebstrap fetching them from the mirror
# shows each name is a Debian 12 package.
packages=$( { echo "systemd,systemd-sysv,socat,tzdata"; echo "$depends"; echo "$recommends"; } |
  tr ',' '\n' | sed 's/|.*//; s/(.*)//; s/[[:space:]]//g' | grep . | sort -u | paste -sd,)
CACHE=${LIFTD_TEST_CACHE:-${HOME:-/root}/.cache/liftd-tests}
ROOT_TAR=$CACHE/debian12-minbase-$(echo "$packages" | sha256sum | cut -c1-16).tar
mkdir -p "$CACHE"
if [ -s "$ROOT_TAR" ]; then
  echo "   cached: $ROOT_TAR"
else
  echo "   mmdebstrap --variant=minbase --include=$packages bookworm"
  partial=${ROOT_TAR%.tar}.partial.tar   # mmdebstrap tells a tarball by its name's .tar
  timeout 900 mmdebstrap --quiet --variant=minbase --include="$packages" bookworm "$partial" \
    || fail "mmdebstrap did not build the Debian root within 15 minutes"
  mv "$partial" "$ROOT_TAR"
fi
stage_done "Debian root (mmdebstrap or cache)"
unpack_root() {  # unpack_root DIR: a fresh copy of the cached root
  mkdir -p "$1"; tar -C "$1" -xf "$ROOT_TAR"
  [ -x "$1/usr/bin/apt-get" ] || fail "the Debian root at $1 has no apt-get"
  if find "$1" -xdev \( -name 'libswiftCore.so*' -o -name swift -o -name 'libFoundation*.so*' \) -print -quit | grep .; then
    fail "the Debian root holds a Swift toolchain (above)"
  fi
}

step "chroot: apt-get install ./$(basename "$FIRST") with no systemd running"
CHROOT=$W/chroot
unpack_root "$CHROOT"
cp "$FIRST" "$CHROOT/root/"
chroot "$CHROOT" env DEBIAN_FRONTEND=noninteractive apt-get install -y "/root/$(basename "$FIRST")" \
  > "$W/chroot-install.log" 2>&1 || { cat "$W/chroot-install.log"; fail "apt-get install in a chroot"; }
for link in multi-user.target.wants/liftd.service sockets.target.wants/liftd.socket; do
  [ -L "$CHROOT/etc/systemd/system/$link" ] || fail "installing in a chroot did not enable $link"
done
# Swift reads a program's arguments from /proc/self/cmdline: without /proc, liftd must refuse
# rather than take `check-config FILE` for no arguments and start the daemon.
status=0; timeout 10 chroot "$CHROOT" liftd check-config /etc/liftd/liftd.yaml > "$W/no-proc" 2>&1 || status=$?
[ "$status" = 1 ] && grep -q 'is /proc mounted?' "$W/no-proc" \
  || { cat "$W/no-proc"; fail "liftd in a chroot without /proc exited $status (124: still running after 10 s), expected 1 asking for /proc"; }
with_proc() { unshare --mount --propagation private sh -c 'mount -t proc proc "$0/proc" && exec chroot "$0" "$@"' "$CHROOT" "$@"; }
with_proc liftd check-config /etc/liftd/liftd.yaml > /dev/null || fail "liftd check-config of the installed config in the chroot"
with_proc liftd calendar "0 7 * * mon" --timezone Europe/Berlin --iterations 1 > "$W/calendar" 2>&1 \
  || { cat "$W/calendar"; fail "the packaged liftd does not know the zone Europe/Berlin"; }
grep -qE 'T07:00:00\+0[12]:00$' "$W/calendar" || { cat "$W/calendar"; fail "the next Monday 07:00 in Europe/Berlin is not at +01:00 or +02:00"; }
rm -rf "$CHROOT"
stage_done "chroot install"

step "boot systemd in a fresh copy of the root"
R=$W/root
unpack_root "$R"
cp "$FIRST" "$SECOND" "$R/root/"
: > "$R/etc/machine-id"
# Own cgroup: the host is hybrid v1+v2; never start nspawn from the root cgroup.
for h in /sys/fs/cgroup/systemd /sys/fs/cgroup/unified; do mkdir -p $h/$CG; echo $$ > $h/$CG/cgroup.procs; done
# Private mount namespace with a tmpfs on /run/systemd/nspawn: nspawn refuses to clean up its
# propagation directory on a disk-backed /run.
mkdir -p /run/systemd/nspawn
unshare --mount --propagation private sh -c 'mount -t tmpfs tmpfs /run/systemd/nspawn && exec "$@"' sh \
  systemd-nspawn --quiet --register=no --keep-unit --console=pipe --private-network \
    -D "$R" --machine=liftd-pkg$$ -b systemd.unit=multi-user.target </dev/null >"$W/console.log" 2>&1 &
NS=$!
L=
for _ in $(seq 300); do
  L=$(pgrep -P $NS -x systemd || true)
  [ -n "$L" ] && [ -S /proc/$L/root/run/systemd/private ] && break; sleep 0.1
done
[ -n "$L" ] && [ -S /proc/$L/root/run/systemd/private ] || { cat "$W/console.log"; fail "the container did not boot within 30 s"; }
export C="nsenter -t $L -a" ROOT=/proc/$L/root
echo "   boot: $(timeout 60 $C systemctl is-system-running --wait || true)"
export REPO FIRST SECOND W
rc=0; bash "$REPO/Tests/system/lib/package-check.sh" || rc=$?
kill -s RTMIN+4 "$L" || true   # systemd's "power off" signal (the root has no D-Bus for systemctl poweroff)
for _ in $(seq 300); do kill -0 "$NS" 2>/dev/null || break; sleep 0.1; done
kill -0 "$NS" 2>/dev/null && echo "   the container did not power off within 30 s; killing it"
stage_done "container test"
[ "$rc" = 0 ] || exit "$rc"
[ -z "$size_failures" ] || fail "over the size goals${size_failures}"
echo "ok: the package installs, runs, upgrades, is removed and purged in a clean Debian 12 root"
