import SplitLayout

/// Told by a `SplitViewController` about changes of its display mode and of
/// the master's visibility, so that the detail can show or remove the
/// button that brings the master back (`[≡ Recipes]`).
///
/// Unlike the iPad's API of old, which said nothing on a portrait launch,
/// every method is also called for the first layout, so the detail's
/// state never depends on how the app was started.
public protocol SplitViewControllerDelegate: AnyObject {
  /// Before the display mode changes (a resize across the breakpoint), and
  /// once before the first layout with the mode it will use.
  func splitViewController(_ split: SplitViewController, willChangeTo mode: DisplayMode)

  /// Before the master leaves the screen (overlay mode at launch or after a
  /// resize, or hidden by the user in split mode). The detail should show
  /// `button`, whose action brings the master back.
  func splitViewController(
    _ split: SplitViewController, willHide master: ViewController, with button: BarButtonItem)

  /// Before the master is shown beside the detail again (at launch in split
  /// mode, after a resize, or shown by the user). The detail should remove
  /// `button`.
  func splitViewController(
    _ split: SplitViewController, willShow master: ViewController,
    invalidating button: BarButtonItem)

  /// Before the drawer opens (`isOpen` true) or closes, in overlay mode.
  func splitViewController(_ split: SplitViewController, drawerWillChange isOpen: Bool)
}

extension SplitViewControllerDelegate {
  public func splitViewController(_ split: SplitViewController, willChangeTo mode: DisplayMode) {}
  public func splitViewController(_ split: SplitViewController, drawerWillChange isOpen: Bool) {}
}
