/// The writing direction an action sheet is laid out in; localization sets it from the locale.
///
/// Vertical stacks keep their semantic order in both directions; only horizontal rows mirror
/// (see ``ActionSheetState/horizontalOrder``).
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  /// Left-to-right scripts such as Latin, Cyrillic or Han. The default.
  case leftToRight
  /// Right-to-left scripts such as Arabic or Hebrew.
  case rightToLeft
}
