import RecipeKit

extension Labels {
  /// The label of a recipe's metadata fact, e.g. `Servings` / `份量`.
  func fact(_ fact: RecipeFact) -> String {
    let zh = language == .zh
    switch fact {
    case .servings: return zh ? "份量" : "Servings"
    case .yield: return zh ? "产量" : "Yield"
    case .time: return zh ? "时间" : "Time"
    case .prepTime: return zh ? "准备" : "Prep"
    case .cookTime: return zh ? "烹饪" : "Cook"
    case .difficulty: return zh ? "难度" : "Difficulty"
    case .course: return zh ? "菜类" : "Course"
    case .cuisine: return zh ? "菜系" : "Cuisine"
    case .diet: return zh ? "饮食" : "Diet"
    case .tags: return zh ? "标签" : "Tags"
    case .source: return zh ? "来源" : "Source"
    case .author: return zh ? "作者" : "Author"
    }
  }

  /// The heading above a recipe's cookware.
  var cookwareHeading: String { language == .zh ? "厨具" : "Cookware" }

  /// `Picture: Name.jpg` / `图片：Name.jpg`.
  func pictureLine(_ file: String) -> String {
    language == .zh ? "图片：\(file)" : "Picture: \(file)"
  }

  /// `Note: …` / `注：…`.
  func noteLine(_ text: String) -> String {
    language == .zh ? "注：\(text)" : "Note: \(text)"
  }
}
