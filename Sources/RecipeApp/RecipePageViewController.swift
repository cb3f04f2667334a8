import RecipeKit
import SplitLayout
import TermUI

/// A recipe's page in its sheet: the scrolling text, the dish id in the
/// title bar (for `recipes --print ID`), and the keys for reading recipe
/// after recipe: `]` and `[` open the next and previous dish of the list,
/// `left`, `h` and `backspace` close the sheet (as `esc` and `q` do).
///
/// One page shows every recipe in turn (`RecipePresenter`): in a sheet, as
/// the triple mode's third column or as the stack's pushed page.
final class RecipePageViewController: TextPageViewController {
  /// The keys here: the recipe's, its cooking keys, the page's scrolling.
  override class var declaredBindingTables: [KeyBindings] {
    [bindings, cookingBindings, [ReferenceLinks.openBinding]] + super.declaredBindingTables
  }

  /// The recipe's keys; `pgdn page` in the footer.
  override var bindingTables: [KeyBindings] {
    [Self.bindings, Self.cookingBindings, [ReferenceLinks.openBinding]]
      + super.bindingTables.map {
        $0.footer(.scrollPageDown, short: BindingLabel("page", "翻页"))
      }
  }

  /// The dish shown (nil before the first).
  var dish: Dish?
  private let labels: Labels
  /// Asked to open the dish `offset` rows away in the list (`]`: +1).
  var onStep: ((Int) -> Void)?
  /// Told the cooking keys (`+ - = u a`, `RecipePageViewController+Cooking`).
  var onCooking: ((ActionName) -> Void)?
  /// The scale and units before the id (`×2 metric `), set by the coordinator.
  var amountsDetail: ((Dish) -> String)?
  /// `enter` (nil) or a click on a row (the row) that may be a reference's
  /// link; answers whether it opened one (`ReferenceFlow`).
  var onOpenReference: ((Int?) -> Bool)?

  init(labels: Labels) {
    self.labels = labels
    buttons = RecipeBarButtons(labels: labels)
    super.init(title: "") { _ in [] }
  }

  /// The title bar's mouse buttons (issue 30, item 21).
  let buttons: RecipeBarButtons

  /// `[−] ×1 [+] [Add] [Cook] [★]` while a dish is shown: derived from
  /// the state whenever the bar is laid out or drawn.
  override var rightBarItems: [BarButtonItem] {
    get { dish == nil ? [] : buttons.items }
    set {}
  }

  /// Whether a dish is a favourite: `★` leads the title bar's detail.
  var isFavourite: ((Dish) -> Bool)?
  /// The mark of a favourite (`★ `, `* ` with `--ascii`).
  var favouriteMark = "★ "

  /// `id 201` after the dish name in the title bar (`★ id 201` for a
  /// favourite).
  override var titleDetail: String { titleDetailForms[0] }

  /// The detail, then without the id, then the favourite's mark alone,
  /// then nothing: a narrow bar drops the id first, then the scale and
  /// units, before it cuts the dish's name (`TitleBar.detail`).
  override var titleDetailForms: [String] {
    guard let dish else { return [""] }
    let mark = isFavourite?(dish) == true ? favouriteMark : ""
    return Self.detailForms(
      mark: mark, amounts: amountsDetail?(dish) ?? "", id: labels.dishID(dish.idstr))
  }

  /// `★ 3 servings (×1.5) id 201`, `★ 3 servings (×1.5)`, `★`, ``: the
  /// forms of a detail made of a favourite's `mark` and the `amounts`
  /// (each empty or ending in a space) and the `id`, each form given once.
  static func detailForms(mark: String, amounts: String, id: String) -> [String] {
    func trimmed(_ text: String) -> String {
      String(text.reversed().drop { $0 == " " }.reversed())
    }
    var forms = [mark + amounts + id]
    for form in [trimmed(mark + amounts), trimmed(mark), ""] where form != forms.last {
      forms.append(form)
    }
    return forms
  }

  static let bindings: KeyBindings = [
    KeyBinding(
      .nextDish, [.character("]")], stepLabel, short: BindingLabel("next", "下一道"),
      footer: .action),
    KeyBinding(
      .previousDish, [.character("[")], stepLabel, short: BindingLabel("previous", "上一道"),
      footer: .action),
    KeyBinding(
      .closeRecipe, [.left, .character("h"), .backspace],
      BindingLabel("in a recipe: close it", "菜谱中：关闭")),
  ]

  private static let stepLabel = BindingLabel(
    "in a recipe: open the next / previous dish", "菜谱中：打开下一道 / 上一道菜")

  override func handle(_ event: InputEvent) -> Bool {
    if case .key(let key) = event, handleCookingKey(key) { return true }
    if case .key(let key) = event, action(for: key, in: [ReferenceLinks.openBinding]) != nil,
      let onOpenReference, dish != nil
    {
      return onOpenReference(nil)
    }
    if case .mouse(let mouse) = event, case .press(.left) = mouse.kind,
      onOpenReference?(mouse.position.y) == true
    {
      return true
    }
    if case .key(let key) = event {
      switch action(for: key, in: Self.bindings) {
      case .nextDish:
        onStep?(1)
        return true
      case .previousDish:
        onStep?(-1)
        return true
      case .closeRecipe:
        // In a sheet: close it. As a column or a page, the keys go on to
        // the split view (back to the dishes).
        var node = parent
        while let current = node {
          if let sheet = current as? PresentationController {
            sheet.requestDismissal()
            return true
          }
          node = current.parent
        }
        return false
      default:
        break
      }
    }
    return super.handle(event)
  }
}
