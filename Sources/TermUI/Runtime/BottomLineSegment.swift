/// A piece of the screen's bottom line: a footer's `key label` pair (the
/// key in the button colour), or a warning. A segment is shown whole or
/// not at all.
public struct BottomLineSegment: Hashable, Sendable {
  /// Drawn first, in the button colour (a key name); empty for none.
  public var key: String
  public var text: String
  public var role: StyleRole
  /// The key a click on the segment presses (a footer hint's), if any
  /// (issue 30, item 21).
  public var press: Key?

  public init(
    key: String = "", _ text: String, role: StyleRole = .secondary, press: Key? = nil
  ) {
    self.key = key
    self.text = text
    self.role = role
    self.press = press
  }
}
