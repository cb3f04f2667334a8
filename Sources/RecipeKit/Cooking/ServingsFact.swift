/// A recipe's servings or yield fact at a scale: the number it starts with
/// times the scale, what it counts kept, and the scale after it, as the
/// app's title bar says it (`4` at ×1.25 is `5 (×1.25)`, `24 cookies` at
/// ×½ is `12 cookies (×½)`, `900 g` at ×2 is `1800 g (×2)`). A fact that
/// does not start with a number (`4-6`, `a crowd`) stays as written.
public enum ServingsFact {
  public static func text(_ text: String, scale: Double) -> String {
    guard scale != 1, scale.isFinite, scale > 0,
      let (number, rest) = RecipeServings.leadingNumber(text)
    else { return text }
    let count = ScaleFactor.number(number * scale)
    return count + (rest.isEmpty ? "" : " " + rest) + " (" + ScaleFactor.label(scale) + ")"
  }
}
