/// The cache file of the ingredient index: UTF-8 lines of tab-separated
/// fields, read much faster than JSON (the cache is there for speed).
///
/// ```
/// recipes ingredient index 1
/// fingerprint <TAB> path <TAB> file count <TAB> digest
/// dish <TAB> dish id <TAB> name <TAB> cuisine id <TAB> cuisine name
/// + <TAB> main ingredient's name
/// - <TAB> other ingredient's name
/// ```
///
/// Fields escape `\` as `\\`, a tab as `\t` and a line break as `\n`. The
/// reader is strict: any line it does not expect, a bad escape, a field
/// that is not UTF-8, empty or holding another control character, an ingredient
/// twice in a dish, makes the whole file unreadable (nil).
enum IndexFileFormat {
  /// The first line; bump the number when the index or `IngredientNames`
  /// changes.
  static let header = "recipes ingredient index 2"

  /// The file's text.
  static func encode(_ index: IngredientIndex, fingerprint: SourceFingerprint) -> String {
    var text = header + "\n"
    text.reserveCapacity(index.dishes.count * 200)
    text +=
      "fingerprint\t\(escape(fingerprint.path))\t\(fingerprint.fileCount)\t\(fingerprint.digest)\n"
    for dish in index.dishes {
      text += "dish\t\(escape(dish.dishID))\t\(escape(dish.name))\t"
      text += "\(escape(dish.cuisineID))\t\(escape(dish.cuisineName))\n"
      for ingredient in dish.ingredients {
        text += (ingredient.isMain ? "+\t" : "-\t") + escape(ingredient.name) + "\n"
      }
    }
    return text
  }

  /// The index in `bytes` and the fingerprint line it was written for; nil
  /// for anything malformed.
  static func decode(_ bytes: [UInt8]) -> (IngredientIndex, fingerprintLine: [String])? {
    // One UTF-8 validation for the whole file, then splits on bytes (no
    // grapheme breaking): the cache exists to be fast.
    guard bytes.last == 0x0A, let text = String(validating: bytes, as: UTF8.self) else {
      return nil
    }
    var lines = text.utf8.dropLast().split(separator: 0x0A, omittingEmptySubsequences: false)[...]
    guard let first = lines.popFirst(), Substring(first) == header,
      let second = lines.popFirst(), let fingerprint = fields(second), fingerprint.count == 4,
      fingerprint[0] == "fingerprint"
    else { return nil }
    var dishes: [IngredientIndex.Dish] = []
    dishes.reserveCapacity(lines.count / 8)
    var keys: Set<String> = []
    for line in lines {
      guard let fields = fields(line) else { return nil }
      switch (fields.first, fields.count) {
      case ("dish", 5):
        guard fields.dropFirst().allSatisfy(isClean) else { return nil }
        dishes.append(
          IngredientIndex.Dish(
            dishID: fields[1], name: fields[2], cuisineID: fields[3], cuisineName: fields[4],
            ingredients: []))
        keys = []
      case ("+", 2), ("-", 2):
        let key = IngredientNames.key(fields[1])
        guard !dishes.isEmpty, isClean(fields[1]), !key.isEmpty, keys.insert(key).inserted else {
          return nil
        }
        dishes[dishes.count - 1].ingredients.append(
          IngredientIndex.Ingredient(name: fields[1], key: key, isMain: fields[0] == "+"))
      default:
        return nil
      }
    }
    return (IngredientIndex(dishes: dishes), fingerprint)
  }

  /// The fields of one line, unescaped; nil for a bad escape.
  private static func fields(_ line: Substring.UTF8View) -> [String]? {
    var result: [String] = []
    for field in line.split(separator: 0x09, omittingEmptySubsequences: false) {
      if field.contains(0x5C) {
        guard let text = unescape(Array(field)) else { return nil }
        result.append(text)
      } else {
        result.append(String(Substring(field)))
      }
    }
    return result
  }

  private static func unescape(_ bytes: [UInt8]) -> String? {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var escaped = false
    for byte in bytes {
      if escaped {
        switch byte {
        case 0x5C: out.append(0x5C)
        case 0x74: out.append(0x09)
        case 0x6E: out.append(0x0A)
        default: return nil
        }
        escaped = false
      } else if byte == 0x5C {
        escaped = true
      } else {
        out.append(byte)
      }
    }
    return escaped ? nil : String(validating: out, as: UTF8.self)
  }

  private static func escape(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A }) else { return text }
    return text.replacingBackslashTabAndNewline()
  }

  /// Not empty, and no control character (C0 but tab and line break, DEL,
  /// C1: none of these comes out of the page reader or the plist loader).
  static func isClean(_ text: String) -> Bool {
    guard !text.isEmpty else { return false }
    var afterC2 = false
    for byte in text.utf8 {
      if (byte < 0x20 && byte != 0x09 && byte != 0x0A) || byte == 0x7F { return false }
      if afterC2 && (0x80...0x9F).contains(byte) { return false }  // U+0080...U+009F
      afterC2 = byte == 0xC2
    }
    return true
  }
}

extension String {
  fileprivate func replacingBackslashTabAndNewline() -> String {
    var result = ""
    for character in self {
      switch character {
      case "\\": result += "\\\\"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result
  }
}
