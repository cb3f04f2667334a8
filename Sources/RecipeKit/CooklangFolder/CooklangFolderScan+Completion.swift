extension CooklangFolderScan {
  /// The `.cook` files of category `id`, by path (its folder walked now
  /// if it was left for later); nil when the walk read no folder of that
  /// category.
  mutating func files(ofCategory id: String) -> [File]? {
    guard let index = slotOfCategory[id] else { return nil }
    walkSlot(index)
    return slots[index].files
  }

  /// The pictures in category `id`'s folder (not below it), sorted as
  /// `pictures` is.
  mutating func pictures(ofCategory id: String) -> [String] {
    guard let index = slotOfCategory[id] else { return [] }
    walkSlot(index)
    return Self.sorted(slots[index].pictures) { $0 }
  }

  /// How many folders' entries wait to be walked.
  var waitingFolders: Int { slots.filter { $0.listing != nil }.count }

  /// Walks at most `count` of the folders left for later; once none is
  /// left, puts the whole walk together (`files`, `ranges`, `pictures`,
  /// `problems`). True while there is more to do.
  mutating func completeStep(folders count: Int) -> Bool {
    guard !isComplete else { return false }
    var walked = 0
    while walked < count, let index = unwalked.popLast() {
      guard slots[index].listing != nil else { continue }
      walkSlot(index)
      walked += 1
    }
    if unwalked.isEmpty { assemble() }
    return !isComplete
  }

  /// Walks every folder left for later and puts the whole walk together.
  mutating func complete() {
    while completeStep(folders: .max) {}
  }

  /// Walks slot `index`'s kept entries, if it has some. No disk is read:
  /// a folder left for later has only regular files and folders, whose
  /// types its entries say (`Listing.canWait`), and its sub-folders were
  /// put on the walk's stack when it was read.
  private mutating func walkSlot(_ index: Int) {
    guard let listing = slots[index].listing else { return }
    slots[index].listing = nil
    // Its entries were counted when it was read, within the limit.
    var counted = 0
    var walkedAlready: [(relative: String, depth: Int)] = []
    slots[index].walk(listing.entries(), root: root, entries: &counted, pending: &walkedAlready)
  }

  /// The whole walk from its slots, as one walk without slots gives it.
  mutating func assemble() {
    var ordered: [File] = []
    ordered.reserveCapacity(slots.reduce(0) { $0 + $1.files.count })
    for category in Self.sorted(Array(slotOfCategory.keys), by: { $0 }) {
      guard let index = slotOfCategory[category] else { continue }
      let start = ordered.count
      ordered += slots[index].files
      if start < ordered.count { ranges[category] = start..<ordered.count }
    }
    files = ordered
    pictures = Self.sorted(slots.flatMap(\.pictures)) { $0 }
    problems = slots.flatMap(\.problems)
    isComplete = true
  }
}
