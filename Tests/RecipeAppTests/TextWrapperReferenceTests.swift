import Foundation
import RecipeKit
import SplitLayout
import TermUI
import TestSupport
import Testing

/// `TextWrapper`'s atoms compare one-scalar characters by scalar (a fast
/// path, issue 11): the lines are the very ones the character-comparing
/// wrapper (kept here as the reference) gives, for every text of the
/// bundles' recipe pages at many widths and for texts made to hit the
/// slow path (marks, canonical equivalents of the closing marks).
@Suite struct TextWrapperReferenceTests {
  static let widths = [1, 2, 3, 4, 5, 6, 7, 8, 13, 20, 31, 40, 47, 64, 80, 120]

  static func expectSame(_ text: String) {
    for width in widths {
      let fast = TextWrapper.wrap(text, width: width)
      let reference = ReferenceWrapper.wrap(text, width: width)
      #expect(fast == reference, "width \(width): \(text.prefix(40))")
      if fast != reference { return }
    }
  }

  @Test func madeUpTextsWrapAsBefore() {
    let texts = [
      "", " ", "a", "the quick  brown\tfox jumps over the lazy dog.", "鸡翅洗净，控干水份。",
      "放入锅中（小火）煮「三分钟」，然后……", "e\u{301}te\u{301} cafe\u{301}s, na\u{EF}ve",
      // Canonically equal to ";", "·" and the angle brackets: closing or
      // opening marks as characters, though not as scalars.
      "word\u{37E} next\u{387}dot 看\u{2329}书\u{232A}了", "一二看\u{37E}好", "一二看\u{387}好",
      "一二\u{2329}书\u{232A}了", "\u{3000}全角空格\u{3000}\u{3000}两个",
      "x\u{200D}y 👩\u{200D}💻 flags 🇨🇳🇬🇧 done", "１２３ＡＢＣ，。％ 100% (ok) [x] {y}",
      "line one\nline two\n\nafter a blank", String(repeating: "长", count: 200),
      String(repeating: "long", count: 60),
    ]
    for text in texts { Self.expectSame(text) }
  }

  @Test func everyRecipeTextWrapsAsBefore() throws {
    var folders = [PackagePaths.data]
    if PackagePaths.hasCorpus { folders.append(PackagePaths.corpus) }
    var checked = 0
    for folder in folders {
      let bundle = try RecipeBundle(folder: folder)
      for cuisine in bundle.cuisines {
        // A sample of each cuisine's pages keeps the test quick.
        for dish in try bundle.dishes(of: cuisine).prefix(6) {
          guard let url = bundle.pageURL(forDishID: dish.idstr) else { continue }
          for text in Self.texts(of: RecipePageParser.parse(contentsOf: url)) {
            Self.expectSame(text)
            checked += 1
          }
        }
      }
    }
    #expect(checked > 50)
  }

  static func texts(of recipe: Recipe) -> [String] {
    recipe.blocks.flatMap { block -> [String] in
      switch block {
      case .title(let text), .introduction(let text), .paragraph(let text), .heading(let text),
        .image(let text):
        return [text]
      case .step(_, let text): return [text]
      case .ingredients(let group, let items):
        return [group] + items.flatMap { [$0.name, $0.amount] }
      case .tips(let paragraphs): return paragraphs
      case .list(let items, _): return items
      case .table(let rows): return rows.flatMap { $0 }
      case .facts(let difficulty, let time): return [difficulty ?? "", time ?? ""]
      case .fact(_, let text), .note(let text), .picture(let text), .problem(let text):
        return [text]
      case .cookware(let items): return items
      }
    }
  }
}

/// The wrapper as it was before the scalar fast path: the reference.
private enum ReferenceWrapper {
  /// The lines of `text` wrapped to `width` columns (at least 1). An empty
  /// text gives one empty line; each `"\n"` starts a new line.
  public static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines.append(contentsOf: wrapParagraph(paragraph, width: width))
    }
    return lines
  }

  /// A piece of text that is not broken inside unless it is wider than a line.
  private struct Atom {
    var text: String
    var width: Int
    /// The spaces written before the atom (dropped at a line's start).
    var spaceBefore: String
    var isWide: Bool
    var endsOpening: Bool
  }

  private static func atoms(of paragraph: Substring) -> [Atom] {
    var atoms: [Atom] = []
    var pendingSpace = ""
    for character in paragraph {
      if character == " " || character == "\u{3000}" {
        pendingSpace.append(character)
        continue
      }
      if character == "\t" {
        pendingSpace.append(" ")
        continue
      }
      let w = ColumnWidth.width(of: character)
      let wide = w >= 2
      if var last = atoms.last, pendingSpace.isEmpty,
        TextWrapper.closing.contains(character) || last.endsOpening || (!wide && !last.isWide)
      {
        last.text.append(character)
        last.width += w
        last.endsOpening = TextWrapper.opening.contains(character)
        last.isWide = wide
        atoms[atoms.count - 1] = last
      } else {
        atoms.append(
          Atom(
            text: String(character), width: w, spaceBefore: atoms.isEmpty ? "" : pendingSpace,
            isWide: wide, endsOpening: TextWrapper.opening.contains(character)))
      }
      pendingSpace = ""
    }
    return atoms
  }

  private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for atom in atoms(of: paragraph) {
      let gap = lineWidth > 0 ? ColumnWidth.width(of: atom.spaceBefore) : 0
      if lineWidth + gap + atom.width <= width {
        if gap > 0 { line += atom.spaceBefore }
        line += atom.text
        lineWidth += gap + atom.width
        continue
      }
      if lineWidth > 0 {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      if atom.width <= width {
        line = atom.text
        lineWidth = atom.width
        continue
      }
      // Wider than a line: cut by columns.
      for character in atom.text {
        let w = ColumnWidth.width(of: character)
        if lineWidth + w > width && lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        line.append(character)
        lineWidth += w
      }
    }
    lines.append(line)
    return lines
  }
}
