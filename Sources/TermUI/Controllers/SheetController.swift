import SplitLayout

/// Presents a controller as a sheet over everything, like an iPad form
/// sheet: centred, bordered, at most 90 columns wide by default, the whole
/// screen on a small terminal; the view underneath is dimmed but stays
/// visible around it. `esc`, `q` or a click on `[Close]` closes it.
public final class SheetController: PresentationController {
  public let style: SheetStyle

  public init(content: ViewController, style: SheetStyle = .recipe) {
    self.style = style
    super.init(content: content)
  }

  public override func layout(in frame: Rect) {
    layoutAsSheet(in: SheetPlacement.frame(screen: frame.size, style: style))
  }

  public override func draw(in canvas: inout Canvas, context: DrawContext) {
    drawAsSheet(in: &canvas, context: context)
  }
}
