import ICU
import LocaleCatalog

/// A question translated as a statement: read by what each script's marks mean, not by the
/// ASCII `?`.
public struct TextEndingPunctuationRule: Rule {
  public init() {}

  public static let description = RuleDescription(
    id: "text.ending-punctuation",
    name: "Question lost",
    explanation: """
      A source that ends with a question should be a question in the translation: on a \
      confirmation (“Delete 3 photos?”) a statement reads as a report of what already \
      happened. Question marks are read by meaning in every script: the ASCII and full-width \
      ？, the Arabic ؟ (also Persian and Urdu), the Greek question mark ; (U+037E, and the \
      semicolon U+003B that Greek keyboards type for it, in Greek text), the Armenian ՞ \
      (written on the stressed word, not at the end), the Ethiopic ፧, the Spanish ¿…?, and \
      a sentence ending in a question particle: Japanese か (“削除しますか。”, and a heading in \
      とは, “サーバーとは”, “what is a server”), Chinese 吗 or 嗎, Korean -까 \
      (“삭제하시겠습니까”). Thai, Lao, \
      Khmer, Myanmar and Tibetan text, which marks questions with particles rather than \
      punctuation, is not checked. Only a source of one sentence on one line is compared: \
      a question after other sentences (“Couldn’t connect. Is the address right?”) is often \
      and rightly translated as an instruction. Spacing before the mark (French and Breton \
      write a narrow no-break space before ? ! : ;) is not this rule’s concern. Not \
      reported either: a translation that ends with a full stop of its own (made a \
      statement on purpose, “Select the posts that apply.”), and a period or an exclamation \
      mark dropped or added, as labels and exclamations end differently by language and \
      style (“Welcome!” is “Willkommen”).
      """,
    hint: "Keep the question a question, with the question mark of the locale’s script.",
    severity: .note,
    triggeringExamples: [
      RuleExample([
        "en.json": #"{"a": "Delete all messages?", "b": "Sign out of {account}?", "c": "Done!"}"#,
        "de.json": #"{"a": "Alle Nachrichten löschen↓", "b": "Von {account} abmelden↓", "c": "Fertig."}"#,
      ]),
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {Delete # photo?} other {Delete # photos?}}"}"#,
        "ar.json":
          #"{"a": "{count, plural, zero {حذف # صورة؟} one {حذف صورة واحدة؟} two {حذف صورتين؟} few {حذف # صور↓} many {حذف # صورة؟} other {حذف # صورة؟}}"}"#,
      ]),
      RuleExample([
        "values/strings.xml": #"<resources><string name="a">Discard changes?</string></resources>"#,
        "values-ja/strings.xml": #"<resources><string name="a">変更を破棄↓</string></resources>"#,
      ]),
    ],
    nonTriggeringExamples: [
      // A branch for an exact value that the source lacks says something else.
      RuleExample([
        "en.json": #"{"a": "{count, plural, one {Delete this photo?} other {Delete these # photos?}}"}"#,
        "fr.json":
          #"{"a": "{count, plural, =0 {Aucune photo sélectionnée} one {Supprimer cette photo ?} other {Supprimer ces # photos ?}}"}"#,
      ]),
      RuleExample([
        "en.json":
          #"{"a": "Delete all messages?", "b": "Sign out of {account}?", "c": "Done!", "d": "Delete 3 photos?", "e": "Couldn’t connect. Is the address right?", "f": "Forgot your PIN?", "g": "What is a server?"}"#,
        "de.json": #"{"e": "Keine Verbindung. Prüfe die Adresse.", "f": "PIN vergessen?", "c": "Fertig"}"#,
        "el.json":
          #"{"a": "Διαγραφή όλων των μηνυμάτων;", "b": "Αποσύνδεση από {account}\u037E", "c": "Έγινε!", "d": "Διαγραφή 3 φωτογραφιών;", "f": "Ξέχασες το PIN;"}"#,
        "ar.json": #"{"a": "حذف كل الرسائل؟", "b": "تسجيل الخروج من {account}؟", "c": "تم!", "d": "حذف ٣ صور؟"}"#,
        "fa.json":
          #"{"a": "همهٔ پیام‌ها حذف شوند؟", "b": "از {account} خارج می‌شوید؟", "c": "انجام شد!", "d": "۳ عکس حذف شود؟"}"#,
        "ja.json":
          #"{"a": "すべてのメッセージを削除しますか？", "b": "{account}からサインアウトしますか。", "c": "完了！", "d": "3枚の写真を削除しますか", "g": "サーバーとは"}"#,
        "zh-Hans.json": #"{"a": "删除所有消息？", "b": "要退出 {account} 吗？", "c": "完成！", "d": "删除 3 张照片吗"}"#,
        "hy.json":
          #"{"a": "Ջնջե՞լ բոլոր հաղորդագրությունները", "b": "Դուրս գա՞լ {account}-ից", "c": "Պատրաստ է՜", "d": "Ջնջե՞լ 3 լուսանկար"}"#,
        "es.json":
          #"{"a": "¿Eliminar todos los mensajes?", "b": "¿Cerrar sesión de {account}?", "c": "¡Listo!", "d": "¿Eliminar 3 fotos?"}"#,
        "fr.json":
          "{\"a\": \"Supprimer tous les messages\u{202F}?\", \"b\": \"Se déconnecter de {account} ?\", \"c\": \"Terminé\u{00A0}!\", \"d\": \"Supprimer 3 photos ?\"}",
        "am.json": #"{"a": "ሁሉንም መልዕክቶች ይሰርዙ፧", "b": "ከ{account} ይውጡ?", "c": "ተጠናቋል!", "d": "3 ፎቶዎችን ይሰርዙ?"}"#,
        "th.json": #"{"a": "ลบข้อความทั้งหมด", "b": "ออกจากระบบ {account} ไหม", "c": "เสร็จแล้ว", "d": "ลบรูปภาพ 3 รูป"}"#,
        "my.json": #"{"a": "မက်ဆေ့ချ်အားလုံးကို ဖျက်မလား။", "b": "{account} မှ ထွက်မလား", "c": "ပြီးပါပြီ", "d": "ဓာတ်ပုံ ၃ ပုံ ဖျက်မလား"}"#,
      ]),
    ]
  )

  /// Marks that make a sentence a question, in any script.
  private static let questionMarks: Set<Unicode.Scalar> = [
    "?", "\u{037E}", "\u{055E}", "\u{061F}", "\u{1367}", "\u{2047}", "\u{2048}", "\u{2049}", "\u{2E2E}", "\u{FE16}",
    "\u{FE56}", "\u{FF1F}", "\u{1945}", "\u{A60F}", "\u{2753}", "\u{2754}", "\u{00BF}", "\u{11C71}",
  ]

  /// Marks that make a sentence an exclamation, in any script.
  private static let exclamationMarks: Set<Unicode.Scalar> = [
    "!", "\u{00A1}", "\u{055C}", "\u{07F9}", "\u{1944}", "\u{203C}", "\u{2048}", "\u{2049}", "\u{FE15}", "\u{FE57}",
    "\u{FF01}", "\u{2757}", "\u{2755}",
  ]

  private enum Ending { case question, exclamation }

  /// How the text ends, looking through trailing spaces, quotes and brackets: a question, an
  /// exclamation, or neither (nil, also when an argument or a symbol ends it).
  private static func ending(of variant: VariantText) -> (ending: Ending, index: Int)? {
    var index = variant.scalars.count - 1
    while index >= 0 {
      let scalar = variant.scalars[index]
      let category = scalar.properties.generalCategory
      if scalar.properties.isWhitespace || category == .closePunctuation || category == .finalPunctuation
        || scalar == "\"" || scalar == "'"
      {
        index -= 1
        continue
      }
      break
    }
    guard index >= 0 else { return nil }
    let last = variant.scalars[index]
    if questionMarks.contains(last) { return (.question, index) }
    if exclamationMarks.contains(last) {
      // “?!” is a question too.
      if index > 0, questionMarks.contains(variant.scalars[index - 1]) { return (.question, index) }
      return (.exclamation, index)
    }
    return nil
  }

  /// The last scalar of `variant` that is not a space, a quote, a bracket or punctuation that
  /// ends a sentence: where a lost mark belongs.
  private static func endOfWords(_ variant: VariantText) -> Int {
    var index = variant.scalars.count - 1
    while index > 0 {
      let scalar = variant.scalars[index]
      if scalar.properties.isWhitespace
        || !(scalar.properties.isAlphabetic || scalar.properties.numericType != nil)
          && scalar != VariantText.argument
      {
        index -= 1
        continue
      }
      break
    }
    return index
  }

  /// True when the letters of `variant` are of a script that marks questions with particles
  /// rather than punctuation (line break class SA: Thai, Lao, Khmer, Myanmar; and Tibetan).
  private static func marksQuestionsWithParticles(_ variant: VariantText) -> Bool {
    guard let letter = variant.scalars.last(where: { $0.properties.isAlphabetic && $0 != VariantText.argument })
    else { return false }
    if UnicodeProperties.lineBreakClass(of: letter) == .complexContext { return true }
    return UnicodeProperties.scriptName(of: letter) == "Tibetan"
  }

  /// Full stops of every script: the period, the ideographic and full-width full stops, the
  /// Devanagari danda, the Ethiopic full stop, the Urdu full stop.
  private static let fullStops: Set<Unicode.Scalar> = [
    ".", "\u{3002}", "\u{FF0E}", "\u{0964}", "\u{1362}", "\u{06D4}", "\u{0589}",
  ]

  /// Marks that end a sentence before another begins.
  private static let sentenceEnds: Set<Unicode.Scalar> = [
    ".", "!", "?", "\u{2026}", "\u{3002}", "\u{FF01}", "\u{FF1F}", "\u{061F}", "\u{06D4}", "\u{0964}", "\u{1362}",
  ]

  /// True when `scalars`, a source text before its final mark, is one sentence on one line:
  /// no line break, and no sentence end followed by a space. A question that is the last of
  /// several sentences (“Couldn't connect. Is the server right?”) is often translated as an
  /// instruction (“Check the server.”), which is fine.
  private static func isOneSentence(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
    var previous: Unicode.Scalar?
    for scalar in scalars {
      if scalar == "\n" || scalar == "\u{2028}" { return false }
      if let previous, sentenceEnds.contains(previous), scalar.properties.isWhitespace { return false }
      if scalar == "\u{3002}" || scalar == "\u{FF01}" || scalar == "\u{FF1F}" { return false }
      previous = scalar
    }
    return true
  }

  /// True when `variant` asks: it has a question mark of any script, a Greek question mark
  /// typed as a semicolon in Greek text, or ends with the Japanese question particle か.
  private static func asks(_ variant: VariantText) -> Bool {
    let scalars = variant.scalars
    if scalars.contains(where: questionMarks.contains) { return true }
    // Greek text (“Ξέχασες το PIN;”: the last letter may be a Latin acronym's).
    if scalars.contains(";"),
      scalars.contains(where: { $0.properties.isAlphabetic && UnicodeProperties.scriptName(of: $0) == "Greek" })
    {
      return true
    }
    // A sentence-final question particle asks without a mark: Japanese か (and a heading
    // ending in とは, “what is”), Chinese 吗 or 嗎, Korean -까 (“삭제하시겠습니까”).
    let words = scalars.filter { !$0.properties.isWhitespace && $0 != "。" && $0 != "." && $0 != "．" }
    guard let last = words.last else { return false }
    return last == "か" || last == "吗" || last == "嗎" || last == "까" || words.suffix(2).elementsEqual(["と", "は"])
  }

  static func problem(source: VariantText, translation: VariantText) -> (message: String, offset: Int)? {
    guard let (expected, end) = ending(of: source), isOneSentence(source.scalars[..<end]) else { return nil }
    guard !marksQuestionsWithParticles(translation) else { return nil }
    let position = endOfWords(translation) + 1
    switch expected {
    case .question:
      if asks(translation) { return nil }
      // A translation that ends with a full stop of its own was made a statement on purpose
      // (“Select the posts that apply.” for “Any posts that apply?”).
      if let last = translation.scalars.last(where: { !$0.properties.isWhitespace }), fullStops.contains(last) {
        return nil
      }
      return ("the source is a question, the translation has no question mark", translation.offset(at: position))
    case .exclamation:
      return nil
    }
  }

  public func check(_ file: LocaleFile, in context: LintContext) -> [Diagnostic] {
    var found: [Diagnostic] = []
    for translated in TranslationComparison.translatedEntries(of: file, in: context) {
      // Most sources ask nothing: answered from their text.
      let text = translated.source.text
      guard
        text.utf8.contains(UInt8(ascii: "?"))
          || (text.utf8.contains { $0 >= 0x80 } && text.unicodeScalars.contains(where: Self.questionMarks.contains))
      else { continue }
      found += differenceFindings(of: translated, in: file, Self.problem)
    }
    return found
  }
}
