import TermUI

/// A flow that takes app-wide keys: one the root did not build in can be
/// added with one line (`KeyRoutingFlow.add(_:)`), and is asked for the
/// keys no built-in flow took, from the lists and the recipe panes.
protocol KeyFlow: AnyObject {
  /// True when the flow took `key`.
  func handle(_ key: Key) -> Bool
}
