#!/bin/bash
# The checks Tests/system/container-test.sh runs against a booted container. Runs on the host:
# $C prefixes a command to run inside the container, $ROOT is the container's root as seen
# from the host, $LIFTD_EXEC is the daemon command, $REPO the repository.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/container-helpers.sh"
restarted() { [ "$(show NRestarts)" -ge 1 ]; }

step "install: units linked from /opt/units, config in /etc/liftd, ExecStart and WatchdogSec for the test"
mkdir -p "$ROOT/etc/liftd" "$ROOT/run/systemd/system/liftd.service.d"
cp "$REPO/config/liftd.yaml" "$ROOT/etc/liftd/liftd.yaml"
cat > "$ROOT/run/systemd/system/liftd.service.d/container-test.conf" <<CONF
[Service]
ExecStart=
ExecStart=$LIFTD_EXEC
WatchdogSec=3s
CONF
$C systemctl link /opt/units/liftd.service /opt/units/liftd.socket >/dev/null
$C systemctl daemon-reload
$C systemctl start liftd.socket
[ "$(show ActiveState)" = inactive ] || fail "liftd.service started before the first connection"

step "first connection starts liftd.service and gets an answer"
reply=$(ping_daemon) || fail "no answer on $SOCK"
echo "   $reply"
case "$reply" in *'"ok":true'*) ;; *) fail "ping answer is not ok: $reply" ;; esac
[ "$(show ActiveState)/$(show SubState)" = active/running ] || fail "state $(show ActiveState)/$(show SubState)"
status=$(show StatusText); echo "   StatusText: $status"
[ -n "$status" ] || fail "empty StatusText after READY"
owner=$($C stat -c %U /run/liftd/liftd.sock)
[ "$owner" = liftd ] || fail "socket owned by $owner, expected the dynamic user liftd"

step "reload: RELOADING=1 … READY=1 with the same main process"
pid=$(show MainPID)
$C systemctl reload liftd.service || fail "systemctl reload failed"
[ "$(show MainPID)" = "$pid" ] || fail "reload replaced the main process"
[ "$(show ActiveState)" = active ] || fail "not active after reload"
echo "   StatusText: $(show StatusText)"
if [ -n "${LIFTD_STAND_IN:-}" ]; then [ "$(show StatusText)" = "stand-in reloaded" ] || fail "StatusText not updated"; fi
ping_daemon >/dev/null || fail "no answer after reload"

step "watchdog: a daemon that stops pinging is restarted"
if [ -n "${LIFTD_STAND_IN:-}" ]; then
  $C systemctl kill -s USR1 liftd.service   # the stand-in's "become unhealthy"
  wait_for "a watchdog restart" restarted
  $C journalctl --no-pager -u liftd.service | grep -q "Watchdog timeout" || fail "no watchdog timeout logged"
  wait_for "running again" running
  ping_daemon >/dev/null || fail "no answer after the watchdog restart"
else
  # A frozen daemon sends no pings: systemd must abort it (TimeoutAbortSec) and restart it.
  eval "${LIFTD_WATCHDOG_TRIGGER:-\$C systemctl kill -s STOP liftd.service}"
  wait_for "a watchdog restart" restarted
  $C journalctl --no-pager -u liftd.service | grep -q "Watchdog timeout" || fail "no watchdog timeout logged"
  wait_for "running again" running
  ping_daemon >/dev/null || fail "no answer after the watchdog restart"
fi

step "a chain through the store: run-schedule weekly-report (as root, an admin)"
reply=$(echo '{"signal":"run-schedule","name":"weekly-report"}' | socat -t10 - "UNIX-CONNECT:$SOCK") || fail "no answer"
echo "   $reply"
case "$reply" in *'"ok":true'*) ;; *) fail "run-schedule answer is not ok: $reply" ;; esac

step "journal: entries from liftd over the native protocol with structured fields"
$C journalctl -u liftd.service -o json --no-pager | python3 -c '
import json, sys
entries = [json.loads(line) for line in sys.stdin]
ours = [e for e in entries if e.get("SYSLOG_IDENTIFIER") == "liftd" and e.get("_TRANSPORT") == "journal"]
fields = sorted({k for e in ours for k in e if k.startswith("LIFTD_")})
print("   native entries:", len(ours), "fields:", " ".join(fields))
if not ours: sys.exit("no liftd entries with _TRANSPORT=journal")
if not all("PRIORITY" in e for e in ours): sys.exit("an entry has no PRIORITY")
if "LIFTD_SIGNAL" not in fields: sys.exit("no entry has LIFTD_SIGNAL")
' || fail "journal fields"

step "stop: the service stops cleanly, the socket stays and activates it again"
$C systemctl stop liftd.service
[ "$(show Result)" = success ] || fail "stop result $(show Result)"
[ -S "$SOCK" ] || fail "the socket file vanished when the service stopped"
ping_daemon >/dev/null || fail "no re-activation after stop"
$C systemctl stop liftd.service liftd.socket
[ ! -e "$SOCK" ] || fail "socket file left after liftd.socket stopped"
step "webhook: denied by the base unit, delivered with the webhook-network drop-in and a LoadCredential= secret"
[ -n "${LIFTD_STAND_IN:-}" ] || {
  # A loopback HTTP server inside the container (its own network namespace), recording requests.
  cp "$REPO/Tests/oracles/webhook_server.py" "$ROOT/root/webhook_server.py"
  rm -f "$ROOT/root/requests.jsonl"
  $C systemd-run --quiet --unit=webhook-server python3 /root/webhook_server.py /root/requests.jsonl 18080
  printf 'sesame-token\n' > "$ROOT/etc/liftd/webhook-token"; chmod 0600 "$ROOT/etc/liftd/webhook-token"
  python3 - "$REPO/config/liftd.yaml" > "$ROOT/etc/liftd/liftd.yaml" <<'PY'
import sys
text = open(sys.argv[1]).read()
lines = text.split("\n")
member = next((i for i, line in enumerate(lines) if line.startswith("    - report-log")), None)
assert member is not None and lines[member - 1].startswith("  notify:"), "the shipped config has no notify bundle with report-log"
lines.insert(member + 1, "    - webhook: {url: 'http://127.0.0.1:18080/notify', preset: ntfy, on: [report-ready], attempts: 1,"
                         " secret-credential: webhook-token, headers: {Authorization: 'Bearer {{secret}}'}}")
print("\n".join(lines), end="")
PY
  printf '[Service]\nLoadCredential=webhook-token:/etc/liftd/webhook-token\n' \
    > "$ROOT/run/systemd/system/liftd.service.d/credential.conf"
  $C systemctl daemon-reload
  $C systemctl start liftd.socket
  report() { echo '{"signal":"weekly-report-due"}' | socat -t10 - "UNIX-CONNECT:$SOCK"; }
  reply=$(report) || fail "no answer to weekly-report-due"
  case "$reply" in *'"ok":true'*) ;; *) fail "weekly-report-due without network is not ok: $reply" ;; esac
  undelivered() { $C journalctl --no-pager -u liftd.service -o cat | grep -q "report-ready was not delivered"; }
  wait_for "the denied webhook's failure in the journal" undelivered
  [ ! -s "$ROOT/root/requests.jsonl" ] || fail "the base unit let a webhook through"
  if $C journalctl --no-pager -u liftd.service -o cat | grep -q sesame-token; then fail "the secret reached the journal"; fi
  $C systemctl stop liftd.service
  mkdir -p "$ROOT/etc/systemd/system/liftd.service.d"
  cp "$REPO/systemd/drop-ins/webhook-network.conf" "$ROOT/etc/systemd/system/liftd.service.d/"
  $C systemctl daemon-reload
  reply=$(report) || fail "no answer to weekly-report-due with the drop-in"
  case "$reply" in *'"ok":true'*) ;; *) fail "weekly-report-due with the drop-in is not ok: $reply" ;; esac
  delivered() { grep -q '"path": "/notify"' "$ROOT/root/requests.jsonl" 2>/dev/null; }
  wait_for "the webhook's request on the loopback server" delivered
  python3 - "$ROOT/root/requests.jsonl" <<'PY' || fail "the webhook request"
import json, sys
request = [json.loads(line) for line in open(sys.argv[1])][0]
print("   received:", request["headers"].get("title"), "|", request["body"].strip()[:60])
assert request["headers"].get("authorization") == "Bearer sesame-token", "no credential in the header"
assert request["headers"].get("title") == "liftd: report-ready", request["headers"]
assert "weekly-summary" in request["body"], request["body"]
PY
  if $C journalctl --no-pager -u liftd.service -o cat | grep -q sesame-token; then fail "the secret reached the journal"; fi
  $C systemctl stop liftd.service liftd.socket webhook-server.service
  rm -rf "$ROOT/etc/systemd/system/liftd.service.d" "$ROOT/run/systemd/system/liftd.service.d/credential.conf"
  $C systemctl daemon-reload
}
step "metrics: liftd.prom denied by the base unit, written with the metrics-textfile drop-in, readable by node_exporter's user"
[ -n "${LIFTD_STAND_IN:-}" ] || {
  getent group prometheus >/dev/null || fail "no prometheus group: install prometheus-node-exporter (scripts/test does)"
  TEXTFILE=/var/lib/prometheus/node-exporter
  # As the drop-in's comment says, with install(1) for dpkg-statoverride: group prometheus, setgid.
  $C install -d -o root -g prometheus -m 2775 "$TEXTFILE"
  python3 - "$REPO/config/liftd.yaml" > "$ROOT/etc/liftd/liftd.yaml" <<'PY'
import sys
text = open(sys.argv[1]).read()
entry = "  - metrics                      #"
assert entry in text and "#  - metrics-textfile:" in text, "the shipped config has no metrics entries"
text = text.replace(entry, "  - metrics-textfile: {directory: /var/lib/prometheus/node-exporter, mode: \"0640\"}\n" + entry, 1)
marker = "schedules:\n"
text = text.replace(marker, marker + "  metrics:\n    cron: \"0 0 1 1 *\"\n    signal: metrics-due\n", 1)
print(text, end="")
PY
  $C systemctl daemon-reload
  $C systemctl start liftd.socket
  write_metrics() { echo '{"signal":"run-schedule","name":"metrics"}' | socat -t10 - "UNIX-CONNECT:$SOCK"; }
  reply=$(write_metrics) || fail "no answer to run-schedule metrics"
  echo "   base unit: $reply"
  case "$reply" in *'Read-only file system'*'"ok":false'*) ;; *) fail "the base unit let liftd write liftd.prom: $reply" ;; esac
  [ ! -e "$ROOT$TEXTFILE/liftd.prom" ] || fail "liftd.prom written under the base unit"
  $C systemctl stop liftd.service
  mkdir -p "$ROOT/etc/systemd/system/liftd.service.d"
  cp "$REPO/systemd/drop-ins/metrics-textfile.conf" "$ROOT/etc/systemd/system/liftd.service.d/"
  $C systemctl daemon-reload
  reply=$(write_metrics) || fail "no answer to run-schedule metrics with the drop-in"
  echo "   with the drop-in: $reply"
  case "$reply" in *'"ok":true'*) ;; *) fail "run-schedule metrics with the drop-in is not ok: $reply" ;; esac
  [ "$($C stat -c '%a %G' "$TEXTFILE/liftd.prom")" = "640 prometheus" ] \
    || fail "liftd.prom is $($C stat -c '%a %U:%G' "$TEXTFILE/liftd.prom"), expected mode 640, group prometheus"
  [ "$(ls -A "$ROOT$TEXTFILE")" = liftd.prom ] || fail "files beside liftd.prom: $(ls -A "$ROOT$TEXTFILE")"
  $C runuser -u prometheus -- grep -q '^liftd_build_info{version="' "$TEXTFILE/liftd.prom" \
    || fail "node_exporter's user cannot read liftd.prom or it lacks liftd_build_info"
  # The schedule's success shows in the next write.
  write_metrics >/dev/null || fail "no answer to the second run-schedule metrics"
  grep -q '^liftd_schedule_last_success_timestamp_seconds{schedule="metrics"} ' "$ROOT$TEXTFILE/liftd.prom" \
    || fail "the metrics schedule's success is not in liftd.prom"
  $C systemctl stop liftd.service liftd.socket
  rm -rf "$ROOT/etc/systemd/system/liftd.service.d" "$ROOT$TEXTFILE"
  $C systemctl daemon-reload
}
step "boot: the enabled service starts with multi-user.target and a schedule fires with no client connecting"
[ -n "${LIFTD_STAND_IN:-}" ] || {
  # The shipped config plus a schedule due every minute; the report lands in the state directory.
  python3 - "$REPO/config/liftd.yaml" > "$ROOT/etc/liftd/liftd.yaml" <<'PY'
import sys
text = open(sys.argv[1]).read()
marker = "schedules:\n"
every_minute = "  every-minute:\n    cron: \"* * * * *\"\n    signal: weekly-report-due\n    payload: {}\n"
assert marker in text, "the shipped config has no schedules section"
print(text.replace(marker, marker + every_minute, 1), end="")
PY
  # Installed as `make install` does: unit files copied into /etc/systemd/system, then enabled.
  rm -f "$ROOT/etc/systemd/system/liftd.service" "$ROOT/etc/systemd/system/liftd.socket"
  cp "$REPO/systemd/liftd.service" "$REPO/systemd/liftd.socket" "$ROOT/etc/systemd/system/"
  $C systemctl daemon-reload
  $C systemctl enable liftd.service >/dev/null || fail "systemctl enable liftd.service failed"
  [ "$($C systemctl is-enabled liftd.socket)" = enabled ] || fail "enabling liftd.service did not enable liftd.socket (Also=)"
  $C systemctl start multi-user.target || fail "multi-user.target did not start"
  wait_for "liftd.service started by multi-user.target" running
  since=$(show ExecMainStartTimestampMonotonic)
  fired() { $C journalctl --no-pager -u liftd.service -o cat | grep -q "schedule every-minute: ok"; }
  for _ in $(seq 90); do fired && break; sleep 1; done   # the next minute boundary, at most 60 s away
  fired || fail "schedule every-minute did not fire within 90 s of start (no client connected)"
  [ "$(show ExecMainStartTimestampMonotonic)" = "$since" ] || fail "liftd restarted while waiting for the schedule"

  step "inbox: a file dropped into the default inbox is imported with no client connected"
  # DynamicUser=yes: the state directory is /var/lib/private/liftd behind /var/lib/liftd.
  STATE=$ROOT/var/lib/private/liftd
  EXPORT="Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,RPE
2025-09-15 07:00:00,Legs,30m,Squat (Barbell),1,100,5,0,0,,"
  [ -d "$STATE/import/inbox" ] || fail "no inbox folder at $STATE/import/inbox"
  printf '%s\n' "$EXPORT" > "$STATE/import/drop.partial"
  mv "$STATE/import/drop.partial" "$STATE/import/inbox/drop.csv"   # one rename: IN_MOVED_TO
  in_done() { [ -f "$STATE/import/done/$1" ]; }
  wait_for "drop.csv moved to done/" in_done drop.csv
  $C journalctl --no-pager -u liftd.service -o cat | grep -q "inbox: imported drop.csv" || fail "no import of drop.csv logged"
  $C journalctl --no-pager -u liftd.service -o cat | grep -q "import of .inbox/drop.csv (strong-classic) finished" \
    || fail "no import-finished for drop.csv logged"
  [ ! -e "$STATE/import/inbox/drop.csv" ] || fail "drop.csv is still in the inbox"

  step "inbox: a folder in a home directory, through the documented drop-in (systemd/examples/inbox-home.conf)"
  $C useradd -m lifter
  $C install -d -o lifter -g lifter -m 2770 /home/lifter/Sync /home/lifter/Sync/liftd
  mkdir -p "$ROOT/etc/systemd/system/liftd.service.d"
  cp "$REPO/systemd/examples/inbox-home.conf" "$ROOT/etc/systemd/system/liftd.service.d/inbox-home.conf"
  python3 - "$ROOT/etc/liftd/liftd.yaml" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
marker = "inbox:\n  enabled: true\n"
assert marker in text, "the shipped config has no inbox section"
open(path, "w").write(text.replace(marker, marker + "  folder: /home/lifter/Sync/liftd\n", 1))
PY
  $C systemctl daemon-reload
  $C systemctl restart liftd.service || fail "liftd did not restart with the inbox drop-in"
  wait_for "liftd running with the drop-in" running
  watching() { $C journalctl --no-pager -u liftd.service -o cat | grep -q "inbox: watching /home/lifter/Sync/liftd"; }
  wait_for "the home inbox watched" watching
  # As Syncthing does: a hidden temporary file, renamed once complete.
  printf '%s\n' "$EXPORT" | sed 's/2025-09-15/2025-09-16/; s/Legs/Push/' \
    | $C runuser -u lifter -- sh -c 'umask 022; cat > /home/lifter/Sync/liftd/.syncthing.phone.csv.tmp && mv /home/lifter/Sync/liftd/.syncthing.phone.csv.tmp /home/lifter/Sync/liftd/phone.csv'
  wait_for "phone.csv moved from the home folder to done/" in_done phone.csv
  [ -z "$(ls -A "$ROOT/home/lifter/Sync/liftd")" ] || fail "files left in the home inbox: $(ls -A "$ROOT/home/lifter/Sync/liftd")"
  reply=$(echo '{"signal":"workouts"}' | socat -t5 - "UNIX-CONNECT:$SOCK") || fail "no answer to workouts"
  case "$reply" in *'"Legs"'*) ;; *) fail "the workout of drop.csv is not stored: $reply" ;; esac
  case "$reply" in *'"Push"'*) ;; *) fail "the workout of phone.csv is not stored: $reply" ;; esac
  $C systemctl stop liftd.service liftd.socket
}
echo "ok: container checks passed"
