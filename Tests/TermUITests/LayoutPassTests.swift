import SplitLayout
import Testing

@testable import TermUI

/// Layout is a pure pass: the split controller's delegate is told before
/// layout (at the start of a frame, or while an event is handled), never
/// during it, and each event is laid out once.
@Suite struct LayoutPassTests {
  /// A root that lays the split out and knows when it is doing so.
  final class Probe: ViewController {
    let split: SplitViewController
    private(set) var isLayingOut = false
    init(_ split: SplitViewController) {
      self.split = split
      super.init()
      addChild(split)
    }
    override var focusedChild: ViewController? { split }
    override func prepareLayout(in frame: Rect) { split.prepareLayout(in: frame) }
    override func layout(in frame: Rect) {
      isLayingOut = true
      super.layout(in: frame)
      split.layout(in: frame)
      isLayingOut = false
    }
    override func draw(in canvas: inout Canvas, context: DrawContext) {
      split.draw(in: &canvas, context: context)
    }
  }

  /// A delegate that records its calls and fails any made during layout.
  final class StrictDelegate: SplitViewControllerDelegate {
    weak var probe: Probe?
    var calls: [String] = []
    private func record(_ call: String) {
      if probe?.isLayingOut == true { Issue.record("\(call) was told during layout") }
      calls.append(call)
    }
    func splitViewController(_ split: SplitViewController, willChangeTo mode: LadderMode) {
      record("mode \(mode)")
    }
    func splitViewController(
      _ split: SplitViewController, willHide master: ViewController, with button: BarButtonItem
    ) { record("hide") }
    func splitViewController(
      _ split: SplitViewController, willShow master: ViewController,
      invalidating button: BarButtonItem
    ) { record("show") }
    func splitViewController(_ split: SplitViewController, drawerWillChange isOpen: Bool) {
      record(isOpen ? "drawer open" : "drawer close")
    }
  }

  /// A pane that counts its layouts.
  final class CountingPane: ViewController {
    var layouts = 0
    override func layout(in frame: Rect) {
      super.layout(in: frame)
      layouts += 1
    }
  }

  static func make(width: Int) -> (Application, HeadlessTerminal, StrictDelegate, CountingPane) {
    let detail = CountingPane()
    let split = SplitViewController(
      primary: ViewController(), supplementary: detail)
    let probe = Probe(split)
    let delegate = StrictDelegate()
    delegate.probe = probe
    split.delegate = delegate
    let terminal = HeadlessTerminal(size: Size(width: width, height: 30))
    let application = Application(terminal: terminal, root: probe, theme: Theme(colors: .none))
    application.display()
    return (application, terminal, delegate, detail)
  }

  /// Feeds `event` through the terminal and draws a frame, as the run loop.
  static func send(_ event: InputEvent, to application: Application, _ terminal: HeadlessTerminal) {
    terminal.enqueue([event])
    _ = terminal.nextEvent()
    application.dispatch(event)
    application.display()
  }

  @Test(arguments: [80, 120])
  func theDelegateIsToldAtLaunchBeforeTheFirstLayout(width: Int) {
    let (_, _, delegate, detail) = Self.make(width: width)
    #expect(delegate.calls == (width > 100 ? ["mode split", "show"] : ["mode drawer", "hide"]))
    #expect(detail.layouts == 1)
  }

  @Test func everyTransitionIsToldOutsideLayout() {
    let (application, terminal, delegate, _) = Self.make(width: 120)
    for event: InputEvent in [
      .resize(Size(width: 80, height: 30)), .key(.character("m")),
      .resize(Size(width: 120, height: 30)),
      .key(.character("m")), .key(.character("m")), .resize(Size(width: 60, height: 30)),
    ] {
      Self.send(event, to: application, terminal)
    }
    #expect(
      delegate.calls == [
        "mode split", "show", "mode drawer", "hide", "drawer open", "drawer close", "mode split",
        "show", "hide", "show", "mode stack",
      ])
  }

  @Test func eachEventIsLaidOutOnce() {
    let (application, terminal, _, detail) = Self.make(width: 120)
    for event: InputEvent in [
      .key(.character("m")), .key(.character("m")), .resize(Size(width: 80, height: 30)),
      .key(.character("m")), .key(.escape),
      .mouse(MouseEvent(.press(.left), at: Point(x: 3, y: 3))),
    ] {
      let before = detail.layouts
      Self.send(event, to: application, terminal)
      #expect(detail.layouts == before + 1, "\(event)")
    }
  }

  @Test func layingOutAgainChangesNothing() {
    let (application, _, delegate, _) = Self.make(width: 80)
    let root = application.root
    let split = (root as? Probe)?.split
    let calls = delegate.calls
    let pane = split?.focusedColumn
    root.layout(in: Rect(x: 0, y: 0, width: 150, height: 30))
    #expect(delegate.calls == calls && split?.focusedColumn == pane)
    #expect(split?.mode == .drawer)
  }
}
