import SplitLayout
import Testing

@testable import TermUI

/// The split's options belong to whoever keeps the state: what the user
/// does to the columns is asked of the delegate, which may grant it (as
/// the app does, through its place) or not.
@Suite struct SplitOptionsOwnerTests {
  /// Keeps the options it is asked for, and grants them only when told.
  final class Owner: SplitViewControllerDelegate {
    var wanted: [ColumnOptions] = []
    var grants = false
    func splitViewController(_ split: SplitViewController, wantsOptions options: ColumnOptions) {
      wanted.append(options)
      if grants { split.updateOptions { $0 = options } }
    }
  }

  func make(width: Int, grants: Bool) -> (SplitViewController, Owner) {
    let split = SplitViewController(primary: ViewController(), supplementary: ViewController())
    let owner = Owner()
    owner.grants = grants
    split.delegate = owner
    split.prepareAndLayout(in: Rect(x: 0, y: 0, width: width, height: 30))
    return (split, owner)
  }

  @Test func theUsersChangesAreAskedForNotTaken() {
    let (split, owner) = make(width: 120, grants: false)
    #expect(split.handle(.key(.character("z"))))
    #expect(split.handle(.key(.character("m"))))
    #expect(owner.wanted.map(\.zoomed) == [.primary, nil])
    #expect(owner.wanted.last?.isPrimaryHiddenByUser == true)
    #expect(split.options == ColumnOptions(), "nothing changes until the owner says so")
  }

  @Test func aGrantedDrawerIsOpenOnlyInTheDrawerMode() {
    let (split, owner) = make(width: 80, grants: true)
    #expect(split.handle(.key(.character("m"))))
    #expect(owner.wanted.map(\.isDrawerOpen) == [true])
    #expect(split.isDrawerOpen && split.focusedColumn == .primary)
    // Wider, the mode has no drawer: closed on screen, the option kept
    // for its owner (who says whether it comes back).
    split.prepareAndLayout(in: Rect(x: 0, y: 0, width: 120, height: 30))
    #expect(!split.isDrawerOpen && split.options.isDrawerOpen)
    #expect(owner.wanted.count == 1, "a resize asks for nothing")
  }
}
