/// What a popover asks of the placement: where its anchor is, how big its
/// content would like to be, and which way its arrow may point.
public struct PopoverRequest: Hashable, Sendable {
  /// The whole screen.
  public var screen: Size
  /// The cells of the control the popover points at (a bar button, a row).
  public var anchor: Rect
  /// The content's preferred size, without the border (1 cell each side).
  public var contentSize: Size
  /// The directions the arrow may point; empty means `.any`.
  public var permittedDirections: ArrowDirections
  /// Cells kept free between the popover and the screen's edges.
  public var margin: Int
  /// At or below this width the popover is presented as a sheet (the
  /// compact-width adaptation).
  public var breakpoint: Int

  public init(
    screen: Size, anchor: Rect, contentSize: Size,
    permittedDirections: ArrowDirections = .any, margin: Int = 1, breakpoint: Int = 100
  ) {
    self.screen = screen
    self.anchor = anchor
    self.contentSize = contentSize
    self.permittedDirections = permittedDirections
    self.margin = margin
    self.breakpoint = breakpoint
  }
}
