/// How the columns are shown, from the width and the `Ladder`.
///
/// The cases are in ladder order (narrowest first), so `<` compares widths:
/// `.stack < .drawer < .split < .triple`.
public enum LadderMode: Int, Hashable, Sendable, CaseIterable, Comparable,
  CustomStringConvertible
{
  /// `width <= A`: one navigation stack; each page (cuisines, dishes, recipe)
  /// takes the whole screen.
  case stack
  /// `A < width <= B`: the dishes take the screen; the cuisines slide in as
  /// an overlay drawer from the left; a recipe is a sheet.
  case drawer
  /// `B < width < C`: cuisines │ dishes; a recipe is a sheet.
  case split
  /// `width >= C`: cuisines │ dishes │ recipe, and the inspector as a fourth
  /// column from `D`.
  case triple

  /// The one rule: the first rung whose limit holds the width.
  ///
  /// With the standard ladder 60 is the last stack width and 61 the first
  /// drawer, 100/101 flip drawer to split, 139/140 split to triple.
  @inlinable
  public init(width: Int, ladder: Ladder) {
    if width <= ladder.stackLimit {
      self = .stack
    } else if width <= ladder.drawerLimit {
      self = .drawer
    } else if width < ladder.tripleWidth {
      self = .split
    } else {
      self = .triple
    }
  }

  @inlinable
  public static func < (lhs: LadderMode, rhs: LadderMode) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `stack`, `drawer`, `split` or `triple` (the `--layout` words).
  public var description: String {
    switch self {
    case .stack: "stack"
    case .drawer: "drawer"
    case .split: "split"
    case .triple: "triple"
    }
  }

  /// True in the modes that show more than one column side by side.
  @inlinable
  public var isMultiColumn: Bool { self >= .split }
}
