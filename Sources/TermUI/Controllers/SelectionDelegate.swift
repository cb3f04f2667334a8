/// Tells a delegate that the user chose an item, generic over the item: the
/// menu chooses a cuisine, the dish list chooses a dish, the sort popover an
/// order, the theme popover a colour. One protocol links them all, as the
/// iPad app's panes were linked by delegates, without the senders knowing
/// their receivers' types.
public protocol SelectionDelegate<Item>: AnyObject {
  associatedtype Item
  /// The user chose `item` in `sender` (enter or a click), not just moved
  /// the highlight. Called after the sender updated its own state.
  func selection(_ sender: ViewController, didChoose item: Item)
}
