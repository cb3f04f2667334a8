import FoundationEssentials

/// A source whose files can change while the app shows them (a Cooklang
/// folder): it is told what changed, and it names the file of a dish for
/// an editor. The iPad bundle is read-only and does not conform.
public protocol RefreshableSource: RecipeSource {
  /// Walks the folder again: new, renamed and removed files and folders
  /// are seen; kept dish lists are dropped.
  func reload()
  /// Forgets what the file at `path` (inside the collection, e.g.
  /// `Sauces/Pesto.cook`) read as, and its category's kept list.
  func invalidate(path: String)
  /// The absolute path of dish `id`'s file, if it has one.
  func fileURL(forDishID id: String) -> URL?
}

extension RefreshableSource {
  /// Takes in `changes` (absolute paths from a `FileWatcher` on `folder`):
  /// each changed file is forgotten, and a change that added, removed or
  /// renamed something (or lost events) walks the folder again.
  public func refresh(for changes: FileChanges) {
    var root = folder.path
    while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
    for path in changes.paths where path.hasPrefix(root + "/") {
      invalidate(path: String(path.dropFirst(root.count + 1)))
    }
    if changes.isStructural || changes.overflowed { reload() }
  }
}
