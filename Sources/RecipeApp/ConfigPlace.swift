import RecipeKit
import TermUI

/// The config's values for what the user can also change inside the app
/// (the state wins over them while the config file is the one it was
/// saved with, see `PersistenceFlow.restore(_:config:)`).
struct ConfigPlace: Equatable {
  var accent: Color?
  var primaryWidth: Int?
  var units: UnitSystem?
  var digest: String?
}
