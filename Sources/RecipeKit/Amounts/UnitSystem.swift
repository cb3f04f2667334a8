/// Which units amounts are shown in: `u` in a recipe cycles through them
/// in this order, and `--units`, the config and the state name them.
public enum UnitSystem: String, Hashable, Sendable, Codable, CaseIterable {
  /// The units the page used (斤, 两, spoons, cups …).
  case original
  /// Grams and millilitres (kilograms and litres from 1000); a spoon or cup
  /// of a solid the density table knows in grams; °C. Counts stay counts.
  case metric
  /// US customary: ounces and pounds; teaspoons, tablespoons, cups, quarts
  /// and gallons; °F. Counts stay counts.
  case us

  /// The system a word names: `original` (or its older name `page`),
  /// `metric`, `us` (any case); nil for anything else.
  public init?(word: String) {
    switch word.lowercased() {
    case "original", "page": self = .original
    case "metric": self = .metric
    case "us": self = .us
    default: return nil
    }
  }

  /// The one `u` switches to after this one.
  public var next: UnitSystem {
    switch self {
    case .original: .metric
    case .metric: .us
    case .us: .original
    }
  }
}
