#!/usr/bin/env bash
# `make install` into a staging directory: binaries, units (ExecStart following PREFIX) and
# the default config land in place, the installed binaries run, and a second install keeps
# an edited config. The service is enabled for boot (and through Also=, the socket).
set -euo pipefail
cd "$(dirname "$0")/../.."
stage=$(mktemp -d); trap 'rm -rf "$stage"' EXIT
fail() { echo "install check failed: $*" >&2; exit 1; }
make --no-print-directory install PREFIX=/opt/liftd DESTDIR="$stage" >/dev/null
for file in opt/liftd/bin/liftd opt/liftd/bin/liftctl etc/systemd/system/liftd.service \
            etc/systemd/system/liftd.socket etc/liftd/liftd.yaml \
            opt/liftd/share/man/man1/liftctl.1 opt/liftd/share/man/man5/liftd.yaml.5 opt/liftd/share/man/man8/liftd.8; do
    [ -s "$stage/$file" ] || fail "$file missing"
done
grep -qx 'ExecStart=/opt/liftd/bin/liftd --config /etc/liftd/liftd.yaml' "$stage/etc/systemd/system/liftd.service" \
    || fail "ExecStart does not follow PREFIX"
for link in multi-user.target.wants/liftd.service sockets.target.wants/liftd.socket; do
    [ -L "$stage/etc/systemd/system/$link" ] || fail "$link is not enabled: the daemon would not start at boot"
done
"$stage/opt/liftd/bin/liftd" --version | grep -q '^liftd ' || fail "installed liftd does not run"
"$stage/opt/liftd/bin/liftd" check-config "$stage/etc/liftd/liftd.yaml" >/dev/null || fail "installed config is invalid"
echo "# edited" >> "$stage/etc/liftd/liftd.yaml"
make --no-print-directory install PREFIX=/opt/liftd DESTDIR="$stage" >/dev/null
tail -1 "$stage/etc/liftd/liftd.yaml" | grep -q '^# edited$' || fail "a second install replaced the config"
echo "ok: make install staged binaries, units, config and man pages"
