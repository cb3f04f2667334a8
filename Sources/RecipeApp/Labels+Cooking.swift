extension Labels {
  /// The shopping list's title.
  public var shoppingList: String { language == .zh ? "购物清单" : "Shopping list" }
  /// The heading of the main ingredients in the shopping list.
  public var mainIngredients: String { language == .zh ? "主料" : "Main ingredients" }
  /// The heading of everything else in the shopping list.
  public var otherIngredients: String { language == .zh ? "其他" : "Other ingredients" }
  /// "What can I cook?"
  public var whatCanICook: String { language == .zh ? "做什么菜？" : "What can I cook?" }
  /// `3 dishes` / `3 道菜`.
  public func dishCount(_ count: Int) -> String {
    language == .zh ? "\(count) 道菜" : (count == 1 ? "1 dish" : "\(count) dishes")
  }

  /// The recipe's title bar in metric units.
  public var metric: String { language == .zh ? "公制" : "metric" }
  /// The recipe's title bar in US customary units.
  public var usUnits: String { language == .zh ? "美制" : "US" }
  /// The shopping list's heading of its dishes.
  public var dishesOnTheList: String { language == .zh ? "菜品" : "Dishes" }
  /// The shopping list when no dish is on it.
  public var emptyShoppingList: String {
    language == .zh ? "购物清单是空的：在菜品或菜谱中按 a 添加" : "The list is empty: a adds a dish or recipe"
  }
  /// The question before `D` empties the list.
  public var confirmEmptyList: String {
    language == .zh ? "清空购物清单？ y 清空 / n 取消" : "Empty the shopping list? y yes / n no"
  }
  /// `a`: the warning line after a dish was added.
  public func added(_ dish: String, scale: String, count: Int) -> String {
    language == .zh
      ? "已把 \(dish) \(scale) 加入购物清单（\(dishCount(count))）"
      : "Added \(dish) \(scale) to the shopping list (\(dishCount(count)))"
  }
  /// `a` on a new dish when the list holds the most it can.
  public func shoppingListFull(_ limit: Int) -> String {
    language == .zh
      ? "购物清单已满（\(limit) 道菜）：请先删除一道"
      : "The shopping list is full (\(limit) dishes): remove one first"
  }
  /// A saved list longer than the app keeps, at start.
  public func shoppingListCut(_ limit: Int, of count: Int) -> String {
    language == .zh
      ? "购物清单至多 \(limit) 道菜：保留了 \(count) 道中的前 \(limit) 道"
      : "The shopping list holds at most \(limit) dishes: kept the first \(limit) of \(count)"
  }
  /// A tick past the most the list keeps.
  public func shoppingTicksFull(_ limit: Int) -> String {
    language == .zh ? "至多勾选 \(limit) 项" : "At most \(limit) items can be ticked off"
  }
  /// `a` with no dish highlighted or open.
  public var noDishToAdd: String { language == .zh ? "没有可添加的菜品" : "No dish to add" }
  /// `x` on a row that is not a dish.
  public var removeNeedsADish: String {
    language == .zh
      ? "x 删除光标所在的菜品：请移到上面的菜品行" : "x removes the dish under the cursor: move to a dish row"
  }
  /// `y` copied the list.
  public var copied: String { language == .zh ? "已复制购物清单" : "Copied the shopping list" }
  /// What can I cook?: the hint under an empty input line.
  public var whatCanICookHint: String {
    language == .zh
      ? "输入食材，用空格分开；-葱 表示不要葱；enter 打开菜谱"
      : "Type ingredients separated by spaces; -葱 leaves 葱 out; enter opens"
  }
  /// What can I cook? under a query: each word as read (`jd → 鸡蛋`), those
  /// at `unknown` (no dish uses them) marked.
  public func readWords(_ words: [String], unknown: [Int]) -> String {
    let marked = words.enumerated().map { offset, word in
      unknown.contains(offset) ? word + (language == .zh ? "（没有菜用到）" : " (no dish uses it)") : word
    }
    return marked.joined(separator: language == .zh ? "　" : "  ")
  }
  /// What can I cook? while the index is read: `Reading the recipes… 40%`.
  public func readingRecipes(percent: Int) -> String {
    language == .zh ? "正在读取菜谱… \(percent)%" : "Reading the recipes… \(percent)%"
  }
  /// What can I cook? when no dish matches.
  public var noDishUsesThem: String {
    language == .zh ? "没有用到这些食材的菜" : "No dish uses these ingredients"
  }
  /// A found dish's second line: its cuisine and the ingredients it uses.
  public func uses(cuisine: String, matched: [String]) -> String {
    language == .zh
      ? "\(cuisine) · 用到 \(matched.joined(separator: "、"))"
      : "\(cuisine) · uses \(matched.joined(separator: ", "))"
  }
}
