import ChildProcess
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
extension ShoppingListFlow {
  /// The collection's aisles and pantry, read now (`--ignore-pantry`
  /// leaves the pantry out).
  var shopConfig: ShopConfig {
    ShopConfig(
      source: source, ignoringPantry: options.cooking.ignorePantry,
      environment: processEnvironment)
  }

  /// The environment: the process's, or the one a test gave.
  var processEnvironment: [String: String] { environment ?? RecipesCommand.processEnvironment() }

  /// The list as text, as `--shopping-list` prints it.
  var text: ShoppingListText {
    ShoppingListText(
      list: store.state.shoppingList, units: store.state.units, options: options.cooking.amounts,
      labels: labels, shop: shopConfig)
  }

  /// `a` on a menu: every recipe of it at the menu's amounts (a recipe
  /// on the list already takes the menu's). False when `dish` is no menu.
  func addMenu(_ dish: Dish) -> Bool {
    guard let collection = source as? CooklangSource, collection.isMenu(dish.idstr) else {
      return false
    }
    let recipes = collection.menuRecipes(dish.idstr) ?? []
    var added = 0
    for recipe in recipes {
      let list = store.state.shoppingList
      let isOnList = list.entries.contains { $0.dishID == recipe.dishID }
      guard isOnList || list.entries.count < BrowserState.maximumShoppingDishes
      else {
        warnings.warn(labels.shoppingListFull(BrowserState.maximumShoppingDishes))
        break
      }
      let lines = collection.shoppingLines(forDishID: recipe.dishID).lines
      store.state.shoppingList.add(
        ShoppingList.Entry(
          dishID: recipe.dishID, name: recipe.name, scale: min(max(recipe.scale, 0.01), 100),
          lines: Array(lines.prefix(BrowserState.maximumShoppingLines))))
      added += 1
    }
    page?.reload()
    if added == recipes.count {
      warnings.warn(
        labels.addedMenu(dish.name, recipes: added, count: store.state.shoppingList.entries.count))
    }
    return true
  }

  /// `x`: the dish goes, and `r` brings it back while the bottom line says so.
  func remove(_ dishID: String) {
    let list = store.state.shoppingList
    guard let index = list.entries.firstIndex(where: { $0.dishID == dishID }) else { return }
    let entry = list.entries[index]
    store.state.shoppingList.remove(dishID: dishID, aisles: shopConfig.aisles)
    removed = (entry, index, warnings.clock() + BottomLine.warningDuration)
    warnings.warn(labels.removedDish(entry.name))
  }

  /// `r`: the dish `x` removed, back in its place (within the 5 seconds).
  func restoreRemoved() {
    guard let removed, warnings.clock() < removed.until else { return }
    self.removed = nil
    var list = ShoppingList()
    var entries = store.state.shoppingList.entries
    entries.insert(removed.entry, at: min(removed.index, entries.count))
    for entry in entries { list.add(entry) }
    for key in store.state.shoppingList.ticked { list.toggle(key) }
    store.state.shoppingList = list
    warnings.warn(
      labels.added(
        removed.entry.name, scale: ScaleFactor.label(removed.entry.scale),
        count: list.entries.count))
  }

  /// `y`: the list to the terminal's clipboard; inside tmux without
  /// `set-clipboard on` the bottom line says how to let it through.
  func copy(_ text: String) {
    let safe = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { Sanitized.printable(String($0)) }.joined(separator: "\n")
    guard application.terminal.copyToClipboard(safe) else {
      warnings.warn(labels.cannotCopy)
      return
    }
    let environment = processEnvironment
    let tmuxBlocks =
      environment["TMUX"].map { !$0.isEmpty } == true
      && Self.tmuxClipboardSetting(environment) != "on"
    warnings.warn(tmuxBlocks ? labels.tmuxClipboardHint : labels.sentToClipboard)
  }

  /// tmux's `set-clipboard` (`on`, `external`, `off`), or nil when it
  /// cannot be asked: `tmux show-options -gv set-clipboard`, found on the
  /// environment's `PATH` and started with `posix_spawn` (no shell reads
  /// the words), with the environment's `TMUX` naming the server.
  static func tmuxClipboardSetting(_ environment: [String: String]) -> String? {
    if let given = environment["RECIPES_TMUX_CLIPBOARD"] { return given }
    guard let tmux = ChildProcess.find("tmux", inPath: environment["PATH"]) else { return nil }
    let child = ChildProcess(
      program: tmux, arguments: ["show-options", "-gv", "set-clipboard"], environment: environment)
    guard case .success(let output) = child.output(limit: 256) else { return nil }
    return String(decoding: output.bytes, as: UTF8.self).split(separator: "\n").first
      .map(String.init)
  }

  /// `>`: writes the list as Markdown to `path` (from the current folder);
  /// an existing file is replaced only after the list asked and `y`.
  func save(to path: String, replacing: Bool) {
    var status = stat()
    if !replacing, stat(path, &status) == 0 {
      page?.askToReplace(path)
      return
    }
    let text = self.text.markdownLines.map(Sanitized.printable).joined(separator: "\n") + "\n"
    let flags = O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | (replacing ? 0 : O_EXCL)
    let descriptor = open(path, flags, 0o644)
    guard descriptor >= 0 else {
      warnings.warn(labels.cannotSaveList(String(cString: strerror(errno))))
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
    let closed = closeFile(descriptor) == 0
    warnings.warn(
      written == bytes.count && closed
        ? labels.savedList(Sanitized.oneLine(path))
        : labels.cannotSaveList(String(cString: strerror(errno))))
  }

  /// `|`: the list in `$PAGER` (else `less`) as a file, the terminal
  /// handed over as ctrl-z does (`PagerCommand`: no shell).
  func pageThrough() {
    let text = self.text.textLines.map(Sanitized.printable).joined(separator: "\n") + "\n"
    let pager = PagerCommand(environment: processEnvironment)
    var outcome = PagerCommand.Outcome.cannotStart
    application.terminal.handOver { outcome = pager.show(text) }
    switch outcome {
    case .shown: break
    case .cannotStart:
      warnings.warn(labels.pagerFailed(Sanitized.oneLine(pager.words.joined(separator: " "))))
    case .cannotWrite(let reason): warnings.warn(labels.cannotSaveList(Sanitized.oneLine(reason)))
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

/// `close(2)` (the flow's own `close` hides it inside its extensions).
private func closeFile(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}
