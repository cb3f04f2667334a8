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
final class SourceWatchFlow {
  private let source: any RefreshableSource
  private let watcher: FileWatcher?
  private let dishes: DishListViewController
  private let presenter: RecipePresenter
  private let updateRows: () -> Void
  /// Told after each batch was taken in (cook mode re-reads its steps).
  var onRefresh: (() -> Void)?
  /// How many batches of changes were taken in (tests).
  private(set) var refreshCount = 0

  /// A flow for `source` when it can change (nil for the read-only
  /// bundle); `watching` false leaves inotify out (a headless run, whose
  /// script names the changes).
  init?(
    source: any RecipeSource, terminal: any Terminal, dishes: DishListViewController,
    presenter: RecipePresenter, watching: Bool, updateRows: @escaping () -> Void
  ) {
    guard let source = source as? any RefreshableSource else { return nil }
    self.source = source
    self.dishes = dishes
    self.presenter = presenter
    self.updateRows = updateRows
    watcher = watching ? FileWatcher(root: source.folder.path) : nil
    terminal.watch(descriptor: watcher?.descriptor)
  }

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

  /// The source forgets what changed; rows, list and page follow (the
  /// open recipe keeps the step its top line belongs to).
  private func apply(_ changes: FileChanges) {
    refreshCount += 1
    source.refresh(for: changes)
    updateRows()
    dishes.reloadShown()
    if let dish = presenter.dish {
      presenter.forget(dishID: dish.idstr)
      presenter.reloadKeepingStep()
    }
    onRefresh?()
  }
}
