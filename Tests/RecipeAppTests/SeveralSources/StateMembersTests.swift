import Foundation
import TestSupport
import Testing

@testable import RecipeApp

/// Several sources open: each keeps its own state entry (its absolute
/// path) for places, favourites and history, with its own ids; the app's
/// fields (the shopping list, the timers, the open recipe …) are kept in
/// the first source's entry.
@Suite struct StateMembersTests {
  let folder = temporaryStateFolder()
  var path: String { folder + "/recipes/state.json" }
  let members = [
    StateMember(prefix: "Home", key: "/r/Home"), StateMember(prefix: "Work", key: "/r/Work"),
  ]

  func store() -> StateStore {
    let store = StateStore(path: path, bundleKey: "/r/Home")
    store.members = members
    return store
  }

  /// The file's entries, decoded.
  func entries() throws -> [String: BundleState] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try JSONDecoder().decode(StateFile.self, from: data).bundles
  }

  /// The app's entry of a run with both sources open.
  var appEntry: BundleState {
    var entry = BundleState()
    entry.cuisine = "Work/Bakes"
    entry.places = [
      "Home/Sauces": CuisinePlace(dish: "Home/Sauces/Pesto", scroll: 0),
      "Work/Bakes": CuisinePlace(dish: "Work/Bakes/Scones", scroll: 2),
    ]
    entry.favourites = [
      Favourite(dish: "Work/Bakes/Scones", added: 30), Favourite(dish: "Home/Sauces/Pesto", added: 20),
    ]
    entry.history = [
      HistoryEntry(dish: "Home/Soups/Miso", kind: .opened, date: 40),
      HistoryEntry(dish: "Work/Bakes/Scones", kind: .cooked, date: 35),
    ]
    entry.shoppingList = [
      SavedShoppingDish(dish: "Work/Bakes/Scones", scale: 2, added: 33, checked: [])
    ]
    entry.sort = "time"
    return entry
  }

  @Test func eachSourcesEntryHoldsItsOwnIdsAndTheAppsFieldsGoToTheFirst() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let writer = store()
    writer.load()
    writer.update(appEntry)
    #expect(writer.saveNow())
    let saved = try entries()
    let home = try #require(saved["/r/Home"])
    let work = try #require(saved["/r/Work"])
    #expect(home.places == ["Sauces": CuisinePlace(dish: "Sauces/Pesto", scroll: 0)])
    #expect(work.places == ["Bakes": CuisinePlace(dish: "Bakes/Scones", scroll: 2)])
    #expect(home.favourites.map(\.dish) == ["Sauces/Pesto"])
    #expect(work.favourites.map(\.dish) == ["Bakes/Scones"])
    #expect(home.history.map(\.dish) == ["Soups/Miso"])
    #expect(work.history.map(\.dish) == ["Bakes/Scones"])
    // The app's own: under the first source only.
    #expect(home.shoppingList.map(\.dish) == ["Work/Bakes/Scones"])
    #expect(home.sort == "time" && home.cuisine == "Work/Bakes")
    #expect(work.shoppingList.isEmpty && work.sort == nil && work.cuisine == nil)

    // The next run with both comes back to the same entry.
    let reader = store()
    let loaded = reader.load()
    #expect(loaded.places == appEntry.places)
    #expect(loaded.favourites == appEntry.favourites)
    #expect(loaded.history == appEntry.history)
    #expect(loaded.shoppingList == appEntry.shoppingList)

    // Work opened alone finds its favourites by its own ids.
    let alone = StateStore(path: path, bundleKey: "/r/Work").load()
    #expect(alone.favourites.map(\.dish) == ["Bakes/Scones"])
  }

  @Test func aSourcesOwnFieldsOfARunAloneAreKept() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // Work alone first: its own sort and place.
    let alone = StateStore(path: path, bundleKey: "/r/Work")
    alone.load()
    var own = BundleState()
    own.sort = "name"
    own.cuisine = "Bakes"
    own.favourites = [Favourite(dish: "Bakes/Bread", added: 5)]
    alone.update(own)
    #expect(alone.saveNow())
    // Then both: Work's sort and chosen category stay its own, its
    // favourites take this run's change (one added).
    let both = store()
    var entry = both.load()
    #expect(entry.favourites.map(\.dish) == ["Work/Bakes/Bread"])
    entry.favourites.insert(Favourite(dish: "Work/Bakes/Scones", added: 9), at: 0)
    entry.sort = "time"
    both.update(entry)
    #expect(both.saveNow())
    let work = try #require(try entries()["/r/Work"])
    #expect(work.sort == "name" && work.cuisine == "Bakes")
    #expect(work.favourites.map(\.dish) == ["Bakes/Scones", "Bakes/Bread"])
  }
}
