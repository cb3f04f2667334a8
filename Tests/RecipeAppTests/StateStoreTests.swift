import Foundation
import Testing

@testable import RecipeApp

/// A new empty folder for one test's state files.
func temporaryStateFolder() -> String {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "recipes-state-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url.path
}

/// The state store: every field round-trips, saves are atomic, throttled
/// and merged between two instances on one file.
@Suite struct StateStoreTests {
  static let bundle = "/srv/recipes/Data"

  /// A state with every field set (collections already newest first).
  static func fullState() -> BundleState {
    var state = BundleState()
    state.cuisine = "chuan"
    state.places = [
      "chuan": CuisinePlace(dish: "243", scroll: 12), "yue": CuisinePlace(dish: nil, scroll: 0),
    ]
    state.openRecipe = OpenRecipe(dish: "243", line: 17, scale: 2.5, cookStep: 3)
    state.sort = "difficulty"
    state.accent = 33
    state.dividerWidth = 42
    state.zoom = "recipe"
    state.units = "metric"
    state.configDigest = "0123456789abcdef"
    state.browser = ["focus": .number(2), "later": .array([.string("x"), .bool(true), .null])]
    state.favourites = [Favourite(dish: "381", added: 2_000), Favourite(dish: "140", added: 1_000)]
    state.history = [
      HistoryEntry(dish: "243", kind: .cooked, date: 3_000),
      HistoryEntry(dish: "243", kind: .opened, date: 2_500),
    ]
    state.shoppingList = [
      SavedShoppingDish(dish: "140", scale: 2, added: 1_500, checked: ["鸡蛋", "番茄"])
    ]
    state.timers = [
      TimerRecord(
        id: "t1", dish: "243", step: 3, label: "焖 20 分钟", seconds: 1_200, endsAt: 4_000,
        remaining: nil),
      TimerRecord(
        id: "t2", dish: "243", step: 5, label: "煮 5 分钟", seconds: 300, endsAt: nil,
        remaining: 120.5),
    ]
    return state
  }

  @Test func everyFieldRoundTrips() {
    let path = temporaryStateFolder() + "/recipes/state.json"
    let store = StateStore(path: path, bundleKey: Self.bundle, clock: { 5_000 })
    #expect(store.load() == BundleState())
    let state = Self.fullState()
    store.update(state)
    #expect(store.saveNow())
    let again = StateStore(path: path, bundleKey: Self.bundle).load()
    var expected = state
    expected.savedAt = 5_000
    #expect(again == expected)
    // Every field differs from the default, so none can be dropped silently.
    let mirror = Mirror(reflecting: again)
    let empty = Mirror(reflecting: BundleState())
    for (field, value) in zip(mirror.children, empty.children) {
      #expect("\(field.value)" != "\(value.value)", "\(field.label ?? "?") is not set")
    }
  }

  @Test func theFileIsPrivateJSONAndNoTemporaryFileIsLeft() throws {
    let root = temporaryStateFolder()
    let path = root + "/state/recipes/state.json"
    let store = StateStore(path: path, bundleKey: Self.bundle, clock: { 1 })
    store.update(Self.fullState())
    #expect(store.saveNow())
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let folder = try FileManager.default.attributesOfItem(atPath: root + "/state/recipes")
    #expect((folder[.posixPermissions] as? Int) == 0o700)
    let names = try FileManager.default.contentsOfDirectory(atPath: root + "/state/recipes")
    #expect(Set(names) == ["state.json", "state.json.lock"])
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(json?["version"] as? Int == 1)
    #expect((json?["bundles"] as? [String: Any])?.keys.first == Self.bundle)
  }

  @Test func savesAreThrottledToOneASecond() {
    let path = temporaryStateFolder() + "/state.json"
    let store = StateStore(path: path, bundleKey: Self.bundle, clock: { 0 })
    store.load()
    #expect(!store.saveIfDue(now: 100), "nothing changed")
    var state = BundleState()
    state.cuisine = "a"
    store.update(state)
    #expect(store.saveIfDue(now: 100))
    state.cuisine = "b"
    store.update(state)
    #expect(!store.saveIfDue(now: 100.4))
    #expect(!store.saveIfDue(now: 100.99))
    #expect(store.saveIfDue(now: 101))
    #expect(!store.saveIfDue(now: 105), "saved already")
    state.cuisine = "c"
    store.update(state)
    #expect(store.saveNow(), "a way out saves at once")
    #expect(!store.saveNow())
    #expect(StateStore(path: path, bundleKey: Self.bundle).load().cuisine == "c")
  }

  @Test func withoutAPathNothingIsReadOrWritten() {
    let folder = temporaryStateFolder()
    let store = StateStore(path: nil, bundleKey: Self.bundle)
    #expect(store.load() == BundleState())
    store.update(Self.fullState())
    #expect(!store.saveNow())
    #expect((try? FileManager.default.contentsOfDirectory(atPath: folder)) == [])
    #expect(store.takeWarnings().isEmpty)
  }

  @Test func twoInstancesMergeTheirCollectionsAndTheLastSaverKeepsItsPlace() {
    let path = temporaryStateFolder() + "/state.json"
    var start = BundleState()
    start.favourites = [Favourite(dish: "z", added: 10)]
    start.shoppingList = [SavedShoppingDish(dish: "s", scale: 1, added: 10, checked: [])]
    let seed = StateStore(path: path, bundleKey: Self.bundle, clock: { 10 })
    seed.load()
    seed.update(start)
    #expect(seed.saveNow())

    let a = StateStore(path: path, bundleKey: Self.bundle, clock: { 20 })
    let b = StateStore(path: path, bundleKey: Self.bundle, clock: { 30 })
    var stateA = a.load()
    var stateB = b.load()
    stateA.cuisine = "chuan"
    stateA.favourites.insert(Favourite(dish: "x", added: 20), at: 0)
    stateA.history = [HistoryEntry(dish: "x", kind: .opened, date: 20)]
    stateB.cuisine = "yue"
    stateB.favourites.insert(Favourite(dish: "y", added: 25), at: 0)
    stateB.history = [HistoryEntry(dish: "y", kind: .cooked, date: 25)]
    stateB.shoppingList[0].scale = 3
    a.update(stateA)
    b.update(stateB)
    #expect(a.saveNow())
    #expect(b.saveNow())
    var merged = StateStore(path: path, bundleKey: Self.bundle).load()
    #expect(merged.cuisine == "yue", "the place is the last saver's")
    #expect(merged.favourites.map(\.dish) == ["y", "x", "z"])
    #expect(merged.history.map(\.dish) == ["y", "x"])
    #expect(merged.shoppingList.map(\.scale) == [3])

    // A removes x and z; B, which never saw x and still has z, saves again.
    stateA.favourites = []
    a.update(stateA)
    #expect(a.saveNow())
    stateB.cuisine = "min"
    b.update(stateB)
    #expect(b.saveNow())
    merged = StateStore(path: path, bundleKey: Self.bundle).load()
    #expect(merged.cuisine == "min")
    #expect(merged.favourites.map(\.dish) == ["y"], "removals by the other instance stick")
    #expect(merged.shoppingList.map(\.scale) == [3], "A did not change the item: B's stays")
  }

  @Test func otherBundlesEntriesAreKept() {
    let path = temporaryStateFolder() + "/state.json"
    let first = StateStore(path: path, bundleKey: "/a", clock: { 1 })
    first.load()
    first.update(Self.fullState())
    #expect(first.saveNow())
    let second = StateStore(path: path, bundleKey: "/b", clock: { 2 })
    #expect(second.load() == BundleState())
    var state = BundleState()
    state.cuisine = "other"
    second.update(state)
    #expect(second.saveNow())
    #expect(StateStore(path: path, bundleKey: "/a").load().cuisine == "chuan")
    #expect(StateStore(path: path, bundleKey: "/b").load().cuisine == "other")
  }

  @Test func theMergeOfOneCollectionIsAThreeWayUnion() {
    let base = [Favourite(dish: "kept", added: 1), Favourite(dish: "gone", added: 1)]
    let mine = [Favourite(dish: "new", added: 5), Favourite(dish: "kept", added: 1)]
    let disk = [
      Favourite(dish: "theirs", added: 4), Favourite(dish: "kept", added: 1),
      Favourite(dish: "gone", added: 1),
    ]
    let merged = BundleState.union(mine: mine, base: base, disk: disk, id: \.dish)
    #expect(Set(merged.map(\.dish)) == ["new", "kept", "theirs"])
  }

  @Test func aNewerFieldOrAMissingOneIsTolerated() throws {
    let path = temporaryStateFolder() + "/state.json"
    let text = #"{"version": 2, "future": 1, "bundles": {"/a": {"cuisine": "x", "later": [1]}}}"#
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    let store = StateStore(path: path, bundleKey: "/a")
    #expect(store.load().cuisine == "x")
    #expect(store.takeWarnings().isEmpty)
  }

  @Test func theBundleKeyIsTheResolvedAbsolutePath() throws {
    let folder = temporaryStateFolder()
    try FileManager.default.createDirectory(
      atPath: folder + "/real", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/link", withDestinationPath: folder + "/real")
    let key = StateStore.bundleKey(folder: folder + "/link")
    #expect(key.hasSuffix("/real") && key.hasPrefix("/"))
  }
}
