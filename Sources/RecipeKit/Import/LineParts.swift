/// A Latin-script ingredient line cut at its top-level commas and
/// parentheses:
///
/// ```
/// 1 butternut squash (about 1kg), peeled and cubed (optional)
/// └────── head ─────┘ └─paren─┘   └─── tail 0 ───┘ └tail 1┘
/// ```
///
/// Commas inside parentheses do not cut; a dash between spaces cuts like a comma unless it
/// stands between two numbers; an unclosed parenthesis runs to the end; a
/// stray `)` is dropped. Texts are trimmed, with spaces collapsed.
struct LineParts: Equatable {
  /// One piece after the head, in the line's order.
  struct Piece: Equatable {
    var text: String
    /// True when it was written in parentheses.
    var isParenthesised: Bool
  }

  /// The text before the first top-level comma, without its parentheses.
  var head = ""
  /// The parenthesised texts of the head, in order.
  var headParentheses: [String] = []
  /// The comma parts and parenthesised texts after the head.
  var tail: [Piece] = []

  init(_ line: String) {
    var inHead = true
    var text = ""
    var parenthesised = ""
    var depth = 0
    let characters = Array(line)
    for (index, character) in characters.enumerated() {
      if depth > 0 {
        if Self.closers.contains(character) {
          depth -= 1
          if depth == 0 {
            add(parenthesised, parenthesised: true, inHead: inHead)
            parenthesised = ""
            continue
          }
        } else if Self.openers.contains(character) {
          depth += 1
        }
        parenthesised.append(character)
      } else if Self.openers.contains(character) {
        depth = 1
        if !inHead {
          add(text, parenthesised: false, inHead: false)
          text = ""
        } else {
          text.append(" ")
        }
      } else if Self.closers.contains(character) {
        continue
      } else if character == "," || Self.isSpacedDash(at: index, in: characters) {
        add(text, parenthesised: false, inHead: inHead)
        text = ""
        inHead = false
      } else {
        text.append(character)
      }
    }
    if depth > 0 { add(parenthesised, parenthesised: true, inHead: inHead) }
    add(text, parenthesised: false, inHead: inHead)
  }

  /// A dash with a space on each side that does not stand between two
  /// numbers: `Lait - 130 grammes`, `1 onion - chopped` (but `1 - 2 cups`
  /// is a range).
  private static func isSpacedDash(at index: Int, in characters: [Character]) -> Bool {
    guard ["-", "–", "—"].contains(characters[index]), index > 0,
      index + 1 < characters.count, characters[index - 1] == " ", characters[index + 1] == " "
    else { return false }
    let before = characters[..<index].last { $0 != " " }
    let after = characters[(index + 1)...].first { $0 != " " }
    let isNumber: (Character?) -> Bool = { character in
      guard let character else { return false }
      return character.isASCIIDigit || ChineseNumber.vulgarFractions[character] != nil
    }
    return !(isNumber(before) && isNumber(after))
  }

  private static let openers: Set<Character> = ["(", "（", "["]
  private static let closers: Set<Character> = [")", "）", "]"]

  private mutating func add(_ raw: String, parenthesised: Bool, inHead: Bool) {
    let text = raw.split(separator: " ").joined(separator: " ")
    if inHead, !parenthesised {
      head += head.isEmpty || text.isEmpty ? text : " " + text
      return
    }
    guard !text.isEmpty else { return }
    if inHead {
      headParentheses.append(text)
    } else {
      tail.append(Piece(text: text, isParenthesised: parenthesised))
    }
  }
}
