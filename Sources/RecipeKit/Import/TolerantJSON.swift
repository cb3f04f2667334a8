import FoundationEssentials

/// The pre-pass that lets `JSONDecoder` read the JSON that real pages carry.
///
/// Pages' JSON-LD blocks are often not quite JSON: raw line breaks or tabs
/// inside strings (which `JSONDecoder` rejects), trailing commas, `\'`,
/// HTML comment or CDATA wrappers, a trailing `;`. `prepare` repairs those in
/// one pass over the bytes and measures the nesting on the way, refusing
/// anything deeper than `maxDepth` before the (recursive) decoder sees it.
public enum TolerantJSON {
  /// The deepest nesting of arrays and objects accepted. Real recipe data
  /// stays under 20; 10,000 nested `@graph`s are refused, not decoded.
  public static let maxDepth = 100

  /// Decodes `text` into a `JSONValue` after `prepare`.
  ///
  /// Throws `ImportError.nestedTooDeep` or `.unreadable("not JSON")`.
  public static func decode(_ text: String) throws(ImportError) -> JSONValue {
    let prepared = try prepare(text)
    do {
      return try JSONDecoder().decode(JSONValue.self, from: Data(prepared.utf8))
    } catch {
      throw .unreadable("not JSON")
    }
  }

  /// The repaired text (see the type's summary).
  public static func prepare(_ text: String) throws(ImportError) -> String {
    var bytes = Array(unwrapped(text).utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 16)
    var inString = false
    var depth = 0
    var index = 0
    bytes.append(0x20)  // so that a look-ahead never runs off the end
    while index < bytes.count - 1 {
      let byte = bytes[index]
      index += 1
      if inString {
        switch byte {
        case UInt8(ascii: "\""):
          inString = false
          output.append(byte)
        case UInt8(ascii: "\\"):
          let next = bytes[index]
          index += 1
          switch next {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"),
            UInt8(ascii: "u"):
            output.append(byte)
            output.append(next)
          case UInt8(ascii: "'"):
            output.append(next)
          default:
            // An escape JSON does not know: keep the backslash as text.
            output.append(contentsOf: [byte, byte])
            index -= 1
          }
        case 0x0A: output.append(contentsOf: Array("\\n".utf8))
        case 0x0D: output.append(contentsOf: Array("\\r".utf8))
        case 0x09: output.append(contentsOf: Array("\\t".utf8))
        case 0x00..<0x20, 0x7F:
          output.append(contentsOf: Array("\\u00".utf8))
          output.append(hexDigit(byte >> 4))
          output.append(hexDigit(byte & 0x0F))
        default: output.append(byte)
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
        output.append(byte)
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        guard depth <= maxDepth else { throw .nestedTooDeep }
        output.append(byte)
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        dropTrailingComma(&output)
        output.append(byte)
      case 0x00..<0x20 where byte != 0x09 && byte != 0x0A && byte != 0x0D:
        output.append(0x20)
      default:
        output.append(byte)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Removes a `,` (and the white space after it) at the end of `output`.
  private static func dropTrailingComma(_ output: inout [UInt8]) {
    var end = output.count
    while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(output[end - 1]) { end -= 1 }
    if end > 0, output[end - 1] == UInt8(ascii: ",") {
      output.removeSubrange((end - 1)...)
    }
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }

  /// The text without a surrounding HTML comment or CDATA wrapper, and
  /// without a trailing `;`.
  static func unwrapped(_ text: String) -> Substring {
    var text = Substring(text).trimmingWhitespace()
    for prefix in ["<!--", "//<![CDATA[", "/*<![CDATA[*/", "<![CDATA["] where text.hasPrefix(prefix)
    {
      text = text.dropFirst(prefix.count).trimmingWhitespace()
    }
    for suffix in ["-->", "//]]>", "/*]]>*/", "]]>"] where text.hasSuffix(suffix) {
      text = text.dropLast(suffix.count).trimmingWhitespace()
    }
    while text.hasSuffix(";") { text = text.dropLast().trimmingWhitespace() }
    return text
  }
}

extension Substring {
  /// Without leading and trailing white space (Unicode's, `U+00A0` too).
  func trimmingWhitespace() -> Substring {
    var text = self
    while let first = text.first, first.isWhitespace { text.removeFirst() }
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return text
  }
}
