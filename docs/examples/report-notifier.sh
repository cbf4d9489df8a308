#!/bin/sh
# report-notifier.sh — a liftd `exec` plugin in POSIX shell (see docs/PLUGINS.md).
#
# On every report-ready it writes one line to stderr, which liftd puts in its log. Given a
# schedule's name as its argument, it also asks liftd to run that schedule after each weekly
# summary, by printing a run-schedule signal on stdout.
#
#   use-cases:
#     - exec:
#         command: [/etc/liftd/report-notifier.sh, health-export]
#         on: [report-ready]
#         emits: [run-schedule]
#     - report-log
#
# stdin: one JSON line, e.g.
#   {"fields":{"format":"markdown","paths":["/var/lib/liftd/output/reports/2025-W38.md"],
#    "report":"weekly-summary","week":"2025-W38"},"signal":"report-ready","state":{…}}
# stdout: zero or more effect signals, one JSON object a line.
# Exit status 0: the effects count. Anything else: liftd logs a failure and ignores stdout.
set -eu

schedule=${1:-}
input=$(cat)

# The keys are sorted, so the signal's fields come first, before "signal" and "state".
fields=${input%%\},\"signal\":*}
field() {
    printf '%s\n' "$fields" | sed -n "s/.*\"$1\":\"\([^\"]*\)\".*/\1/p"
}
report=$(field report)
format=$(field format)
week=$(field week)
paths=$(printf '%s\n' "$fields" | sed -n 's/.*"paths":\[\([^]]*\)\].*/\1/p' | sed 's/","/ /g; s/"//g')

if [ -z "$report" ] || [ -z "$format" ]; then
    echo "report-notifier.sh: expected a report-ready signal on stdin" >&2
    exit 65
fi

echo "report ready: $report${week:+ $week} ($format): $paths" >&2

if [ -n "$schedule" ] && [ "$report" = weekly-summary ] && [ "$format" = markdown ]; then
    printf '{"signal":"run-schedule","name":"%s"}\n' "$schedule"
fi
