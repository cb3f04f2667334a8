/// Reads a Cooklang category's dishes a part at a time: each part reads
/// and parses the next files (for their titles and times).
final class CooklangDishReader: DishPartReader {
  private let files: [CooklangFolderScan.File]
  private let dish: (CooklangFolderScan.File) -> Dish
  private var next = 0

  init(files: [CooklangFolderScan.File], dish: @escaping (CooklangFolderScan.File) -> Dish) {
    self.files = files
    self.dish = dish
  }

  var fractionRead: Double {
    files.isEmpty ? 1 : Double(next) / Double(files.count)
  }

  func readPart(upTo count: Int) throws(BundleError) -> DishPart {
    let end = next + min(max(1, count), files.count - next)
    let dishes = files[next..<end].map(dish)
    next = end
    return DishPart(dishes: dishes, isLast: next == files.count)
  }
}
