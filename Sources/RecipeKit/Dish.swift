/// One dish of a category, as its source lists it (the bundle: an entry of
/// `Plist/type_<cuisine>_foods.plist`).
///
/// `idstr` and `name` are never empty. The optional fields are nil when the
/// source leaves them out (the bundle: an empty or blank string, or a value
/// that is not a string). Every field but `idstr` and `name` is optional: a
/// source need not know a difficulty, and gives a time as text (`time`), as
/// minutes (`minutes`), or both. Text is untrusted: the UI replaces control
/// characters before drawing.
public struct Dish: Hashable, Sendable, Identifiable {
  /// The dish's id, unique within its source (the bundle's page is
  /// `Html/food/<idstr>.html` when that is a safe file name).
  public let idstr: String
  /// The display name, as on the page's heading.
  public let name: String
  /// The difficulty as written in the plist, e.g. `配菜(中级)`.
  public let diff: String?
  /// The cooking time as written in the plist, e.g. `10-30分钟`.
  public let time: String?
  /// The cooking time in minutes, when the source gives it as a number
  /// (the bundle never does: its `time` is read by `CookingTime`).
  public let minutes: Int?
  /// The original app's image address; not checked to be a URL (the iPad
  /// corpus has `没有图片` in one place).
  public let imageUrl: String?
  /// The original web page of the recipe; not checked to be a URL.
  public let url: String?

  /// The id, the same as `idstr`.
  public var id: String { idstr }

  /// A dish with these fields as given (the loader checks what a plist
  /// gives; this is for tools and benchmarks that make dishes).
  public init(
    idstr: String, name: String, diff: String?, time: String?, imageUrl: String?, url: String?,
    minutes: Int? = nil
  ) {
    self.idstr = idstr
    self.name = name
    self.diff = diff
    self.time = time
    self.minutes = minutes
    self.imageUrl = imageUrl
    self.url = url
  }

  /// The difficulty to show: the plist's text, or "-" when it is missing or
  /// blank.
  public var difficultyText: String { Self.shown(diff) }

  /// The cooking time to show: the source's text, else its minutes
  /// (`25 min`), or "-" when both are missing or the text is blank.
  public var timeText: String {
    if time == nil, let minutes { return "\(minutes) min" }
    return Self.shown(time)
  }

  /// `text`, or "-" when it is nil or only white space.
  private static func shown(_ text: String?) -> String {
    guard let text else { return "-" }
    // Most texts start with a letter that is not white space (ASCII or a
    // CJK ideograph): no need to look at characters and their properties.
    if let first = text.unicodeScalars.first?.value,
      (0x21..<0x7F).contains(first) || (0x4E00...0x9FFF).contains(first)
    {
      return text
    }
    return text.allSatisfy(\.isWhitespace) ? "-" : text
  }
}
