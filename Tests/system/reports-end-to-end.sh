#!/usr/bin/env bash
# The issue-6 end-to-end check: default config, import, run both schedules, validate files.
set -euo pipefail
cd "$(dirname "$0")/../.."
"${LIFTD_VENV_PYTHON:-.venv/bin/python3}" Tests/oracles/reports_end_to_end.py --bin "$1"
