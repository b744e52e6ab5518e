#!/usr/bin/env bash
# Runs a command on Node >= 22 (fetching Node 24 into .tools/ when the system Node is older).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/node-env.sh"
exec "$@"
