/// What the user asked of the inspector (`i`).
public enum InspectorVisibility: Hashable, Sendable, CaseIterable {
  /// Not chosen: a column where the ladder shows it (triple, `D` columns or
  /// more), else not shown.
  case automatic
  /// Shown: a column where the ladder allows one, else a sheet.
  case shown
  /// Hidden at every width.
  case hidden
}
