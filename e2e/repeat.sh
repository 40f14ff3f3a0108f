#!/usr/bin/env bash
# The whole browser suite N times in a row (default 5) in CI conditions, on the current build, one line per
# run: the check that the suite does not flake (issue 27; results in RUNS.md). Build first: npm run build.
# Vitest orders the spec files by the durations it cached, so a fresh clone's first run (no cache) takes
# another order than the runs after it: run this on a fresh clone to see both.
set -u
cd "$(dirname "$0")"
export CI=true
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
export TEST_REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"
runs=${1:-5}
failed=0
for n in $(seq 1 "$runs"); do
  log=$(mktemp -t "e2e-run-$n-XXXX.log")
  npx vitest run > "$log" 2>&1
  rc=$?
  [ "$rc" -ne 0 ] && failed=$((failed + 1))
  summary=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^ +(Tests|Duration) ' | tr -s ' ' | cut -d'(' -f1-2 | tr '\n' ' ')
  echo "run $n at $(date +%T): exit $rc,$summary log $log"
done
echo "$failed of $runs runs failed"
[ "$failed" -eq 0 ]
