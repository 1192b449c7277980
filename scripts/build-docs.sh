#!/usr/bin/env bash
# Builds the DocC archive of SheetL10n's library modules from their symbol graphs, with the
# toolchain's own `docc` (no package plugin), and fails on any documentation warning or any
# public symbol without a doc comment.
#
#   scripts/build-docs.sh [OUTPUT]      # default: .build/SheetL10n.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build/SheetL10n.doccarchive}
swift package dump-symbol-graph --skip-synthesized-members >/dev/null
graphs=$(swift build --show-bin-path)/../symbolgraph
python3 scripts/doc-coverage.py "$graphs"
docc convert Documentation/SheetL10n.docc \
  --additional-symbol-graph-dir "$graphs" \
  --output-path "$output" \
  --fallback-display-name SheetL10n \
  --fallback-bundle-identifier org.sheetl10n.SheetL10n \
  --warnings-as-errors
echo "build-docs: wrote $output"
