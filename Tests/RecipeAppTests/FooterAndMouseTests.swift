import Foundation
import RecipeKit
import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

/// Helpers for finding what is on screen, in columns.
enum ScreenSpot {
  /// The last row of `app`'s screen.
  static func lastRow(_ app: AppHarness) -> String {
    String(app.screen.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
  }

  /// The column where `text` starts in `row` (wide characters take two).
  static func column(of text: String, in row: String) -> Int? {
    guard let range = row.range(of: text) else { return nil }
    return ColumnWidth.width(of: String(row[..<range.lowerBound]))
  }

  /// Every controller on screen: the root's tree and each presentation's.
  static func allControllers(_ app: AppHarness) -> [ViewController] {
    var found: [ViewController] = []
    func walk(_ node: ViewController) {
      found.append(node)
      node.children.forEach(walk)
    }
    walk(app.coordinator.application.root)
    app.coordinator.application.presentations.forEach(walk)
    return found
  }
}

/// Issue 29, point 5: one binding source. A binding has a short label
/// and a footer slot; the footer is read from the focused chain's
/// bindings; the help's tables are found by walking the app's controller
/// kinds, checked here against the live controller tree of many screens.
@Suite struct FooterFromBindingsTests {
  @Test func hintsAreTheFlaggedBindingsBySlotThenChainOrder() {
    let first: KeyBindings = [
      KeyBinding("a", [.character("a")], BindingLabel("A", "甲"), short: BindingLabel("a", "甲")),
      KeyBinding(
        "b", [.character("b")], BindingLabel("B", "乙"), short: BindingLabel("bee", "乙"),
        footer: .more),
      KeyBinding(
        "c", [.character("c")], BindingLabel("C", "丙"), short: BindingLabel("sea", "丙"),
        footer: .action),
      KeyBinding("d", [], BindingLabel("D", "丁"), short: BindingLabel("dee", "丁"), footer: .action),
    ]
    let second: KeyBindings = [
      KeyBinding(
        "e", [.escape], BindingLabel("E", "戊"), short: BindingLabel("close", "关闭"),
        footer: .leave),
      KeyBinding(
        "c", [.character("C")], BindingLabel("C", "丙"), short: BindingLabel("again", "再"),
        footer: .action),
      KeyBinding(
        "f", [.character("f")], BindingLabel("F", "己"), short: BindingLabel("eff", "己"),
        footer: .action),
    ]
    // `a` has no slot, `d` no key, the second `c` comes after the first.
    #expect(FooterHints.hints([first, second]).map(\.action) == ["c", "f", "e", "b"])
    let segments = Footer.segments([first, second], language: .en)
    #expect(segments.map { $0.key + $0.text } == ["c sea  ", "f eff  ", "esc close  ", "b bee  "])
    #expect(segments.map(\.press) == [.character("c"), .character("f"), .escape, .character("b")])
    // Narrow: `more` and then the others go before the way out.
    let narrow = Footer.segments([first, second], language: .en, width: 20)
    #expect(narrow.map(\.key) == ["c", "esc"])
  }

  @Test func aControllersFlagReachesTheFooter() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: "tab")
    #expect(ScreenSpot.lastRow(app).contains("enter open"))
    // The dish list's table, remapped: the footer shows the new key.
    app.coordinator.application.keyOverrides = [.open: [.character("o")]]
    try app.send("down")
    #expect(ScreenSpot.lastRow(app).hasPrefix(" o open"), "\(ScreenSpot.lastRow(app))")
  }

  @Test(arguments: [
    "", "tab", "tab enter", "tab c", "tab c T", "L", "w", "ctrl-p", "s", "t", "?", "tab /",
    "tab enter resize:50x24", "m", "i", "tab enter resize:250x40", "tab enter i",
  ])
  func everyControllerOnScreenIsOfAWalkedKind(keys: String) throws {
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: keys)
    let kinds = Set(
      AppCoordinator.controllerKinds.map { String(describing: $0).split(separator: "<")[0] })
    let rows = KeyHelp.rows(.en)
    for controller in ScreenSpot.allControllers(app) {
      if controller is PresentationController { continue }
      let kind = String(describing: type(of: controller)).split(separator: "<")[0]
      #expect(kinds.contains(kind), "\(keys): \(kind) is not among the walked kinds")
      for binding in controller.bindingTables.flatMap(\.entries) where !binding.keys.isEmpty {
        let names = binding.keys.map(\.description)
        #expect(
          rows.contains { row in names.allSatisfy { row.keys.joined().contains($0) } },
          "\(keys): \(kind)'s \(binding.action) (\(names)) is not in the help")
      }
    }
  }
}

/// Issue 30, item 14: the footer keeps `? help` at every width, and the
/// buttons a title bar cannot fit go behind `[⋯]`, never silently away.
@Suite struct NarrowWayOutTests {
  @Test(arguments: [Labels.Language.en, .zh])
  func theFooterKeepsHelpAtEveryWidth(language: Labels.Language) throws {
    let help = language == .zh ? "? 帮助" : "? help"
    for width in stride(from: 40, through: 120, by: 4) {
      for keys in ["", "tab enter"] {
        let app = try AppHarness(
          size: Size(width: width, height: 24), keys: keys, language: language)
        #expect(ScreenSpot.lastRow(app).contains(help), "\(width) \(keys)")
      }
    }
  }

  /// The navigation bars on screen: the split's columns shown, and those
  /// of the presentations.
  static func bars(_ app: AppHarness) -> [NavigationController] {
    let split = app.coordinator.split
    var bars = ColumnRole.allCases.compactMap { role -> NavigationController? in
      guard split.frames?[role].frame != nil else { return nil }
      return split.controller(for: role) as? NavigationController
    }
    for presentation in app.coordinator.application.presentations {
      var nodes: [ViewController] = [presentation]
      while let node = nodes.popLast() {
        if let bar = node as? NavigationController { bars.append(bar) }
        nodes += node.children
      }
    }
    return bars.filter(\.showsTitleBar)
  }

  @Test func noRightButtonIsSilentlyGone() throws {
    for width in stride(from: 40, through: 210, by: 5) {
      for keys in ["", "tab enter"] {
        let app = try AppHarness(size: Size(width: width, height: 30), keys: keys)
        for bar in Self.bars(app) {
          let buttons = bar.topViewController.rightBarItems.filter { !$0.isPlain }
          let lost = buttons.filter { $0.frame == nil }
          #expect(
            lost.isEmpty || bar.overflowButton.frame != nil,
            "\(width) \(keys): \(lost.map(\.title)) gone without [⋯]")
          #expect(bar.hiddenBarItems.count == lost.count)
        }
      }
    }
  }

  @Test func theOverflowIsWrittenInTheThemesGlyphs() throws {
    var ascii = Options()
    ascii.ascii = true
    let app = try AppHarness(size: Size(width: 40, height: 24), keys: "tab", options: ascii)
    #expect(app.screen.split(separator: "\n").first?.hasSuffix("[?] [...]") == true)
  }

  @Test func theOverflowListsTheHiddenButtonsAndRunsTheChosenOne() throws {
    let app = try AppHarness(size: Size(width: 40, height: 24), keys: "tab")
    let navigation = try #require(app.coordinator.dishes.parent as? NavigationController)
    let more = try #require(navigation.overflowButton.frame, "no [⋯] at 40 columns")
    #expect(app.screen.contains("[⋯]"))
    let hidden = navigation.hiddenBarItems.map(\.title)
    #expect(hidden.first == "Sort", "\(hidden)")
    try app.send("click:\(more.minX),\(more.minY)")
    #expect(app.coordinator.application.presentations.count == 1)
    for title in hidden { #expect(app.screen.contains(title), "\(title)\n\(app.screen)") }
    // The first (Sort) is highlighted: enter is a click on [Sort].
    try app.send("enter")
    #expect(app.screen.contains("Difficulty"), "\(app.screen)")
  }
}

/// Issue 30, item 21: the mouse goes beyond browsing. The recipe's title
/// bar has `[−] ×1 [+] [Add] [Cook] [★]`; the footer's hints are
/// clickable.
@Suite struct RecipeMouseTests {
  static let size = Size(width: 120, height: 40)

  static func click(_ app: AppHarness, _ item: BarButtonItem) throws {
    let frame = try #require(item.frame, "\(item.title) is not on screen")
    try app.send("click:\(frame.minX),\(frame.minY)")
  }

  @Test func theRecipesTitleBarHasItsButtons() throws {
    let app = try AppHarness(size: Self.size, keys: "tab enter")
    #expect(app.screen.contains("[−] ×1 [+] [Add] [Cook] [☆]"), "\(app.screen)")
    let zh = try AppHarness(size: Self.size, keys: "tab enter", language: .zh)
    #expect(zh.screen.contains("[−] ×1 [+] [加入清单] [烹饪] [☆]"))
  }

  @Test func theScaleButtonsStepTheScaleAndShowTheFactor() throws {
    let app = try AppHarness(size: Self.size, keys: "tab enter")
    let dish = try #require(app.coordinator.presenter.dish)
    let buttons = app.coordinator.presenter.page.buttons.items
    try Self.click(app, buttons[2])
    let scale = try #require(app.coordinator.state.scales[dish.idstr])
    #expect(scale > 1)
    #expect(buttons[1].title == ScaleFactor.label(scale))
    #expect(app.screen.contains("[−] \(ScaleFactor.label(scale)) [+]"))
    try Self.click(app, buttons[0])
    #expect(app.coordinator.state.scales[dish.idstr] == nil)
    #expect(app.screen.contains("[−] ×1 [+]"))
  }

  @Test func addCookAndFavouriteDoWhatTheirKeysDo() throws {
    let app = try AppHarness(size: Self.size, keys: "tab enter")
    let dish = try #require(app.coordinator.presenter.dish)
    let buttons = app.coordinator.presenter.page.buttons.items
    try Self.click(app, buttons[5])
    #expect(app.coordinator.memory.isFavourite(dish.idstr))
    #expect(app.screen.contains("[★]"))
    try Self.click(app, buttons[3])
    #expect(app.coordinator.state.shoppingList.entries.contains { $0.dishID == dish.idstr })
    try Self.click(app, buttons[4])
    #expect(app.coordinator.cookPage?.dish.idstr == dish.idstr)
  }

  /// Clicks the footer hint `hint` (`s sort`).
  static func clickHint(_ app: AppHarness, _ hint: String) throws {
    let row = ScreenSpot.lastRow(app)
    let x = try #require(ScreenSpot.column(of: hint, in: row), "\(hint) not in \(row)")
    try app.send("click:\(x + 1),\(Self.size.height - 1)")
  }

  @Test func aClickOnAFooterHintRunsItsAction() throws {
    let app = try AppHarness(size: Self.size)
    try Self.clickHint(app, "s sort")
    #expect(app.screen.contains("Difficulty"))
    try Self.clickHint(app, "esc close")
    #expect(app.coordinator.application.presentations.isEmpty)
    try Self.clickHint(app, "? help")
    #expect(app.coordinator.helpPopover != nil)
    try app.send("esc tab enter")
    let dish = try #require(app.coordinator.presenter.dish)
    try Self.clickHint(app, "+ scale")
    #expect(app.coordinator.state.scales[dish.idstr] != nil)
  }

  @Test func theHelpsMousePageNamesTheButtons() throws {
    let app = try AppHarness(size: Self.size, keys: "? left down enter")
    #expect(app.screen.contains("[−] ×1 [+]"), "\(app.screen)")
    #expect(app.screen.contains("[⋯]") && app.screen.contains("click a hint"))
  }

  @Test func aClickOnQuitQuits() throws {
    let row = try AppHarness(size: Self.size)
    let x = try #require(ScreenSpot.column(of: "q quit", in: ScreenSpot.lastRow(row)))
    let app = try AppHarness(size: Self.size, keys: "click:\(x + 1),\(Self.size.height - 1)")
    #expect(app.exitReason == .quit)
  }
}
