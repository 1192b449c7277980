import ICU
import Testing

@Suite("MessagePattern: ICU's parser as a Swift tree")
struct MessagePatternTests {
  @Test func plainTextIsOneTextNode() throws {
    let message = try MessagePattern.parse("Delete Photo")
    #expect(message.nodes == [.text("Delete Photo", range: 0..<12)])
    #expect(message.plainText == "Delete Photo")
  }

  @Test func everyTextNodeIsVisitedNestedOnesIncluded() throws {
    let message = try MessagePattern.parse(
      "Hi {kind, select, photo {{count, plural, one {one photo} other {# photos}}} other {nothing}} now")
    var seen: [String] = []
    #expect(
      message.allTextsSatisfy {
        seen.append($0); return true
      })
    #expect(seen == ["Hi ", "one photo", " photos", "nothing", " now"])
    var visited = 0
    #expect(
      !message.allTextsSatisfy {
        visited += 1; return !$0.contains("photo")
      })
    #expect(visited == 2)
  }

  @Test func simpleArgumentKeepsItsNameAndSpan() throws {
    let message = try MessagePattern.parse("Sign out of {account}?")
    guard case .argument(let argument) = message.nodes[1] else {
      Issue.record("expected an argument, got \(message.nodes)")
      return
    }
    #expect(argument.name == "account")
    #expect(argument.range == 12..<21)
    #expect(argument.nameRange == 13..<20)
    #expect(argument.kind == .simple)
    #expect(message.plainText == nil)
  }

  @Test func pluralWithOffsetExplicitValuesAndPound() throws {
    let message = try MessagePattern.parse(
      "{count, plural, offset:1 =0 {none} one {# photo} other {# photos}}")
    guard case .argument(let argument) = message.nodes.first, case .plural(let plural) = argument.kind else {
      Issue.record("expected a plural, got \(message.nodes)")
      return
    }
    #expect(plural.offset == 1)
    #expect(plural.branches.map(\.selector) == [.exact(0), .category("one"), .category("other")])
    #expect(plural.branches[1].message.nodes.first == .number(range: 40..<41))
    #expect(plural.branches[1].message.nodes.last == .text(" photo", range: 41..<47))
  }

  @Test func selectOrdinalSelectAndFormattedArguments() throws {
    let message = try MessagePattern.parse(
      "{gender, select, female {{rank, selectordinal, one {#st} other {#th}}} other {{n, number, percent}}}")
    let kinds = message.allArguments.map(\.name)
    #expect(kinds == ["gender", "rank", "n"])
    guard case .formatted(let type, let style) = message.allArguments[2].kind else {
      Issue.record("expected a formatted argument")
      return
    }
    #expect(type == "number")
    #expect(style == "percent")
    if case .selectOrdinal = message.allArguments[1].kind {} else { Issue.record("expected selectordinal") }
  }

  @Test func apostrophesQuoteSyntaxCharacters() throws {
    let message = try MessagePattern.parse("It''s '{literal}' text")
    #expect(message.plainText == "It's {literal} text")
  }

  @Test func unclosedQuoteRunsToTheEndAsFormatted() throws {
    let pattern = "Ouvrir l'{app} maintenant"
    let shown = try MessageFormatter(pattern: pattern, locale: LocaleID("fr")).format(["app": "Photos"])
    #expect(shown == "Ouvrir l{app} maintenant")
    #expect(try MessagePattern.parse(pattern).plainText == shown)
  }

  @Test func typographicApostropheIsPlainText() throws {
    #expect(try MessagePattern.parse("You’ll need to sign in").plainText == "You’ll need to sign in")
  }

  @Test(arguments: [
    ("{count, plural, one {Foto} other {Fotos}", 0),
    ("Delete {name", 7),
    ("{count, plural, one {x} other {y}", 33),
    ("{, plural, other {x}}", 1),
    ("{count, plural, one {x}}", 23),
  ])
  func syntaxErrorsCarryTheOffset(pattern: String, offset: Int) {
    #expect(throws: MessageSyntaxError.self) { try MessagePattern.parse(pattern) }
    do {
      _ = try MessagePattern.parse(pattern)
    } catch {
      #expect(error.offset >= 0 && error.offset <= pattern.utf16.count)
      #expect(error.icuName.hasPrefix("U_"))
    }
  }

  @Test func unclosedBraceIsReportedAtTheEnd() {
    do {
      _ = try MessagePattern.parse("{count, plural, one {Foto} other {Fotos}")
      Issue.record("expected a syntax error")
    } catch {
      #expect(error.reason.hasPrefix("a “}” is missing"))
    }
  }

  @Test func deepNestingIsRefusedWithoutCrashing() {
    let depth = 5000
    let pattern = String(repeating: "{a, select, other {", count: depth) + "x" + String(repeating: "}}", count: depth)
    do {
      _ = try MessagePattern.parse(pattern)
      Issue.record("expected the nesting limit")
    } catch {
      #expect(error.reason.contains("nested"))
    }
  }

  @Test func nestingWithinTheLimitParses() throws {
    let depth = 10
    let pattern = String(repeating: "{a, select, other {", count: depth) + "x" + String(repeating: "}}", count: depth)
    let message = try MessagePattern.parse(pattern)
    #expect(message.allArguments.count == depth)
  }

  @Test func hugeMessageParses() throws {
    let pattern = String(repeating: "Delete {name} now. ", count: 20_000)
    let message = try MessagePattern.parse(pattern)
    #expect(message.allArguments.count == 20_000)
  }

  @Test func variantsExpandEveryBranch() throws {
    let message = try MessagePattern.parse("{count, plural, one {Delete # Photo} other {Delete # Photos}} now")
    #expect(message.variants() == ["Delete {count} Photo now", "Delete {count} Photos now"])
  }

  @Test(arguments: [
    "Delete", "Löschen", "Удалить", "حذف", "削除", "ลบรูปภาพ", "Supprimer l’album", "🗑️ Delete 👍🏽", "𝐃𝐞𝐥𝐞𝐭𝐞 𠀋",
  ])
  func textComesBackUnchangedInEveryScript(text: String) throws {
    let message = try MessagePattern.parse("{n, plural, one {\(text)} other {# \(text)}} \(text)")
    #expect(message.variants(placeholder: { _ in "7" }) == ["\(text) \(text)", "7 \(text) \(text)"])
    let segments = try WordBreaker(locale: LocaleID("en")).segments(text)
    #expect(segments.map(\.text).joined() == text)
    #expect(
      try MessageFormatter(pattern: "{n, plural, other {# \(text)}}", locale: LocaleID("en")).format(["n": 7])
        == "7 \(text)")
  }
}
