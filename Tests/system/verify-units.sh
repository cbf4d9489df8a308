#!/bin/bash
# Checks systemd/liftd.service and systemd/liftd.socket:
#   1. `systemd-analyze verify` must print nothing at all (unknown keys are only warnings,
#      so any output on stderr fails the check);
#   2. `systemd-analyze security --offline=true` must score the service at or below
#      MAX_EXPOSURE (default 2.0, systemd's upper bound of "OK"; the unit scores 0.5);
#   3. the same for the service with each drop-in of systemd/drop-ins/ (webhook-network.conf
#      lets webhooks out), which must verify cleanly and stay at or below MAX_EXPOSURE too,
#      while the base unit's score stays what it was without them.
#
# verify insists that ExecStart's binary exists. When /usr/local/bin/liftd is not installed,
# the check runs in a private mount namespace (root needed) with a stand-in executable
# mounted there; nothing outside that namespace changes.
#
# Needs: systemd (systemd-analyze), util-linux (unshare). Usage: Tests/system/verify-units.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
UNITS="$PWD/systemd"
MAX_EXPOSURE=${MAX_EXPOSURE:-2.0}

# The units again, each with one shipped drop-in in liftd.service.d/ (as /etc would hold it).
WITH_DROPINS=${WITH_DROPINS:-$(mktemp -d /tmp/liftd-dropins.XXXXXX)}
export WITH_DROPINS
for dropin in "$UNITS"/drop-ins/*.conf; do
  name=$(basename "$dropin" .conf)
  mkdir -p "$WITH_DROPINS/$name/liftd.service.d"
  cp "$UNITS/liftd.socket" "$UNITS/liftd.service" "$WITH_DROPINS/$name/"
  cp "$dropin" "$WITH_DROPINS/$name/liftd.service.d/"
done

verify() {
  systemd-analyze verify "$UNITS/liftd.socket" "$UNITS/liftd.service"
  for dir in "$WITH_DROPINS"/*/; do
    systemd-analyze verify "$dir/liftd.socket" "$dir/liftd.service"
  done
}

if [ "${1:-}" = "--verify-inside" ]; then
  mount -t tmpfs -o mode=0755 tmpfs /usr/local/bin
  printf '#!/bin/sh\nexit 0\n' > /usr/local/bin/liftd
  chmod 0755 /usr/local/bin/liftd
  verify
  exit
fi

output=$(mktemp); trap 'rm -rf "$output" "$WITH_DROPINS"' EXIT
if [ -x /usr/local/bin/liftd ]; then
  verify >"$output" 2>&1 || status=$?
elif [ "$(id -u)" -ne 0 ]; then
  echo "SKIPPED: systemd-analyze verify needs /usr/local/bin/liftd installed or root (for a private mount namespace)"
  exit 77
else
  unshare --mount --propagation private "$0" --verify-inside >"$output" 2>&1 || status=$?
fi
if [ "${status:-0}" -ne 0 ] || [ -s "$output" ]; then
  echo "FAIL: systemd-analyze verify (status ${status:-0}):"; cat "$output"; exit 1
fi
echo "ok: systemd-analyze verify printed nothing for liftd.socket and liftd.service, alone and with each drop-in"

exposure() {  # exposure UNIT_FILE LABEL: checks and prints the score
  systemd-analyze security --offline=true --no-pager "$1" >"$output" 2>&1 || true
  score=$(sed -n 's/.*Overall exposure level for liftd.service: \([0-9.]*\).*/\1/p' "$output")
  if [ -z "$score" ]; then
    echo "FAIL: no exposure score from systemd-analyze security for $2:"; cat "$output"; exit 1
  fi
  grep '✗' "$output" || true
  if awk -v s="$score" -v m="$MAX_EXPOSURE" 'BEGIN { exit !(s > m) }'; then
    echo "FAIL: exposure $score of $2 is above $MAX_EXPOSURE"; exit 1
  fi
  echo "ok: exposure level $score of $2 (limit $MAX_EXPOSURE)"
}
exposure "$UNITS/liftd.service" "liftd.service"
for dir in "$WITH_DROPINS"/*/; do
  exposure "$dir/liftd.service" "liftd.service with drop-ins/$(basename "$dir").conf"
done
