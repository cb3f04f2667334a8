/// Reads a Cooklang category's dishes a part at a time: each part reads
/// and parses the next files (for their titles and times).
///
/// A part asked for more than `budgetedCount` dishes (the idle parts of a
/// list or of the search index, 1,000 at a time) stops once it has read
/// for `partBudget`, so that a key pressed meanwhile waits no longer than
/// that; smaller parts (the first screenful) are read whole, each dish
/// from its front matter alone when it has some (`quick`).
final class CooklangDishReader: DishPartReader {
  /// Parts asked for more dishes than this are bounded by `partBudget`.
  static let budgetedCount = 100
  /// How long a bounded part reads at most (one file more may finish).
  static let partBudget: Duration = .milliseconds(8)

  private let files: [CooklangFolderScan.File]
  /// The dish of a file, quickly (`CooklangSource.dish(for:quick:)`) or not.
  private let dish: (CooklangFolderScan.File, Bool) -> Dish
  private var next = 0

  init(files: [CooklangFolderScan.File], dish: @escaping (CooklangFolderScan.File, Bool) -> Dish) {
    self.files = files
    self.dish = dish
  }

  var fractionRead: Double {
    files.isEmpty ? 1 : Double(next) / Double(files.count)
  }

  func readPart(upTo count: Int) throws(BundleError) -> DishPart {
    let end = next + min(max(1, count), files.count - next)
    guard count > Self.budgetedCount else {
      let dishes = files[next..<end].map { dish($0, true) }
      next = end
      return DishPart(dishes: dishes, isLast: next == files.count)
    }
    let clock = ContinuousClock()
    let deadline = clock.now + Self.partBudget
    var dishes: [Dish] = []
    while next < end {
      dishes.append(dish(files[next], false))
      next += 1
      if clock.now >= deadline { break }
    }
    return DishPart(dishes: dishes, isLast: next == files.count)
  }
}
