import FoundationEssentials

/// Saved with the app's state; decoding checks what an untrusted file could
/// get wrong: every timer (see `CookingTimer`'s decoding), ids unique, and
/// the next id past every id used.
extension TimerBoard: Codable {
  private enum CodingKeys: String, CodingKey {
    case timers, nextID
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let timers = try container.decode([CookingTimer].self, forKey: .timers)
    let nextID = try container.decode(CookingTimer.ID.self, forKey: .nextID)
    let ids = Set(timers.map(\.id))
    guard ids.count == timers.count, timers.allSatisfy({ $0.id > 0 && $0.id < nextID }) else {
      throw DecodingError.dataCorruptedError(
        forKey: .timers, in: container,
        debugDescription: "timer ids are not unique and below nextID")
    }
    self.init(timers: timers, nextID: nextID)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(timers, forKey: .timers)
    try container.encode(nextID, forKey: .nextID)
  }
}
