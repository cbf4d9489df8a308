#!/usr/bin/env bash
# The Python volume oracle against the real daemon over its socket (see the script).
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 Tests/oracles/volume_through_socket.py --bin "$1"
