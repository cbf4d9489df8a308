#!/bin/bash
# Helpers shared by the checks that run against a booted container (container-check.sh,
# package-check.sh). Needs $C (the prefix running a command inside the container) and $ROOT
# (the container's root as seen from the host).
SOCK=$ROOT/run/liftd/liftd.sock
step() { echo "-- $*"; }
fail() {
  echo "FAIL: $*"
  $C systemctl status --no-pager liftd.service liftd.socket || true
  $C journalctl --no-pager -n 40 -u liftd.service -u liftd.socket || true
  exit 1
}
show() { $C systemctl show -P "$1" liftd.service; }
ping_daemon() { echo '{"signal":"ping"}' | socat -t5 - "UNIX-CONNECT:$SOCK"; }
wait_for() {  # wait_for DESCRIPTION COMMAND...: re-runs COMMAND for up to 20 s
  for _ in $(seq 200); do "${@:2}" && return 0; sleep 0.1; done
  fail "timed out after 20 s waiting for $1"
}
running() { [ "$(show ActiveState)/$(show SubState)" = active/running ]; }
