/// A controller the user chooses an item in, with `enter` or a click (a
/// choice list, the theme's colours, the cuisines, the dishes): it calls
/// `onChoose` with the item after updating its own state. Moving the
/// highlight is not choosing.
///
/// `Application.present(choice:from:onChoose:)` shows one in a popover and
/// closes the popover before calling its closure.
public protocol Choosing: ViewController {
  associatedtype Item
  /// Called with the chosen item.
  var onChoose: ((Item) -> Void)? { get set }
}
