import FoundationEssentials

/// Saved with the app's state. The state file is untrusted, so decoding
/// refuses what no board could have made: an empty or non-finite duration,
/// a time left that is negative or longer than the duration, a non-finite
/// date. One bad timer makes the whole value fail to decode; the caller
/// falls back to no timers.
extension CookingTimer: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, title, origin, duration, state
  }

  /// The longest timer accepted, in seconds (one week); longer ones are
  /// refused when started and when decoded.
  public static let maximumDuration: TimeInterval = 7 * 24 * 3600

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let duration = try container.decode(TimeInterval.self, forKey: .duration)
    let state = try container.decode(State.self, forKey: .state)
    guard Self.isValid(duration: duration) else {
      throw DecodingError.dataCorruptedError(
        forKey: .duration, in: container, debugDescription: "not a timer's duration")
    }
    let stateIsValid =
      switch state {
      case .running(let end): end.timeIntervalSinceReferenceDate.isFinite
      case .paused(let remaining): remaining.isFinite && remaining > 0 && remaining <= duration
      case .fired(let at): at.timeIntervalSinceReferenceDate.isFinite
      }
    guard stateIsValid else {
      throw DecodingError.dataCorruptedError(
        forKey: .state, in: container, debugDescription: "not a timer's state")
    }
    self.init(
      id: try container.decode(ID.self, forKey: .id),
      title: try container.decode(String.self, forKey: .title),
      origin: try container.decodeIfPresent(Origin.self, forKey: .origin),
      duration: duration, state: state)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encodeIfPresent(origin, forKey: .origin)
    try container.encode(duration, forKey: .duration)
    try container.encode(state, forKey: .state)
  }

  /// More than 0 seconds and at most `maximumDuration`.
  static func isValid(duration: TimeInterval) -> Bool {
    duration.isFinite && duration > 0 && duration <= maximumDuration
  }
}
