/// A piece of the screen's bottom line: a footer's `key label` pair (the
/// key in the button colour), or a warning. A segment is shown whole or
/// not at all.
public struct BottomLineSegment: Hashable, Sendable {
  /// Drawn first, in the button colour (a key name); empty for none.
  public var key: String
  public var text: String
  public var role: StyleRole

  public init(key: String = "", _ text: String, role: StyleRole = .secondary) {
    self.key = key
    self.text = text
    self.role = role
  }
}
