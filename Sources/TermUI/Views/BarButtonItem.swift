import SplitLayout

/// A button in a title bar, drawn `[title]`, like a `UIBarButtonItem`.
///
/// A class, so that the controller that shows it and the one that made it
/// (the split controller's "show master" button) share one instance; its
/// `frame` is where it was last drawn, used for clicks and as a popover's
/// anchor.
public final class BarButtonItem {
  /// The label without brackets: the one given, or what `titleSource`
  /// says now (a title derived from the state when the bar is laid out
  /// and drawn: `×2`, a filled `★`).
  public var title: String {
    get { titleSource?() ?? fixedTitle }
    set { fixedTitle = newValue }
  }
  private var fixedTitle: String
  /// Gives the title at each reading, when the state decides it.
  public var titleSource: (() -> String)?
  /// Text between buttons (the `×1` of `[−] ×1 [+]`): drawn without
  /// brackets in the secondary style; a click on it does nothing.
  public var isPlain = false
  /// Runs when the button is clicked.
  public var action: (() -> Void)?
  /// Where the button was drawn in the last frame (brackets included), in
  /// screen cells; `nil` when it was not drawn.
  public internal(set) var frame: Rect?

  public init(title: String, action: (() -> Void)? = nil) {
    self.fixedTitle = title
    self.action = action
  }

  /// A button whose title follows the state (asked at layout and draw).
  public convenience init(
    plain: Bool = false, title: @escaping () -> String, action: (() -> Void)? = nil
  ) {
    self.init(title: "", action: action)
    titleSource = title
    isPlain = plain
  }

  /// The text drawn: `[title]`, or the bare title of a plain item.
  public var label: String { isPlain ? title : "[" + title + "]" }
}
