#!/usr/bin/env python3
"""liftd exec notifier: sends each notification through apprise, to any of the 100+ services
apprise knows (Telegram, Matrix, Signal, Slack, e-mail, Pushover, ...).

    pip install apprise          # into the Python that runs this script
    use-cases / bundles: notify:
      - exec:
          command: [/usr/bin/python3, notify-apprise.py, apprise.txt]
          on: [report-ready, signal-failed]
          outbox: true           # runs after the chain: a slow service delays no request

The argument is an apprise config file (relative: to $CONFIGURATION_DIRECTORY, /etc/liftd
under the shipped unit, else to this script's directory), one URL a line, e.g.
`tgram://BOT_TOKEN/CHAT_ID`; the URLs hold secrets, so keep it readable by liftd only.
Reads liftd's JSON line on stdin, prints nothing on stdout (it emits no signals), and exits
non-zero when apprise could not notify, so liftd logs it and sends signal-failed.
"""
import json
import os
import sys

import apprise


def summary(signal, fields):
    if signal == "report-ready":
        week = f" for {fields['week']}" if fields.get("week") else ""
        return f"{fields.get('report')} ({fields.get('format')}){week} ready: {', '.join(fields.get('paths', []))}"
    if signal == "signal-failed":
        return f"{fields.get('failedSignal')} failed ({fields.get('code')}): {fields.get('message')}"
    return signal + ": " + " ".join(f"{key}={json.dumps(value)}" for key, value in sorted(fields.items()))


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: notify-apprise.py APPRISE_CONFIG_FILE")
    path = sys.argv[1]
    if not os.path.isabs(path):
        base = os.environ.get("CONFIGURATION_DIRECTORY") or os.path.dirname(os.path.abspath(__file__))
        path = os.path.join(base.split(":")[0], path)
    notification = json.loads(sys.stdin.readline())
    signal, fields = notification["signal"], notification.get("fields", {})
    config = apprise.AppriseConfig()
    if not config.add(path):
        sys.exit(f"cannot read the apprise config {path}")
    notifier = apprise.Apprise()
    notifier.add(config)
    if len(notifier) == 0:
        sys.exit(f"no apprise URL in {path}")
    if not notifier.notify(title=f"liftd: {signal}", body=summary(signal, fields)):
        sys.exit(f"apprise could not deliver {signal} to every URL in {path}")
    print(f"sent {signal} through apprise", file=sys.stderr)


main()
