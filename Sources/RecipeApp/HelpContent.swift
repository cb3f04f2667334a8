import SplitLayout
import TermUI

/// The help topics of the `?` popover and their pages, in both languages.
enum HelpTopic: CaseIterable, Equatable {
  case keys, mouse, layout, about

  func title(_ labels: Labels) -> String {
    let zh = labels.language == .zh
    switch self {
    case .keys: return zh ? "按键" : "Keys"
    case .mouse: return zh ? "鼠标" : "Mouse"
    case .layout: return zh ? "布局" : "Layout"
    case .about: return zh ? "关于" : "About"
    }
  }

  /// The page's lines as (key, explanation) pairs or plain paragraphs.
  func entries(_ labels: Labels, context: HelpContext) -> [(String, String)] {
    let zh = labels.language == .zh
    switch self {
    case .keys:
      let all = KeyHelp.rows(labels.language, overrides: context.keyOverrides)
      guard let here = context.hereTables else {
        return all.map { (KeyHelp.text(of: $0), $0.label) }
      }
      // The keys of where the help was opened first, then the others.
      let first = KeyHelp.rows(labels.language, tables: here)
      let rest = all.filter { !first.contains($0) }
      return first.map { (KeyHelp.text(of: $0), $0.label) }
        + (rest.isEmpty ? [] : [("", ""), (zh ? "其他按键" : "elsewhere", "")])
        + rest.map { (KeyHelp.text(of: $0), $0.label) }
    case .mouse:
      return [
        (zh ? "单击" : "click", zh ? "选择一行；单击菜品打开菜谱" : "select a row; a dish opens its recipe"),
        (zh ? "滚轮" : "wheel", zh ? "滚动指针下的列表或页面" : "scroll the list or page under the pointer"),
        (zh ? "拖动分隔线" : "drag divider", zh ? "调整菜系列表的宽度" : "set the width of the cuisine list"),
        (zh ? "单击外面" : "click outside", zh ? "关闭弹窗或抽屉" : "close a popover or the drawer"),
        ("[Close]", zh ? "关闭菜谱页" : "close the recipe"),
        ("[⏱ 20:00]", zh ? "烹饪模式中：启动、暂停这一步的计时器" : "cook mode: start or pause the step's timer"),
        ("[−] ×1 [+]", zh ? "菜谱中：增减份量（同 - +）" : "in a recipe: the servings scale (as - +)"),
        (
          zh ? "[加入清单] [烹饪]" : "[Add] [Cook]",
          zh ? "菜谱中：加入购物清单、烹饪模式（同 a c）" : "in a recipe: to the shopping list, cook mode (as a c)"
        ),
        ("[★]", zh ? "菜谱中：收藏或取消（同 f）" : "in a recipe: favourite or not (as f)"),
        ("[⋯]", zh ? "标题栏放不下的按钮" : "the buttons the title bar has no room for"),
        (zh ? "单击底行提示" : "click a hint", zh ? "底行的按键提示：同按该键" : "a footer hint does what its key does"),
      ]
    case .layout:
      return Self.layoutEntries(labels, context: context)
    case .about:
      return [
        ("recipes", RecipesCommand.version),
        (
          zh ? "数据" : "data",
          zh
            ? "\(context.cuisineCount) 个菜系，\(context.folder)"
            : "\(context.cuisineCount) cuisines, \(context.folder)"
        ),
        (
          zh ? "由来" : "origin",
          zh
            ? "在终端里重现 iPad 分栏菜谱应用：主列表、详情、弹窗与表单页。"
            : "the iPad split-view recipe app re-created for a terminal: master list, detail, popovers and form sheets."
        ),
        (zh ? "构建" : "built with", "Swift 6, ncursesw, libxml2"),
      ]
    }
  }
}

/// What the help pages say about the running app.
struct HelpContext {
  var width: Int
  var breakpoint: Int
  var isSplit: Bool
  var cuisineCount: Int
  var folder: String
  /// The application's remapped keys (the Keys page shows them).
  var keyOverrides: [ActionName: [Key]] = [:]
  /// The ladder and `--layout` (the Layout page is made from them).
  var settings = LadderSettings()
  /// The tables of where the help was opened (remapped), shown first on
  /// the Keys page; nil lists every key in the usual order.
  var hereTables: [KeyBindings]? = nil
}

extension HelpTopic {
  /// The page's entries whose key or explanation holds `filter` (any
  /// case); headings and blank lines go. An empty filter keeps them all.
  func entries(_ labels: Labels, context: HelpContext, matching filter: String)
    -> [(String, String)]
  {
    let all = entries(labels, context: context)
    let needle = String(filter.drop { $0 == " " }).droppingTrailingSpaces().lowercased()
    guard !needle.isEmpty else { return all }
    return all.filter { key, text in
      !text.isEmpty && (key.lowercased().contains(needle) || text.lowercased().contains(needle))
    }
  }

  /// The page laid out for a width: keys in the heading role, explanations
  /// wrapped with a hanging indent (after a key too wide for the key
  /// column, from the next line). With a `filter`, only the entries that
  /// hold it (the help's `/`), or a line saying there are none.
  func lines(_ labels: Labels, context: HelpContext, width: Int, matching filter: String = "")
    -> [StyledLine]
  {
    let entries = self.entries(labels, context: context, matching: filter)
    if entries.isEmpty && !filter.isEmpty {
      return [StyledLine([Span(" " + labels.noHelpLines(matching: filter), role: .secondary)])]
    }
    let keyWidth = min(16, entries.map { ColumnWidth.width(of: $0.0) }.max() ?? 0)
    var lines: [StyledLine] = []
    for (key, text) in entries {
      if text.isEmpty {
        // A blank line, or a heading over the rows after it.
        lines.append(StyledLine(key.isEmpty ? [] : [Span(" " + key + ":", role: .heading)]))
        continue
      }
      let body = TextWrapper.wrap(text, width: max(8, width - keyWidth - 3))
      var keyFits = ColumnWidth.width(of: key) <= keyWidth
      if !keyFits { lines.append(StyledLine([Span(" " + key, role: .heading)])) }
      for line in body {
        let lead =
          keyFits ? ColumnWidth.pad(key, to: keyWidth) : String(repeating: " ", count: keyWidth)
        keyFits = false
        lines.append(StyledLine([Span(" " + lead, role: .heading), Span("  " + line)]))
      }
    }
    return lines
  }
}
