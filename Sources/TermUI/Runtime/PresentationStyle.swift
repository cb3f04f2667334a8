import SplitLayout

/// How `Application`'s `present(...)` methods make popovers and sheets:
/// set once by the app (its width ladder, the close button's word).
public struct PresentationStyle: Sendable {
  /// The width ladder: in its stack mode a popover is a full-screen sheet.
  public var ladder: Ladder = .standard
  /// The directions a popover's arrow may point.
  public var arrows: ArrowDirections = .any
  /// The label of the `[Close]` button of sheets (and popovers adapted to
  /// sheets).
  public var closeTitle = "Close"

  public init() {}
}
