/// The canonical metadata of the spec's `conventions.md`, each with its
/// names in the order they are looked up.
public enum CooklangMetadataKey: String, Sendable, CaseIterable {
  case title
  case description
  case source
  case author
  case sourceURL
  case servings
  case yield
  case course
  case locale
  case time
  case prepTime
  case cookTime
  case difficulty
  case cuisine
  case diet
  case tags
  case images

  /// The keys and aliases, lower case; dotted ones are nested keys.
  public var names: [String] {
    switch self {
    case .title: ["title"]
    case .description: ["description", "introduction"]
    case .source: ["source", "source.name"]
    case .author: ["author", "source.author"]
    case .sourceURL: ["source.url"]
    case .servings: ["servings", "serves"]
    case .yield: ["yield"]
    case .course: ["course", "category"]
    case .locale: ["locale"]
    case .time: ["time required", "time", "duration"]
    case .prepTime: ["prep time", "time.prep"]
    case .cookTime: ["cook time", "time.cook"]
    case .difficulty: ["difficulty"]
    case .cuisine: ["cuisine"]
    case .diet: ["diet"]
    case .tags: ["tags"]
    case .images: ["image", "images", "picture", "pictures"]
    }
  }
}
