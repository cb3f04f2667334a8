import RecipeKit
import TermUI

/// The state file of a run (issue 15): where it is, and the app coming
/// back to it.
extension RecipesCommand {
  /// The state of this run (`statePath`), read: nil with no state; a
  /// failure (status 2, before the terminal is touched) when `--state`
  /// names something that is not a state file, a folder, a device or the
  /// user's text (issue 31).
  func openState(_ options: Options, source: any RecipeSource) -> Result<StateStore?, Failure> {
    guard let path = statePath(options) else { return .success(nil) }
    let isNamed = options.stateFile != nil
    let ownFolder = XDGPaths.stateFile(environment: environment).map(StateFileIO.folder(of:))
    let store = StateStore(
      path: path, bundleKey: StateStore.bundleKey(folder: source.folder.path),
      origin: isNamed ? .named(stateFolder: ownFolder) : .defaultPath)
    if let composite = source as? CompositeSource {
      store.members = composite.members.map {
        StateMember(prefix: $0.prefix, key: StateStore.bundleKey(folder: $0.source.folder.path))
      }
    }
    store.load()
    if isNamed, let refusal = store.refusal { return .failure(Failure(refusal)) }
    return .success(store)
  }

  /// Starts `coordinator` on the state of this run (`store`, from
  /// `openState`): comes back to this bundle's place. The browser shows
  /// the config's problems and the state's on its bottom line at start.
  func remember(
    _ coordinator: AppCoordinator, store: StateStore?, options: Options, showingProblems: Bool
  ) {
    var lines: [String] = []
    if showingProblems, let first = options.configProblems.first {
      let more = options.configProblems.count - 1
      lines.append(more > 0 ? "\(first) (+\(more) more: recipes --check-config)" : first)
    }
    if let store {
      lines += coordinator.startRemembering(store, config: options.configPlace)
    } else if options.configPlace != ConfigPlace(digest: options.configPlace.digest)
    {
      // No state: the config's values alone.
      coordinator.restore(BundleState(), config: options.configPlace)
    }
    if !lines.isEmpty { coordinator.warn(lines.joined(separator: " · ")) }
  }
}

extension Settings {
  /// What the config file sets of what the app also remembers.
  var configPlace: ConfigPlace {
    var place = ConfigPlace(digest: configDigest)
    if case .config = source("theme.accent") {
      switch value("theme.accent") {
      case .integer(let index): place.accent = .indexed(UInt8(clamping: index))
      case .string(let name):
        place.accent = AccentColor.palette.first { $0.english.lowercased() == name }?.color
      default: break
      }
    }
    if case .config = source("layout.master_width") {
      place.primaryWidth = int("layout.master_width")
    }
    if case .config = source("units") {
      place.units = UnitSystem(word: string("units")) ?? .original
    }
    return place
  }
}

extension RecipesCommand {
  /// `recipes FILE.cook`: its category chosen, the dish highlighted and
  /// opened, over the remembered place.
  func openStartDish(_ coordinator: AppCoordinator, options: Options) {
    guard let id = options.openDishID, let (cuisine, dish) = coordinator.source.dish(withID: id)
    else { return }
    coordinator.openAtStart(dishID: dish.idstr, categoryID: cuisine.idstr)
  }
}
