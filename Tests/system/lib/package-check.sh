#!/bin/bash
# The checks Tests/system/package.sh runs in a booted clean Debian root: the package's life
# from `apt-get install` to `apt-get purge` under systemd. Runs on the host: $C prefixes a
# command to run inside the container, $ROOT is the container's root as seen from the host,
# $FIRST and $SECOND the two builds of the package (also in the container's /root), $W a
# scratch directory.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/container-helpers.sh"
# DynamicUser=yes: the state directory is /var/lib/private/liftd behind /var/lib/liftd.
STATE=/var/lib/private/liftd
stopped() { [ "$(show ActiveState)" = inactive ] && [ "$($C systemctl show -P ActiveState liftd.socket)" = inactive ]; }
apt_install() {  # apt_install DEB: as a user would, offline (the root holds the dependencies)
  $C env DEBIAN_FRONTEND=noninteractive apt-get install -y "/root/$(basename "$1")" > "$W/apt.log" 2>&1 \
    || { cat "$W/apt.log"; fail "apt-get install ./$(basename "$1")"; }
}
liftctl() { $C liftctl "$@"; }   # as root: an admin, on /run/liftd/liftd.sock by default

step "apt-get install ./$(basename "$FIRST"): enables and starts the socket and the service"
apt_install "$FIRST"
for unit in liftd.service liftd.socket; do
  [ "$($C systemctl is-enabled $unit)" = enabled ] || fail "$unit is not enabled after install"
done
wait_for "liftd.service active after install" running
[ "$($C systemctl show -P ActiveState liftd.socket)" = active ] || fail "liftd.socket is not active after install"
[ "$(show ExecStart | grep -o 'path=[^ ;]*')" = "path=/usr/bin/liftd" ] || fail "ExecStart is $(show ExecStart)"

step "socat gets a ping answer on /run/liftd/liftd.sock"
reply=$(ping_daemon) || fail "no answer on /run/liftd/liftd.sock"
echo "   $reply"
case "$reply" in *'"ok":true'*'"pong":true'*) ;; *) fail "ping answer is not a pong: $reply" ;; esac

step "liftctl logs a set; run-schedule weekly-report writes the reports and the site"
liftctl start-workout name=Push > /dev/null || fail "liftctl start-workout"
out=$(liftctl log-set exercise="Bench Press (Barbell)" weight=100 reps=5) || fail "liftctl log-set: $out"
echo "   log-set: $(echo "$out" | head -3 | tr '\n' ' ')"
liftctl finish-workout > /dev/null || fail "liftctl finish-workout"
out=$(liftctl --json workouts) || fail "liftctl workouts: $out"
case "$out" in *'"Push"'*) ;; *) fail "the workout logged is not stored: $out" ;; esac
out=$(liftctl --json run-schedule name=weekly-report) || fail "liftctl run-schedule name=weekly-report: $out"
echo "   $(echo "$out" | cut -c1-160)"
for pattern in "output/reports/*.md" "output/reports/*.json" "output/reports/*.svg" "output/site/index.html"; do
  # shellcheck disable=SC2086 # the pattern is expanded on purpose
  ls $ROOT$STATE/$pattern > /dev/null 2>&1 || fail "run-schedule weekly-report wrote no $STATE/$pattern"
done

step "systemctl reload liftd: the same process, active, answering"
pid=$(show MainPID)
$C systemctl reload liftd || fail "systemctl reload liftd"
[ "$(show MainPID)" = "$pid" ] || fail "reload replaced the main process"
running || fail "not running after reload"
ping_daemon > /dev/null || fail "no answer after reload"

step "journalctl -u liftd: liftd's entries carry its structured fields"
$C journalctl -u liftd -o json --no-pager | python3 -c '
import json, sys
entries = [json.loads(line) for line in sys.stdin]
ours = [e for e in entries if e.get("SYSLOG_IDENTIFIER") == "liftd" and e.get("_TRANSPORT") == "journal"]
fields = sorted({k for e in ours for k in e if k.startswith("LIFTD_")})
print("   native entries:", len(ours), "fields:", " ".join(fields))
if not ours: sys.exit("no liftd entries with _TRANSPORT=journal")
if "LIFTD_SIGNAL" not in fields: sys.exit("no entry has LIFTD_SIGNAL")
' || fail "journal fields"

step "a bare liftd (no --config) keeps its built-in defaults, data under ./var"
$C mkdir -p /root/bare
$C systemd-run --quiet --unit=liftd-bare --property=WorkingDirectory=/root/bare /usr/bin/liftd
bare_listening() { [ -S "$ROOT/root/bare/var/liftd.sock" ]; }
wait_for "the bare liftd's socket at /root/bare/var/liftd.sock" bare_listening
out=$($C liftctl --socket /root/bare/var/liftd.sock --json status) || fail "no status from the bare liftd: $out"
case "$out" in *'"config":"built-in'*|*'"config":"none'*) ;; *) fail "the bare liftd does not run on its built-in config: $out" ;; esac
[ -f "$ROOT/root/bare/var/liftd.sqlite" ] || fail "the bare liftd has no database at ./var/liftd.sqlite"
$C systemctl stop liftd-bare
[ ! -e "$ROOT/etc/liftd/var" ] && [ ! -e "$ROOT/var/lib/private/liftd/var" ] || fail "a ./var appeared outside the bare liftd's directory"

step "upgrade to $(basename "$SECOND"): restarted, database and the edited config kept"
sed -i 's/^  max-clients: 64$/  max-clients: 32   # edited by the administrator/' "$ROOT/etc/liftd/liftd.yaml"
grep -q 'edited by the administrator' "$ROOT/etc/liftd/liftd.yaml" || fail "the test could not edit /etc/liftd/liftd.yaml"
started=$(show ExecMainStartTimestampMonotonic)
apt_install "$SECOND"
[ "$($C dpkg-query -W -f '${Version}' liftd)" = "$(dpkg-deb -f "$SECOND" Version)" ] || fail "the upgrade did not install $(basename "$SECOND")"
wait_for "liftd.service active after the upgrade" running
[ "$(show ExecMainStartTimestampMonotonic)" != "$started" ] || fail "the upgrade did not restart liftd"
grep -q 'edited by the administrator' "$ROOT/etc/liftd/liftd.yaml" || fail "the upgrade replaced the edited config"
out=$(liftctl --json workouts) || fail "liftctl workouts after the upgrade: $out"
case "$out" in *'"Push"'*) ;; *) fail "the upgrade lost the database: $out" ;; esac
out=$(liftctl --json status) || fail "liftctl status after the upgrade: $out"
case "$out" in *'"config":"/etc/liftd/liftd.yaml"'*) ;; *) fail "liftd does not run on /etc/liftd/liftd.yaml: $out" ;; esac

step "apt-get remove: the service and the socket stop, data and config stay"
$C env DEBIAN_FRONTEND=noninteractive apt-get remove -y liftd > "$W/apt.log" 2>&1 || { cat "$W/apt.log"; fail "apt-get remove liftd"; }
wait_for "liftd.service and liftd.socket inactive after remove" stopped
[ ! -e "$SOCK" ] || fail "the socket file is left after remove"
[ ! -e "$ROOT/usr/bin/liftd" ] || fail "remove left /usr/bin/liftd"
[ -s "$ROOT$STATE/liftd.sqlite" ] || fail "remove deleted the database $STATE/liftd.sqlite"
grep -q 'edited by the administrator' "$ROOT/etc/liftd/liftd.yaml" || fail "remove deleted the config"

step "apt-get purge: data and config are gone"
$C env DEBIAN_FRONTEND=noninteractive apt-get purge -y liftd > "$W/apt.log" 2>&1 || { cat "$W/apt.log"; fail "apt-get purge liftd"; }
for path in /var/lib/liftd "$STATE" /etc/liftd /etc/systemd/system/multi-user.target.wants/liftd.service \
            /etc/systemd/system/sockets.target.wants/liftd.socket; do
  [ ! -e "$ROOT$path" ] && [ ! -L "$ROOT$path" ] || fail "purge left $path"
done
[ -z "$($C dpkg-query -W -f '${db:Status-Status}' liftd 2>/dev/null)" ] || [ "$($C dpkg-query -W -f '${db:Status-Status}' liftd)" = not-installed ] \
  || fail "dpkg still knows liftd as $($C dpkg-query -W -f '${db:Status-Status}' liftd)"
echo "ok: package checks passed"
