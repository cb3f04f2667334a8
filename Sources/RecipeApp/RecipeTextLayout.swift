import RecipeKit
import TermUI

/// Lays a recipe's blocks out as styled lines for a width in columns: the
/// sheet's body, and `--print`'s text (the same lines without styles).
///
/// ```
/// 新奥尔良烤鸡翅                                   <- title, bold
/// 正宗的奥尔良风味，应该是独具奥尔良的甜香…        <- introduction, wrapped
/// 难度：掌勺(高级)　时间：1小时以上
///
/// 主料                                             <- heading, accent
/// 鸡全翅                 两个250克  橄榄油    少许  <- amounts right-aligned,
///                                                     two columns when wide
///  1. 鸡翅彻底洗净，控干水份……                      <- step numbers aligned,
///     冷藏过程中平放……                                 hanging indent
/// ```
struct RecipeTextLayout {
  let labels: Labels

  /// The narrowest width laid out (a narrower one is widened to it).
  static let minimumWidth = 8

  /// Below this width the ingredients take one column.
  static let twoColumnWidth = 56

  func lines(for recipe: Recipe, width: Int) -> [StyledLine] {
    let width = max(Self.minimumWidth, width)
    let recipe = showingProblem(of: recipe)
    guard recipe.hasRecipeText else {
      // A file that could not be read still says why (its problems).
      let problems = recipe.blocks.filter(isProblem)
      guard !problems.isEmpty else { return [StyledLine(labels.noRecipeText, role: .secondary)] }
      let title = recipe.title.map { wrap($0, width: width, role: .title) } ?? []
      return title + problems.flatMap { layout($0, width: width, stepDigits: 1) }
        + [StyledLine(), StyledLine(labels.noRecipeText, role: .secondary)]
    }
    let stepDigits = String(recipe.blocks.reduce(0) { max($0, stepNumber($1)) }).count
    var lines: [StyledLine] = []
    var previous: RecipeBlock?
    var stepOrdinal = 0
    for var block in recipe.blocks where !isBareImage(block) {
      if case .step(let number, _) = block {
        // Each ingredient's amount at its mention, where the source
        // marks them (Cooklang).
        if recipe.stepPieces.indices.contains(stepOrdinal) {
          block = .step(number: number, text: Self.text(of: recipe.stepPieces[stepOrdinal]))
        }
        stepOrdinal += 1
      }
      // Steps follow each other without a blank line; everything else is
      // separated by one.
      if let previous, !(isStep(previous) && isStep(block)), !(isImage(previous) && isStep(block)),
        !(isFact(previous) && isFact(block)), !(isProblem(previous) && isProblem(block)),
        !(isPicture(previous) && isPicture(block))
      {
        lines.append(StyledLine())
      }
      lines.append(contentsOf: layout(block, width: width, stepDigits: stepDigits))
      previous = block
    }
    return lines
  }

  /// The recipe with its page problem (nested too deep, too large) as a
  /// `.problem` block in the reader's language, after the title (or first).
  private func showingProblem(of recipe: Recipe) -> Recipe {
    guard let problem = recipe.problem else { return recipe }
    var shown = recipe
    shown.problem = nil
    let index = shown.blocks.first.map { block in
      if case .title = block { return 1 }
      return 0
    } ?? 0
    shown.blocks.insert(.problem(labels.pageProblem(problem)), at: index)
    return shown
  }

  /// A step's text from its pieces: each ingredient's amount after its
  /// name, in parentheses (full-width after a CJK name: `面粉（250 g）`);
  /// a mention without an amount adds nothing.
  static func text(of pieces: [StepPiece]) -> String {
    var text = ""
    for piece in pieces {
      switch piece {
      case .text(let part):
        text += part
      case .ingredient(let item):
        let amount = item.amount
        guard !amount.isEmpty else { continue }
        let wide = text.unicodeScalars.last.map { ColumnWidth.width(of: String($0)) == 2 } ?? false
        text += wide ? "（" + amount + "）" : " (" + amount + ")"
      }
    }
    return text
  }

  private func stepNumber(_ block: RecipeBlock) -> Int {
    if case .step(let number, _) = block { return number }
    return 0
  }

  private func isStep(_ block: RecipeBlock) -> Bool {
    if case .step = block { return true }
    return false
  }

  /// An image whose description says nothing (none, a file name, "image"):
  /// not shown at all. The corpus has one such picture per step, and 4,366
  /// bare `[Image]` lines only push the text apart.
  func isBareImage(_ block: RecipeBlock) -> Bool {
    guard case .image(let alt) = block else { return false }
    return !Self.isWorthReading(alt)
  }

  /// True when an image's alt or title text tells the reader something: it
  /// has a letter or a Han character, and is neither a generic word nor a
  /// file name.
  static func isWorthReading(_ alt: String) -> Bool {
    let text = alt.lowercased().filter { !$0.isWhitespace }
    guard text.contains(where: { $0.isLetter }) else { return false }
    let generic: Set<String> = ["image", "img", "picture", "pic", "photo", "图片", "图", "图像", "照片"]
    if generic.contains(text) { return false }
    let fileEndings = [".jpg", ".jpeg", ".png", ".gif", ".webp", ".bmp"]
    return !fileEndings.contains { text.hasSuffix($0) }
  }

  private func isFact(_ block: RecipeBlock) -> Bool {
    if case .fact = block { return true }
    return false
  }

  private func isProblem(_ block: RecipeBlock) -> Bool {
    if case .problem = block { return true }
    return false
  }

  private func isPicture(_ block: RecipeBlock) -> Bool {
    if case .picture = block { return true }
    return false
  }

  private func isImage(_ block: RecipeBlock) -> Bool {
    if case .image = block { return true }
    return false
  }

  private func layout(_ block: RecipeBlock, width: Int, stepDigits: Int) -> [StyledLine] {
    switch block {
    case .title(let text):
      return wrap(text, width: width, role: .title)
    case .introduction(let text), .paragraph(let text):
      return wrap(text, width: width, role: .text)
    case .facts(let difficulty, let time):
      let line = labels.subtitle(difficulty: nonEmpty(difficulty), time: nonEmpty(time))
      return wrap(line, width: width, role: .secondary)
    case .heading(let text):
      return wrap(text, width: width, role: .heading)
    case .ingredients(let group, let items):
      // An ungrouped list has no heading line (not a second blank one).
      let heading = group.isEmpty ? [] : wrap(group, width: width, role: .heading)
      return heading + ingredients(items, width: width)
    case .step(let number, let text):
      return step(number: number, text: text, digits: stepDigits, width: width)
    case .image(let alt):
      let label = labels.language == .zh ? "图片" : "Image"
      let text = "[\(label): \(alt)]"
      return wrap(text, width: width, role: .secondary)
    case .tips(let paragraphs):
      let heading = labels.language == .zh ? "小贴士" : "Tips"
      // The page's own heading (小贴士) was read into the block; show ours.
      return wrap(heading, width: width, role: .heading)
        + paragraphs.flatMap { wrap($0, width: width, role: .text) }
    case .list(let items, let ordered):
      var lines: [StyledLine] = []
      for (index, item) in items.enumerated() {
        let marker = ordered ? "\(index + 1). " : "- "
        lines += hanging(marker: marker, text: item, width: width, markerRole: .secondary)
      }
      return lines
    case .table(let rows):
      return rows.flatMap { row in
        wrap(row.filter { !$0.isEmpty }.joined(separator: "  "), width: width, role: .text)
      }
    case .fact(let fact, let text):
      return hanging(
        marker: labels.fact(fact) + (labels.language == .zh ? "：" : ": "), text: text,
        width: width, markerRole: .secondary)
    case .cookware(let items):
      return wrap(labels.cookwareHeading, width: width, role: .heading)
        + items.flatMap { hanging(marker: "- ", text: $0, width: width, markerRole: .secondary) }
    case .note(let text):
      return hanging(marker: "> ", text: text, width: width, markerRole: .secondary)
    case .picture(let file):
      return wrap("[" + labels.pictureLine(file) + "]", width: width, role: .secondary)
    case .problem(let text):
      return hanging(marker: "! ", text: text, width: width, markerRole: .heading)
    }
  }

  private func nonEmpty(_ text: String?) -> String {
    guard let text, !text.isEmpty else { return "-" }
    return text
  }

  private func wrap(_ text: String, width: Int, role: StyleRole) -> [StyledLine] {
    TextWrapper.wrapAvoidingOrphans(text, width: width).map { StyledLine($0, role: role) }
  }

  /// `marker` then the text, its continuation lines indented under the text.
  private func hanging(marker: String, text: String, width: Int, markerRole: StyleRole)
    -> [StyledLine]
  {
    let indent = ColumnWidth.width(of: marker)
    let body = TextWrapper.wrapAvoidingOrphans(text, width: max(4, width - indent))
    return body.enumerated().map { index, line in
      let lead =
        index == 0
        ? Span(marker, role: markerRole) : Span(String(repeating: " ", count: indent))
      return StyledLine([lead, Span(line, role: .text)])
    }
  }

  /// A numbered step with the numbers right-aligned (` 9.` above `10.`).
  private func step(number: Int, text: String, digits: Int, width: Int) -> [StyledLine] {
    let label = String(number) + "."
    let padded = String(repeating: " ", count: max(0, digits + 1 - label.count)) + label + " "
    return hanging(marker: padded, text: text, width: width, markerRole: .heading)
  }

  /// Ingredient rows: the name at the left, the amount right-aligned at the
  /// column's edge; two columns a row when the width allows.
  private func ingredients(_ items: [Ingredient], width: Int) -> [StyledLine] {
    let columns = width >= Self.twoColumnWidth ? 2 : 1
    let gap = 4
    let columnWidth = columns == 2 ? (width - gap) / 2 : width
    var lines: [StyledLine] = []
    var index = 0
    while index < items.count {
      var spans: [Span] = []
      var overflow: [StyledLine] = []
      for column in 0..<columns where index < items.count {
        let cell = ingredientCell(items[index], width: columnWidth)
        if column > 0 { spans.append(Span(String(repeating: " ", count: gap))) }
        spans += cell.first?.spans ?? []
        overflow += cell.dropFirst()
        index += 1
      }
      lines.append(StyledLine(spans))
      lines += overflow
    }
    return lines
  }

  /// One ingredient in `width` columns: `name ... amount` on one line, or
  /// the amount right-aligned on the next line when both do not fit. The
  /// page's note is split off the name and shown after it, dimmed; in
  /// English the vocabulary's name comes beside the Chinese one
  /// (`猪肉 pork`).
  private func ingredientCell(_ item: Ingredient, width: Int) -> [StyledLine] {
    // A reference to another recipe reads as a link: `→ Hollandaise`.
    var item = item
    if item.reference != nil { item.name = "→ " + item.name }
    let parts = IngredientNameNote(item.name)
    var extra = ""
    if labels.language == .en, let english = Vocabulary.shared.englishName(ofIngredient: parts.name)
    {
      extra = " " + english
    }
    if !parts.note.isEmpty { extra += "（" + parts.note + "）" }
    let name = parts.name + extra
    let nameWidth = ColumnWidth.width(of: name)
    let amountWidth = ColumnWidth.width(of: item.amount)
    if nameWidth + 1 + amountWidth <= width {
      let gap = String(repeating: " ", count: width - nameWidth - amountWidth)
      var spans = [Span(parts.name, role: .text)]
      if !extra.isEmpty { spans.append(Span(extra, role: .secondary)) }
      return [StyledLine(spans + [Span(gap), Span(item.amount, role: .secondary)])]
    }
    let nameLines = TextWrapper.wrap(name, width: width).map { line in
      StyledLine(ColumnWidth.pad(line, to: width), role: .text)
    }
    let amountLines = TextWrapper.wrap(item.amount, width: width).map { line in
      let lead = String(repeating: " ", count: max(0, width - ColumnWidth.width(of: line)))
      return StyledLine([Span(lead), Span(line, role: .secondary)])
    }
    return nameLines + amountLines
  }
}
