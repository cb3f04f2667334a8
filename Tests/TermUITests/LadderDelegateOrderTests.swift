import SplitLayout
import Testing

@testable import TermUI

/// The display-mode delegate is told before each change of the ladder,
/// also at launch, in every mode; the bar buttons it is given follow.
@Suite struct LadderDelegateOrderTests {
  final class Recorder: SplitViewControllerDelegate {
    var calls: [String] = []
    func splitViewController(_ split: SplitViewController, willChangeTo mode: LadderMode) {
      calls.append("mode \(mode)")
    }
    func splitViewController(
      _ split: SplitViewController, willHide primary: ViewController, with button: BarButtonItem
    ) { calls.append("hide") }
    func splitViewController(
      _ split: SplitViewController, willShow primary: ViewController,
      invalidating button: BarButtonItem
    ) { calls.append("show") }
    func splitViewController(_ split: SplitViewController, drawerWillChange isOpen: Bool) {
      calls.append(isOpen ? "drawer open" : "drawer close")
    }
    func splitViewController(
      _ split: SplitViewController, willShowStackPage page: ColumnRole?, back: BarButtonItem?
    ) {
      calls.append(
        "page \(page.map(String.init(describing:)) ?? "none")\(back == nil ? "" : " back")")
    }
    func splitViewController(
      _ split: SplitViewController, willShowInspectorColumn isColumn: Bool
    ) { calls.append(isColumn ? "inspector column" : "no inspector column") }
  }

  static func make(width: Int) -> (SplitViewController, Recorder) {
    let split = SplitViewController(primary: ViewController(), supplementary: ViewController())
    split.setSecondary(ViewController())
    split.setInspector(ViewController())
    let recorder = Recorder()
    split.delegate = recorder
    split.prepareAndLayout(in: Rect(x: 0, y: 0, width: width, height: 30))
    return (split, recorder)
  }

  @Test(arguments: [
    (50, ["mode stack", "show", "page supplementary back", "no inspector column"]),
    (80, ["mode drawer", "hide", "page none", "no inspector column"]),
    (120, ["mode split", "show", "page none", "no inspector column"]),
    (150, ["mode triple", "show", "page none", "no inspector column"]),
    (220, ["mode triple", "show", "page none", "inspector column"]),
  ])
  func launchTellsEverythingBeforeTheFirstLayout(width: Int, expected: [String]) {
    let (split, recorder) = Self.make(width: width)
    #expect(recorder.calls == expected)
    #expect(split.mode == LadderSettings().mode(width: width))
  }

  @Test func eachTransitionUpTheLadderAndDownAgain() {
    let (split, recorder) = Self.make(width: 50)
    recorder.calls = []
    var steps: [[String]] = []
    for width in [80, 120, 150, 220, 150, 120, 80, 50] {
      split.prepareAndLayout(in: Rect(x: 0, y: 0, width: width, height: 30))
      steps.append(recorder.calls)
      recorder.calls = []
    }
    #expect(
      steps == [
        ["mode drawer", "hide", "page none"],
        ["mode split", "show"],
        ["mode triple"],
        ["inspector column"],
        ["no inspector column"],
        ["mode split"],
        ["mode drawer", "hide"],
        ["mode stack", "show", "page supplementary back"],
      ])
  }

  @Test func aJumpAcrossSeveralRungsIsOneChangeToldOnce() {
    let (split, recorder) = Self.make(width: 50)
    recorder.calls = []
    split.prepareAndLayout(in: Rect(x: 0, y: 0, width: 220, height: 30))
    #expect(recorder.calls == ["mode triple", "page none", "inspector column"])
  }

  @Test func theStackPushesAndPops() {
    let (split, recorder) = Self.make(width: 50)
    recorder.calls = []
    split.setStackTop(.secondary)
    #expect(split.focusedColumn == .secondary)
    #expect(split.pop() && split.pop() && !split.pop())
    #expect(split.stackTop == .primary && split.focusedColumn == .primary)
    #expect(recorder.calls == ["page secondary back", "page supplementary back", "page primary"])
    // esc, left and backspace pop; at the root they are not taken.
    split.setStackTop(.secondary)
    #expect(split.handle(.key(.escape)) && split.handle(.key(.left)))
    #expect(!split.handle(.key(.backspace)))
  }

  @Test func theDrawerKeepsItsFocusAcrossAResizeToTheSplit() {
    let (split, recorder) = Self.make(width: 80)
    split.setDrawerOpen(true)
    recorder.calls = []
    split.prepareAndLayout(in: Rect(x: 0, y: 0, width: 101, height: 30))
    #expect(recorder.calls == ["drawer close", "mode split", "show"])
    #expect(split.focusedColumn == .primary)
  }

  @Test func zoomShowsOnlyTheFocusedColumnAndBack() {
    let (split, _) = Self.make(width: 150)
    split.focus(.secondary)
    #expect(split.handle(.key(.character("z"))))
    split.prepareAndLayout(in: Rect(x: 0, y: 0, width: 150, height: 30))
    #expect(split.frames?.columns == [.secondary])
    #expect(split.frames?.frame(of: .secondary)?.width == 150)
    #expect(split.handle(.key(.character("z"))))
    #expect(split.frames?.columns == [.primary, .supplementary, .secondary])
  }
}
