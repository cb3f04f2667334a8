import RecipeKit

/// A recipe written out for `--print --format markdown|json|cooklang`.
/// Every text is made printable first (`Sanitized.printable`): nothing
/// from a file reaches the terminal raw.
enum RecipeExport {
  /// Markdown: `# title`, the facts as a list, `## group` with a list of
  /// ingredients, the cookware, the steps numbered, notes quoted.
  static func markdown(_ recipe: Recipe, labels: Labels) -> [String] {
    var lines: [String] = []
    func add(_ line: String) { lines.append(Sanitized.printable(line)) }
    func blank() { if lines.last?.isEmpty == false { lines.append("") } }
    for block in recipe.blocks {
      switch block {
      case .title(let text): blank(); add("# " + text)
      case .introduction(let text), .paragraph(let text): blank(); add(text)
      case .facts(let difficulty, let time):
        blank(); add(labels.subtitle(difficulty: difficulty ?? "-", time: time ?? "-"))
      case .fact(let fact, let text): add("- **\(labels.fact(fact))**: " + text)
      case .heading(let text): blank(); add("## " + text)
      case .ingredients(let group, let items):
        blank()
        if !group.isEmpty { add("### " + group); lines.append("") }
        for item in items { add("- " + (item.amount.isEmpty ? item.name : "\(item.amount) \(item.name)")) }
      case .cookware(let items):
        blank(); add("### " + labels.cookwareHeading); lines.append("")
        for item in items { add("- " + item) }
      case .step(let number, let text): add("\(number). " + text)
      case .note(let text): blank(); add("> " + text); lines.append("")
      case .picture(let file): add("- " + labels.pictureLine(file))
      case .problem(let text): add("- ⚠ " + text)
      case .image(let alt): if !alt.isEmpty { add("*[\(alt)]*") }
      case .tips(let items): blank(); for item in items { add("- " + item) }
      case .list(let items, let ordered):
        blank()
        for (index, item) in items.enumerated() { add((ordered ? "\(index + 1). " : "- ") + item) }
      case .table(let rows): blank(); for row in rows { add("| " + row.joined(separator: " | ") + " |") }
      }
    }
    return lines
  }

  /// JSON: `{"id", "title", "blocks": [{"type": …, …}]}` on one line, each
  /// block as the app sees it.
  static func json(_ recipe: Recipe, id: String) -> String {
    var blocks: [String] = []
    for block in recipe.blocks {
      switch block {
      case .title(let text): blocks.append(object(["type": q("title"), "text": q(text)]))
      case .introduction(let text): blocks.append(object(["type": q("description"), "text": q(text)]))
      case .paragraph(let text): blocks.append(object(["type": q("paragraph"), "text": q(text)]))
      case .heading(let text): blocks.append(object(["type": q("section"), "name": q(text)]))
      case .facts(let difficulty, let time):
        blocks.append(
          object(["type": q("facts"), "difficulty": difficulty.map(q) ?? "null", "time": time.map(q) ?? "null"]))
      case .fact(let fact, let text):
        blocks.append(object(["type": q("fact"), "key": q(fact.rawValue), "value": q(text)]))
      case .ingredients(let group, let items):
        let list = items.map { item -> String in
          let amount = item.readAmount
          var fields = ["name": q(item.name), "amount": q(item.amount)]
          if let number = amount.number {
            fields["quantity"] = number.high.map { "[\(number.low), \($0)]" } ?? "\(number.low)"
          }
          if let unit = amount.unit?.written, !unit.isEmpty { fields["unit"] = q(unit) }
          if amount.isFixed { fields["fixed"] = "true" }
          return object(fields)
        }
        blocks.append(object(["type": q("ingredients"), "group": q(group), "items": "[" + list.joined(separator: ",") + "]"]))
      case .cookware(let items):
        blocks.append(object(["type": q("cookware"), "items": "[" + items.map(q).joined(separator: ",") + "]"]))
      case .step(let number, let text):
        blocks.append(object(["type": q("step"), "number": "\(number)", "text": q(text)]))
      case .note(let text): blocks.append(object(["type": q("note"), "text": q(text)]))
      case .picture(let file): blocks.append(object(["type": q("picture"), "file": q(file)]))
      case .problem(let text): blocks.append(object(["type": q("problem"), "text": q(text)]))
      case .image(let alt): blocks.append(object(["type": q("image"), "alt": q(alt)]))
      case .tips(let items):
        blocks.append(object(["type": q("tips"), "items": "[" + items.map(q).joined(separator: ",") + "]"]))
      case .list(let items, let ordered):
        blocks.append(
          object(["type": q("list"), "ordered": "\(ordered)", "items": "[" + items.map(q).joined(separator: ",") + "]"]))
      case .table(let rows):
        let cells = rows.map { "[" + $0.map(q).joined(separator: ",") + "]" }
        blocks.append(object(["type": q("table"), "rows": "[" + cells.joined(separator: ",") + "]"]))
      }
    }
    return object(["id": q(id), "title": recipe.title.map(q) ?? "null", "blocks": "[" + blocks.joined(separator: ",") + "]"])
  }

  /// `{"k":v,…}` with the keys sorted (a stable output).
  private static func object(_ fields: [String: String]) -> String {
    "{" + fields.keys.sorted().map { q($0) + ":" + (fields[$0] ?? "null") }.joined(separator: ",") + "}"
  }

  /// A JSON string: quotes, backslashes and every control character
  /// escaped, bidi controls as `\u` escapes too.
  static func q(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default:
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
          || (0x2066...0x2069).contains(value) || value == 0x2028 || value == 0x2029
        {
          let hex = String(value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
