/// One ingredient line of an imported recipe as a Cooklang ingredient, read
/// by `IngredientLineParser`: `2 cups (250 g) all-purpose flour, sifted` →
/// `@all-purpose flour{2%cup}(sifted; 250 g)`. A line the parser cannot
/// read is its whole line as the name (`@…{}`), so nothing of it is lost.
public enum CooklangIngredientLine {
  /// The Cooklang text of `line` (one line, no line break); `""` when the
  /// line has nothing a name can be made of.
  public static func render(_ line: String) -> String {
    let text = IngredientLineParser.parse(line).cooklangText
    return text.isEmpty ? ParsedIngredient.unread(line).cooklangText : text
  }
}
