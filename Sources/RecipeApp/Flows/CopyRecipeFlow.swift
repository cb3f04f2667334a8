import RecipeKit
import TermUI

/// Issue 18 in the browser: `y` copies the open recipe as `--print` prints
/// it, through the terminal's clipboard (OSC 52).
final class CopyRecipeFlow {
  private let application: Application
  private let presenter: RecipePresenter
  private let labels: Labels
  private let warnings: Warnings

  init(application: Application, presenter: RecipePresenter, labels: Labels, warnings: Warnings) {
    self.application = application
    self.presenter = presenter
    self.labels = labels
    self.warnings = warnings
  }

  /// The `y` of the lists and of a recipe sheet: handled here when it is
  /// one (returns false for any other key).
  func handle(_ key: Key) -> Bool {
    let table = AppCoordinator.terminalBindings.remapped(application.keyOverrides)
    guard table.action(for: key) == .copyRecipe else { return false }
    copyOpenRecipe()
    return true
  }

  /// Copies the recipe on screen as `--print` prints it (the same layout
  /// at 80 columns, the same sanitising) and says on the bottom line
  /// whether the terminal took it.
  func copyOpenRecipe() {
    guard let dish = presenter.dish else {
      warnings.warn(labels.noRecipeToCopy)
      return
    }
    let recipe = presenter.recipe(for: dish)
    let text = RecipeClipboardText.lines(recipe, labels: labels, width: 80).joined(separator: "\n")
    warnings.warn(
      application.terminal.copyToClipboard(text) ? labels.recipeCopied : labels.cannotCopy)
  }
}
