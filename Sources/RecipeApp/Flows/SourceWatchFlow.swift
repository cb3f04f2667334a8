import RecipeKit
import TermUI

/// The sources-and-watching flow of the app's middle: it owns the watcher
/// of a source that can change on disk, and when files change it tells
/// the source, the category rows, the dish list on screen and the open
/// recipe, each keeping its place.
///
/// Told its collaborators at `init`; the composition root wires it in one
/// line and hands it every event (`handle`). Waiting costs nothing: the
/// watcher's descriptor is given to the terminal, which waits on it with
/// the input (one `poll`, no timeout), and is read only once it wakes.
///
/// With several sources open (`CompositeSource`) every one that can change
/// is watched, all by one watcher (one descriptor for the terminal); each
/// source takes the changes under its own folder.
final class SourceWatchFlow {
  /// The sources that can change.
  private let sources: [any RefreshableSource]
  private let watcher: FileWatcher?
  private let dishes: DishListViewController
  private let presenter: RecipePresenter
  private let updateRows: () -> Void
  /// Told after each batch was taken in (cook mode re-reads its steps).
  var onRefresh: (() -> Void)?
  /// How many batches of changes were taken in (tests).
  private(set) var refreshCount = 0

  /// A flow for `source` when it can change, or holds sources that can
  /// (nil for the read-only bundle); `watching` false leaves inotify out
  /// (a headless run, whose script names the changes). Only each source's
  /// root is watched at once: the folders below it are watched by
  /// `continueWatching`, between keys after the first frame (listing a
  /// collection of 100 folders again before it cost a third of the
  /// first frame's time).
  init?(
    source: any RecipeSource, terminal: any Terminal, dishes: DishListViewController,
    presenter: RecipePresenter, watching: Bool, updateRows: @escaping () -> Void
  ) {
    let sources =
      (source as? CompositeSource)?.members.map(\.source) ?? [source]
    let refreshable = sources.compactMap { $0 as? any RefreshableSource }
    guard !refreshable.isEmpty else { return nil }
    self.sources = refreshable
    self.dishes = dishes
    self.presenter = presenter
    self.updateRows = updateRows
    var watcher: FileWatcher?
    if watching {
      for source in refreshable {
        if let watcher {
          watcher.watch(root: source.folder.path, deferringBelow: true)
        } else {
          watcher = FileWatcher(root: source.folder.path, deferringBelow: true)
        }
      }
    }
    self.watcher = watcher
    terminal.watch(descriptor: watcher?.descriptor)
  }

  /// Watches a few more of the folders below the sources' roots; true
  /// while more remain (an idle step of the app).
  func continueWatching() -> Bool {
    watcher?.continueWatching(folders: 8) ?? false
  }

  /// True while folders below the sources' roots are still to be watched.
  var isWatchingPending: Bool { watcher?.isWatchingPending ?? false }

  /// Takes in a `.fileChange` (the paths a script names, and whatever the
  /// watcher has); other events are not its business.
  func handle(_ event: InputEvent) {
    guard case .fileChange(let named) = event else { return }
    var changes = watcher?.takeChanges() ?? FileChanges()
    if !named.isEmpty {
      changes.paths = Array(Set(changes.paths + named)).sorted()
      // A script cannot say what kind of change it was: walk again.
      changes.isStructural = true
    }
    guard !changes.isEmpty else { return }
    apply(changes)
  }

  /// Takes in a change the app made itself (an editor it ran, a file it
  /// made): `paths` absolute, `structural` when entries came or went.
  func refresh(paths: [String], structural: Bool) {
    apply(FileChanges(paths: paths, isStructural: structural))
  }

  /// The sources forget what changed (each the paths under its folder; a
  /// structural change walks every one again: a walk is cheap beside a
  /// re-read); rows, list and page follow (the open recipe keeps the step
  /// its top line belongs to).
  private func apply(_ changes: FileChanges) {
    for source in sources { source.refresh(for: changes) }
    refreshCount += 1
    updateRows()
    dishes.reloadShown()
    if let dish = presenter.dish {
      presenter.forget(dishID: dish.idstr)
      presenter.reloadKeepingStep()
    }
    onRefresh?()
  }
}
