import RecipeKit
import TermUI

extension ActionName {
  /// `e`: the recipe's file in the user's editor.
  static let editRecipe: ActionName = "edit-recipe"
  /// `E`: a new recipe in the highlighted category.
  static let newRecipe: ActionName = "new-recipe"
}

/// Issue 26 §4 in the browser: `e` edits the recipe under the focus (the
/// dish row, the open recipe in its sheet, column or page, cook mode),
/// `E` makes a new one; the work is `RecipeEditFlow`'s.
extension AppCoordinator {
  static let editBindings: KeyBindings = [
    KeyBinding(
      .editRecipe, [.character("e")],
      BindingLabel(
        "edit the recipe's file ($VISUAL, $EDITOR)", "编辑菜谱文件（$VISUAL、$EDITOR）"),
      short: BindingLabel("edit", "编辑"), footer: .action),
    KeyBinding(
      .newRecipe, [.character("E")],
      BindingLabel("new recipe in the highlighted category", "在所选分类中新建菜谱"),
      short: BindingLabel("new recipe", "新建菜谱"), footer: .action),
  ]

  /// `e` or `E`, from the lists and the recipe's sheet (`overSheet`);
  /// false for any other key.
  func handleEditKey(_ key: Key, overSheet: Bool = false) -> Bool {
    switch Self.editBindings.remapped(application.keyOverrides).action(for: key) {
    case .editRecipe:
      editUnderFocus(overSheet: overSheet)
    case .newRecipe:
      askForNewRecipe()
    default:
      return false
    }
    return true
  }

  /// What `e` edits: the open recipe over its sheet, in its column or
  /// page and in cook mode; the highlighted dish in the list; nothing on
  /// a category row (it says `E new recipe` there).
  private func editUnderFocus(overSheet: Bool) {
    let dish: Dish?
    if overSheet {
      dish = presenter.dish
    } else {
      switch footerPlace {
      case .cuisines, .drawer: dish = nil
      case .recipe, .cooking: dish = presenter.dish
      default: dish = dishes.selectedDish
      }
    }
    guard let recipeEdit else {
      warn(labels.bundleReadOnly)
      return
    }
    guard let dish else {
      warn(labels.newRecipeHint)
      return
    }
    recipeEdit.edit(dishID: dish.idstr)
  }

  /// After files changed (an edit, a change on disk): the checklist and
  /// cook mode read their recipe again; cook mode keeps its step (by
  /// index; the last one when there are fewer now).
  func followChangedFiles() {
    // The inspector's checklist lists the ingredients as they are now.
    if let dish = presenter.dish, checklist.dishID == dish.idstr {
      checklist.show(dishID: dish.idstr, recipe: presenter.recipe(for: dish), again: true)
    }
    guard let page = cookPage else { return }
    page.plan = CookingPlan(dishID: page.dish.idstr, recipe: cookingRecipe(for: page.dish))
    page.go(to: page.step)
  }

  /// `E`: the title asked on the bottom line; the answer makes the file
  /// in the highlighted category and opens it in the editor.
  private func askForNewRecipe() {
    guard let recipeEdit else {
      warn(labels.bundleReadOnly)
      return
    }
    let highlighted = menu.list.selectedRow.flatMap { row in
      menu.cuisines.indices.contains(row) ? menu.cuisines[row] : nil
    }
    // The app's own lists (Recent, ★ Favourites) have no folder: the root.
    let category = highlighted.flatMap { AppMemory.isList($0) ? nil : $0.idstr }
    let prompt = TitlePromptController(question: labels.newRecipeQuestion)
    prompt.onAnswer = { [weak self, weak recipeEdit] title in
      guard let self, let recipeEdit, let title else { return }
      guard let made = recipeEdit.create(title: title, categoryID: category) else { return }
      self.openAtStart(dishID: made.dishID, categoryID: made.categoryID)
    }
    titlePrompt = prompt
    application.present(prompt)
  }

  /// The bottom line while `E` asks for a title: the question, then the
  /// answer so far.
  func titlePromptLine(width: Int) -> [BottomLineSegment]? {
    guard let prompt = titlePrompt, prompt.application != nil else { return nil }
    let (question, answer, _) = prompt.line(width: width)
    // What was typed or pasted is shown made safe (no control byte of a
    // paste reaches the terminal).
    return [BottomLineSegment(key: question, Sanitized.printable(answer))]
  }
}
