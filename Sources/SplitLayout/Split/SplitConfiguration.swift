/// The settings of a split view that do not depend on the screen size.
public struct SplitConfiguration: Hashable, Sendable {
  /// Split when the width is above this many columns (default 100).
  public var breakpoint: Int
  /// `--layout`: follow the width, or force one mode.
  public var override: LayoutOverride
  /// The master's width when the user has not dragged the divider (30).
  public var preferredMasterWidth: Int
  /// The narrowest master the divider can be dragged to (columns).
  public var minimumMasterWidth: Int
  /// The widest master the divider can be dragged to (columns).
  public var maximumMasterWidth: Int
  /// The master never takes more than this percentage of the width (40).
  public var maximumMasterPercent: Int
  /// The width the user chose by dragging the divider, if any. Kept within
  /// `minimumMasterWidth...maximumMasterWidth` by `SplitLayout`.
  public var userMasterWidth: Int?
  /// The user hid the master in split mode (`m`): the detail takes the whole
  /// width ("secondary only").
  public var isMasterHiddenByUser: Bool

  public init(
    breakpoint: Int = 100,
    override: LayoutOverride = .auto,
    preferredMasterWidth: Int = 30,
    minimumMasterWidth: Int = 16,
    maximumMasterWidth: Int = 60,
    maximumMasterPercent: Int = 40,
    userMasterWidth: Int? = nil,
    isMasterHiddenByUser: Bool = false
  ) {
    self.breakpoint = breakpoint
    self.override = override
    self.preferredMasterWidth = preferredMasterWidth
    self.minimumMasterWidth = minimumMasterWidth
    self.maximumMasterWidth = maximumMasterWidth
    self.maximumMasterPercent = maximumMasterPercent
    self.userMasterWidth = userMasterWidth
    self.isMasterHiddenByUser = isMasterHiddenByUser
  }

  /// The display mode at `width`.
  @inlinable
  public func mode(width: Int) -> DisplayMode {
    override.mode(width: width, breakpoint: breakpoint)
  }
}
