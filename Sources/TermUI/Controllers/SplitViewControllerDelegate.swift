import SplitLayout

/// Told by a `SplitViewController` about changes of its display mode, of
/// the primary's visibility and of the stack's top page. The buttons that
/// bring the others back (`[≡ Recipes]`, `‹ Recipes`, `‹ Back`) are the
/// split's own (`leadingBarItems(for:)`): a delegate need not place them.
///
/// Unlike the iPad's API of old, which said nothing on a portrait launch,
/// every method is also called for the first layout, so the columns' state
/// never depends on how the app was started. Every call happens before the
/// layout that shows the change, never during it.
public protocol SplitViewControllerDelegate: AnyObject {
  /// Before the display mode changes (a resize across a threshold of the
  /// ladder), and once before the first layout with the mode it will use.
  /// The delegate may change the split's state here (the stack's page, the
  /// drawer, the focus, the secondary column): the layout that follows
  /// shows it.
  func splitViewController(_ split: SplitViewController, willChangeTo mode: LadderMode)

  /// Before the primary leaves the row of columns (the drawer mode at
  /// launch or after a resize, or hidden by the user). The supplementary
  /// should show `button`, whose action brings the primary back.
  func splitViewController(
    _ split: SplitViewController, willHide primary: ViewController, with button: BarButtonItem)

  /// Before the primary is a column again (or the stack mode, which shows
  /// the back button instead). The supplementary should remove `button`.
  func splitViewController(
    _ split: SplitViewController, willShow primary: ViewController,
    invalidating button: BarButtonItem)

  /// Before the drawer opens (`isOpen` true) or closes, in the drawer mode.
  func splitViewController(_ split: SplitViewController, drawerWillChange isOpen: Bool)

  /// Before the stack mode shows `page` on top (entering the stack mode, a
  /// push or a pop), with the back button that page's bar should show
  /// (`nil` for the root, the primary); and with `page` `nil` when the
  /// stack mode ends, so the bars drop their back buttons.
  func splitViewController(
    _ split: SplitViewController, willShowStackPage page: ColumnRole?, back: BarButtonItem?)

  /// Before the inspector becomes a column (`isColumn` true: the triple
  /// mode at `D` columns or more, unless hidden) or stops being one, and
  /// once at launch. Where it is not a column the app may present it as a
  /// sheet (`options.inspector == .shown`).
  func splitViewController(_ split: SplitViewController, willShowInspectorColumn isColumn: Bool)

  /// The user asked for `options` (dragged the divider, `m`, `z`, opened
  /// or closed the drawer). A delegate that keeps the options in its own
  /// state records them there and gives the split what it derives
  /// (`updateOptions`); the default grants them as they are.
  func splitViewController(_ split: SplitViewController, wantsOptions options: ColumnOptions)

  /// The user is in `column` now: it was focused (a key, a click, a
  /// delegate's `focus`), or a resize moved the focus and an event came
  /// (`settle()`). Not told during a layout.
  func splitViewController(_ split: SplitViewController, didFocus column: ColumnRole)
}

extension SplitViewControllerDelegate {
  public func splitViewController(
    _ split: SplitViewController, willHide primary: ViewController, with button: BarButtonItem
  ) {}
  public func splitViewController(
    _ split: SplitViewController, willShow primary: ViewController,
    invalidating button: BarButtonItem
  ) {}
  public func splitViewController(
    _ split: SplitViewController, willShowInspectorColumn isColumn: Bool
  ) {}
  public func splitViewController(_ split: SplitViewController, willChangeTo mode: LadderMode) {}
  public func splitViewController(_ split: SplitViewController, didFocus column: ColumnRole) {}
  public func splitViewController(
    _ split: SplitViewController, wantsOptions options: ColumnOptions
  ) {
    split.updateOptions { $0 = options }
  }
  public func splitViewController(_ split: SplitViewController, drawerWillChange isOpen: Bool) {}
  public func splitViewController(
    _ split: SplitViewController, willShowStackPage page: ColumnRole?, back: BarButtonItem?
  ) {}
}
