/// Where a binding stands in the footer of keys (issue 29, point 5): a
/// binding with a slot is a hint, shown with its short label while its
/// table is on the focused chain. Hints are shown by slot, then in the
/// chain's order (the first responder's first).
///
/// The way out (`leave`, `help`) is kept at every width; the others are
/// left out from the end when the row is narrow, `more` and `quit` first
/// (`q` quits from the base screen whether or not the footer says so).
public enum FooterSlot: Int, Comparable, Hashable, Sendable, CaseIterable {
  /// What the place is for (`enter open`, `space tick`).
  case action
  /// Leaving what is on top (`esc close`, `esc leave`).
  case leave
  /// The help.
  case help
  /// Quitting from the base screen.
  case quit
  /// After the way out: left out first when narrow (`+ scale`).
  case more

  /// True for the slots kept at every width.
  public var isWayOut: Bool { self == .leave || self == .help }

  public static func < (a: FooterSlot, b: FooterSlot) -> Bool { a.rawValue < b.rawValue }
}
