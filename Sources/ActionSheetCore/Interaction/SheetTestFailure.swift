/// A mismatch found by ``SheetTestStore``: what differed and where the step was written.
///
/// The source location is given in the pieces test frameworks take, so a closure can forward
/// it, for example `Issue.record(Comment(rawValue: failure.message), sourceLocation:
/// SourceLocation(fileID: failure.fileID, filePath: failure.filePath, line: failure.line,
/// column: failure.column))` in Swift Testing.
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
}

extension SheetTestFailure: CustomStringConvertible {
  /// The failure as `file:line:column: message`.
  public var description: String { "\(fileID):\(line):\(column): \(message)" }
}
