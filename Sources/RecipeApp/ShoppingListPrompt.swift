import RecipeKit
import TermUI

/// The shopping list's bottom row while it asks something: the file `>`
/// writes to (`shopping-list.md` offered), then, for a file that exists,
/// whether to replace it. `enter` answers the name, `y` the replacing;
/// `esc` (or `n`) gives up; every other key waits (so a stray key cannot
/// replace a file).
struct ShoppingListPrompt: Equatable {
  enum Kind: Equatable {
    case fileName
    /// The file exists: replace it?
    case replace(String)
  }

  /// What the prompt came to after a key.
  enum Outcome: Equatable {
    case waiting
    case cancelled
    /// A name was given.
    case name(String)
    /// Replacing this file was confirmed.
    case replace(String)
  }

  /// The file name offered.
  static let defaultName = "shopping-list.md"
  /// The longest name typed.
  static let maximumLength = 1024

  var kind: Kind = .fileName
  var text = Self.defaultName

  /// The row as shown (the name being typed, with a cursor mark).
  func line(labels: Labels) -> String {
    switch kind {
    case .fileName: labels.saveListAs + Sanitized.oneLine(text) + "▏"
    case .replace(let name): labels.replaceFile(Sanitized.oneLine(name))
    }
  }

  mutating func handle(_ key: Key) -> Outcome {
    switch kind {
    case .fileName:
      switch key {
      case .escape: return .cancelled
      case .enter:
        let name = text.trimmingCharacters(in: " ")
        return name.isEmpty ? .waiting : .name(name)
      case .backspace:
        if !text.isEmpty { text.removeLast() }
      case .control("u"):
        text = ""
      case .character(let character):
        if text.count < Self.maximumLength, !character.isNewline,
          character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
        {
          text.append(character)
        }
      default: break
      }
      return .waiting
    case .replace(let name):
      switch key {
      case .character("y"), .character("Y"): return .replace(name)
      case .character("n"), .character("N"), .escape: return .cancelled
      default: return .waiting
      }
    }
  }
}

extension String {
  /// Without `character` at both ends.
  fileprivate func trimmingCharacters(in character: Character) -> String {
    String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
  }
}
