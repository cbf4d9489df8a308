#!/usr/bin/env bash
# The Python records oracle against the real daemon over its socket (see the script).
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 Tests/oracles/records_through_socket.py --bin "$1"
