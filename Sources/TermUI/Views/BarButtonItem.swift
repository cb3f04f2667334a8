import SplitLayout

/// A button in a title bar, drawn `[title]`, like a `UIBarButtonItem`.
///
/// A class, so that the controller that shows it and the one that made it
/// (the split controller's "show master" button) share one instance; its
/// `frame` is where it was last drawn, used for clicks and as a popover's
/// anchor.
public final class BarButtonItem {
  /// The label without brackets: the one set, or the one `titleSource`
  /// derives when it is read (a back button's, from the width).
  public var title: String {
    get { titleSource?() ?? fixedTitle }
    set { fixedTitle = newValue }
  }
  private var fixedTitle: String
  /// Derives the title whenever it is read (layout and drawing read it,
  /// and write nothing); nil for the fixed `title`.
  private let titleSource: (() -> String)?
  /// Runs when the button is clicked.
  public var action: (() -> Void)?
  /// Where the button was drawn in the last frame (brackets included), in
  /// screen cells; `nil` when it was not drawn.
  public internal(set) var frame: Rect?

  public init(title: String, action: (() -> Void)? = nil) {
    self.fixedTitle = title
    self.titleSource = nil
    self.action = action
  }

  /// A button whose title is derived, read when laid out and drawn.
  public init(title: @escaping () -> String, action: (() -> Void)? = nil) {
    self.fixedTitle = ""
    self.titleSource = title
    self.action = action
  }

  /// The text drawn: `[title]`.
  public var label: String { "[" + title + "]" }
}
