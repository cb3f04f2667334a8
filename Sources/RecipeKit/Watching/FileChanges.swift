/// What a `FileWatcher` saw in one coalesced batch of events.
public struct FileChanges: Equatable, Sendable {
  /// Every path (absolute) that was created, written, removed or renamed
  /// (both names of a rename), once each, sorted.
  public var paths: [String] = []
  /// True when an entry appeared, went or was renamed (not only written):
  /// a source lists its folders again.
  public var isStructural = false
  /// True when the kernel's queue overflowed and events were lost: a
  /// source reads everything again.
  public var overflowed = false

  public init(paths: [String] = [], isStructural: Bool = false, overflowed: Bool = false) {
    self.paths = paths
    self.isStructural = isStructural
    self.overflowed = overflowed
  }

  /// True when nothing changed.
  public var isEmpty: Bool { paths.isEmpty && !isStructural && !overflowed }
}
