#!/usr/bin/env bash
# Tries SheetL10n's two package plugins as a team would: a scratch package that depends on
# this one by path, with a String Catalog whose Delete button is translated as a generic "OK".
#  1. `swift package lint-locales` reports the located verb.generic and exits non-zero;
#  2. `swift build` with the build tool plugin prints the same finding and fails;
#  3. with the catalog fixed, a build runs the check once and a second build runs none;
#  4. the check's stamp is in no resource bundle of the build.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ln -s "$repo" "$work/SheetL10n"   # a path dependency's identity is its folder's name
app="$work/ScratchApp"
mkdir -p "$app/Sources/Scratch"
cat > "$app/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "ScratchApp",
  dependencies: [.package(path: "../SheetL10n")],
  targets: [
    .target(
      name: "Scratch",
      resources: [.copy("Localizable.xcstrings")],
      plugins: [.plugin(name: "CheckLocalesBuildPlugin", package: "SheetL10n")]
    )
  ]
)
SWIFT
echo 'public let scratch = 1' > "$app/Sources/Scratch/Scratch.swift"
catalog() {  # $1: the German Delete button
  cat > "$app/Sources/Scratch/Localizable.xcstrings" <<JSON
{
  "sourceLanguage" : "en",
  "strings" : {
    "Cancel" : {
      "comment" : "role: cancel",
      "localizations" : {
        "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } }
      }
    },
    "Delete Message" : {
      "comment" : "The red button of the sheet.\nrole: destructive, verb: delete",
      "localizations" : {
        "de" : { "stringUnit" : { "state" : "translated", "value" : "$1" } }
      }
    },
    "OK" : {
      "localizations" : {
        "de" : { "stringUnit" : { "state" : "translated", "value" : "OK" } }
      }
    }
  },
  "version" : "1.0"
}
JSON
}
fail() { echo "test-plugins: FAILED: $*" >&2; exit 1; }
expect_finding() {  # $1: output file
  grep -Eq 'Localizable\.xcstrings:[0-9]+:[0-9]+: error: .*\[verb\.generic\]' "$1" ||
    { cat "$1"; fail "no located verb.generic finding"; }
}

cd "$app"
catalog "OK"
echo "test-plugins: swift package lint-locales on a catalog whose de Delete button says OK"
if swift package lint-locales >"$work/lint.txt" 2>&1; then cat "$work/lint.txt"; fail "lint-locales passed"; fi
expect_finding "$work/lint.txt"
echo "test-plugins: swift build with the build tool plugin on the same catalog"
if swift build >"$work/build1.txt" 2>&1; then cat "$work/build1.txt"; fail "swift build passed"; fi
expect_finding "$work/build1.txt"

catalog "Nachricht löschen"
echo "test-plugins: swift build after the fix, then again with nothing changed"
swift build >"$work/build2.txt" 2>&1 || { cat "$work/build2.txt"; fail "swift build failed on a correct catalog"; }
grep -q "Checking the catalogs of Scratch" "$work/build2.txt" || { cat "$work/build2.txt"; fail "the fixed catalog was not checked"; }
start=$(date +%s.%N)
swift build >"$work/build3.txt" 2>&1 || { cat "$work/build3.txt"; fail "the second build failed"; }
end=$(date +%s.%N)
if grep -q "Checking the catalogs" "$work/build3.txt"; then cat "$work/build3.txt"; fail "a build with nothing changed ran the check"; fi
# The target's one resource is its catalog: nothing the plugin writes may join it.
bundles=$(find .build \( -name '*.resources' -o -name '*.bundle' \) -type d)
[ -n "$bundles" ] || fail "the scratch target has no resource bundle to look in"
stray=$(for bundle in $bundles; do find "$bundle" -type f ! -name Localizable.xcstrings; done | head -3)
[ -z "$stray" ] || fail "a file the plugin wrote landed in the resource bundle: $stray"
awk -v s="$start" -v e="$end" 'BEGIN { printf "test-plugins: passed (a build with nothing changed took %.2f s and ran no check)\n", e - s }'
