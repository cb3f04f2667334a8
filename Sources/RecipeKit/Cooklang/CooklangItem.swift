/// One piece of a step, in the order written.
public enum CooklangItem: Sendable, Equatable {
  case text(String)
  case ingredient(CooklangIngredient)
  case cookware(CooklangCookware)
  case timer(CooklangTimer)
}
