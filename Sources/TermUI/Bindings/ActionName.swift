/// The stable name of something a key does (`quit`, `focus-next`,
/// `scroll-down`): what a controller's binding table, the help and a
/// config's `[keys]` section refer to. Names are lower-case words joined by
/// `-` and never change once released; labels may.
public struct ActionName: RawRepresentable, Hashable, Sendable, Codable, Comparable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  public init(stringLiteral value: String) { self.init(rawValue: value) }

  public var description: String { rawValue }

  public static func < (a: ActionName, b: ActionName) -> Bool { a.rawValue < b.rawValue }
}

// The toolkit's own actions; an app adds its own in an extension.
extension ActionName {
  public static let quit: ActionName = "quit"
  public static let quitNow: ActionName = "quit-now"
  public static let repaint: ActionName = "repaint"
  public static let suspend: ActionName = "suspend"
  public static let close: ActionName = "close"
  public static let back: ActionName = "back"
  public static let focusNext: ActionName = "focus-next"
  public static let focusPrevious: ActionName = "focus-previous"
  public static let focusMaster: ActionName = "focus-master"
  public static let focusDetail: ActionName = "focus-detail"
  public static let toggleMaster: ActionName = "toggle-master"
  public static let closeDrawer: ActionName = "close-drawer"
  public static let zoom: ActionName = "zoom"
  public static let moveUp: ActionName = "move-up"
  public static let moveDown: ActionName = "move-down"
  public static let moveLeft: ActionName = "move-left"
  public static let moveRight: ActionName = "move-right"
  public static let pageUp: ActionName = "page-up"
  public static let pageDown: ActionName = "page-down"
  public static let halfPageUp: ActionName = "half-page-up"
  public static let halfPageDown: ActionName = "half-page-down"
  public static let first: ActionName = "first"
  public static let last: ActionName = "last"
  public static let choose: ActionName = "choose"
  public static let scrollUp: ActionName = "scroll-up"
  public static let scrollDown: ActionName = "scroll-down"
  public static let scrollPageUp: ActionName = "scroll-page-up"
  public static let scrollPageDown: ActionName = "scroll-page-down"
  public static let scrollHalfPageUp: ActionName = "scroll-half-page-up"
  public static let scrollHalfPageDown: ActionName = "scroll-half-page-down"
  public static let scrollTop: ActionName = "scroll-top"
  public static let quitAnywhere: ActionName = "quit-anywhere"
  public static let scrollBottom: ActionName = "scroll-bottom"
}
