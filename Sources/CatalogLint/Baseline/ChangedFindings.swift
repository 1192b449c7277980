import LocaleCatalog

/// The findings a change brought: a check's findings less those that an earlier check of the
/// same catalogs also had (the catalogs at a git revision, for `check --changed-since`) and
/// those a baseline accepts. Findings are matched by ``FindingFingerprint``, count for count,
/// as a baseline matches them.
///
/// Each filter is applied on its own: a finding is left out when the earlier check had it or
/// the baseline accepts it, so three identical findings where the earlier check had two and
/// the baseline accepts one leave one new finding.
public struct ChangedFindings: Sendable, Hashable {
  /// The findings neither the earlier check nor the baseline had, order kept.
  public var remaining: [Diagnostic]
  /// How many findings the earlier check had too.
  public var presentEarlierCount: Int
  /// How many findings the earlier check did not have and the baseline accepted.
  public var baselineSuppressedCount: Int

  /// Splits `diagnostics` into new findings and those left out.
  /// - Parameters:
  ///   - diagnostics: The current check's findings.
  ///   - earlier: The earlier check's findings, their paths naming the files as the current
  ///     check names them.
  ///   - baseline: Findings accepted as known, or nil.
  ///   - workingDirectory: The absolute directory paths are made relative to for fingerprints.
  public init(_ diagnostics: [Diagnostic], earlier: [Diagnostic], baseline: Baseline?, workingDirectory: String?) {
    var earlierCounts: [FindingFingerprint: Int] = [:]
    for diagnostic in earlier {
      earlierCounts[FindingFingerprint(diagnostic, workingDirectory: workingDirectory), default: 0] += 1
    }
    var acceptedCounts: [FindingFingerprint: Int] = [:]
    for entry in baseline?.entries ?? [] { acceptedCounts[entry.fingerprint, default: 0] += entry.count }
    var seen: [FindingFingerprint: Int] = [:]
    remaining = []
    presentEarlierCount = 0
    baselineSuppressedCount = 0
    for diagnostic in diagnostics {
      let fingerprint = FindingFingerprint(diagnostic, workingDirectory: workingDirectory)
      seen[fingerprint, default: 0] += 1
      let occurrence = seen[fingerprint, default: 0]
      if occurrence <= earlierCounts[fingerprint, default: 0] {
        presentEarlierCount += 1
      } else if occurrence <= acceptedCounts[fingerprint, default: 0] {
        baselineSuppressedCount += 1
      } else {
        remaining.append(diagnostic)
      }
    }
  }
}

/// A check compared with the same catalogs at an earlier revision (`check --changed-since`),
/// for the summary of a report.
public struct RevisionComparison: Sendable, Hashable {
  /// The revision as the user named it, such as `origin/main`.
  public var revision: String
  /// How many findings were present at the revision too and are not reported.
  public var presentCount: Int

  /// Creates a comparison.
  public init(revision: String, presentCount: Int) {
    self.revision = revision
    self.presentCount = presentCount
  }
}
