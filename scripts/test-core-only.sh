#!/usr/bin/env bash
# Adopts ActionSheetCore alone, as an app that wants only the core would: a scratch package
# that depends on this one by path and names only the ActionSheetCore product.
#  1. It builds with pkg-config and ICU's headers out of reach: PKG_CONFIG_PATH and
#     PKG_CONFIG_LIBDIR point to an empty folder, `pkg-config` on PATH fails, and, where a
#     private mount namespace can be had (`unshare -m`, as root on Linux), the ICU header
#     folders are covered by empty ones for the build.
#  2. Only the core and the app are compiled: no other object file or module, and the build
#     log names no ICU target.
#  3. The binary runs, and links no ICU library (`ldd` on Linux, `otool -L` on macOS).
#  4. Its tests, on ActionSheetTesting, fail as they should: a FeatureTestStore step that
#     expects the wrong state fails its Swift Testing test and its XCTest test, each with a
#     difference of the two states, and `swift test` exits non-zero.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
ln -s "$repo" "$work/SheetL10n" # a path dependency's identity is its folder's name
app="$work/CoreOnlyApp"
mkdir -p "$app/Sources/CoreOnly" "$app/Tests/CoreOnlyTests" "$work/empty" "$work/bin"
cat >"$app/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "CoreOnlyApp",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [.package(path: "../SheetL10n")],
  targets: [
    .executableTarget(
      name: "CoreOnly",
      dependencies: [.product(name: "ActionSheetCore", package: "SheetL10n")]
    ),
    .testTarget(
      name: "CoreOnlyTests",
      dependencies: [.product(name: "ActionSheetTesting", package: "SheetL10n")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
SWIFT
cat >"$app/Sources/CoreOnly/main.swift" <<'SWIFT'
import ActionSheetCore

enum AppAction: Equatable { case cancelTapped, deleteTapped }

let sheet = ActionSheetState<AppAction>(
  title: "Delete this photo?",
  buttons: [.destructive("Delete Photo", send: .deleteTapped), .cancel()]
)
var session = SheetSession(sheet: sheet, formFactor: .compact, dismiss: .cancelTapped)
session.send(.open)
let sent = session.send(.tapScrim)
print("CoreOnly: a scrim tap sent \(sent.map { "\($0)" } ?? "nothing"); conformance errors: \(sheet.conformance().filter { $0.severity == .error }.count)")
SWIFT
cat >"$app/Tests/CoreOnlyTests/DeliberateFailureTests.swift" <<'SWIFT'
import ActionSheetTesting
import Testing
import XCTest

enum AppAction: Equatable { case cancelTapped, deleteTapped, infoTapped }
struct AppState: Equatable { var actionSheet: ActionSheetState<AppAction>? }

let sheet = ActionSheetState<AppAction>(
  title: "Delete this photo?", buttons: [.destructive("Delete Photo", send: .deleteTapped), .cancel()])

func reduce(_ state: inout AppState, _ action: AppAction) {
  state.actionSheet = action == .infoTapped ? sheet : nil
}

/// Expects a title the reducer does not write.
func expectTheWrongTitle() {
  var store = FeatureTestStore(
    initialState: AppState(), reducer: reduce, sheet: \.actionSheet, formFactor: .compact, dismiss: .cancelTapped)
  store.send(.infoTapped) {
    $0.actionSheet = sheet
    $0.actionSheet?.title = "Delete this picture?"
  }
  store.interact(.tapScrim, sends: .cancelTapped) { $0.actionSheet = nil }
}

@Test func swiftTestingStepExpectsTheWrongTitle() { expectTheWrongTitle() }

final class DeliberateFailureTests: XCTestCase {
  func testXCTestStepExpectsTheWrongTitle() { expectTheWrongTitle() }
}
SWIFT
printf '#!/bin/sh\necho "pkg-config is hidden for this build" >&2\nexit 1\n' >"$work/bin/pkg-config"
chmod +x "$work/bin/pkg-config"
fail() { echo "test-core-only: FAILED: $*" >&2; exit 1; }

# The folders ICU's headers can be in: the system's, Homebrew's, and what pkg-config says.
header_dirs=()
for dir in /usr/include/unicode /usr/local/include/unicode /opt/homebrew/opt/icu4c/include/unicode \
  /usr/local/opt/icu4c/include/unicode; do
  [ -d "$dir" ] && header_dirs+=("$dir")
done
build() {
  cd "$app"
  env PATH="$work/bin:$PATH" PKG_CONFIG_PATH="$work/empty" PKG_CONFIG_LIBDIR="$work/empty" swift build
  # What the app's build compiled, before the tests add theirs.
  (cd "$(swift build --show-bin-path)" && find . \( -name '*.o' -o -name '*.swiftmodule' -o -name '*.pcm' \) |
    sed 's|^\./||' | sort) >"$work/compiled.txt"
  # The tests must fail: record the status rather than stop.
  status=0
  env PATH="$work/bin:$PATH" PKG_CONFIG_PATH="$work/empty" PKG_CONFIG_LIBDIR="$work/empty" swift test \
    >"$work/test.txt" 2>&1 || status=$?
  echo "$status" >"$work/test-status"
}
hidden="pkg-config"
if [ "$(uname -s)" = Linux ] && [ ${#header_dirs[@]} -gt 0 ] && unshare -m true 2>/dev/null; then
  hidden="pkg-config and ICU's headers (${header_dirs[*]})"
  export -f build
  export app work
  # In a private mount namespace: every other process still sees the headers.
  unshare -m bash -c '
    set -e
    for dir in "$@"; do mount --bind "$work/empty" "$dir"; done
    for dir in "$@"; do [ -z "$(ls -A "$dir")" ] || { echo "could not hide $dir" >&2; exit 1; }; done
    build' _ "${header_dirs[@]}" >"$work/build.txt" 2>&1 || { cat "$work/build.txt"; fail "the core-only package did not build"; }
else
  echo "test-core-only: no private mount namespace here; hiding pkg-config only"
  build >"$work/build.txt" 2>&1 || { cat "$work/build.txt"; fail "the core-only package did not build"; }
fi
echo "test-core-only: built with $hidden hidden"

# SwiftPM asks pkg-config about every system library target of the package graph, built or
# not (swiftlang/swift-package-manager#10549), and warns that icu-uc and icu-i18n could be
# installed; those two warnings and their hint are all the build may say about ICU.
if grep -v -e '^warning: you may be able to install icu-\(uc\|i18n\) using your system-packager:$' \
  -e '^ *apt-get install libicu-dev pkg-config$' -e '^ *brew install icu4c$' "$work/build.txt" |
  grep -Ei 'CICU|ICUBridge|icu'; then
  fail "the build of a core-only package touched ICU"
fi
bin_dir=$(cd "$app" && swift build --show-bin-path)
# SwiftPM lays out a folder for every target of the graph; only what it compiled counts.
compiled=$(cat "$work/compiled.txt")
others=$(echo "$compiled" | grep -v -e '^ActionSheetCore\.build/' -e '^CoreOnly\.build/' -e '^Modules/ActionSheetCore\.' \
  -e '^Modules/CoreOnly\.' -e '^ModuleCache/' || true)
others+=$(echo "$compiled" | grep '^ModuleCache/' | grep -i icu || true)
[ -z "$others" ] || fail "a core-only package compiled more than the core: $(echo "$others" | tr '\n' ' ')"
output=$("$bin_dir/CoreOnly")
echo "$output"
[ "$output" = "CoreOnly: a scrim tap sent cancelTapped; conformance errors: 0" ] || fail "unexpected output"
if command -v ldd >/dev/null 2>&1; then
  libraries=$(ldd "$bin_dir/CoreOnly")
elif command -v otool >/dev/null 2>&1; then
  libraries=$(otool -L "$bin_dir/CoreOnly")
else
  fail "neither ldd nor otool to list the binary's libraries"
fi
if echo "$libraries" | grep -iq icu; then
  echo "$libraries"
  fail "the core-only binary links ICU"
fi
echo "test-core-only: passed (the binary links $(echo "$libraries" | grep -c '\.so\|\.dylib') libraries, none of them ICU)"

# The deliberate failures: each framework's test fails, with a difference of the states.
[ "$(cat "$work/test-status")" != 0 ] || { cat "$work/test.txt"; fail "swift test passed with two wrong expectations"; }
for expected in \
  'DeliberateFailureTests.swift:[0-9]*: error: DeliberateFailureTests.testXCTestStepExpectsTheWrongTitle : failed - After infoTapped: state differs' \
  'Test swiftTestingStepExpectsTheWrongTitle() recorded an issue at DeliberateFailureTests.swift:[0-9]*:[0-9]*' \
  '^ *− *title: "Delete this picture?",$' '^ *+ *title: "Delete this photo?",$'; do
  grep -q -- "$expected" "$work/test.txt" || { cat "$work/test.txt"; fail "swift test did not say: $expected"; }
done
# One difference from each framework.
[ "$(grep -c -- '− *title: "Delete this picture?",$' "$work/test.txt")" -ge 2 ] ||
  { cat "$work/test.txt"; fail "both frameworks should show the difference of the states"; }
echo "test-core-only: a wrong FeatureTestStore expectation fails its Swift Testing and its XCTest test, with a difference of the states"
