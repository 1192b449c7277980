import ActionSheetTesting
import XCTest

/// In XCTest, a store created without `report:` fails the running test with `XCTFail` at the
/// step's file and line. The test case catches its own failures to look at them.
final class XCTestFailureTests: XCTestCase {
  private var caught: [(description: String, file: String, line: Int)] = []
  private var catching = false

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      guard catching else { return super.record(issue) }
      let location = issue.sourceCodeContext.location
      caught.append((issue.compactDescription, location?.fileURL.path ?? "", location?.lineNumber ?? 0))
    }
  #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
      guard catching else {
        return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      caught.append((description, filePath, lineNumber))
    }
  #endif

  func testAWrongExpectationFailsTheTestAtTheStepWithTheDifferenceOfTheStates() {
    var store = FeatureTestStore(
      initialState: AppState(), reducer: reduce, sheet: \.actionSheet, formFactor: .compact, dismiss: .cancelTapped)
    catching = true
    let line = #line + 1
    store.send(.infoTapped) { $0.actionSheet = misspelledSheet }
    catching = false
    XCTAssertEqual(caught.count, 1)
    XCTAssertEqual(caught.first?.line, line)
    XCTAssertEqual(caught.first?.file, #filePath)
    let description = caught.first?.description ?? ""
    XCTAssertTrue(description.contains("state differs (−: expected, +: actual):"), description)
    XCTAssertTrue(description.contains("−     title: \"Delete this picture?\","), description)
    XCTAssertTrue(description.contains("+     title: \"Delete this photo?\","), description)
  }

  func testAMatchingStepFailsNothing() {
    var store = FeatureTestStore(
      initialState: AppState(), reducer: reduce, sheet: \.actionSheet, formFactor: .compact, dismiss: .cancelTapped)
    catching = true
    store.send(.infoTapped) { $0.actionSheet = deleteSheet }
    store.interact(.tapScrim, sends: .cancelTapped) { $0.actionSheet = nil }
    catching = false
    XCTAssertTrue(caught.isEmpty)
  }
}
