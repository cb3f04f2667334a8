/// What a run could not save because another instance held the lock past
/// the quit's wait: written beside the state (`state.json.pending-<pid>`)
/// and merged into it at the next start, as that save would have merged it
/// (this run's entry, and the entry as of its last load or save, the
/// merge's common ancestor).
struct PendingState: Codable, Equatable, Sendable {
  static let currentVersion = 1
  var version = PendingState.currentVersion
  /// The bundle's entry key.
  var bundle: String
  var mine: BundleState
  var base: BundleState
}
