import Foundation
import RecipeKit
import SplitLayout
import Testing

@testable import RecipeApp
@testable import TermUI

/// A cuisine too large to decode before the first frame: its first dishes
/// are shown at once, the rest are added by the run loop's idle work.
@Suite struct LargeCuisineTests {
  static let count = 2_345

  /// A bundle whose first cuisine has `count` dishes (`菜0` …, the
  /// difficulties in turn) and whose second has no dish list, in a fresh
  /// temporary folder.
  static func withLargeBundle(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("LargeCuisineTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Plist"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let header = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <array>

      """
    let cuisines =
      header + "<dict><key>idstr</key><string>1</string><key>name</key><string>家常菜</string></dict>"
      + "<dict><key>idstr</key><string>2</string><key>name</key><string>川菜</string></dict>"
      + "\n</array>\n</plist>\n"
    try Data(cuisines.utf8).write(to: folder.appendingPathComponent("Plist/food_types.plist"))
    let levels = ["掌勺(高级)", "配菜(中级)", "切墩(初级)"]
    var dishes = header
    for index in 0..<count {
      dishes += "<dict><key>diff</key><string>\(levels[index % 3])</string>"
      dishes += "<key>idstr</key><string>\(index)</string>"
      dishes += "<key>name</key><string>菜\(index)</string></dict>\n"
    }
    dishes += "</array>\n</plist>\n"
    try Data(dishes.utf8).write(to: folder.appendingPathComponent("Plist/type_1_foods.plist"))
    try body(folder)
  }

  /// The app on `folder`, its first frame drawn but its run loop not run.
  static func app(_ folder: URL, keys: [InputEvent] = []) throws -> (
    AppCoordinator, HeadlessTerminal
  ) {
    let terminal = HeadlessTerminal(size: Size(width: 120, height: 40), events: keys)
    let coordinator = AppCoordinator(
      source: try RecipeBundle(folder: folder), options: Options(), labels: Labels(.en),
      terminal: terminal)
    return (coordinator, terminal)
  }

  @Test func theFirstDishesComeAtOnceAndTheRestBetweenEvents() throws {
    try Self.withLargeBundle { folder in
      let (coordinator, _) = try Self.app(folder)
      let list = coordinator.dishes
      // A screenful of the 40-line terminal and a few more.
      #expect(list.firstPart == 48 && list.dishes.count == list.firstPart)
      #expect(list.title.hasPrefix("家常菜  Loading… "))
      #expect(coordinator.application.hasIdleWork)
      coordinator.run()
      #expect(list.dishes.count == Self.count)
      #expect(list.dishes.last?.name == "菜\(Self.count - 1)")
      #expect(list.title == "家常菜")
      #expect(!coordinator.application.hasIdleWork)
    }
  }

  @Test func theSelectionStaysOnItsDishWhileDishesAreAdded() throws {
    try Self.withLargeBundle { folder in
      let (coordinator, _) = try Self.app(folder)
      coordinator.application.dispatch(.key(.tab))
      for _ in 0..<7 { coordinator.application.dispatch(.key(.down)) }
      let before = coordinator.dishes.selectedDish
      coordinator.run()
      #expect(before?.name == "菜7")
      #expect(coordinator.dishes.selectedDish == before)
    }
  }

  @Test func aSortOrAFilterChosenWhileLoadingCoversTheWholeList() throws {
    try Self.withLargeBundle { folder in
      let (coordinator, _) = try Self.app(folder)
      coordinator.dishes.setOrder(.difficulty)
      coordinator.run()
      let all = try RecipeBundle(folder: folder)
      let expected = DishOrder.difficulty.sorted(try all.dishes(of: all.cuisines[0]))
      #expect(coordinator.dishes.dishes == expected)

      let (filtered, _) = try Self.app(folder)
      filtered.application.dispatch(.key(.character("/")))
      filtered.application.dispatch(.key(.character("9")))
      filtered.run()
      let matches = (0..<Self.count).filter { String($0).contains("9") }.count
      #expect(filtered.dishes.visible.count == matches)
      #expect(filtered.dishes.title == "家常菜")
      #expect(filtered.dishes.titleDetail == "1/\(matches) of \(Self.count)")
    }
  }

  @Test func aCuisineChosenAgainShowsTheDishesTheBundleKept() throws {
    try Self.withLargeBundle { folder in
      let (coordinator, _) = try Self.app(folder)
      coordinator.run()
      coordinator.menu.choose(index: 1)
      coordinator.menu.choose(index: 0)
      #expect(coordinator.dishes.dishes.count == Self.count)
      #expect(coordinator.dishes.visible.count == Self.count)
      #expect(coordinator.dishes.title == "家常菜")
      #expect(!coordinator.application.hasIdleWork)
    }
  }

  @Test func choosingAnotherCuisineStopsTheLoading() throws {
    try Self.withLargeBundle { folder in
      let (coordinator, _) = try Self.app(folder)
      coordinator.menu.choose(index: 1)
      coordinator.run()
      #expect(coordinator.dishes.cuisine?.name == "川菜")
      #expect(coordinator.dishes.dishes.isEmpty)
      #expect(coordinator.dishes.list.emptyText.contains("type_2_foods.plist"))
      #expect(!coordinator.application.hasIdleWork)
    }
  }
}
