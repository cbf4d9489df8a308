#!/bin/bash
# Boots a throw-away systemd (PID 1) in a container, installs systemd/liftd.{service,socket}
# there and runs Tests/system/lib/container-check.sh against it: start on first connection,
# ping over the socket, StatusText, reload, watchdog restart, journald fields, stop, a webhook
# and the metrics textfile through their drop-ins, and the
# inbox: a file dropped with no client connected, and a home folder through the drop-in.
# Run as root.
#
#   Tests/system/container-test.sh [BIN_DIR]              the real daemon: BIN_DIR/liftd
#   Tests/system/container-test.sh --stand-in [BIN_DIR]   BIN_DIR/SystemdProbe serve, a
#                                       stand-in built only from Sources/Systemd
# BIN_DIR defaults to .build/debug. Build first: `swift build --build-tests`.
# Needs: systemd-container (systemd-nspawn), socat, python3, util-linux (unshare, nsenter).
# Exits 77 (skipped) when not root; fails, saying what is missing, when no container can
# start here (no systemd-nspawn, no boot).
set -euo pipefail
REPO=$(cd "$(dirname "$0")/../.." && pwd)
STAND_IN=; if [ "${1:-}" = "--stand-in" ]; then STAND_IN=1; shift; fi
BIN_DIR=$(realpath "${1:-$REPO/.build/debug}")
if [ -n "$STAND_IN" ]; then
  export LIFTD_EXEC="/opt/app/SystemdProbe serve" LIFTD_STAND_IN=1
  [ -x "$BIN_DIR/SystemdProbe" ] || { echo "build it first: swift build --product SystemdProbe"; exit 1; }
else
  export LIFTD_EXEC="/opt/app/liftd --config /etc/liftd/liftd.yaml"
  [ -x "$BIN_DIR/liftd" ] || { echo "build it first: swift build --product liftd"; exit 1; }
fi
command -v systemd-nspawn >/dev/null || { echo "systemd-nspawn missing (apt-get install systemd-container)"; exit 1; }
command -v socat >/dev/null || { echo "socat missing (apt-get install socat)"; exit 1; }
[ "$(id -u)" = 0 ] || { echo "SKIPPED: booting systemd in a container needs root"; exit 77; }
export REPO

SWIFT_PREFIX=$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")")
W=$(mktemp -d /tmp/liftd-container.XXXXXX); R=$W/root
mkdir -p $R/{usr,etc,var/tmp,tmp,root,proc,sys,dev,run,opt/app,opt/units} "$R$SWIFT_PREFIX"
for l in bin sbin lib lib64; do [ -L /$l ] && ln -s "$(readlink /$l)" $R/$l; done
cp -a /etc/. $R/etc/; rm -f $R/etc/os-release; cp /usr/lib/os-release $R/etc/os-release
: > $R/etc/machine-id
# Own cgroup: the host is hybrid v1+v2; never start nspawn from the root cgroup.
CG=liftd-ct-$$
for h in /sys/fs/cgroup/systemd /sys/fs/cgroup/unified; do mkdir -p $h/$CG; echo $$ > $h/$CG/cgroup.procs; done
NS=
cleanup() {
  if [ -n "$NS" ] && kill -0 "$NS" 2>/dev/null; then kill -TERM "$NS"; sleep 3; kill -KILL "$NS" 2>/dev/null || true; fi
  for h in /sys/fs/cgroup/systemd /sys/fs/cgroup/unified; do
    echo $$ > $h/cgroup.procs; find $h/$CG -depth -type d -exec rmdir {} \; 2>/dev/null || true; done
  rm -rf "$W"
}
trap cleanup EXIT
# Private mount namespace with a tmpfs on /run/systemd/nspawn: nspawn refuses to clean up its
# propagation directory on a disk-backed /run.
mkdir -p /run/systemd/nspawn
unshare --mount --propagation private sh -c 'mount -t tmpfs tmpfs /run/systemd/nspawn && exec "$@"' sh \
  systemd-nspawn --quiet --register=no --keep-unit --console=pipe --private-network --volatile=overlay \
    -D $R --bind-ro=/usr --bind-ro=$SWIFT_PREFIX --bind-ro=$BIN_DIR:/opt/app --bind-ro=$REPO/systemd:/opt/units \
    --machine=liftd$$ -b systemd.unit=basic.target </dev/null >"$W/console.log" 2>&1 &
NS=$!
L=
for i in $(seq 150); do
  L=$(pgrep -P $NS -x systemd || true)
  [ -n "$L" ] && [ -S /proc/$L/root/run/systemd/private ] && break; sleep 0.1
done
[ -n "$L" ] || { echo "the container did not boot:"; cat "$W/console.log"; exit 1; }
export C="nsenter -t $L -a" ROOT=/proc/$L/root
echo "boot: $(timeout 60 $C systemctl is-system-running --wait || true)"
rc=0; bash "$REPO/Tests/system/lib/container-check.sh" || rc=$?
$C systemctl poweroff --no-block || true
wait $NS || true; NS=
exit $rc
