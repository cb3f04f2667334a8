import FoundationEssentials
import RecipeKit
import TermUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The shopping list of a Cooklang collection (issue 27) and the list's
/// file, pager, undo and clipboard keys (issue 30, item 10): `a` on a
/// menu, the aisles and the pantry, `>`, `|`, `x` then `r`, `y`.
extension AppCoordinator {
  /// The collection's aisles and pantry, read now (`--ignore-pantry`
  /// leaves the pantry out).
  var shopConfig: ShopConfig {
    ShopConfig(
      source: source, ignoringPantry: options.cooking.ignorePantry,
      environment: processEnvironment)
  }

  /// The environment: the process's, or the one a test gave.
  var processEnvironment: [String: String] { cooking.environment ?? RecipesCommand.processEnvironment() }

  /// The list as text, as `--shopping-list` prints it.
  var shoppingListText: ShoppingListText {
    ShoppingListText(
      list: state.shoppingList, units: state.units, options: options.cooking.amounts,
      labels: labels, shop: shopConfig)
  }

  /// `a` on a menu: every recipe of it at the menu's amounts (a recipe
  /// on the list already takes the menu's). False when `dish` is no menu.
  func addMenuToShoppingList(_ dish: Dish) -> Bool {
    guard let collection = source as? CooklangSource, collection.isMenu(dish.idstr) else {
      return false
    }
    let recipes = collection.menuRecipes(dish.idstr) ?? []
    var added = 0
    for recipe in recipes {
      let isOnList = state.shoppingList.entries.contains { $0.dishID == recipe.dishID }
      guard isOnList || state.shoppingList.entries.count < BrowserState.maximumShoppingDishes
      else {
        warn(labels.shoppingListFull(BrowserState.maximumShoppingDishes))
        break
      }
      let lines = collection.shoppingLines(forDishID: recipe.dishID).lines
      state.shoppingList.add(
        ShoppingList.Entry(
          dishID: recipe.dishID, name: recipe.name, scale: min(max(recipe.scale, 0.01), 100),
          lines: Array(lines.prefix(BrowserState.maximumShoppingLines))))
      added += 1
    }
    cooking.shoppingList?.reload()
    if added == recipes.count {
      warn(labels.addedMenu(dish.name, recipes: added, count: state.shoppingList.entries.count))
    }
    return true
  }

  /// `x`: the dish goes, and `r` brings it back while the bottom line says so.
  func removeFromShoppingList(_ dishID: String) {
    guard let index = state.shoppingList.entries.firstIndex(where: { $0.dishID == dishID }) else {
      return
    }
    let entry = state.shoppingList.entries[index]
    state.shoppingList.remove(dishID: dishID, aisles: shopConfig.aisles)
    cooking.removed = (entry, index, clock() + BottomLine.warningDuration)
    warn(labels.removedDish(entry.name))
  }

  /// `r`: the dish `x` removed, back in its place (within the 5 seconds).
  func restoreRemovedDish() {
    guard let removed = cooking.removed, clock() < removed.until else { return }
    cooking.removed = nil
    var list = ShoppingList()
    var entries = state.shoppingList.entries
    entries.insert(removed.entry, at: min(removed.index, entries.count))
    for entry in entries { list.add(entry) }
    for key in state.shoppingList.ticked { list.toggle(key) }
    state.shoppingList = list
    warn(
      labels.added(
        removed.entry.name, scale: ScaleFactor.label(removed.entry.scale),
        count: list.entries.count))
  }

  /// `y`: the list to the terminal's clipboard; inside tmux without
  /// `set-clipboard on` the bottom line says how to let it through.
  func copyShoppingList(_ text: String) {
    let safe = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { Sanitized.printable(String($0)) }.joined(separator: "\n")
    guard application.terminal.copyToClipboard(safe) else {
      warn(labels.cannotCopy)
      return
    }
    let environment = processEnvironment
    let tmuxBlocks = environment["TMUX"].map { !$0.isEmpty } == true
      && Self.tmuxClipboardSetting(environment) != "on"
    warn(tmuxBlocks ? labels.tmuxClipboardHint : labels.sentToClipboard)
  }

  /// tmux's `set-clipboard` (`on`, `external`, `off`), or nil when it
  /// cannot be asked.
  static func tmuxClipboardSetting(_ environment: [String: String]) -> String? {
    if let given = environment["RECIPES_TMUX_CLIPBOARD"] { return given }
    guard let pipe = popen("tmux show-options -gv set-clipboard 2>/dev/null", "r") else {
      return nil
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while bytes.count < 256 {
      let count = fread(&buffer, 1, buffer.count, pipe)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    pclose(pipe)
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init)
  }

  /// `>`: writes the list as Markdown to `path` (from the current folder);
  /// an existing file is replaced only after the list asked and `y`.
  func saveShoppingList(to path: String, replacing: Bool) {
    var status = stat()
    if !replacing, stat(path, &status) == 0 {
      cooking.shoppingList?.askToReplace(path)
      return
    }
    let text = shoppingListText.markdownLines.map(Sanitized.printable).joined(separator: "\n") + "\n"
    let flags = O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | (replacing ? 0 : O_EXCL)
    let descriptor = openFile(path, flags, 0o644)
    guard descriptor >= 0 else {
      warn(labels.cannotSaveList(String(cString: strerror(errno))))
      return
    }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let result = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if result < 0 && errno == EINTR { continue }
      if result <= 0 { break }
      written += result
    }
    let closed = close(descriptor) == 0
    warn(
      written == bytes.count && closed
        ? labels.savedList(Sanitized.oneLine(path)) : labels.cannotSaveList(String(cString: strerror(errno))))
  }

  /// `|`: the list in `$PAGER` (else `less`) as a file, the terminal
  /// handed over as ctrl-z does (`PagerCommand`: no shell).
  func pageShoppingList() {
    let text = shoppingListText.textLines.map(Sanitized.printable).joined(separator: "\n") + "\n"
    let pager = PagerCommand(environment: processEnvironment)
    var outcome = PagerCommand.Outcome.cannotStart
    application.terminal.handOver { outcome = pager.show(text) }
    switch outcome {
    case .shown: break
    case .cannotStart: warn(labels.pagerFailed(Sanitized.oneLine(pager.words.joined(separator: " "))))
    case .cannotWrite(let reason): warn(labels.cannotSaveList(Sanitized.oneLine(reason)))
    }
  }

  /// The first `w`'s query: the pantry's items (spaces dropped, as the
  /// index keys names), nil without a pantry.
  var pantryQuery: String? {
    guard let pantry = shopConfig.pantry, !pantry.isEmpty else { return nil }
    var seen = Set<String>()
    let words = pantry.items.map { Sanitized.oneLine($0.name).filter { $0 != " " } }.filter {
      !$0.isEmpty && !$0.hasPrefix("-") && seen.insert($0).inserted
    }
    return words.isEmpty ? nil : words.joined(separator: " ")
  }
}

/// `open(2)` (the coordinator's own `open` hides it inside its extensions).
private func openFile(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
  open(path, flags, mode)
}
