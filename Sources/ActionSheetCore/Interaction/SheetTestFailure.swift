/// A mismatch found by ``SheetTestStore`` or ``FeatureTestStore``: what differed and where
/// the step was written.
///
/// The source location is given in the pieces test frameworks take. The `ActionSheetTesting`
/// library records each failure in the running test (Swift Testing's `Issue.record`, XCTest's
/// `XCTFail`); a `report:` closure can forward it elsewhere.
public struct SheetTestFailure: Hashable, Sendable {
  /// A description of the mismatch.
  public var message: String
  /// The `#fileID` of the step.
  public var fileID: String
  /// The `#filePath` of the step.
  public var filePath: String
  /// The line of the step.
  public var line: Int
  /// The column of the step.
  public var column: Int
  /// The `#filePath` of the step as the compiler wrote it, for XCTest's `XCTFail`, which
  /// takes no `String`; nil when the failure was made from strings. Not compared.
  public var staticFilePath: StaticString?

  /// Creates a failure.
  ///
  /// - Parameters:
  ///   - message: A description of the mismatch.
  ///   - fileID: The `#fileID` of the step.
  ///   - filePath: The `#filePath` of the step.
  ///   - line: The line of the step.
  ///   - column: The column of the step.
  public init(message: String, fileID: String, filePath: String, line: Int, column: Int) {
    self.message = message
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Creates a failure at a step's location as the compiler wrote it.
  ///
  /// - Parameters:
  ///   - message: A description of the mismatch.
  ///   - fileID: The `#fileID` of the step.
  ///   - filePath: The `#filePath` of the step.
  ///   - line: The line of the step.
  ///   - column: The column of the step.
  public init(message: String, fileID: StaticString, filePath: StaticString, line: Int, column: Int) {
    self.init(message: message, fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column)
    staticFilePath = filePath
  }

  public static func == (lhs: SheetTestFailure, rhs: SheetTestFailure) -> Bool {
    lhs.message == rhs.message && lhs.fileID == rhs.fileID && lhs.filePath == rhs.filePath && lhs.line == rhs.line
      && lhs.column == rhs.column
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(message)
    hasher.combine(fileID)
    hasher.combine(filePath)
    hasher.combine(line)
    hasher.combine(column)
  }
}

extension SheetTestFailure: CustomStringConvertible {
  /// The failure as `file:line:column: message`.
  public var description: String { "\(fileID):\(line):\(column): \(message)" }
}

/// Where a test store's step was written: as the compiler wrote it, or as strings a helper
/// forwarded.
struct StepLocation {
  let fileID: String
  let filePath: String
  let staticFilePath: StaticString?
  let line: Int
  let column: Int

  init(fileID: StaticString, filePath: StaticString, line: Int, column: Int) {
    self.fileID = "\(fileID)"
    self.filePath = "\(filePath)"
    self.staticFilePath = filePath
    self.line = line
    self.column = column
  }

  init(fileID: String, filePath: String, line: Int, column: Int) {
    self.fileID = fileID
    self.filePath = filePath
    self.staticFilePath = nil
    self.line = line
    self.column = column
  }

  /// A failure at this location.
  func failure(_ message: String) -> SheetTestFailure {
    var failure = SheetTestFailure(message: message, fileID: fileID, filePath: filePath, line: line, column: column)
    failure.staticFilePath = staticFilePath
    return failure
  }
}
