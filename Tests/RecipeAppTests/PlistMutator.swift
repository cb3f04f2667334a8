import Foundation
import TestSupport

/// Seeded mutations of a real XML plist for the differential test of the
/// two plist readers: each returns its kind and the mutated bytes.
enum PlistMutator {
  static let kinds = [
    "truncate", "swap tag", "wrong type", "entity", "deep", "huge string", "stray byte",
    "drop element", "duplicate key", "wrapper", "markup",
  ]

  static func mutate(_ data: Data, using random: inout SeededGenerator) -> (String, Data) {
    let kind = kinds[Int.random(in: 0..<kinds.count, using: &random)]
    var bytes = [UInt8](data)
    switch kind {
    case "truncate":
      bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random)))
    case "swap tag":
      let names = [
        "string", "key", "dict", "array", "integer", "real", "true", "false", "plist",
        "date", "data", "strin", "x:string",
      ]
      let tags = tagRanges(bytes)
      if let tag = tags.randomElement(using: &random) {
        let closing = bytes[tag.lowerBound + 1] == UInt8(ascii: "/")
        let name = names.randomElement(using: &random)!
        bytes.replaceSubrange(tag, with: Array("<\(closing ? "/" : "")\(name)>".utf8))
      }
    case "wrong type":
      let values = [
        "<integer>5</integer>", "<integer>-0x1F</integer>", "<integer>1.5</integer>",
        "<real>2.5e3</real>", "<real>abc</real>", "<true/>", "<false/>", "<true>x</true>",
        "<array/>", "<dict/>", "<date>2020-01-02T03:04:05Z</date>", "<date>today</date>",
        "<data>AAEC</data>", "<data>!!</data>", "<string/>", "<string>  </string>",
        "<dict><key>a</key><string>b</string></dict>", "<array><string>x</string></array>",
      ]
      bytes = replaceValue(bytes, with: values.randomElement(using: &random)!, using: &random)
    case "entity":
      let entities = [
        "&amp;", "&lt;&gt;", "&quot;&apos;", "&#x4E2D;", "&#20013;", "&#x1B;",
        "&#0;", "&#xD800;", "&foo;", "&amp", "& ", "&#xZZ;", "<![CDATA[a<b]]>",
      ]
      let entity = entities.randomElement(using: &random)!
      if Bool.random(using: &random), let header = range(of: "<plist", in: bytes) {
        // An internal subset declaring the entity that is then used.
        let subset = "<!DOCTYPE plist [<!ENTITY foo \"bar\">]>\n"
        bytes.insert(contentsOf: Array(subset.utf8), at: header.lowerBound)
      }
      bytes = insertInText(bytes, Array(entity.utf8), using: &random)
    case "deep":
      let depth = Int.random(in: 1...100, using: &random)
      let open = String(repeating: "<array>", count: depth)
      let close = String(repeating: "</array>", count: depth)
      bytes = replaceValue(bytes, with: open + "<string>x</string>" + close, using: &random)
    case "huge string":
      let count = Int.random(in: 5_000...40_000, using: &random)
      bytes = replaceValue(
        bytes, with: "<string>" + String(repeating: "长a", count: count) + "</string>",
        using: &random)
    case "stray byte":
      let strays: [[UInt8]] = [[0x3C], [0x3E], [0x2F], [0x26], [0xFF], [0xC3], [0x0B], [0x20]]
      let stray = strays.randomElement(using: &random)!
      let at = Int.random(in: 0...bytes.count, using: &random)
      if Bool.random(using: &random), at < bytes.count {
        bytes.replaceSubrange(at..<(at + 1), with: stray)
      } else {
        bytes.insert(contentsOf: stray, at: at)
      }
    case "drop element":
      let tags = tagRanges(bytes)
      if let tag = tags.randomElement(using: &random) { bytes.removeSubrange(tag) }
    case "duplicate key":
      let keys = ["idstr", "name", "diff", "url"]
      let key = keys.randomElement(using: &random)!
      let value = Bool.random(using: &random) ? "<string>dup</string>" : "<integer>1</integer>"
      if let dict = range(
        of: "<dict>", in: bytes, from: Int.random(in: 0...bytes.count / 2, using: &random))
      {
        bytes.insert(contentsOf: Array("<key>\(key)</key>\(value)".utf8), at: dict.upperBound)
      }
    case "wrapper":
      let choices = ["<!-- end -->", "garbage", "<plist><array/></plist>", "<?pi x?>", "\n\n"]
      let choice = choices.randomElement(using: &random)!
      if Bool.random(using: &random) {
        bytes += Array(choice.utf8)
      } else if let open = range(of: "<plist version=\"1.0\">", in: bytes),
        let close = range(of: "</plist>", in: bytes)
      {
        bytes.removeSubrange(close)
        bytes.removeSubrange(open)
      }
    default:  // markup
      let choices = [
        "<!-- c -->", "<?pi data?>", "  \n", "text", "<![CDATA[ ]]>", "<br/>",
        "<!DOCTYPE x>",
      ]
      let choice = Array(choices.randomElement(using: &random)!.utf8)
      let tags = tagRanges(bytes)
      if let tag = tags.randomElement(using: &random) {
        bytes.insert(
          contentsOf: choice, at: Bool.random(using: &random) ? tag.lowerBound : tag.upperBound)
      }
    }
    return (kind, Data(bytes))
  }

  /// The ranges of the tags `<...>` (not comments or declarations).
  static func tagRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var index = 0
    while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
      guard let close = bytes[open...].firstIndex(of: UInt8(ascii: ">")) else { break }
      let next = open + 1 < bytes.count ? bytes[open + 1] : 0
      if next != UInt8(ascii: "!") && next != UInt8(ascii: "?") {
        result.append(open..<(close + 1))
      }
      index = close + 1
    }
    return result
  }

  /// A `<string>...</string>` element replaced by `value`.
  static func replaceValue(
    _ bytes: [UInt8], with value: String, using random: inout SeededGenerator
  )
    -> [UInt8]
  {
    var ranges: [Range<Int>] = []
    var from = 0
    while let open = range(of: "<string>", in: bytes, from: from),
      let close = range(of: "</string>", in: bytes, from: open.upperBound)
    {
      ranges.append(open.lowerBound..<close.upperBound)
      from = close.upperBound
    }
    guard let target = ranges.randomElement(using: &random) else { return bytes }
    var result = bytes
    result.replaceSubrange(target, with: Array(value.utf8))
    return result
  }

  /// `insert` placed inside the text of a random string element.
  static func insertInText(_ bytes: [UInt8], _ insert: [UInt8], using random: inout SeededGenerator)
    -> [UInt8]
  {
    var starts: [Int] = []
    var from = 0
    while let open = range(of: "<string>", in: bytes, from: from) {
      starts.append(open.upperBound)
      from = open.upperBound
    }
    guard let at = starts.randomElement(using: &random) else { return bytes }
    var result = bytes
    result.insert(contentsOf: insert, at: at)
    return result
  }

  static func range(of text: String, in bytes: [UInt8], from: Int = 0) -> Range<Int>? {
    guard from <= bytes.count else { return nil }
    return bytes[from...].firstRange(of: Array(text.utf8))
  }
}
