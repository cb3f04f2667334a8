/// The columns of the split view, in their order from left to right (as
/// UIKit's `UISplitViewController.Column`).
public enum ColumnRole: Int, Hashable, Sendable, CaseIterable, Comparable,
  CustomStringConvertible
{
  /// The leading column: the cuisines. A drawer in the drawer mode.
  case primary
  /// The middle column: the chosen cuisine's dishes. The base of the drawer
  /// mode and the right-hand column of the split.
  case supplementary
  /// The recipe: a column only in the triple mode (a sheet in the drawer and
  /// split modes).
  case secondary
  /// The trailing column: the open recipe's ingredients. A column only in
  /// the triple mode at `D` columns or more; a sheet otherwise.
  case inspector

  @inlinable
  public static func < (lhs: ColumnRole, rhs: ColumnRole) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  public var description: String {
    switch self {
    case .primary: "primary"
    case .supplementary: "supplementary"
    case .secondary: "secondary"
    case .inspector: "inspector"
    }
  }
}
