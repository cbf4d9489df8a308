#!/bin/sh
# liftd exec notifier: told when a report or export is ready.
#
# liftd runs it without a shell (fixed argv, see `exec:` in liftd.yaml) and writes one JSON
# line on stdin, e.g.
#   {"fields":{"format":"markdown","paths":["/var/lib/liftd/output/reports/2025-W38.md"],
#    "report":"weekly-summary","week":"2025-W38"},"signal":"report-ready","state":{...}}
# What it writes on stderr goes to liftd's log; each line on stdout would be a signal back
# to liftd (this script sends none). Exit 0 when done; anything else is logged as a failure.
# Replace the last line with your own notification (mail, a chat webhook, a sync job, ...).
set -eu

input=''
IFS= read -r input || true
fields=${input%%\"signal\":*}
report=$(printf '%s\n' "$fields" | sed -n 's/.*"report":"\([^"]*\)".*/\1/p')
format=$(printf '%s\n' "$fields" | sed -n 's/.*"format":"\([^"]*\)".*/\1/p')
paths=$(printf '%s\n' "$fields" | sed -n 's/.*"paths":\[\([^]]*\)\].*/\1/p' | sed 's/","/ /g; s/"//g')
if [ -z "$report" ] || [ -z "$paths" ]; then
    echo "notify-report.sh: expected a report-ready signal on stdin" >&2
    exit 65
fi
printf 'report ready: %s (%s): %s\n' "$report" "$format" "$paths" >&2
