/// What a view controller needs to know while drawing.
public struct DrawContext {
  public var theme: Theme
  /// The controllers on the focus path (from the root to the first
  /// responder), by identity.
  var focusPath: Set<ObjectIdentifier>

  public init(theme: Theme, focusPath: Set<ObjectIdentifier> = []) {
    self.theme = theme
    self.focusPath = focusPath
  }

  /// True when `controller` holds the keyboard focus or contains the
  /// controller that does.
  public func isFocused(_ controller: ViewController) -> Bool {
    focusPath.contains(ObjectIdentifier(controller))
  }
}
