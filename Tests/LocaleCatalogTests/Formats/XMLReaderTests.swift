import Testing

@testable import LocaleCatalog

@Suite("XMLReader: positions, references, located errors")
struct XMLReaderTests {
  @Test func elementsAttributesAndTextKeepTheirOffsets() throws {
    let text =
      "<?xml version=\"1.0\"?>\n<!-- c -->\n<a x=\"1 &amp; 2\">\n  <b>Tom &amp; <![CDATA[<Jerry>]]>&#x1F5D1;</b>\n</a>\n"
    let bytes = Array(text.utf8)
    let root = try XMLReader.parse(bytes)
    #expect(root.name == "a")
    #expect(root.attribute("x")?.value == "1 & 2")
    let b = try #require(root.child(named: "b"))
    #expect(b.text == "Tom & <Jerry>🗑")
    let file = SourceFile(path: "x", bytes: bytes)
    #expect(file.position(ofByte: b.offset) == SourcePosition(line: 4, column: 3))
    // "J" of Jerry: after "Tom & <" (7 UTF-16 units), inside the CDATA section.
    #expect(file.position(ofUTF16Offset: 7, in: .xmlText, at: b.contentOffset) == SourcePosition(line: 4, column: 26))
    // The wastebasket after the CDATA section is a character reference.
    #expect(file.position(ofUTF16Offset: 13, in: .xmlText, at: b.contentOffset) == SourcePosition(line: 4, column: 35))
  }

  @Test(arguments: [
    ("<a><b></a>", 1, 7, "</a> does not close <b>"),
    ("<a>&nbsp;</a>", 1, 4, "unknown or malformed reference"),
    ("<a x='1' x='2'/>", 1, 10, "given twice"),
    ("<a>\n<b>x", 2, 1, "never closed"),
    ("<a></a>\ntrailing", 2, 1, "after the root element"),
    ("<a x=1/>", 1, 6, "must be in quotes"),
    ("<!DOCTYPE a [<!ENTITY e 'x'>]><a/>", 1, 13, "internal subset"),
    ("", 1, 1, "no XML element"),
  ])
  func malformedXMLIsLocated(text: String, line: Int, column: Int, reason: String) {
    let bytes = Array(text.utf8)
    do {
      _ = try XMLReader.parse(bytes)
      Issue.record("expected an error for \(text)")
    } catch {
      #expect(
        SourceFile(path: "x", bytes: bytes).position(ofByte: error.offset) == SourcePosition(line: line, column: column)
      )
      #expect(error.reason.contains(reason), "\(error.reason)")
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let text = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
    #expect(throws: XMLSyntaxError.self) { try XMLReader.parse(Array(text.utf8)) }
  }

  @Test func foundationVetsWhatTheSmallReaderLetsThrough() {
    // A control character is not allowed in XML 1.0; XMLParser knows.
    let bytes = Array("<a>\u{1}</a>".utf8)
    #expect((try? XMLReader.parse(bytes)) != nil)
    #expect(XMLWellFormedness.firstProblem(in: bytes)?.reason.contains("not well-formed") == true)
    #expect(XMLWellFormedness.firstProblem(in: Array("<a>fine</a>".utf8)) == nil)
  }

  /// Found by fuzzing `stringsdict`: Foundation's XMLParser on Linux crashed on a processing
  /// instruction without data (`<?target?>`, well-formed XML), reading its missing data as a
  /// C string. Such instructions are blanked out before XMLParser sees the document.
  @Test func aProcessingInstructionWithoutDataIsNoCrash() throws {
    let document = """
      <?xml version="1.0" encoding="UTF-8"?>
      <?app-hint?>
      <plist version="1.0"><dict><?empty   ?><key>a</key><string><![CDATA[<?kept?>]]></string></dict></plist>
      <!-- <?in-comment?> -->
      """
    let bytes = Array(document.utf8)
    #expect(XMLWellFormedness.firstProblem(in: bytes) == nil)
    let blanked = String(decoding: XMLWellFormedness.withoutDatalessProcessingInstructions(bytes), as: UTF8.self)
    #expect(blanked.count == document.count)
    #expect(!blanked.contains("<?app-hint?>") && !blanked.contains("<?empty"))
    #expect(blanked.contains("<?xml version") && blanked.contains("<![CDATA[<?kept?>]]>"))
    #expect(blanked.contains("<?in-comment?>"))
    // A broken one is still found: a processing instruction with no target.
    #expect(XMLWellFormedness.firstProblem(in: Array("<a><??></a>".utf8)) != nil)
  }

  @Test func aShallowReadKeepsTheTopElementsAndFindsTheSameProblems() throws {
    let text = "<a x=\"1\"><b y=\"2\">t<c>u</c>&amp;</b><!-- c --><b/></a>"
    let shallow = try XMLReader.parse(Array(text.utf8), keptDepth: 2)
    let whole = try XMLReader.parse(Array(text.utf8))
    #expect(shallow.children.map(\.name) == ["b", "b"])
    #expect(shallow.children.map(\.attributes) == whole.children.map(\.attributes))
    #expect(shallow.children.allSatisfy { $0.children.isEmpty })
    #expect(whole.children[0].text == "t&")
    for broken in ["<a><b><c></b></a>", "<a><b>&bogus;</b></a>", "<a><b><c x='1' x='2'/></b></a>", "<a><b><c>"] {
      var expected: XMLSyntaxError?
      do { _ = try XMLReader.parse(Array(broken.utf8)) } catch { expected = error }
      var found: XMLSyntaxError?
      do { _ = try XMLReader.parse(Array(broken.utf8), keptDepth: 2) } catch { found = error }
      #expect(expected != nil && found == expected, "\(broken)")
    }
  }

  @Test func localNamesIgnoreTheirPrefix() throws {
    let root = try XMLReader.parse(Array("<x:a><x:file/><file/><xfile/><y:x:file/><file:z/></x:a>".utf8))
    #expect(root.hasLocalName("a"))
    #expect(root.children.map { $0.hasLocalName("file") } == root.children.map { $0.localName == "file" })
    #expect(root.children(named: "file").map(\.name) == ["x:file", "file", "y:x:file"])
  }
}
