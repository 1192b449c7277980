import ICU
import LocaleCatalog
import Testing

@Suite("Pseudo-locales")
struct PseudoLocalizerTests {
  @Test func accentedPadsAndBracketsAShortLabel() {
    // “Delete” is 6 letters: about 40% more is 3 characters, one filler word.
    #expect(PseudoLocalizer(.accented).localize("Delete") == "[Ðéļéţé one]")
  }

  @Test func accentedKeepsArgumentsPluralBranchesAndQuoting() throws {
    let pattern = "{count, plural, one {Delete # photo} other {Delete # photos from {album}}} isn''t '{'kept'}'"
    let pseudo = PseudoLocalizer(.accented).localize(pattern)
    #expect(pseudo.hasPrefix("[{count, plural, one {Ðéļéţé # þĥöţö"))
    #expect(pseudo.contains("{album}"))
    #expect(pseudo.contains("îšñ''ţ '{'ķéþţ'}'"))
    #expect(pseudo.hasSuffix("]"))
    let original = try MessagePattern.parse(pattern)
    let parsed = try MessagePattern.parse(pseudo)
    #expect(parsed.allArguments.map(\.name) == original.allArguments.map(\.name))
  }

  @Test func bidiIsolatesEveryWordAndAddsTheArabicPluralCategories() throws {
    let pseudo = PseudoLocalizer(.bidi).localize("{count, plural, one {Delete photo} other {Delete # photos}}")
    #expect(pseudo.contains("one {\u{2067}Delete\u{2069} \u{2067}photo\u{2069}}"))
    let message = try MessagePattern.parse(pseudo)
    guard case .argument(let argument) = message.nodes.first, case .plural(let plural) = argument.kind else {
      Issue.record("not a plural: \(pseudo)")
      return
    }
    let categories = plural.branches.compactMap { branch -> String? in
      if case .category(let name) = branch.selector { return name }
      return nil
    }
    #expect(Set(categories) == ["zero", "one", "two", "few", "many", "other"])
    #expect(PseudoLocale.bidi.locale.isRightToLeft)
    #expect(!PseudoLocale.accented.locale.isRightToLeft)
  }

  @Test func unparsablePatternsAreKeptAsTheyAre() {
    #expect(PseudoLocalizer(.accented).localize("{count, plural, one {x}") == "{count, plural, one {x}")
  }
}
