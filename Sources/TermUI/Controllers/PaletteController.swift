import SplitLayout

/// Presents a controller as a command palette: hanging from the top edge,
/// centred, bordered, with no arrow (no button opened it), like the
/// palettes of editors. In the stack mode of the width ladder, or where it
/// does not fit across (`PalettePlacement`), it is a full-screen sheet with
/// `[Close]` and the content's title instead.
///
/// ```
/// TTTTTTTTTTTTTTTTTTTTTTTTTTTTTTT   the title row stays visible
/// ....┌────────────────────┐.....
/// ....│ content            │.....   the content's preferred size,
/// ....└────────────────────┘.....   the border around it
/// ```
public final class PaletteController: PresentationController {
  /// The width ladder: in its stack mode the palette is a sheet.
  public var ladder: Ladder = .standard
  /// The mode shown underneath, when it is not the ladder's for the width
  /// (`--layout stack` forces it); nil to follow `ladder`.
  public var mode: (() -> LadderMode?)?
  /// Where the palette is now (nil before the first layout).
  public private(set) var placement: PalettePlacement?
  /// Told when the user closed the palette (`esc`, `[Close]`, a click
  /// outside), not when the app dismissed it after a choice.
  public var onDismiss: (() -> Void)?

  public override init(content: ViewController) {
    super.init(content: content)
  }

  /// Like a popover, a palette leaves the view underneath as it is; as a
  /// sheet it dims it.
  public override var dimsBackground: Bool { isSheet }

  /// True when shown as a full-screen sheet.
  public var isSheet: Bool { placement == .sheet }

  /// Shown as a sheet: the chrome and `[Close]` are a sheet's.
  public override var showsSheetChrome: Bool { isSheet }

  public override func layoutPresentation(screen: Size) {
    let preferred = Size(
      width: content.preferredContentSize.width + 2,
      height: content.preferredContentSize.height + 2)
    let mode = self.mode?() ?? LadderMode(width: screen.width, ladder: ladder)
    let placed = PalettePlacement.place(screen: screen, preferred: preferred, mode: mode)
    placement = placed
    switch placed {
    case .palette(let rect):
      closeButton.frame = nil
      frame = rect
      content.layout(in: rect.inset(by: Insets(top: 1, left: 1, bottom: 1, right: 1)))
    case .sheet:
      layoutAsSheet(in: SheetPlacement.frame(screen: screen, style: .fullScreen))
    }
  }

  public override func layout(in frame: Rect) {
    layoutPresentation(screen: frame.size)
  }

  public override func draw(in canvas: inout Canvas, context: DrawContext) {
    switch placement {
    case .palette?:
      let ruleRow = content.titleBarRuleRow.map { content.frame.minY + $0 }
      PresentationChrome.draw(
        frame: frame, title: nil, closeButton: nil, ruleRow: ruleRow, canvas: &canvas,
        theme: context.theme)
      content.draw(in: &canvas, context: context)
    case .sheet?, nil:
      drawAsSheet(in: &canvas, context: context)
    }
  }

  @discardableResult
  public override func requestDismissal() -> Bool {
    dismiss()
    onDismiss?()
    return true
  }

  /// A click outside the palette closes it, as outside a popover.
  public override func handleOutsideClick() {
    requestDismissal()
  }
}
