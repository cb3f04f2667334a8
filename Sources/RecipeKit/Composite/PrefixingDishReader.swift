/// A member's dish loader seen through a `CompositeSource`: the parts it
/// reads, with the member's prefix on every dish id.
final class PrefixingDishReader: DishPartReader {
  private let loader: DishLoader
  private let prefix: String

  init(loader: DishLoader, prefix: String) {
    self.loader = loader
    self.prefix = prefix
  }

  var fractionRead: Double { loader.fractionLoaded }

  func readPart(upTo count: Int) throws(BundleError) -> DishPart {
    let step = try loader.loadMore(upTo: count)
    switch step {
    case .appended(let range):
      return DishPart(
        dishes: loader.dishes[range].map { CompositeSource.prefixed($0, prefix) },
        isLast: loader.isComplete)
    case .replaced:
      return DishPart(
        dishes: loader.dishes.map { CompositeSource.prefixed($0, prefix) },
        isLast: loader.isComplete, replacesAll: true)
    }
  }
}
