#!/usr/bin/env python3
"""report-notifier.py — a liftd `exec` plugin in Python (see docs/PLUGINS.md).

On every report-ready it writes one line to stderr, which liftd puts in its log. Given a
schedule's name as its argument, it also asks liftd to run that schedule after each weekly
summary, by printing a run-schedule signal on stdout.

    use-cases:
      - exec:
          command: [/etc/liftd/report-notifier.py, health-export]
          on: [report-ready]
          emits: [run-schedule]
      - report-log

stdin: one JSON object {"signal": name, "fields": {...}, "state": {...}} on one line.
stdout: zero or more effect signals, one JSON object a line.
Exit status 0: the effects count. Anything else: liftd logs a failure and ignores stdout.
"""
import json
import sys


def main() -> int:
    schedule = sys.argv[1] if len(sys.argv) > 1 else None
    message = json.loads(sys.stdin.readline())
    if message.get("signal") != "report-ready":
        print(f"report-notifier.py: expected report-ready, got {message.get('signal')!r}", file=sys.stderr)
        return 65
    fields = message["fields"]
    state = message["state"]
    week = f" {fields['week']}" if fields.get("week") else ""
    paths = " ".join(fields["paths"])
    print(f"report ready: {fields['report']}{week} ({fields['format']}): {paths}"
          f" [weights shown in {state['units']}]", file=sys.stderr)

    if schedule and fields["report"] == "weekly-summary" and fields["format"] == "markdown":
        print(json.dumps({"signal": "run-schedule", "name": schedule}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
