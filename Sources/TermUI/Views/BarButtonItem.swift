import SplitLayout

/// A button in a title bar, drawn `[title]`, like a `UIBarButtonItem`.
///
/// A class, so that the controller that shows it and the one that made it
/// (the split controller's "show master" button) share one instance; its
/// `frame` is where it was last drawn, used for clicks and as a popover's
/// anchor.
public final class BarButtonItem {
  /// The label without brackets.
  public var title: String
  /// Runs when the button is clicked.
  public var action: (() -> Void)?
  /// Where the button was drawn in the last frame (brackets included), in
  /// screen cells; `nil` when it was not drawn.
  public internal(set) var frame: Rect?

  public init(title: String, action: (() -> Void)? = nil) {
    self.title = title
    self.action = action
  }

  /// The text drawn: `[title]`.
  public var label: String { "[" + title + "]" }
}
