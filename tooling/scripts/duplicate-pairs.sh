#!/bin/bash
# The duplicate pairs of the tree as issue 35 counts them: the files git tracks, without tests,
# stories, the e2e, visual and contract suites. Needs the `duplicates` command (the tool library).
# Usage: tooling/scripts/duplicate-pairs.sh [more duplicates options, e.g. --most 200]
set -euo pipefail
root=$(git rev-parse --show-toplevel)
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
(cd "$root" && git ls-files -co --exclude-standard | grep -v "__screenshots__" | tar -cf - -T - 2>/dev/null) | tar -xf - -C "$copy"
find "$copy" \( -name "*.test.ts" -o -name "*.test.tsx" -o -name "*.stories.tsx" -o -name "*.spec.ts" \) -delete
rm -rf "$copy"/tooling/{e2e,visual/tests,contract-tests,consumer-test} "$copy"/packages/*/src/__tests__
duplicates --repo "$copy" --seconds 300 "$@"
