/// One source of several open together (`CompositeSource`), as the state
/// file sees it: the prefix of its ids in the app (`Cooklang` for
/// `Cooklang/Sauces/Pesto`) and its own entry's key (its absolute path).
///
/// Each source keeps its places, favourites and history in its own entry,
/// with its own ids, so that opening it alone later finds them; the rest
/// (the chosen category, the open recipe, the shopping list, the timers,
/// the theme and widths) is the app's and is kept in the first source's
/// entry, with the app's ids.
struct StateMember: Equatable, Sendable {
  var prefix: String
  var key: String
}
