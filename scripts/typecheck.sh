#!/usr/bin/env bash
# Type-checks each program of the tree with its own globals (see tsconfig.json); fails if any fails.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
failed=0
for project in tsconfig.renderer.json tsconfig.node.json tsconfig.tooling.json; do
  npx tsc --noEmit -p "$project" || failed=1
done
exit "$failed"
