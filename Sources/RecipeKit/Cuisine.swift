/// One cuisine of a recipe bundle (家常菜, 川菜, ...): an entry of
/// `Plist/food_types.plist`.
///
/// Values come from untrusted files: `name` may hold any text, including
/// control characters, which the UI must replace before drawing.
public struct Cuisine: Hashable, Sendable, Identifiable {
  /// The cuisine's id in the bundle; never empty. Its dishes live in
  /// `Plist/type_<idstr>_foods.plist`, but only when it is a safe file name
  /// (see `RecipeBundle.isSafeFileName(_:)`); `RecipeBundle` checks that.
  public let idstr: String
  /// The display name; never empty or only white space.
  public let name: String

  /// The same as `idstr`.
  public var id: String { idstr }

  /// A cuisine named by the app (a list across cuisines, such as the
  /// favourites); `idstr` and `name` must not be empty.
  public init(idstr: String, name: String) {
    self.idstr = idstr
    self.name = name
  }
}
