#!/usr/bin/env bash
# Tries the pre-commit hook as a team would: `pre-commit try-repo` against this repository,
# in a scratch git repository holding a small catalog. The hook must pass on the catalog and
# fail on the same catalog with a generic destructive label. Installs pre-commit from PyPI in
# a virtual environment; says so and exits 0 when that is impossible here.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if ! python3 -m venv "$work/venv" >/dev/null 2>&1 || ! "$work/venv/bin/pip" install -q pre-commit >/dev/null 2>&1; then
  echo "test-pre-commit: SKIPPED: pre-commit could not be installed (no python3-venv or no PyPI)"
  exit 0
fi
export PATH="$work/venv/bin:$PATH"
export PRE_COMMIT_HOME="$work/cache"
mkdir -p "$work/app/Locales"
cd "$work/app"
git init -q
git config user.email "ci@example.invalid"
git config user.name "CI"
cat > Locales/en.json <<'JSON'
{
  "@@locale": "en",
  "common.cancel": "Cancel",
  "@common.cancel": {"role": "cancel"},
  "delete.confirm": "Delete Message",
  "@delete.confirm": {"role": "destructive", "verb": "delete"}
}
JSON
good='{"@@locale": "de", "common.cancel": "Abbrechen", "delete.confirm": "Nachricht löschen"}'
bad='{"@@locale": "de", "common.cancel": "Abbrechen", "delete.confirm": "OK"}'
echo "$good" > Locales/de.json
git add -A && git commit -qm catalog
echo "test-pre-commit: the hook on a correct catalog (the first run builds the tool)"
pre-commit try-repo "$repo" sheet-l10n --all-files >"$work/good.txt" 2>&1 || {
  cat "$work/good.txt"
  echo "test-pre-commit: FAILED: the hook failed on a correct catalog" >&2
  exit 1
}
echo "$bad" > Locales/de.json
git add -A
echo "test-pre-commit: the hook on a catalog whose Delete button says OK"
if pre-commit try-repo "$repo" sheet-l10n --all-files >"$work/bad.txt" 2>&1; then
  cat "$work/bad.txt"
  echo "test-pre-commit: FAILED: the hook passed a generic destructive label" >&2
  exit 1
fi
grep -q "Locales/de.json:1:.*\[verb.generic\]" "$work/bad.txt" || {
  cat "$work/bad.txt"
  echo "test-pre-commit: FAILED: no located verb.generic finding" >&2
  exit 1
}
echo "test-pre-commit: passed"
