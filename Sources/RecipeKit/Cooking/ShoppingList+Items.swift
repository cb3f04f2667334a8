extension ShoppingList {
  /// The merged items: main ingredients first, then the rest, each part in
  /// the order the dishes first name them. Names merge by
  /// `ShoppingNames.key` (with the synonyms of `aisles` when given; an item
  /// `aisles` lists is shown by its line's first name and knows its
  /// section).
  public func items(
    units: UnitSystem = .original, options: AmountOptions = .standard, aisles: AisleConfig? = nil
  ) -> [ShoppingItem] {
    var order: [String] = []
    var gathered: [String: Gathered] = [:]
    for entry in entries {
      for line in entry.lines {
        let key = ShoppingNames.key(line.name, aisles: aisles)
        guard !key.isEmpty else { continue }
        if gathered[key] == nil {
          order.append(key)
          gathered[key] = Gathered(name: aisles?.shownName(of: line.name) ?? line.name)
        }
        let amount = line.amount.scaled(by: entry.scale)
          .converted(to: units, ingredient: line.name, options: options)
        gathered[key]?.add(amount, isMain: line.isMain, dish: entry.name, options: options)
      }
    }
    let items = order.compactMap { key -> ShoppingItem? in
      guard let found = gathered[key] else { return nil }
      return ShoppingItem(
        key: key, name: found.name, isMain: found.isMain, amounts: found.amountTexts(units),
        dishes: found.dishes, isTicked: ticked.contains(key),
        aisle: aisles?.section(of: found.name))
    }
    return items.filter(\.isMain) + items.filter { !$0.isMain }
  }
}

/// The amounts of one ingredient gathered from every dish.
private struct Gathered {
  let name: String
  var isMain = false
  var dishes: [String] = []
  /// Measured amounts by what they add up with, in first-seen order.
  var sums: [(group: String, amounts: [Amount])] = []
  var texts: [String] = []
  var vagueWord: String?
  var vagueDishes: [String] = []

  init(name: String) { self.name = name }

  mutating func add(_ amount: Amount, isMain: Bool, dish: String, options: AmountOptions) {
    self.isMain = self.isMain || isMain
    if !dishes.contains(dish) { dishes.append(dish) }
    switch amount.kind {
    case .quantity, .count:
      guard let unit = amount.unit else { return }
      let group: String
      if unit.kind == .measure {
        // `1 clove` and `2 cloves` add up.
        group = "count:" + ShoppingNames.folded(unit.written)
      } else if unit.grams != nil {
        group = "mass"
      } else {
        group = "volume"
      }
      if let index = sums.firstIndex(where: { $0.group == group }) {
        sums[index].amounts.append(amount)
      } else {
        sums.append((group, [amount]))
      }
    case .vague:
      if vagueWord == nil { vagueWord = amount.written }
      if !vagueDishes.contains(dish) { vagueDishes.append(dish) }
    case .text:
      texts.append("\(amount.written)（\(dish)）")
    case .empty:
      break
    }
  }

  /// The parts as text; a sum of amounts in different units is written
  /// again in the unit of `units` that reads best (`1 cup + 2 tbsp` →
  /// `1⅛ cups` in US units). In the recipes' own units such a sum is
  /// written in US units when every part is (cups and English spoons,
  /// ounces and pounds), else in metric ones.
  func amountTexts(_ units: UnitSystem) -> [String] {
    var parts = sums.map { group -> String in
      let total = Self.sum(group.amounts)
      let mixed = Set(group.amounts.compactMap { $0.unit?.kind }).count > 1
      guard mixed else { return total.text }
      let system =
        units != .original
        ? units : (group.amounts.allSatisfy { $0.unit.map(Self.isUS) ?? false } ? .us : .metric)
      return total.converted(to: system).text
    }
    parts += texts
    if let vagueWord {
      parts.append("\(vagueWord)（\(vagueDishes.joined(separator: "、"))）")
    }
    return parts
  }

  /// True for the units of the US customary system (and English spoons).
  static func isUS(_ unit: AmountUnit) -> Bool {
    switch unit.kind {
    case .ounce, .pound, .cup, .fluidOunce, .pint, .quart, .gallon: true
    case .largeSpoon, .smallSpoon, .spoon: unit.isEnglish
    default: false
    }
  }

  /// One amount: the only one as it is, else the total in the first one's
  /// unit when all share its kind of unit, else in grams or millilitres.
  static func sum(_ amounts: [Amount], options: AmountOptions = .standard) -> Amount {
    guard let first = amounts.first, amounts.count > 1, let firstUnit = first.unit,
      let firstNumber = first.number
    else { return amounts.first ?? .empty }
    let sameKind = amounts.allSatisfy { $0.unit?.kind == firstUnit.kind }
    let target =
      sameKind ? firstUnit : (firstUnit.metric(options: options)?.unit ?? firstUnit)
    var low = 0.0
    var high = 0.0
    var isRange = false
    for amount in amounts {
      guard let converted = amount.converted(to: target, options: options),
        let number = converted.number
      else { continue }
      low += number.low
      high += number.high ?? number.low
      isRange = isRange || number.high != nil
    }
    var number = AmountNumber(
      low: low, high: isRange && high > low ? high : nil, separator: firstNumber.separator,
      isChinese: sameKind && firstNumber.isChinese,
      halfAfterUnit: sameKind && firstNumber.halfAfterUnit)
    if number.separator.isEmpty { number.separator = "-" }
    var total = Amount(
      kind: first.kind, written: "", number: number, unit: target)
    total.isAsWritten = false
    return total
  }
}
