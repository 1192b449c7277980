#!/usr/bin/env bash
# Mutation run for ActionSheetCore: breaks the core on purpose, one way at a time, and expects
# a failing test (or, for API breakages, a failing build) each time.
#
#   scripts/mutation-core.sh            # every mutation
#   scripts/mutation-core.sh 3 7        # only mutations 3 and 7
#   MUTATION_DRY_RUN=1 scripts/mutation-core.sh   # only check that every mutation applies
#
# Works on a copy in a temporary directory: a package holding only ActionSheetCore and its
# tests, so each mutant rebuilds one module and one test target. The real tree is never
# touched. Prints one line per mutation and "caught N of M"; exits 1 if any mutant survives,
# 2 if the unmutated copy does not pass.
set -uo pipefail
# The whole script is one function, read before it runs, so editing the file mid-run is safe.
main() {
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/mutation-core.XXXXXX")"
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/pkg/Sources" "$work/pkg/Tests" "$work/pristine"
cp -R "$root/Sources/ActionSheetCore" "$work/pkg/Sources/"
cp -R "$root/Tests/ActionSheetCoreTests" "$work/pkg/Tests/"
cp -R "$work/pkg/Sources" "$work/pkg/Tests" "$work/pristine/"
cat > "$work/pkg/Package.swift" <<'EOF'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "ActionSheetCoreMutants",
  targets: [
    .target(name: "ActionSheetCore"),
    .testTarget(name: "ActionSheetCoreTests", dependencies: ["ActionSheetCore"]),
  ],
  swiftLanguageModes: [.v6]
)
EOF

files=() olds=() news=() names=()
# mutate NAME FILE OLD NEW: replace every OLD (at least one) in Sources/ActionSheetCore/FILE.
mutate() { names+=("$1"); files+=("$2"); olds+=("$3"); news+=("$4"); }

C=Conformance I=Interaction P=Presentation S=State A=Accessibility

# The issue's findings.
mutate "dismissal routes send Cancel's action only, not the dismiss action" $I/SheetSession+Reduce.swift \
  $'focus = .trigger(trigger)\n    return dismissalAction' $'focus = .trigger(trigger)\n    return sheet.cancelAction'
mutate "tapping Cancel sends its own action (nil), not the dismissal" $I/SheetSession+Reduce.swift \
  'guard button.role != .cancel else { return dismiss(by: .cancelButton) }' ''
mutate "the view's dismiss: is ignored" $S/ActionSheetState+Roles.swift \
  'if let action = dismiss, !isDestructiveAction(action) { return action }' ''
mutate "a Cancel wired to the destructive action sends it when the sheet closes" $S/ActionSheetState+Roles.swift \
  'if let action = cancelAction, !isDestructiveAction(action) { return action }' 'if let action = cancelAction { return action }'
mutate "the feature store does not notice a dismissal the app never hears" $I/FeatureTestStore.swift \
  'if !current.isPresented, state[keyPath: sheet] == current.sheet {' 'if current.isPresented && !current.isPresented {'
mutate "the anchor is required again (the seed's init does not compile)" $S/ActionSheetState.swift \
  'anchoredTo trigger: TriggerID? = nil,' 'anchoredTo trigger: TriggerID?,'
mutate "a popover with no trigger is not reported" $P/ActionSheetState+Presentation.swift \
  '?? .unnamedTrigger' '?? .trigger("")'
mutate "a preferred non-destructive button takes initial focus" $P/ActionSheetState+Presentation.swift \
  'initialFocus: cancelGroup.first?.index,' \
  'initialFocus: preferredFocus.flatMap { id in actionGroup.first { $0.button.id == id && $0.role != .destructive }?.index } ?? cancelGroup.first?.index,'
mutate "without a shown Cancel, the first safe button takes focus" $P/ActionSheetState+Presentation.swift \
  'initialFocus: cancelGroup.first?.index,' 'initialFocus: (cancelGroup.first ?? actionGroup.first { $0.role != .destructive })?.index,'
mutate "a preferred focus on Favorite is conformant" $C/ConformanceChecker.swift \
  'let other = sheet.indices(of: .default).filter { sheet.buttons[$0].id == preferred }' 'let other = [Int]()'
mutate "a Cancel that sends another button's action is conformant" $C/ConformanceChecker.swift \
  'for role in [ButtonStateRole.destructive, .default] {' 'for role in [ButtonStateRole.destructive] {'
mutate "the clash check is silent when Action is not Equatable" $C/ConformanceChecker.swift \
  'left.elementsEqual(right)' 'left.count < 0 && left.elementsEqual(right)'
mutate "the sheet's dismiss action is not checked for clashes" $C/ConformanceChecker.swift \
  'let sent = [sheet.cancelAction, sheet.dismiss].compactMap { $0 }' 'let sent = [sheet.cancelAction].compactMap { $0 }'
mutate "the platform policy leaves a single button" $P/ActionSheetState+Presentation.swift \
  'let keepsCancel = showsCancel || actionGroup.count < 2' 'let keepsCancel = showsCancel'
mutate "the count leaves Cancel out" $C/ConformanceChecker.swift \
  'let count = sheet.buttons.count' 'let count = sheet.buttons.filter { $0.role != .cancel }.count'
mutate "one button is enough" $C/ConformanceChecker.swift 'buttonCount: ClosedRange<Int> = 2...5' 'buttonCount: ClosedRange<Int> = 1...5'
mutate "too many buttons is an error" $C/ConformanceViolation+Kind.swift 'case .tooManyActions: .warning' 'case .tooManyActions: .error'
mutate "regular width slides up instead of appearing at once" $P/ActionSheetState+Presentation.swift \
  '(popover, atTrigger, .appear, true)' '(popover, atTrigger, .slideUp, true)'
mutate "SheetTestStore does not compare the sheet" $I/SheetTestStore.swift \
  'if let difference = ValueDifference.describe(expected: expected.sheet, actual: actual.sheet) {' 'if let difference = Optional<String>.none {'
mutate "SheetTestStore does not compare the form factor" $I/SheetTestStore.swift 'compare("formFactor", \.formFactor)' '()'
mutate "SheetTestStore does not compare the context" $I/SheetTestStore.swift 'compare("context", \.context)' '()'
mutate "SheetTestStore does not compare the dismiss action" $I/SheetTestStore.swift 'compare("dismiss", \.dismiss)' '()'
mutate "SheetTestStore does not compare the phase" $I/SheetTestStore.swift 'compare("phase", \.phase)' '()'
mutate "SheetTestStore does not compare the focus" $I/SheetTestStore.swift 'compare("focus", \.focus)' '()'
mutate "the test stores do not compare the action sent" $I/SheetTestStore.swift 'if action != expectedAction {' 'if false {'
mutate "the feature store does not compare the app state" $I/FeatureTestStore.swift \
  'if state != expected { mismatches.append' 'if state != state { mismatches.append'
mutate "ids default to the label" $S/ButtonState.swift \
  'self.id = id ?? ButtonID.derived(role: role, action: action)' 'self.id = id ?? ButtonID(label)'
mutate "map drops the dismiss action" $S/ActionSheetState.swift 'dismiss: dismiss.map(transform)' 'dismiss: nil'
mutate "map forgets the ids" $S/ButtonState.swift 'role: role, label: label, id: id, action: action.map(transform),' \
  'role: role, label: label, id: nil, action: action.map(transform),'

# The rest of the spec, the HIG and the state design.
mutate "destructive is not first" $S/ActionSheetState+Order.swift \
  'indices(of: .destructive) + indices(of: .default)' 'indices(of: .default) + indices(of: .destructive)'
mutate "Cancel is not last" $S/ActionSheetState+Order.swift \
  'indices(of: .destructive) + indices(of: .default) + indices(of: .cancel)' 'indices(of: .cancel) + indices(of: .destructive) + indices(of: .default)'
mutate "rows do not mirror right to left" $S/ActionSheetState+Order.swift 'case .rightToLeft: verticalOrder.reversed()' 'case .rightToLeft: verticalOrder'
mutate "destructive is not red" $P/ButtonState+Styling.swift 'role == .destructive ? .danger : .standard' '.standard'
mutate "destructive is not announced" $A/ButtonState+Accessibility.swift 'traits.insert(.isDestructive)' 'traits.remove(.isDestructive)'
mutate "destructive has no spoken hint" $A/ButtonState+Accessibility.swift 'hint ?? ButtonAccessibility.defaultDestructiveHint' 'hint ?? nil'
mutate "Cancel is not announced as such" $A/ButtonState+Accessibility.swift 'traits.insert(.isCancel)' 'traits.remove(.isCancel)'
mutate "the accessibility label is ignored" $A/ButtonState+Accessibility.swift 'label: accessibilityLabel ?? label' 'label: label'
mutate "compact has no scrim" $P/ActionSheetState+Presentation.swift 'let hasScrim = style == .bottomSheet' 'let hasScrim = false'
mutate "compact does not slide up" $P/ActionSheetState+Presentation.swift '(.bottomSheet, .bottomSafeArea, .slideUp, true)' '(.bottomSheet, .bottomSafeArea, .appear, true)'
mutate "the platform popover keeps Cancel" $P/ActionSheetState+Presentation.swift '(popover, atTrigger, .appear, false)' '(popover, atTrigger, .appear, true)'
mutate "inside a popover, a popover again" $P/ActionSheetState+Presentation.swift \
  $'(\n        .overPopoverContent, .enclosingPopover, .slideUp, true\n      )' '(popover, atTrigger, .appear, true)'
mutate "a popover can be dismissed by a scrim" $P/ActionSheetState+Presentation.swift \
  'routes.insert(hasScrim ? .scrimTap : .outsidePopoverTap)' 'routes.insert(.scrimTap)'
mutate "the Cancel button is not a dismissal route" $P/ActionSheetState+Presentation.swift 'routes.insert(.cancelButton)' 'routes.insert(.escape)'
mutate "the presentation forgets the direction" $P/ActionSheetState+Presentation.swift \
  $'layoutDirection: layoutDirection\n    )' $'layoutDirection: .leftToRight\n    )'
mutate "focus does not wrap" $I/Presentation+Focus.swift \
  'let next = (position + offset + order.count) % order.count' 'let next = max(0, min(position + offset, order.count - 1))'
mutate "Tab goes backwards" $I/SheetSession+Reduce.swift \
  'session.focus = presentation.focus(after: session.focus)' 'session.focus = presentation.focus(before: session.focus)'
mutate "hidden buttons can be tapped" $I/Presentation+Lookup.swift 'buttons.first { $0.index == index }?.index' 'index'
mutate "focus does not go back to the trigger" $I/SheetSession+Reduce.swift \
  $'phase = .dismissed(.cancelled(route))\n    focus = .trigger(trigger)' $'phase = .dismissed(.cancelled(route))\n    focus = .sheet'
mutate "routes that do not apply still dismiss" $I/SheetSession+Reduce.swift \
  'guard presentation.dismissalRoutes.contains(route) else { return nil }' ''
mutate "a missing Cancel is conformant" $C/ConformanceChecker.swift 'if cancels.isEmpty {' 'if cancels.isEmpty && cancels.count > 0 {'
mutate "two Cancels are conformant" $C/ConformanceChecker.swift 'if cancels.count > 1 {' 'if cancels.count > 2 {'
mutate "two destructive buttons are conformant" $C/ConformanceChecker.swift 'if destructive.count > 1 {' 'if destructive.count > 2 {'
mutate "a destructive preferred focus is conformant" $C/ConformanceChecker.swift \
  'let focused = destructive.filter { sheet.buttons[$0].id == preferred }' 'let focused = [Int]()'
mutate "a generic destructive label is conformant" $C/ConformanceChecker.swift \
  'where button.role == .destructive && judge.isGenericConfirmation(button.label)' 'where button.role == .default && judge.isGenericConfirmation(button.label)'
mutate "\"OK\" is not a generic confirmation" $C/EnglishLabelJudge.swift '"ok", "okay",' '"okay",'
mutate "labels are compared without folding" $C/EnglishLabelJudge.swift 'foldedConfirmations.contains(LabelText.folded(label))' 'foldedConfirmations.contains(label)'
mutate "a shared id is not ambiguous" $C/ConformanceChecker.swift \
  'other != index && (labels[other] == labels[index] || buttons[other].id == buttons[index].id)' 'other != index && labels[other] == labels[index]'
mutate "an unknown preferred focus is conformant" $C/ConformanceChecker.swift \
  'guard let preferred = sheet.preferredFocus, !sheet.buttons.contains(where: { $0.id == preferred }) else {' \
  'guard let preferred = sheet.preferredFocus, sheet.buttons.isEmpty else {'
mutate "a sheet with nothing destructive gets no advice" $C/ConformanceChecker.swift \
  'if sheet.indices(of: .destructive).isEmpty {' 'if sheet.indices(of: .destructive).count > 1 {'
mutate "the clash marks leave Cancel out" $C/ConformanceChecker.swift \
  'let marks = (byCancel ? cancel.map { [$0] } ?? [] : []) + clashing' 'let marks = clashing'
mutate "a dismissal that sends nothing is conformant" $C/ConformanceChecker.swift \
  'if sheet.dismissalAction(presentedWith: dismiss) == nil {' 'if sheet.buttons.isEmpty && sheet.dismissalAction(presentedWith: dismiss) == nil {'
mutate "the builder rejects warnings and advice" $C/ActionSheetState+Conformance.swift 'guard result.isConformant else {' 'guard result.violations.isEmpty else {'
mutate "a sheet's identity includes its title" $S/ActionSheetState.swift \
  'ActionSheetID(trigger: trigger, buttons: buttons.map(\.id))' 'ActionSheetID(trigger: TriggerID(title), buttons: buttons.map(\.id))'

selected=("$@")
run_tests() { # prints "build" or "test" on failure, nothing on success
  if ! (cd "$work/pkg" && swift build --build-tests >"$work/log" 2>&1); then echo build; return; fi
  if ! (cd "$work/pkg" && swift test --skip-build >>"$work/log" 2>&1); then echo test; fi
}

dry="${MUTATION_DRY_RUN:-}"
echo "Building the unmutated copy in $work/pkg"
if [ -z "$dry" ] && [ -n "$(run_tests)" ]; then
  echo "The unmutated core does not pass its tests; see the log:"; tail -40 "$work/log"; exit 2
fi

caught=0 total=0 survivors=()
start=$(date +%s)
for i in "${!names[@]}"; do
  n=$((i + 1))
  if [ ${#selected[@]} -gt 0 ] && [[ ! " ${selected[*]} " =~ " $n " ]]; then continue; fi
  total=$((total + 1))
  file="Sources/ActionSheetCore/${files[i]}"
  if ! OLD="${olds[i]}" NEW="${news[i]}" perl -0pi -e '$n += s/\Q$ENV{OLD}\E/$ENV{NEW}/g; END { exit($n ? 0 : 3) }' "$work/pkg/$file"; then
    echo "$n. NOT APPLIED (text not found in $file): ${names[i]}"
    survivors+=("$n"); cp "$work/pristine/$file" "$work/pkg/$file"; continue
  fi
  if [ -n "$dry" ]; then how=dry; else how="$(run_tests)"; fi
  if [ -n "$how" ]; then
    caught=$((caught + 1)); echo "$n. caught ($how): ${names[i]}"
  else
    survivors+=("$n"); echo "$n. SURVIVED: ${names[i]}"
  fi
  cp "$work/pristine/$file" "$work/pkg/$file"
done
echo "caught $caught of $total mutations in $(( $(date +%s) - start ))s"
[ ${#survivors[@]} -eq 0 ] || { echo "survivors: ${survivors[*]}"; exit 1; }
}

main "$@"
