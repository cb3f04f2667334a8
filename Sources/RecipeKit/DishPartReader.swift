/// A source's reader of one category's dish list, a part at a time, for a
/// `DishLoader`.
public protocol DishPartReader: AnyObject {
  /// The share of the list read so far, from 0 to 1.
  var fractionRead: Double { get }
  /// Reads about `count` more dishes (at least one while there are more).
  /// Throws when the list turns out unreadable; the loader then drops the
  /// reader.
  func readPart(upTo count: Int) throws(BundleError) -> DishPart
}
