import SplitLayout

/// Parses the `--keys` language of `recipes --render` into events.
///
/// Tokens are separated by spaces:
/// - key names: `up down left right pgup pgdn home end enter esc tab backtab
///   space backspace delete`, `f1`...`f12`, `ctrl-X` (a letter);
/// - any single printable character (`q`, `m`, `/`, `?`, `中`);
/// - `resize:COLSxROWS` changes the terminal's size;
/// - `text:STRING` types each character of STRING (`\s` for a space);
/// - mouse at a cell (0-based column,row): `click:X,Y`, `rclick:X,Y`,
///   `wheelup:X,Y`, `wheeldown:X,Y`, `drag:X,Y-X2,Y2` (press, move, release).
public enum KeyScript {
  /// A token that is not part of the language.
  public struct ParseError: Error, Equatable, CustomStringConvertible {
    public var token: String
    public var reason: String
    public var description: String { "invalid key '\(token)': \(reason)" }
  }

  static let named: [String: Key] = [
    "up": .up, "down": .down, "left": .left, "right": .right,
    "pgup": .pageUp, "pgdn": .pageDown, "home": .home, "end": .end,
    "enter": .enter, "esc": .escape, "tab": .tab, "backtab": .backTab,
    "space": .character(" "), "backspace": .backspace, "delete": .delete,
  ]

  /// The events of `script`; a `resize:` larger than `maximumSize` (in
  /// either direction) is an error.
  public static func parse(
    _ script: String, maximumSize: Size? = nil
  ) throws(ParseError) -> [InputEvent] {
    var events: [InputEvent] = []
    for token in script.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
      events.append(contentsOf: try parseToken(String(token), maximumSize: maximumSize))
    }
    return events
  }

  private static func parseToken(
    _ token: String, maximumSize: Size?
  ) throws(ParseError) -> [InputEvent] {
    if let key = named[token] { return [.key(key)] }
    if token.count == 1, let c = token.first {
      return [.key(.character(c))]
    }
    if token.hasPrefix("f"), let n = Int(token.dropFirst()), (1...12).contains(n) {
      return [.key(.function(n))]
    }
    if token.hasPrefix("ctrl-"), token.count == 6, let c = token.last, c.isLetter, c.isASCII {
      return [.key(.control(Character(c.lowercased())))]
    }
    guard let colon = token.firstIndex(of: ":") else {
      throw ParseError(token: token, reason: "unknown key name")
    }
    let verb = token[..<colon]
    let argument = String(token[token.index(after: colon)...])
    switch verb {
    case "resize":
      guard let size = parseSize(argument) else {
        throw ParseError(token: token, reason: "expected resize:COLSxROWS")
      }
      if let most = maximumSize, size.width > most.width || size.height > most.height {
        throw ParseError(
          token: token, reason: "the size must be from 1x1 to \(most.width)x\(most.height)")
      }
      return [.resize(size)]
    case "text":
      let text = argument.replacing("\\s", with: " ")
      return text.map { .key(.character($0)) }
    case "click", "rclick", "wheelup", "wheeldown":
      guard let point = parsePoint(argument) else {
        throw ParseError(token: token, reason: "expected \(verb):X,Y")
      }
      switch verb {
      case "click":
        return [
          .mouse(MouseEvent(.press(.left), at: point)),
          .mouse(MouseEvent(.release(.left), at: point)),
        ]
      case "rclick":
        return [
          .mouse(MouseEvent(.press(.right), at: point)),
          .mouse(MouseEvent(.release(.right), at: point)),
        ]
      case "wheelup": return [.mouse(MouseEvent(.scrollUp, at: point))]
      default: return [.mouse(MouseEvent(.scrollDown, at: point))]
      }
    case "drag":
      let ends = argument.split(separator: "-")
      guard ends.count == 2, let from = parsePoint(String(ends[0])),
        let to = parsePoint(String(ends[1]))
      else { throw ParseError(token: token, reason: "expected drag:X,Y-X2,Y2") }
      return [
        .mouse(MouseEvent(.press(.left), at: from)), .mouse(MouseEvent(.drag(.left), at: to)),
        .mouse(MouseEvent(.release(.left), at: to)),
      ]
    default:
      throw ParseError(token: token, reason: "unknown key name")
    }
  }

  /// `COLSxROWS` with both numbers in `1...10000`.
  public static func parseSize(_ text: String) -> Size? {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
      (1...10000).contains(w), (1...10000).contains(h)
    else { return nil }
    return Size(width: w, height: h)
  }

  private static func parsePoint(_ text: String) -> Point? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]), x >= 0, y >= 0,
      x < 100_000, y < 100_000
    else { return nil }
    return Point(x: x, y: y)
  }
}
