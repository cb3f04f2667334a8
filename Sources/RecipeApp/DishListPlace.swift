/// Where the dish list is: what `DishListViewController` tells after the
/// user moved it (or a place was restored), for the app's place.
struct DishListPlace: Equatable {
  /// The highlighted dish's id, its row and the list's first row.
  var dishID: String?
  var row: Int
  var anchorRow: Int
  /// The filter's text.
  var filter: String
}
