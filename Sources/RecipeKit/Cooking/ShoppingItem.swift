/// One line of a shopping list: an ingredient, how much in all, and which
/// dishes need it.
public struct ShoppingItem: Hashable, Sendable, Codable {
  /// The ingredient's key (`IngredientNames.key`): what items merge by.
  public var key: String
  /// The name as the first dish that needs it writes it.
  public var name: String
  /// True when some dish has it among its 主料 (main ingredients).
  public var isMain: Bool
  /// How much, in parts that cannot be added up: summed quantities (one
  /// per kind of measure: mass, volume), counts by measure word, text
  /// amounts as written, and the vague amount once with its dishes
  /// (`适量（番茄炒蛋、青椒肉丝）`). Empty when no dish says how much.
  public var amounts: [String]
  /// The dishes that need it, in list order.
  public var dishes: [String]
  /// Ticked off.
  public var isTicked: Bool
  /// Its section of `aisle.conf`; nil when the list has no aisles or the
  /// file does not name it (`Other`).
  public var aisle: String? = nil
  /// What the pantry says (`have`, `low`, expired); nil when the pantry
  /// does not hold it, or is ignored.
  public var pantry: PantryStatus? = nil

  /// True when it is to be bought: not held in the pantry (a `low` or
  /// expired item is bought).
  public var isNeeded: Bool { pantry != .have }
}
