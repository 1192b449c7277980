import ActionSheetCore
import ICU
import LocaleCatalog

/// What the review page shows: every sheet in every locale as the core presents it, with the
/// findings of `check` beside the texts they concern. A value; ``ReviewPage`` draws it.
public struct Review: Sendable {
  /// The catalog's locales, one row each, in the order given.
  public var locales: [ReviewLocale]
  /// The sheet ids, one column each.
  public var sheets: [String]
  /// One cell per locale and sheet, row by row.
  public var cells: [ReviewCell]
  /// Findings of a locale that concern no text drawn in its row, by locale tag.
  public var localeFindings: [String: [Diagnostic]]
  /// Findings about no locale (sheets.json, the catalog as a whole).
  public var catalogFindings: [Diagnostic]
  /// Every finding, for the summary counts.
  public var diagnostics: [Diagnostic]

  /// Creates a review from its parts.
  public init(
    locales: [ReviewLocale], sheets: [String], cells: [ReviewCell], localeFindings: [String: [Diagnostic]],
    catalogFindings: [Diagnostic], diagnostics: [Diagnostic]
  ) {
    self.locales = locales
    self.sheets = sheets
    self.cells = cells
    self.localeFindings = localeFindings
    self.catalogFindings = catalogFindings
    self.diagnostics = diagnostics
  }

  /// The cell of `sheet` in `locale`.
  public func cell(locale: String, sheet: String) -> ReviewCell? {
    cells.first { $0.locale == locale && $0.sheet == sheet }
  }
}

/// One row of the review: a locale and its direction.
public struct ReviewLocale: Sendable, Hashable {
  /// The BCP 47 tag.
  public var tag: String
  /// Whether the locale is written right to left.
  public var isRightToLeft: Bool

  /// Creates a row.
  public init(tag: String, isRightToLeft: Bool) {
    self.tag = tag
    self.isRightToLeft = isRightToLeft
  }
}

/// One sheet in one locale: its two presentations and its plural samples, or why it could not
/// be built.
public struct ReviewCell: Sendable {
  /// The locale tag.
  public var locale: String
  /// The sheet id.
  public var sheet: String
  /// Whether the sheet is laid out right to left.
  public var isRightToLeft: Bool
  /// The arguments the drawn forms were built with, as text (`count = 3`).
  public var arguments: String
  /// The compact and regular forms; empty when the sheet could not be built.
  public var forms: [ReviewForm]
  /// The texts for a sample number of every plural category of the locale.
  public var samples: [ReviewSample]
  /// Why the sheet could not be built, if it could not.
  public var failure: String?

  /// Creates a cell.
  public init(
    locale: String, sheet: String, isRightToLeft: Bool, arguments: String, forms: [ReviewForm],
    samples: [ReviewSample], failure: String?
  ) {
    self.locale = locale
    self.sheet = sheet
    self.isRightToLeft = isRightToLeft
    self.arguments = arguments
    self.forms = forms
    self.samples = samples
    self.failure = failure
  }

  /// Every finding drawn in the cell, once each.
  public var findings: [Diagnostic] {
    guard let form = forms.first else { return [] }
    var seen = Set<Diagnostic>()
    return form.texts.flatMap(\.findings).filter { seen.insert($0).inserted }
  }
}

/// One presentation of a sheet.
public struct ReviewForm: Sendable {
  /// The form factor.
  public var formFactor: FormFactor
  /// Whether a scrim dims the content (compact).
  public var hasScrim: Bool
  /// The title.
  public var title: ReviewText
  /// The message, if any.
  public var message: ReviewText?
  /// The action buttons top to bottom: destructive first.
  public var actionGroup: [ReviewButton]
  /// The Cancel group, separated below the actions.
  public var cancelGroup: [ReviewButton]

  /// Creates a form.
  public init(
    formFactor: FormFactor, hasScrim: Bool, title: ReviewText, message: ReviewText?, actionGroup: [ReviewButton],
    cancelGroup: [ReviewButton]
  ) {
    self.formFactor = formFactor
    self.hasScrim = hasScrim
    self.title = title
    self.message = message
    self.actionGroup = actionGroup
    self.cancelGroup = cancelGroup
  }

  /// Title, message and labels, top to bottom.
  public var texts: [ReviewText] {
    [title] + (message.map { [$0] } ?? []) + (actionGroup + cancelGroup).map(\.text)
  }
}

/// A button as drawn: its text, role, colour token and accessibility hint.
public struct ReviewButton: Sendable {
  /// The label and what is known about it.
  public var text: ReviewText
  /// The role.
  public var role: ButtonStateRole
  /// The colour token.
  public var colorToken: ColorToken
  /// The accessibility hint.
  public var hint: String?
  /// Whether the button has the focus when the sheet opens.
  public var hasInitialFocus: Bool

  /// Creates a button.
  public init(text: ReviewText, role: ButtonStateRole, colorToken: ColorToken, hint: String?, hasInitialFocus: Bool) {
    self.text = text
    self.role = role
    self.colorToken = colorToken
    self.hint = hint
    self.hasInitialFocus = hasInitialFocus
  }
}

/// A text as drawn, with its key, where it came from and the findings about it.
public struct ReviewText: Sendable {
  /// The catalog key.
  public var key: String
  /// The formatted text.
  public var text: String
  /// The locale the text came from when it fell back, or a note on the source label shown.
  public var fallback: String?
  /// The key's `maxLength` when the text is longer.
  public var exceededMaxLength: Int?
  /// The findings of `check` about this key in this locale.
  public var findings: [Diagnostic]

  /// Creates a text.
  public init(key: String, text: String, fallback: String?, exceededMaxLength: Int?, findings: [Diagnostic]) {
    self.key = key
    self.text = text
    self.fallback = fallback
    self.exceededMaxLength = exceededMaxLength
    self.findings = findings
  }
}

/// The texts of a sheet for one sample number of one plural category.
public struct ReviewSample: Sendable, Hashable {
  /// The category, such as `few`.
  public var category: String
  /// The sample number.
  public var number: Int
  /// The title and labels formatted with the number, in the order drawn.
  public var texts: [String]

  /// Creates a sample.
  public init(category: String, number: Int, texts: [String]) {
    self.category = category
    self.number = number
    self.texts = texts
  }
}
