import Foundation

/// Builds the text of an Apple XML property list as the iPad bundle writes
/// it: the XML declaration and DOCTYPE, one root array of dictionaries,
/// tab-indented, every value a string.
struct PlistText {
  /// The UTF-8 text so far.
  private(set) var data = Data()

  init() {
    data.append(
      contentsOf: Array(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
        "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """.utf8))
  }

  /// Opens the root array.
  mutating func beginArray() { add("<array>\n") }

  /// Closes the root array and the plist.
  mutating func endArray() { add("</array>\n</plist>\n") }

  /// One dictionary of string values, keys in the order given.
  mutating func appendDictionary(_ pairs: [(key: String, value: String)]) {
    add("\t<dict>\n")
    for (key, value) in pairs {
      add("\t\t<key>")
      add(Self.escaped(key))
      add("</key>\n\t\t<string>")
      add(Self.escaped(value))
      add("</string>\n")
    }
    add("\t</dict>\n")
  }

  /// A dish entry with the iPad bundle's keys, in its order: `diff`,
  /// `idstr`, `imageUrl`, `name`, `time`, `url` (the two URLs empty).
  mutating func append(_ dish: GeneratedDish) {
    appendDictionary([
      ("diff", dish.diff), ("idstr", dish.idstr), ("imageUrl", ""), ("name", dish.name),
      ("time", dish.time), ("url", ""),
    ])
  }

  private mutating func add(_ text: String) {
    data.append(contentsOf: text.utf8)
  }

  /// `text` with `&`, `<` and `>` escaped for XML.
  static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E }) else {
      return text
    }
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      default: result.append(character)
      }
    }
    return result
  }
}
