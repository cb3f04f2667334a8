import TermUI

/// The Keys page of `?`, the Keys section of `--help` and the README's key
/// table, all made from the controllers' binding tables (with a config's
/// overrides when there are some), so that none of them is written by hand.
///
/// A row is a run of bindings with the same label: `move-up` and
/// `move-down` are one row, `up down  k j` (each binding's first keys, then
/// their second keys …). An action already shown with the same keys is not
/// shown again.
enum KeyHelp {
  /// One line of the help: the keys as shown, and what they do.
  struct Row: Equatable {
    /// Key names (`Key.description`), grouped: the first keys, the second …
    var keys: [[String]]
    var label: String
  }

  /// The tables the help describes, in the order it shows them, worded
  /// for this app.
  static func tables(overrides: [ActionName: [Key]] = [:]) -> [KeyBindings] {
    let split = worded(SplitViewController.bindings)
    var tables = [
      ListView.bindings, split, MenuViewController.bindings, DishListViewController.bindings,
      TextView.bindings, HelpPageViewController.bindings, RecipePageViewController.bindings, AppCoordinator.bindings,
      AppCoordinator.terminalBindings, AppCoordinator.editBindings,
      Application.bindings, SplitViewController.stackBindings, ChecklistViewController.bindings,
      CookModeViewController.bindings, TimerListViewController.bindings,
      PaletteViewController.bindings, TextField.bindings,
    ].map { $0.remapped(overrides) }
    // Issue 12's tables follow the recipe's own keys.
    let page = RecipePageViewController.bindings.remapped(overrides)
    let at = tables.firstIndex(of: page).map { $0 + 1 } ?? tables.count
    tables.insert(contentsOf: cookingTables(overrides: overrides), at: at)
    return tables
  }

  /// Issue 12's tables: the recipe's `+ - = u a`, the app's `a L w`, the
  /// shopping list's keys.
  static func cookingTables(overrides: [ActionName: [Key]]) -> [KeyBindings] {
    [
      RecipePageViewController.cookingBindings, [ReferenceLinks.openBinding],
      AppCoordinator.cookingBindings, ShoppingListViewController.bindings,
    ].map { $0.remapped(overrides) }
  }

  /// `table` worded for this app (the split view's focus keys name the
  /// cuisines and the dishes).
  static func worded(_ table: KeyBindings) -> KeyBindings {
    table.relabeled([
      .focusNext: focusLabel, .focusPrevious: focusLabel, .focusMaster: focusLabel,
      .focusDetail: focusLabel,
      .toggleMaster: BindingLabel(
        "show / hide the cuisines (the drawer when narrow)", "显示或隐藏菜系列表（窄屏时为抽屉）"),
    ])
  }

  private static let focusLabel = BindingLabel(
    "focus cuisines or dishes (narrow: the drawer)", "在菜系和菜品之间切换（窄屏时开关抽屉）")

  /// The rows in `language`, of `tables` (already remapped) or else of
  /// every table.
  static func rows(
    _ language: Labels.Language, overrides: [ActionName: [Key]] = [:],
    tables chosen: [KeyBindings]? = nil
  ) -> [Row] {
    var rows: [Row] = []
    var shown: Set<KeyBinding> = []
    for table in chosen ?? tables(overrides: overrides) {
      var run: [KeyBinding] = []
      func flush() {
        guard let first = run.first else { return }
        let depth = run.map(\.keys.count).max() ?? 0
        let groups = (0..<depth).map { position in
          run.compactMap {
            $0.keys.indices.contains(position) ? $0.keys[position].description : nil
          }
        }
        let label = language == .zh ? first.label.chinese : first.label.english
        rows.append(Row(keys: groups, label: label))
        run = []
      }
      for binding in table.entries where !binding.keys.isEmpty {
        guard shown.insert(binding).inserted else { continue }
        if let last = run.last, last.label != binding.label { flush() }
        run.append(binding)
      }
      flush()
    }
    return rows
  }

  /// A row's keys as plain text: `up down  k j`.
  static func text(of row: Row) -> String {
    row.keys.map { $0.joined(separator: " ") }.joined(separator: "  ")
  }

  /// The Keys section of `--help`: one row a line, the labels aligned;
  /// keys wider than the key column have their label on the next line.
  static func helpText(_ language: Labels.Language = .en) -> String {
    let rows = rows(language)
    let width = min(keyColumn, rows.map { ColumnWidth.width(of: text(of: $0)) }.max() ?? 0)
    return rows.map { row in
      let keys = text(of: row)
      if ColumnWidth.width(of: keys) > width {
        return "  " + keys + "\n  " + String(repeating: " ", count: width) + "  " + row.label
      }
      return "  " + ColumnWidth.pad(keys, to: width) + "  " + row.label
    }.joined(separator: "\n")
  }

  /// The widest key column of `--help`.
  static let keyColumn = 24

  /// The README's key table (Markdown): `` `up` `down` / `k` `j` ``.
  static func markdownTable(_ language: Labels.Language = .en) -> String {
    let lines = rows(language).map { row in
      // A `|` key is escaped, or it would end the table's cell.
      let keys = row.keys.map { group in
        group.map { "`\($0 == "|" ? "\\|" : $0)`" }.joined(separator: " ")
      }
      return "| " + keys.joined(separator: " / ") + " | " + row.label + " |"
    }
    return (["| key | action |", "| --- | --- |"] + lines).joined(separator: "\n")
  }
}
