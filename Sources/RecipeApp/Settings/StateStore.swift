import Glibc

/// The remembered state of one bundle in the state file: read once at
/// start, saved at most once a second while the app is used and at once on
/// the way out.
///
/// The app calls `load()` at start, `update(_:)` after every change,
/// `saveIfDue(now:)` from its main loop (on each event and on an idle tick),
/// `saveNow()` before a suspend, and `saveAtQuit()` on quit and the signals
/// it catches. Problems never stop the app: they become one-line warnings
/// (`takeWarnings()`); a bad file that could be ours is kept as
/// `state.json.bad` (older copies as `.bad.1` …) and the app starts clean;
/// anything else at the path (a folder, a device, someone's text, a file we
/// may not read) is left as it is and the run saves nothing.
final class StateStore {
  /// The least time between two saves while the app is used, in seconds.
  static let interval = 1.0
  /// How soon a save that found the lock held tries again, in seconds.
  static let retryDelay = 0.25
  /// How long the save at quit waits for a held lock, in seconds.
  static let quitPatience = 1.5
  /// How long a start waits for a held lock to merge pending changes.
  static let startPatience = 0.5
  /// How long the lock may stay busy while the app is used before a
  /// warning says so (a save of another instance holds it a moment).
  static let lockWarningDelay = 3.0
  /// Waits that many seconds (a test counts instead).
  var pause: (Double) -> Void = { usleep(UInt32($0 * 1_000_000)) }
  /// When saves began to find the lock held (nil when the last one got it).
  var lockedSince: Double?

  /// The state file; `nil` when state is off (`--no-state`, `--render`).
  let path: String?
  /// The bundle's entry in the file: its absolute path.
  let bundleKey: String
  /// With several sources open: each one's prefix and entry (the first's
  /// key is `bundleKey`); empty for one source (`StateMember`).
  var members: [StateMember] = []
  let clock: () -> Double
  /// The app's state as last given (or loaded).
  private(set) var state = BundleState()
  /// The state as of the last load or save: the merge's common ancestor.
  var base = BundleState()
  var isDirty = false
  var lastSave = -Double.infinity
  /// Set when a bad file could not be moved aside: saving would destroy it.
  var isSavingDisabled = false
  var warnings: [String] = []
  var lastWarning: String?

  /// Where the path came from, which decides what may be moved aside.
  enum Origin: Equatable {
    /// The default place (`$XDG_STATE_HOME/recipes/state.json`): its
    /// folder is ours.
    case defaultPath
    /// `--state FILE`; `stateFolder` is our own state folder (the default
    /// path's), if there is one.
    case named(stateFolder: String?)
  }

  let origin: Origin
  /// Set when the file is not one of ours (a folder, a device, the user's
  /// text): the reason, for `--state` to refuse it with.
  var refusal: String?
  /// Whether `load()` ran.
  private(set) var isLoaded = false

  init(
    path: String?, bundleKey: String, origin: Origin = .defaultPath,
    clock: @escaping () -> Double = StateStore.now
  ) {
    self.path = path
    self.bundleKey = bundleKey
    self.origin = origin
    self.clock = clock
  }

  /// Seconds since 1970, from the system clock.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// The entry key of the bundle in `folder`: its absolute path with
  /// symbolic links resolved (the path as given when that fails).
  static func bundleKey(folder: String) -> String {
    guard let resolved = realpath(folder, nil) else { return folder }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Reads the file at start: this bundle's entry, or an empty state when
  /// there is none or the file is bad (then with a warning).
  @discardableResult
  func load() -> BundleState {
    isLoaded = true
    guard let path else { return state }
    let file = StateFileIO.resolvingLinks(path)
    StateFileIO.removeStaleTemporaries(of: file)
    mergePending(into: file)
    let read = readFile(file)
    state =
      members.isEmpty
      ? read?.bundles[bundleKey] ?? BundleState()
      : BundleState.composed(members, from: read?.bundles ?? [:])
    base = state
    isDirty = false
    return state
  }

  /// Takes the app's current state; saved by the next due save.
  func update(_ newState: BundleState) {
    guard newState != state else { return }
    state = newState
    isDirty = true
  }

  /// Saves when there is a change and the last save is at least
  /// `interval` ago; whether it wrote the file.
  ///
  /// It tries the lock once, never waiting on the input path: when another
  /// instance holds it, the save is due again in `retryDelay`.
  @discardableResult
  func saveIfDue(now: Double) -> Bool {
    guard isDirty, now - lastSave >= Self.interval else { return false }
    return save(at: now, patience: 0, warnsAtOnce: false)
  }

  /// Saves any change at once, trying the lock once (before a suspend);
  /// whether it wrote.
  @discardableResult
  func saveNow() -> Bool {
    guard isDirty else { return false }
    return save(at: clock(), patience: 0, warnsAtOnce: true)
  }

  /// The warnings since the last call, one line each, for the bottom line.
  func takeWarnings() -> [String] {
    defer { warnings = [] }
    return warnings
  }

  /// Adds a warning, unless it repeats the last one (a read-only home
  /// fails every second; the user is told once).
  func warn(_ line: String) {
    guard line != lastWarning else { return }
    lastWarning = line
    warnings.append(line)
  }
}
