import RecipeKit
import TermUI

/// Issue 26 §4 in the browser: `e` edits the recipe under the focus (the
/// dish row, the open recipe in its sheet, column or page, cook mode),
/// `E` makes a new one after asking its title on the bottom line; the
/// work is `RecipeEditFlow`'s (nil for the read-only bundle, which says
/// so instead).
final class EditKeysFlow {
  private let application: Application
  private let menu: MenuViewController
  private let dishes: DishListViewController
  private let presenter: RecipePresenter
  private let labels: Labels
  private let warnings: Warnings
  private let ladder: LadderFlow
  /// Editing the files, when the source's files can change.
  let recipeEdit: RecipeEditFlow?
  /// `E`'s question on the bottom line, while it is asked.
  private weak var titlePrompt: TitlePromptController?

  init(
    application: Application, menu: MenuViewController, dishes: DishListViewController,
    presenter: RecipePresenter, labels: Labels, warnings: Warnings, ladder: LadderFlow,
    recipeEdit: RecipeEditFlow?
  ) {
    self.application = application
    self.menu = menu
    self.dishes = dishes
    self.presenter = presenter
    self.labels = labels
    self.warnings = warnings
    self.ladder = ladder
    self.recipeEdit = recipeEdit
    if recipeEdit != nil { dishes.emptyHint = labels.newRecipeHint }
  }

  /// `e` or `E`, from the lists and the recipe's sheet (`overSheet`);
  /// false for any other key. `place`: where the focus is.
  func handle(_ key: Key, overSheet: Bool = false, place: @autoclosure () -> Footer.Place) -> Bool {
    switch AppCoordinator.editBindings.remapped(application.keyOverrides).action(for: key) {
    case .editRecipe:
      editUnderFocus(overSheet ? nil : place())
    case .newRecipe:
      askForNewRecipe()
    default:
      return false
    }
    return true
  }

  /// What `e` edits: the open recipe over its sheet (`place` nil), in its
  /// column or page and in cook mode; the highlighted dish in the list;
  /// nothing on a category row (it says `E new recipe` there).
  private func editUnderFocus(_ place: Footer.Place?) {
    let dish: Dish?
    switch place {
    case nil: dish = presenter.dish
    case .cuisines?, .drawer?: dish = nil
    case .recipe?, .cooking?: dish = presenter.dish
    default: dish = dishes.selectedDish
    }
    guard let recipeEdit else {
      warnings.warn(labels.bundleReadOnly)
      return
    }
    guard let dish else {
      warnings.warn(labels.newRecipeHint)
      return
    }
    recipeEdit.edit(dishID: dish.idstr)
  }

  /// `E`: the title asked on the bottom line; the answer makes the file
  /// in the highlighted category and opens it in the editor.
  private func askForNewRecipe() {
    guard let recipeEdit else {
      warnings.warn(labels.bundleReadOnly)
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
      self.ladder.open(dishID: made.dishID, categoryID: made.categoryID)
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
