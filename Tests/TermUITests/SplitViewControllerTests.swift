import SplitLayout
import Testing

@testable import TermUI

/// Records every call of the split controller's delegate, in order.
final class RecordingSplitDelegate: SplitViewControllerDelegate {
  var calls: [String] = []
  func splitViewController(_ split: SplitViewController, willChangeTo mode: LadderMode) {
    calls.append("mode \(mode)")
  }
  func splitViewController(
    _ split: SplitViewController, willHide master: ViewController, with button: BarButtonItem
  ) {
    calls.append("hide")
  }
  func splitViewController(
    _ split: SplitViewController, willShow master: ViewController,
    invalidating button: BarButtonItem
  ) {
    calls.append("show")
  }
  func splitViewController(_ split: SplitViewController, drawerWillChange isOpen: Bool) {
    calls.append(isOpen ? "drawer open" : "drawer close")
  }
}

@Suite struct SplitViewControllerTests {
  func make(width: Int, settings: LadderSettings = .init())
    -> (SplitViewController, RecordingSplitDelegate)
  {
    let split = SplitViewController(
      primary: ViewController(), supplementary: ViewController(), settings: settings)
    let delegate = RecordingSplitDelegate()
    split.delegate = delegate
    split.prepareAndLayout(in: Rect(x: 0, y: 0, width: width, height: 30))
    return (split, delegate)
  }

  @Test func launchInOverlayModeTellsTheDelegateTheMasterIsHidden() {
    let (split, delegate) = make(width: 80)
    #expect(delegate.calls == ["mode drawer", "hide"])
    #expect(split.focusedColumn == .supplementary)
  }

  @Test func launchInSplitModeTellsTheDelegateTheMasterIsShown() {
    let (split, delegate) = make(width: 120)
    #expect(delegate.calls == ["mode split", "show"])
    #expect(split.focusedColumn == .primary)
  }

  @Test func resizingAcrossTheBreakpointAndBack() {
    let (split, delegate) = make(width: 120)
    split.prepareAndLayout(in: Rect(x: 0, y: 0, width: 80, height: 30))
    split.prepareAndLayout(in: Rect(x: 0, y: 0, width: 90, height: 30))
    split.prepareAndLayout(in: Rect(x: 0, y: 0, width: 120, height: 30))
    #expect(delegate.calls == ["mode split", "show", "mode drawer", "hide", "mode split", "show"])
  }

  @Test func openingAndClosingTheDrawer() {
    let (split, delegate) = make(width: 80)
    #expect(split.handle(.key(.character("m"))))
    #expect(split.isDrawerOpen && split.focusedColumn == .primary)
    #expect(split.frames?.drawer != nil)
    #expect(split.handle(.key(.escape)))
    #expect(!split.isDrawerOpen && split.focusedColumn == .supplementary)
    #expect(delegate.calls == ["mode drawer", "hide", "drawer open", "drawer close"])
  }

  @Test func aClickOutsideTheDrawerClosesIt() {
    let (split, _) = make(width: 80)
    split.setDrawerOpen(true)
    #expect(split.hitTest(Point(x: 60, y: 5)) === split)
    #expect(split.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 60, y: 5)))))
    #expect(!split.isDrawerOpen)
  }

  @Test func resizingToSplitWithTheDrawerOpenClosesItFirst() {
    let (split, delegate) = make(width: 80)
    split.setDrawerOpen(true)
    split.prepareAndLayout(in: Rect(x: 0, y: 0, width: 120, height: 30))
    #expect(
      delegate.calls == [
        "mode drawer", "hide", "drawer open", "drawer close", "mode split", "show",
      ])
    #expect(!split.isDrawerOpen)
  }

  @Test func hidingTheMasterInSplitMode() {
    let (split, delegate) = make(width: 120)
    split.toggleMaster()
    #expect(split.frames?[.primary] == .hidden && split.focusedColumn == .supplementary)
    split.toggleMaster()
    #expect(split.frames?[.primary].isColumn == true)
    #expect(delegate.calls == ["mode split", "show", "hide", "show"])
  }

  @Test func tabMovesTheFocusOnlyBetweenVisiblePanes() {
    let (split, _) = make(width: 120)
    #expect(split.handle(.key(.tab)))
    #expect(split.focusedColumn == .supplementary)
    #expect(split.handle(.key(.left)))
    #expect(split.focusedColumn == .primary)
    split.prepareAndLayout(in: Rect(x: 0, y: 0, width: 80, height: 30))
    #expect(split.focusedColumn == .supplementary)
    // In the overlay mode tab opens the drawer, and tab again goes back.
    _ = split.handle(.key(.tab))
    #expect(split.isDrawerOpen && split.focusedColumn == .primary)
    _ = split.handle(.key(.tab))
    #expect(!split.isDrawerOpen && split.focusedColumn == .supplementary)
  }

  @Test func draggingTheDividerSetsTheMasterWidthWithinLimits() {
    let (split, _) = make(width: 120)
    #expect(split.hitTest(Point(x: 30, y: 10)) === split)
    _ = split.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 30, y: 10))))
    _ = split.handle(.mouse(MouseEvent(.drag(.left), at: Point(x: 40, y: 10))))
    #expect(split.frames?.frame(of: .primary)?.width == 40)
    _ = split.handle(.mouse(MouseEvent(.drag(.left), at: Point(x: 100, y: 10))))
    #expect(split.frames?.frame(of: .primary)?.width == 48)
    _ = split.handle(.mouse(MouseEvent(.drag(.left), at: Point(x: 2, y: 10))))
    #expect(split.frames?.frame(of: .primary)?.width == 16)
    _ = split.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 2, y: 10))))
    #expect(!split.handle(.mouse(MouseEvent(.drag(.left), at: Point(x: 50, y: 10)))))
  }
}

extension SplitViewController {
  /// What the run loop does at the start of a frame: prepare, then lay out.
  func prepareAndLayout(in rect: Rect) {
    prepareLayout(in: rect)
    layout(in: rect)
  }
}
