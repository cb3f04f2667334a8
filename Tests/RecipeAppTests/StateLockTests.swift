import Foundation
import Glibc
import Testing

@testable import RecipeApp

/// Another instance holding the state file's lock (issue 31, item 5):
/// while the app is used a save tries the lock once and comes back soon
/// (no half-second freeze per try); at quit it waits longer, then writes
/// its changes beside the state (`state.json.pending-<pid>`), says so, and
/// the next start merges them.
@Suite struct StateLockTests {
  static func change(_ cuisine: String) -> BundleState {
    var state = BundleState()
    state.cuisine = cuisine
    state.favourites = [Favourite(dish: cuisine + "-dish", added: 5)]
    return state
  }

  @Test func whileTheAppIsUsedABusyLockIsTriedOnceAndRetriedSoon() throws {
    let path = temporaryStateFolder() + "/state.json"
    let store = StateStore(path: path, bundleKey: "/a")
    store.load()
    let held = try #require(try? StateFileIO.lock(path).get())
    store.update(Self.change("chuan"))
    let started = ContinuousClock.now
    #expect(!store.saveIfDue(now: 100))
    // One non-blocking try: far from the 0.5 s a try used to wait.
    #expect(ContinuousClock.now - started < .milliseconds(200))
    #expect(store.isDirty)
    StateFileIO.unlock(held)
    #expect(!store.saveIfDue(now: 100 + StateStore.retryDelay / 2))
    #expect(store.saveIfDue(now: 100 + StateStore.retryDelay), "retried within a second")
    #expect(StateStore(path: path, bundleKey: "/a").load().cuisine == "chuan")
  }

  @Test func atQuitAHeldLockLeavesAPendingFileThatTheNextStartMerges() throws {
    let folder = temporaryStateFolder()
    let path = folder + "/state.json"
    // Another instance saved a favourite of its own before.
    let other = StateStore(path: path, bundleKey: "/a", clock: { 1 })
    other.load()
    other.update(Self.change("other"))
    #expect(other.saveNow())

    let store = StateStore(path: path, bundleKey: "/a", clock: { 10 })
    var waited = 0.0
    store.pause = { waited += $0 }
    var state = store.load()
    state.cuisine = "mine"
    state.favourites.insert(Favourite(dish: "mine-dish", added: 10), at: 0)
    store.update(state)
    let held = try #require(try? StateFileIO.lock(path).get())
    let lines = store.saveAtQuit()
    #expect(waited >= StateStore.quitPatience - 0.02, "it waited \(waited) s")
    let pending = path + ".pending-\(getpid())"
    #expect(
      lines == [
        "cannot save the state to \(path): another recipes holds its lock;"
          + " this run's changes are in \(pending), merged at the next start"
      ], "\(lines)")
    #expect(FileManager.default.fileExists(atPath: pending))
    #expect(StateStore(path: path, bundleKey: "/a").load().cuisine == "other", "not saved yet")
    StateFileIO.unlock(held)

    // The next start merges the pending changes into the file.
    let next = StateStore(path: path, bundleKey: "/a")
    let loaded = next.load()
    #expect(loaded.cuisine == "mine")
    #expect(loaded.favourites.map(\.dish) == ["mine-dish", "other-dish"])
    #expect(!FileManager.default.fileExists(atPath: pending))
    #expect(StateStore(path: path, bundleKey: "/a").load().cuisine == "mine", "written")
  }

  @Test func aPendingFileStaysWhileTheLockIsStillHeldAtStart() throws {
    let path = temporaryStateFolder() + "/state.json"
    let store = StateStore(path: path, bundleKey: "/a")
    store.pause = { _ in }
    store.load()
    store.update(Self.change("mine"))
    let held = try #require(try? StateFileIO.lock(path).get())
    #expect(store.saveAtQuit().count == 1)
    let next = StateStore(path: path, bundleKey: "/a")
    next.pause = { _ in }
    next.load()
    #expect(FileManager.default.fileExists(atPath: path + ".pending-\(getpid())"))
    StateFileIO.unlock(held)
    #expect(StateStore(path: path, bundleKey: "/a").load().cuisine == "mine")
  }
}
