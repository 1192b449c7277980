import ActionSheetCore
import ICU
import VerbSpecificity

/// Why a localized sheet could not be built.
public enum LocalizedSheetError: Error, Sendable, Equatable, CustomStringConvertible {
  /// `sheets.json` declares no sheet with this id.
  case unknownSheet(String)
  /// A button's key has no `role` in the source metadata.
  case missingRole(key: String)
  /// No locale of the fallback chain, nor the source, has a usable text for the key.
  case missingText(key: String)
  /// The destructive label fails the verb check in the locale (and, with `.useSource`, in
  /// the source too): it would show a generic, Cancel-like or harmless wording.
  case unspecificDestructiveLabel(key: String, locale: String, verdict: Verdict)
  /// ICU could not format a text with the given arguments.
  case formatting(key: String, reason: String)
  /// The built sheet breaks the action-sheet spec.
  case nonConformant([ConformanceViolation])

  public var description: String {
    switch self {
    case .unknownSheet(let id): return "no sheet “\(id)” in sheets.json"
    case .missingRole(let key): return "the button key “\(key)” has no role in the source metadata"
    case .missingText(let key): return "no locale has a text for “\(key)”"
    case .unspecificDestructiveLabel(let key, let locale, let verdict):
      return "the destructive label “\(key)” in \(locale) is \(verdict.name): \(verdict.explanation)"
    case .formatting(let key, let reason): return "“\(key)” could not be formatted: \(reason)"
    case .nonConformant(let violations):
      return "the sheet breaks the spec: " + violations.map(\.message).joined(separator: "; ")
    }
  }
}
