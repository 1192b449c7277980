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
  /// A text of the sheet has the argument `name` and the build gave no value for it.
  /// `expected` lists every argument the sheet's texts declare (see
  /// ``LocalizedCatalog/argumentNames(of:locale:)``).
  case missingArgument(name: String, key: String, expected: [String])
  /// The build gave a value for `name`, which no text of the sheet declares: a misspelling,
  /// or a name the catalog does not use (a String Catalog's `%lld` is `arg1`).
  case unknownArgument(name: String, expected: [String])
  /// The catalog has no file for the locale nor any of its parents (strict mode).
  case missingLocale(requested: String, available: [String])
  /// The locale's file (or a parent's) exists but has no usable text for the key, and only
  /// the source has one (strict mode).
  case untranslated(key: String, locale: String)

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
    case .missingArgument(let name, let key, let expected):
      return "“\(key)” needs the argument “\(name)”, which was not given; "
        + Self.describe(expected)
    case .unknownArgument(let name, let expected):
      return "no text of the sheet has an argument “\(name)”; " + Self.describe(expected)
    case .missingLocale(let requested, let available):
      return "the catalog has no file for \(requested) nor any of its parents; it has "
        + available.joined(separator: ", ")
    case .untranslated(let key, let locale):
      return "“\(key)” is not translated for \(locale): only the source has it"
    }
  }

  private static func describe(_ expected: [String]) -> String {
    switch expected.count {
    case 0: return "the sheet takes no arguments"
    case 1: return "the sheet takes one argument: \(expected[0])"
    default: return "the sheet takes the arguments " + expected.joined(separator: ", ")
    }
  }
}
