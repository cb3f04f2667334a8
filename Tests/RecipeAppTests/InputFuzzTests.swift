import Foundation
import RecipeKit
import TestSupport
import Testing

/// Random keys, mouse events and resizes over the headless app, checking
/// `AppInvariants` after every event.
///
/// `make test` runs 20,000 events from a fixed seed, so a failure replays:
/// 10,000 on each bundle (a frame a debug build draws after each event
/// costs about a millisecond, so that is what fits in a test run). `make fuzz N=1000000 [SEED=...]` sets `FUZZ_EVENTS` and
/// `FUZZ_SEED` for long runs (a random seed when none is given); the seed
/// of every episode is printed before it runs, and a failure prints the
/// `make fuzz` line that replays it.
@Suite struct InputFuzzTests {
  /// The run's length (events on each bundle) and seed from the
  /// environment, else the defaults.
  static func plan() -> (events: Int, seed: UInt64, isLong: Bool) {
    let environment = ProcessInfo.processInfo.environment
    let events = environment["FUZZ_EVENTS"].flatMap { Int($0) }
    let given = environment["FUZZ_SEED"].flatMap { $0.isEmpty ? nil : SeededGenerator.parse($0) }
    let seed = given ?? (events == nil ? 0x5EED_0F_2026_0008 : UInt64.random(in: .min ... .max))
    return (events ?? 10_000, seed, events != nil)
  }

  func fuzz(_ folder: URL, label: String) throws {
    let plan = Self.plan()
    let bundle = try RecipeBundle(folder: folder)
    let fuzzer = AppFuzzer(bundle: bundle, label: label, verbose: plan.isLong)
    if let failure = fuzzer.run(events: plan.events, seed: plan.seed) {
      Issue.record(Comment(rawValue: failure.description))
    }
  }

  @Test func randomInputOnTheBundledDataKeepsEveryInvariant() throws {
    try fuzz(PackagePaths.data, label: "Data/")
  }

  // The iPad bundle has far longer lists (hundreds of dishes a cuisine).
  @Test(.enabled(if: PackagePaths.hasCorpus, "the corpus ../shared/corpus/ipad-recipes is absent"))
  func randomInputOnTheCorpusKeepsEveryInvariant() throws {
    try fuzz(PackagePaths.corpus, label: "corpus")
  }

  // Random input over names and pages made to attack the terminal: the
  // canvas invariants include "no control or format character".
  @Test func randomInputOnTheHostileBundleKeepsEveryInvariant() throws {
    try HostileBundle.with(hugePage: false) { bundle in
      let plan = Self.plan()
      let fuzzer = AppFuzzer(
        bundle: try RecipeBundle(folder: bundle.folder), label: "hostile", verbose: plan.isLong)
      let events = plan.isLong ? plan.events : 3_000
      if let failure = fuzzer.run(events: events, seed: plan.seed) {
        Issue.record(Comment(rawValue: failure.description))
      }
    }
  }

  // A Cooklang collection (issue 26): our own, copied so that `E` (a new
  // recipe, removed again when no editor changed it) writes nowhere else.
  @Test func randomInputOnTheCooklangCollectionKeepsEveryInvariant() throws {
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("CooklangFuzz-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: copy) }
    try FileManager.default.copyItem(
      at: PackagePaths.data.appendingPathComponent("Cooklang"), to: copy)
    let plan = Self.plan()
    let fuzzer = AppFuzzer(
      bundle: try CooklangSource(folder: copy), label: "Data/Cooklang", verbose: plan.isLong)
    if let failure = fuzzer.run(events: plan.isLong ? plan.events : 10_000, seed: plan.seed) {
      Issue.record(Comment(rawValue: failure.description))
    }
  }

  // A Cooklang folder made to attack the terminal (issue 26, "Done when"):
  // escapes, controls and bidi controls in names, metadata and steps,
  // invalid UTF-8, a 10,000-deep `[-`, link loops, an unreadable file.
  @Test func randomInputOnAHostileCooklangFolderKeepsEveryInvariant() throws {
    try HostileCooklangFolder.with { hostile in
      let plan = Self.plan()
      let fuzzer = AppFuzzer(
        bundle: try CooklangSource(folder: hostile.folder), label: "hostile Cooklang",
        verbose: plan.isLong)
      if let failure = fuzzer.run(events: plan.isLong ? plan.events : 3_000, seed: plan.seed) {
        Issue.record(Comment(rawValue: failure.description))
      }
    }
  }

  // The app remembering in a state file near its size limit, with another
  // instance holding its lock for a third of each episode (issue 31): the
  // invariants hold, no save waits for the lock on the input path, and the
  // file at the end is one the next start reads without a word.
  @Test func randomInputWithABigStateFileAndABusyLockKeepsEveryInvariant() throws {
    let plan = Self.plan()
    let path = temporaryStateFolder() + "/state.json"
    try StateKillTests.nearLimitFile().write(to: URL(fileURLWithPath: path))
    var fuzzer = AppFuzzer(
      bundle: try RecipeBundle(folder: PackagePaths.data), label: "state", verbose: plan.isLong)
    fuzzer.stateFile = path
    if let failure = fuzzer.run(events: plan.isLong ? plan.events : 600, seed: plan.seed) {
      Issue.record(Comment(rawValue: failure.description))
    }
  }

  @Test func anEpisodeReplaysExactlyFromItsSeed() throws {
    // The replay line of a failure is only useful if the same seed drives
    // the same app through the same states.
    let bundle = try RecipeBundle(folder: PackagePaths.data)
    let fuzzer = AppFuzzer(bundle: bundle, label: "replay", verbose: false)
    let first = fuzzer.runEpisode(seed: 7, events: 400)
    let second = fuzzer.runEpisode(seed: 7, events: 400)
    let other = fuzzer.runEpisode(seed: 8, events: 400)
    #expect(first.failure == nil && second.failure == nil && other.failure == nil)
    #expect(first.screen == second.screen)
    #expect(first.screen != other.screen)
  }
}
