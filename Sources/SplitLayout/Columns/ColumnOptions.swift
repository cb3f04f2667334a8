/// What the user has chosen that moves the columns: a dragged width, hidden
/// or zoomed columns, the drawer, the inspector, the stack's top page.
public struct ColumnOptions: Hashable, Sendable {
  /// The primary's width dragged by the user, if any (within its spec's
  /// limits once laid out). Used beside the others and for the drawer.
  public var userPrimaryWidth: Int?
  /// `m` in the split and triple modes: the primary is not shown and the
  /// others take its room.
  public var isPrimaryHiddenByUser: Bool
  /// The drawer mode's overlay drawer (the primary) is open.
  public var isDrawerOpen: Bool
  /// `i`: the inspector's visibility.
  public var inspector: InspectorVisibility
  /// `z`: this column takes the whole width (in the split and triple modes,
  /// when it is a column there).
  public var zoomed: ColumnRole?
  /// The stack mode's page on top of the navigation stack (full screen).
  public var stackTop: ColumnRole

  public init(
    userPrimaryWidth: Int? = nil, isPrimaryHiddenByUser: Bool = false,
    isDrawerOpen: Bool = false, inspector: InspectorVisibility = .automatic,
    zoomed: ColumnRole? = nil, stackTop: ColumnRole = .supplementary
  ) {
    self.userPrimaryWidth = userPrimaryWidth
    self.isPrimaryHiddenByUser = isPrimaryHiddenByUser
    self.isDrawerOpen = isDrawerOpen
    self.inspector = inspector
    self.zoomed = zoomed
    self.stackTop = stackTop
  }
}
