import SplitLayout

/// Presents a controller in a bordered box beside an anchor, with an arrow
/// pointing at it, like `UIPopoverController`.
///
/// The anchor is asked for on every layout (`anchor()` returns the bar
/// button's current frame), so on resize the popover is placed again, and
/// it closes when its anchor is gone. In the stack mode of the width
/// ladder, or when it does not fit beside its anchor, it adapts: it is shown
/// as a full-screen sheet without an arrow and with `[Close]`, like the
/// iPad's popover presentation on a compact width.
///
/// ```
///              [Sort]
///        ┌───────▲──────┐
///        │ Sort         │
///        ├──────────────┤
///        │ Name         │
///        └──────────────┘
/// ```
public final class PopoverController: PresentationController {
  public weak var delegate: (any PopoverControllerDelegate)?
  /// Told when the user closed the popover (as `delegate`'s
  /// `popoverControllerDidDismiss`), not when the app dismissed it after a
  /// choice.
  public var onDismiss: (() -> Void)?
  /// The directions the arrow may point.
  public var permittedArrowDirections: ArrowDirections
  /// Kept for callers of the first release; the adaptation follows
  /// `ladder` now (see `layoutPresentation`).
  public var breakpoint: Int
  /// The width ladder: in its stack mode the popover is always a sheet.
  public var ladder: Ladder = .standard
  /// Where the popover is now: beside its anchor, or as a sheet.
  public private(set) var placement: PopoverPlacement?
  private let anchor: () -> Rect?

  /// - Parameters:
  ///   - content: the controller shown; its `preferredContentSize` sizes
  ///     the popover.
  ///   - anchor: the anchor's frame in screen cells, asked on every layout;
  ///     `nil` when it is gone.
  public init(
    content: ViewController, anchor: @escaping () -> Rect?,
    permittedArrowDirections: ArrowDirections = .any, breakpoint: Int = 100
  ) {
    self.anchor = anchor
    self.permittedArrowDirections = permittedArrowDirections
    self.breakpoint = breakpoint
    super.init(content: content)
  }

  /// Popovers leave the view underneath as it is; as a sheet they dim it.
  public override var dimsBackground: Bool { isSheet }

  /// True when adapted to a sheet.
  public var isSheet: Bool { placement == .sheet }

  /// Shown as a sheet: the chrome and `[Close]` are a sheet's.
  public override var showsSheetChrome: Bool { isSheet }

  /// False once the anchor is gone: the run loop dismisses it after the
  /// layout pass.
  public override var isAnchored: Bool { anchor() != nil }

  public override func layoutPresentation(screen: Size) {
    guard let anchorFrame = anchor() else { return }
    // A popover stays a popover while it fits beside its anchor; it
    // becomes a sheet only where it does not, or in the stack mode
    // (`PopoverPlacement.adaptsToSheet`): a 3-item menu does not need the
    // whole of an 80x24 screen.
    let request = PopoverRequest(
      screen: screen, anchor: anchorFrame, contentSize: content.preferredContentSize,
      permittedDirections: permittedArrowDirections, breakpoint: -1)
    let mode = LadderMode(width: screen.width, ladder: ladder)
    placement =
      PopoverPlacement.adaptsToSheet(request, mode: mode) ? .sheet : PopoverPlacement.place(request)
    switch placement {
    case .popover(let placed):
      closeButton.frame = nil
      frame = placed.frame
      content.layout(in: placed.contentFrame)
    case .sheet, nil:
      layoutAsSheet(in: SheetPlacement.frame(screen: screen, style: .fullScreen))
    }
  }

  public override func layout(in frame: Rect) {
    layoutPresentation(screen: frame.size)
  }

  public override func draw(in canvas: inout Canvas, context: DrawContext) {
    let theme = context.theme
    switch placement {
    case .popover(let placed):
      let ruleRow = content.titleBarRuleRow.map { placed.contentFrame.minY + $0 }
      PresentationChrome.draw(
        frame: frame, title: nil, closeButton: nil, ruleRow: ruleRow, canvas: &canvas, theme: theme)
      content.draw(in: &canvas, context: context)
      canvas.put(
        arrowGlyph(placed.arrow, theme.glyphs), x: placed.arrowCell.x, y: placed.arrowCell.y,
        style: theme.style(.border))
    case .sheet, nil:
      drawAsSheet(in: &canvas, context: context)
    }
  }

  private func arrowGlyph(_ direction: ArrowDirection, _ glyphs: Glyphs) -> Character {
    switch direction {
    case .up: glyphs.arrowUp
    case .down: glyphs.arrowDown
    case .left: glyphs.arrowLeft
    case .right: glyphs.arrowRight
    }
  }

  /// Asks the delegate, then closes and tells it.
  @discardableResult
  public override func requestDismissal() -> Bool {
    if let delegate, !delegate.popoverControllerShouldDismiss(self) { return false }
    dismiss()
    delegate?.popoverControllerDidDismiss(self)
    onDismiss?()
    return true
  }

  /// A click outside a popover is a user dismissal; outside a popover shown
  /// as a full-screen sheet there is nothing to click.
  public override func handleOutsideClick() {
    requestDismissal()
  }
}
