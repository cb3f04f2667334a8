import Foundation
import RecipeKit
import SplitLayout
import TermUI
import TestSupport

@testable import RecipeApp

/// Drives the headless app with random input and checks `AppInvariants`
/// after every event, as the run loop would: dispatch, then a frame.
///
/// A run is cut into episodes of `episodeLength` events, each a fresh app
/// (random options, language and launch size) with its own seed derived
/// from the run's seed; episode 0 uses the run's seed itself. So a failure
/// in any episode replays alone with `FUZZ_SEED=<episode seed>` and
/// `FUZZ_EVENTS=<event number + 1>`. A trap cannot be caught in-process:
/// the seeds are printed before they run, so the last one printed is the
/// one to replay.
struct AppFuzzer {
  /// Where and why an invariant broke.
  struct Failure: CustomStringConvertible {
    /// The fuzzer's label (which source).
    let label: String
    let episodeSeed: UInt64
    /// 0-based, within the episode.
    let eventIndex: Int
    let problems: [String]
    let recentEvents: [String]
    let screen: String

    var description: String {
      let seed = SeededGenerator.format(episodeSeed)
      return """
        fuzz failure (\(label)) after event \(eventIndex) of the episode with seed \(seed):
        \(problems.map { "  - " + $0 }.joined(separator: "\n"))
        last events (oldest first): \(recentEvents.joined(separator: " "))
        replay: make fuzz N=\(eventIndex + 1) SEED=\(seed)
        screen:
        \(screen)
        """
    }
  }

  static let episodeLength = 2_000

  /// The recipes: an iPad bundle or a Cooklang collection.
  let bundle: any RecipeSource
  /// Printed before each episode (when `verbose`) and at the start.
  let label: String
  let verbose: Bool
  /// A state file the app remembers in, saving as its run loop does after
  /// each event; during the middle third of each episode the fuzzer holds
  /// its lock as another instance would (issue 31). Nil: no state.
  var stateFile: String?

  /// Counts the waits of the state store: a save on the input path must
  /// never wait for the lock.
  final class WaitCount: @unchecked Sendable {
    var count = 0
  }

  /// Runs `events` events from `seed`; the first failure, or nil.
  func run(events: Int, seed: UInt64) -> Failure? {
    log("fuzz \(label): \(events) events from seed \(SeededGenerator.format(seed))")
    let started = ContinuousClock.now
    defer { log("fuzz \(label): done in \(ContinuousClock.now - started)") }
    var episode = 0
    var done = 0
    while done < events {
      let episodeSeed = SeededGenerator.derive(seed, episode)
      let count = min(Self.episodeLength, events - done)
      if verbose {
        log(
          "  episode \(episode) seed \(SeededGenerator.format(episodeSeed)): events \(done)..<\(done + count)"
        )
      }
      if let failure = runEpisode(seed: episodeSeed, events: count).failure { return failure }
      done += count
      episode += 1
    }
    return nil
  }

  /// One fresh app and `events` events from `seed`: the first failure, or
  /// nil, and the last screen.
  func runEpisode(seed: UInt64, events: Int) -> (failure: Failure?, screen: String) {
    var source = FuzzEventSource(seed: seed)
    let (options, language) = source.options()
    let terminal = HeadlessTerminal(
      size: source.size(),
      capabilities: TerminalCapabilities(
        colors: options.color ? .palette256 : .none, mouse: options.mouse))
    let app = AppCoordinator(
      source: bundle, options: options, labels: Labels(language), terminal: terminal)
    let waits = WaitCount()
    var lock: Int32?
    if let stateFile {
      let store = StateStore(
        path: stateFile, bundleKey: StateStore.bundleKey(folder: bundle.folder.path))
      store.pause = { _ in waits.count += 1 }
      _ = app.startRemembering(store, config: ConfigPlace())
    }
    app.run()
    var recent: [String] = ["launch:\(terminal.size.width)x\(terminal.size.height)"]
    for index in 0..<events {
      if let stateFile, index == events / 3 { lock = try? StateFileIO.lock(stateFile).get() }
      if let held = lock, index == 2 * events / 3 {
        StateFileIO.unlock(held)
        lock = nil
      }
      let event = source.next(for: app)
      recent.append(Self.describe(event))
      if recent.count > 40 { recent.removeFirst() }
      terminal.enqueue([event])
      _ = terminal.nextEvent()
      app.application.dispatch(event)
      app.application.display()
      var problems = AppInvariants.violations(of: app, terminal: terminal)
      if stateFile != nil {
        _ = app.untilSaveIsDue()
        if waits.count > 0 { problems.append("a save waited for the lock on the input path") }
      }
      if !problems.isEmpty {
        let screen = terminal.lastFrame?.text ?? ""
        let failure = Failure(
          label: label, episodeSeed: seed, eventIndex: index, problems: problems,
          recentEvents: recent,
          screen: screen)
        return (failure, screen)
      }
    }
    if let held = lock { StateFileIO.unlock(held) }
    if let stateFile {
      // The way out saves; the file is one the next start reads whole.
      _ = app.saveStateAtQuit()
      let next = StateStore(
        path: stateFile, bundleKey: StateStore.bundleKey(folder: bundle.folder.path))
      next.load()
      let size = (try? FileManager.default.attributesOfItem(atPath: stateFile)[.size] as? Int) ?? 0
      var problems = next.takeWarnings().map { "the state file: \($0)" }
      if size > StateFileIO.maximumBytes { problems.append("the state file has \(size) bytes") }
      if !problems.isEmpty {
        let screen = terminal.lastFrame?.text ?? ""
        let failure = Failure(
          label: label, episodeSeed: seed, eventIndex: events - 1, problems: problems,
          recentEvents: [], screen: screen)
        return (failure, screen)
      }
    }
    return (nil, terminal.lastFrame?.text ?? "")
  }

  private func log(_ line: String) {
    // Unbuffered, so the last seed is there even when a trap ends the run.
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// An event in the `--keys` language where it has a token, else in words.
  static func describe(_ event: InputEvent) -> String {
    switch event {
    case .key(let key): return key.description.debugDescription
    case .paste(let text): return "paste:\(text.debugDescription)"
    case .report(let report): return "report:\(report)"
    case .resize(let size): return "resize:\(size.width)x\(size.height)"
    case .fileChange(let paths): return "filechange:\(paths)"
    case .mouse(let mouse):
      let cell = "\(mouse.position.x),\(mouse.position.y)"
      switch mouse.kind {
      case .press(let button): return "press-\(button):\(cell)"
      case .release(let button): return "release-\(button):\(cell)"
      case .drag(let button): return "drag-\(button):\(cell)"
      case .scrollUp: return "wheelup:\(cell)"
      case .scrollDown: return "wheeldown:\(cell)"
      }
    }
  }
}
