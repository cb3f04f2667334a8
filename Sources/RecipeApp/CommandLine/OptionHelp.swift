import TermUI

/// The text of `--help`, made from the option table (`OptionSpec.all`,
/// `OptionSpec.synopsis`) and the key-binding tables (`KeyHelp`), in
/// English or Chinese, every line at most `width` columns.
enum OptionHelp {
  /// Lines are wrapped to this many display columns.
  static let width = 80
  /// The column where an option's help starts.
  static let helpColumn = 22

  static func text(_ language: Labels.Language) -> String {
    let zh = language == .zh
    var lines = [
      zh
        ? "recipes：在终端里浏览菜谱（Cooklang 文件夹，或自带的中国菜）"
        : "recipes: browse recipes in the terminal (Cooklang folders, or the bundled Data/)",
      "",
      zh ? "用法：" : "Usage:",
    ]
    for form in OptionSpec.synopsis {
      lines += hanging("  recipes ", form, indent: 10)
    }
    lines += ["", zh ? "选项：" : "Options:"]
    for spec in OptionSpec.visible {
      let label = "  " + spec.label + (spec.short.map { ", " + $0 } ?? "")
      let help = wrap(spec.help(language), width: width - helpColumn)
      let pad = String(repeating: " ", count: helpColumn)
      if ColumnWidth.width(of: label) < helpColumn - 1, let first = help.first {
        lines.append(ColumnWidth.pad(label, to: helpColumn) + first)
        lines += help.dropFirst().map { pad + $0 }
      } else {
        lines.append(label)
        lines += help.map { pad + $0 }
      }
    }
    lines += ["", zh ? "按键：" : "Keys:", KeyHelp.helpText(language)]
    return lines.joined(separator: "\n")
  }

  /// `head` (`indent` columns wide) then `text` wrapped, later lines
  /// indented as far.
  static func hanging(_ head: String, _ text: String, indent: Int) -> [String] {
    let pad = String(repeating: " ", count: indent)
    return wrap(text, width: width - indent).enumerated().map { ($0 == 0 ? head : pad) + $1 }
  }

  /// `text` in lines of at most `width` display columns, broken at spaces
  /// and around wide (CJK) characters; a longer word has a line of its own.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    var space = false
    for token in tokens(text) {
      if token == " " {
        space = !line.isEmpty
        continue
      }
      let tokenWidth = ColumnWidth.width(of: token)
      let needed = tokenWidth + (space ? 1 : 0)
      if !line.isEmpty, lineWidth + needed > width {
        lines.append(line)
        line = token
        lineWidth = tokenWidth
      } else {
        line += (space ? " " : "") + token
        lineWidth += needed
      }
      space = false
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// Runs of narrow characters, single wide characters, and spaces.
  private static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var run = ""
    for character in text {
      if character == " " || ColumnWidth.width(of: character) > 1 {
        if !run.isEmpty { tokens.append(run) }
        run = ""
        tokens.append(String(character))
      } else {
        run.append(character)
      }
    }
    if !run.isEmpty { tokens.append(run) }
    return tokens
  }
}
