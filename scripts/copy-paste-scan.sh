#!/usr/bin/env bash
# The copy-paste scan of issue 10 item 7: the `duplicates` command of the tool library over the
# NON-TEST code of apps/ and packages/ (tests, fixtures, test support and migrations left out),
# so that a pair means production code written twice. Usage: scripts/copy-paste-scan.sh [--most N]
# Prints the tool's answer; the first line counts the pairs, "boilerplate" rows are thin ones.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
command -v duplicates >/dev/null || { echo 'the `duplicates` command is not on this machine' >&2; exit 1; }
tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
git ls-files --cached --others --exclude-standard apps packages |
  grep -vE '\.test\.tsx?$|/test/|fixtures|test-support|smtp-test-server|/migrations/|\.sql$' |
  while read -r file; do
    [[ -f $file ]] || continue
    mkdir -p "$tree/$(dirname "$file")"
    cp "$file" "$tree/$file"
  done
(($#)) || set -- --most 200
duplicates --repo "$tree" --seconds 300 "$@"
