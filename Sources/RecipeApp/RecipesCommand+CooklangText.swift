import FoundationEssentials
import RecipeKit

extension RecipesCommand {
  /// `--print --format cooklang` of a dish that is a Cooklang file: its
  /// parse written back as normalised text (`CooklangNormalizer`), scaled
  /// by `scale`, so that it parses back to the same recipe. Nil for a dish
  /// without a Cooklang file (a bundle's, a menu), which the export writer
  /// prints instead.
  static func cooklangText(of dishID: String, in source: any RecipeSource, scale: Double)
    -> String?
  {
    var source = source
    var id = dishID
    if let composite = source as? CompositeSource, let (member, inner) = composite.member(of: id) {
      source = member.source
      id = inner
    }
    guard let collection = source as? CooklangSource, !collection.isMenu(id),
      let path = collection.fileURL(forDishID: id)?.path,
      case .success(let text) = CooklangInput.read(path)
    else { return nil }
    return CooklangNormalizer.text(CooklangParser.parse(text).recipe, scale: scale)
  }
}
