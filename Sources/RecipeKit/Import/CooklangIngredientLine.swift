/// One ingredient line of an imported recipe as a Cooklang ingredient.
///
/// For now the whole cleaned line is the ingredient's name with no amount
/// (`2 cups flour, sifted` → `@2 cups flour, sifted{}`), so nothing of the
/// line is lost; the ingredient-line parser replaces this with
/// `@flour{2%cups}(sifted)` (the integrator switches `render` over).
public enum CooklangIngredientLine {
  /// The Cooklang text of `line` (one line, no line break).
  public static func render(_ line: String) -> String {
    "@" + CooklangSafeText.plainName(line) + "{}"
  }
}
