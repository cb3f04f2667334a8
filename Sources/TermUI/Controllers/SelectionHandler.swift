/// A selection delegate made of a closure, for a receiver that already is
/// the delegate of another selection (a type can conform to
/// `SelectionDelegate` for one item type only). The owner keeps it alive:
/// senders hold their delegates weakly.
public final class SelectionHandler<Item>: SelectionDelegate {
  private let handler: (ViewController, Item) -> Void

  public init(_ handler: @escaping (ViewController, Item) -> Void) {
    self.handler = handler
  }

  public func selection(_ sender: ViewController, didChoose item: Item) {
    handler(sender, item)
  }
}
