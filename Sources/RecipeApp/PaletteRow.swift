import RecipeKit
import SplitLayout
import TermUI

/// One result row of the search palette:
///
/// ```
///  回锅肉  川菜                                   dish
///  Sort by difficulty                                s
/// ```
/// the name with its matched characters highlighted (whole characters, so
/// a highlight never covers half of a double-width glyph), a dish's cuisine
/// after it, and at the right what the result is (a command: its key).
struct PaletteRow {
  let hit: SearchHit
  let labels: Labels
  /// Whether a dish shows its id after its cuisine (another row has its
  /// name and cuisine): the id, or a Cooklang recipe's folder.
  var showsID = false

  /// What makes two dish rows look the same: name and cuisine; nil for
  /// other results.
  static func collisionKey(_ hit: SearchHit) -> String? {
    guard hit.kind == .dish else { return nil }
    return hit.name + "\u{0}" + (hit.cuisine?.idstr ?? "")
  }

  /// The id as shown: a path's folder (a Cooklang recipe), else the id.
  var shownID: String {
    let id = Sanitized.oneLine(hit.idstr)
    guard let slash = id.lastIndex(of: "/") else { return "#" + id }
    let folder = id[..<slash]
    return folder.isEmpty ? id : String(folder) + "/"
  }

  /// The text at the right: a command's key, else the kind.
  var tag: String {
    if hit.kind == .command { return hit.command?.key ?? "" }
    return labels.resultKind(hit.kind.rawValue)
  }

  /// The style of matched characters on a row drawn in `base`.
  static func matchStyle(base: Style, theme: Theme, isSelected: Bool) -> Style {
    var style = isSelected ? base : theme.style(.accent)
    style.attributes.formUnion([.bold, .underline])
    return style
  }

  func draw(in rect: Rect, canvas: inout Canvas, theme: Theme, isSelected: Bool) {
    let base = isSelected ? theme.selection(focused: true) : theme.style(.text)
    canvas.fill(rect, style: isSelected ? base : .plain)
    let inner = rect.inset(by: Insets(left: 1, right: 1))
    guard inner.width > 0 else { return }
    let tagText = tag
    let tagWidth = ColumnWidth.width(of: tagText)
    let tagStyle =
      isSelected ? base : theme.style(hit.kind == .command ? .button : .secondary)
    // The tag keeps its place while the name has 8 columns left of it.
    let showsTag = tagWidth > 0 && inner.width >= tagWidth + 10
    let nameEnd = showsTag ? inner.maxX - tagWidth - 2 : inner.maxX
    let match = Self.matchStyle(base: base, theme: theme, isSelected: isSelected)
    var x = writeName(
      in: Rect(x: inner.minX, y: inner.minY, width: nameEnd - inner.minX, height: 1),
      canvas: &canvas, base: base, match: match, ellipsis: theme.glyphs.ellipsis)
    if let cuisine = hit.cuisine, hit.kind == .dish {
      let cuisineStyle = isSelected ? base : theme.style(.secondary)
      let room = nameEnd - (x + 2)
      if room >= ColumnWidth.width(of: cuisine.name) {
        x = canvas.write(
          cuisine.name, at: Point(x: x + 2, y: inner.minY), style: cuisineStyle,
          clip: Rect(x: x + 2, y: inner.minY, width: room, height: 1))
      }
      if showsID {
        x = canvas.write(
          shownID, at: Point(x: x + 2, y: inner.minY), style: cuisineStyle,
          clip: Rect(x: x + 2, y: inner.minY, width: max(0, nameEnd - (x + 2)), height: 1))
      }
    }
    if showsTag {
      canvas.write(
        tagText, at: Point(x: inner.maxX - tagWidth, y: inner.minY), style: tagStyle, clip: inner)
    }
  }

  /// Writes the name in `area`, matched characters in `match`, cut with
  /// `ellipsis` when it does not fit; returns the column after it.
  private func writeName(
    in area: Rect, canvas: inout Canvas, base: Style, match: Style, ellipsis: String
  ) -> Int {
    let characters = Array(hit.name)
    let total = characters.reduce(0) { $0 + ColumnWidth.width(of: $1) }
    let budget = total <= area.width ? area.width : area.width - ColumnWidth.width(of: ellipsis)
    var highlighted = Set(hit.highlighted)
    var x = area.minX
    for (offset, character) in characters.enumerated() {
      let width = ColumnWidth.width(of: character)
      if x - area.minX + width > budget {
        if budget >= 0 {
          x = canvas.write(ellipsis, at: Point(x: x, y: area.minY), style: base, clip: area)
        }
        return x
      }
      let style = highlighted.remove(offset) != nil ? match : base
      x = canvas.write(String(character), at: Point(x: x, y: area.minY), style: style, clip: area)
    }
    return x
  }
}
