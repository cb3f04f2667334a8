@testable import RecipeApp
@testable import TermUI

/// A controller that shows a `ListView`: the fuzzer checks each one's
/// selection and scroll position (`AppInvariants`).
protocol ListOwning {
  var list: ListView { get }
}

extension MenuViewController: ListOwning {}
extension DishListViewController: ListOwning {}
extension ChoiceListViewController: ListOwning {}
extension ChecklistViewController: ListOwning {}
