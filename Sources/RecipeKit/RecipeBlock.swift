/// One piece of a recipe page, in the order the page shows it.
///
/// Every string is display text: entities decoded, white space collapsed to
/// single spaces and trimmed, control characters replaced with U+FFFD. The
/// only line break is `"\n"`, which stands for a `<br>` (or the edge between
/// two blocks nested inside one piece); there are never more than two in a
/// row (one blank line) and never one at either end.
public enum RecipeBlock: Hashable, Sendable {
  /// The dish's name: the page's first `<h1>`.
  case title(String)
  /// The dish's story under the title (`div.xtip`).
  case introduction(String)
  /// The 难度： (difficulty) and 时间： (time) cells of the ingredient table;
  /// `nil` when the page does not give one.
  case facts(difficulty: String?, time: String?)
  /// One ingredient group (主料, 辅料, 调料 …) with its items in page order.
  /// `group` is `""` for items before any group heading.
  case ingredients(group: String, items: [Ingredient])
  /// A heading other than the title, e.g. `"新奥尔良烤鸡翅的做法步骤"`.
  case heading(String)
  /// A numbered step. `number` comes from the page's `"1."` span, else it is
  /// one more than the previous step's since the last heading.
  case step(number: Int, text: String)
  /// An `<img>`: its `alt`, else its `title`, else `""`. The picture itself
  /// is never loaded.
  case image(alt: String)
  /// The paragraphs under 小贴士 (tips), without that heading.
  case tips([String])
  /// Any other text, in document order.
  case paragraph(String)
  /// A `<ul>` (`ordered == false`) or `<ol>` outside the known structure.
  case list(items: [String], ordered: Bool)
  /// A table other than the ingredient table: rows of cell texts.
  case table(rows: [[String]])
  /// One fact of a recipe's metadata (a Cooklang front matter's
  /// `servings`, `tags` …): which one, and its value as text.
  case fact(RecipeFact, String)
  /// The cookware a recipe uses, each with its count or note when given.
  case cookware([String])
  /// A note beside the steps (Cooklang's `>` lines).
  case note(String)
  /// A picture file beside the recipe (`Name.jpg`, step `Name.3.jpg`),
  /// named by its path inside the source; never loaded.
  case picture(String)
  /// A problem of the recipe's file, with its line and column when known
  /// (`3:5: warning: unclosed {`); shown before the rest.
  case problem(String)
}

extension RecipeBlock {
  /// Every string the block shows, image descriptions included.
  var texts: [String] {
    switch self {
    case .title(let text), .introduction(let text), .heading(let text),
      .paragraph(let text), .step(_, let text), .image(let text):
      return [text]
    case .facts(let difficulty, let time):
      return [difficulty, time].compactMap { $0 }
    case .ingredients(let group, let items):
      return [group] + items.flatMap { [$0.name, $0.amount] }
    case .tips(let items), .list(let items, _):
      return items
    case .table(let rows):
      return rows.flatMap { $0 }
    case .fact(_, let text), .note(let text):
      return [text]
    case .cookware(let items):
      return items
    case .picture, .problem:
      return []
    }
  }
}

extension RecipeBlock: CustomStringConvertible {
  /// One line per block for logs and test failures, e.g. `step 1: 鸡翅洗净。`.
  /// Line breaks inside the text are shown as `⏎`.
  public var description: String {
    func line(_ text: String) -> String {
      text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "⏎")
    }
    switch self {
    case .title(let text): return "title: \(line(text))"
    case .introduction(let text): return "introduction: \(line(text))"
    case .facts(let difficulty, let time):
      return "facts: 难度 \(difficulty ?? "-") / 时间 \(time ?? "-")"
    case .ingredients(let group, let items):
      return "ingredients \(group): " + items.map(\.description).joined(separator: "; ")
    case .heading(let text): return "heading: \(line(text))"
    case .step(let number, let text): return "step \(number): \(line(text))"
    case .image(let alt): return "image: \(line(alt))"
    case .tips(let items): return "tips: " + items.map(line).joined(separator: " | ")
    case .paragraph(let text): return "paragraph: \(line(text))"
    case .list(let items, let ordered):
      return (ordered ? "ordered list: " : "list: ") + items.map(line).joined(separator: " | ")
    case .table(let rows):
      return "table: " + rows.map { $0.map(line).joined(separator: " · ") }.joined(separator: " | ")
    case .fact(let fact, let text): return "\(fact.rawValue): \(line(text))"
    case .cookware(let items): return "cookware: " + items.map(line).joined(separator: "; ")
    case .note(let text): return "note: \(line(text))"
    case .picture(let file): return "picture: \(line(file))"
    case .problem(let text): return "problem: \(line(text))"
    }
  }
}
