/// A value of an Apple catalog as written: a printf-style string with its place in the file,
/// or variations of values by plural category or device.
indirect enum AppleValue: Sendable {
  /// A string (a String Catalog `stringUnit` value, a `.strings` value, an XLIFF target).
  case text(AppleText)
  /// Plural variations; `offset` is where the variation is declared (its `"plural"` key).
  case plural([AppleVariant], offset: Int)
  /// Device variations (`iphone`, `mac`, `other`, …); `offset` as for plurals.
  case device([AppleVariant], offset: Int)

  /// Every string in the value.
  var texts: [AppleText] {
    switch self {
    case .text(let text): return [text]
    case .plural(let variants, _), .device(let variants, _): return variants.flatMap(\.value.texts)
    }
  }
}

/// A printf-style string with where and how it is written.
struct AppleText: Sendable {
  /// The decoded string.
  var text: String
  /// How it is written in its file.
  var syntax: ValueSyntax
  /// The byte offset of its value (quote or first byte).
  var valueOffset: Int
  /// The values of markup attributes inside the string (an Android `<a href="%2$s">`): their
  /// specifiers are arguments of the string, which its text does not show.
  var markup: [AppleText] = []
}

/// One variant of a variation: its selector (`one`, `iphone`) and value.
struct AppleVariant: Sendable {
  /// The plural category or device name.
  var selector: String
  /// The byte offset where the selector is written.
  var offset: Int
  /// The variant's value.
  var value: AppleValue
}

/// A substitution (`%#@name@`): a String Catalog `substitutions` entry or a stringsdict
/// variable, whose plural variations are chosen by one argument.
struct AppleSubstitution: Sendable {
  /// The name used in `%#@name@`.
  var name: String
  /// The argument it varies by (`argNum`), when given.
  var argumentNumber: Int?
  /// The argument's specifier without `%` (`lld`), when given.
  var formatSpecifier: String?
  /// The plural variants (their values are strings).
  var variants: [AppleVariant]
  /// The byte offset where the substitution is declared.
  var offset: Int
}
