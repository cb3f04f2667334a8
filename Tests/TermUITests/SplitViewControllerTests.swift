import SplitLayout
import Testing

@testable import TermUI

/// Records every call of the split controller's delegate, in order.
final class RecordingSplitDelegate: SplitViewControllerDelegate {
  var calls: [String] = []
  func splitViewController(_ split: SplitViewController, willChangeTo mode: DisplayMode) {
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
  func make(width: Int, configuration: SplitConfiguration = .init())
    -> (SplitViewController, RecordingSplitDelegate)
  {
    let split = SplitViewController(
      master: ViewController(), detail: ViewController(), configuration: configuration)
    let delegate = RecordingSplitDelegate()
    split.delegate = delegate
    split.prepareAndLayout(in: Rect(x: 0, y: 0, width: width, height: 30))
    return (split, delegate)
  }

  @Test func launchInOverlayModeTellsTheDelegateTheMasterIsHidden() {
    let (split, delegate) = make(width: 80)
    #expect(delegate.calls == ["mode overlay", "hide"])
    #expect(split.focusedPane == .detail)
  }

  @Test func launchInSplitModeTellsTheDelegateTheMasterIsShown() {
    let (split, delegate) = make(width: 120)
    #expect(delegate.calls == ["mode split", "show"])
    #expect(split.focusedPane == .master)
  }

  @Test func resizingAcrossTheBreakpointAndBack() {
    let (split, delegate) = make(width: 120)
    split.prepareAndLayout(in: Rect(x: 0, y: 0, width: 80, height: 30))
    split.prepareAndLayout(in: Rect(x: 0, y: 0, width: 90, height: 30))
    split.prepareAndLayout(in: Rect(x: 0, y: 0, width: 120, height: 30))
    #expect(delegate.calls == ["mode split", "show", "mode overlay", "hide", "mode split", "show"])
  }

  @Test func openingAndClosingTheDrawer() {
    let (split, delegate) = make(width: 80)
    #expect(split.handle(.key(.character("m"))))
    #expect(split.isDrawerOpen && split.focusedPane == .master)
    #expect(split.frames?.presentation == .drawer)
    #expect(split.handle(.key(.escape)))
    #expect(!split.isDrawerOpen && split.focusedPane == .detail)
    #expect(delegate.calls == ["mode overlay", "hide", "drawer open", "drawer close"])
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
        "mode overlay", "hide", "drawer open", "drawer close", "mode split", "show",
      ])
    #expect(!split.isDrawerOpen)
  }

  @Test func hidingTheMasterInSplitMode() {
    let (split, delegate) = make(width: 120)
    split.toggleMaster()
    #expect(split.frames?.presentation == .hidden && split.focusedPane == .detail)
    split.toggleMaster()
    #expect(split.frames?.presentation == .sideBySide)
    #expect(delegate.calls == ["mode split", "show", "hide", "show"])
  }

  @Test func tabMovesTheFocusOnlyBetweenVisiblePanes() {
    let (split, _) = make(width: 120)
    #expect(split.handle(.key(.tab)))
    #expect(split.focusedPane == .detail)
    #expect(split.handle(.key(.left)))
    #expect(split.focusedPane == .master)
    split.prepareAndLayout(in: Rect(x: 0, y: 0, width: 80, height: 30))
    #expect(split.focusedPane == .detail)
    // In the overlay mode tab opens the drawer, and tab again goes back.
    _ = split.handle(.key(.tab))
    #expect(split.isDrawerOpen && split.focusedPane == .master)
    _ = split.handle(.key(.tab))
    #expect(!split.isDrawerOpen && split.focusedPane == .detail)
  }

  @Test func draggingTheDividerSetsTheMasterWidthWithinLimits() {
    let (split, _) = make(width: 120)
    #expect(split.hitTest(Point(x: 30, y: 10)) === split)
    _ = split.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 30, y: 10))))
    _ = split.handle(.mouse(MouseEvent(.drag(.left), at: Point(x: 40, y: 10))))
    #expect(split.frames?.master?.width == 40)
    _ = split.handle(.mouse(MouseEvent(.drag(.left), at: Point(x: 100, y: 10))))
    #expect(split.frames?.master?.width == 48)
    _ = split.handle(.mouse(MouseEvent(.drag(.left), at: Point(x: 2, y: 10))))
    #expect(split.frames?.master?.width == 16)
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
