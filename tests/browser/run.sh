#!/usr/bin/env bash
# Runs the browser test of `nqueens page` (page.test.mjs) for CTest. Exits 77 (CTest: skipped)
# only when node or chromium is missing; playwright-core must be installed (`npm ci` here, which
# scripts/install-deps does).
# Usage: run.sh NQUEENS_BINARY OUTPUT_DIR
set -euo pipefail
cd "$(dirname "$0")"
chromium="${CHROMIUM:-/usr/bin/chromium}"
if ! command -v node >/dev/null; then echo "skipped: node is not installed"; exit 77; fi
if [ ! -x "$chromium" ]; then echo "skipped: $chromium is not installed"; exit 77; fi
if [ ! -d node_modules/playwright-core ]; then
  echo "playwright-core is missing: run 'npm ci' in tests/browser (scripts/install-deps does)" >&2
  exit 1
fi
exec node page.test.mjs "$@"
