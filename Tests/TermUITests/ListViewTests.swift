import SplitLayout
import Testing

@testable import TermUI

/// A data source of numbered rows that counts what it was asked for.
final class NumberedRows: ListViewDataSource {
  var count: Int
  var requested: [Int] = []
  init(_ count: Int) { self.count = count }
  func numberOfRows(in list: ListView) -> Int { count }
  func listView(_ list: ListView, rowAt row: Int) -> ListRow {
    requested.append(row)
    return ListRow(title: "row \(row)", subtitle: "sub \(row)")
  }
}

@Suite struct ListViewTests {
  /// A list and its data source; the caller keeps the source alive (the
  /// list holds it weakly, as a table view holds its data source).
  func makeList(rows: Int, height: Int, rowHeight: Int = 1) -> (ListView, NumberedRows) {
    let source = NumberedRows(rows)
    let list = ListView(rowHeight: rowHeight)
    list.dataSource = source
    list.layout(in: Rect(x: 0, y: 0, width: 20, height: height))
    return (list, source)
  }

  @Test func onlyVisibleRowsAreAskedFor() {
    let (list, source) = makeList(rows: 100_000, height: 10, rowHeight: 2)
    var canvas = Canvas(size: Size(width: 20, height: 10))
    list.draw(into: &canvas, theme: Theme(colors: .palette256), isFocused: true)
    #expect(source.requested == [0, 1, 2, 3, 4])
    #expect(canvas.row(0).hasPrefix(" row 0"))
    #expect(canvas.row(1).hasPrefix("   sub 0"))
    withExtendedLifetime(source) {}
  }

  @Test func movingPastTheBottomScrollsByOneRow() {
    let (list, source) = makeList(rows: 20, height: 5)
    for _ in 0..<5 { _ = list.handle(.down) }
    #expect(list.selectedRow == 5)
    #expect(list.topRow == 1)
    _ = list.handle(.end)
    #expect(list.selectedRow == 19 && list.topRow == 15)
    _ = list.handle(.home)
    #expect(list.selectedRow == 0 && list.topRow == 0)
    _ = list.handle(.pageDown)
    #expect(list.selectedRow == 4)
    withExtendedLifetime(source) {}
  }

  @Test func selectionStopsAtTheEnds() {
    let (list, source) = makeList(rows: 3, height: 5)
    #expect(list.handle(.up) == .moved)
    #expect(list.selectedRow == 0)
    _ = list.handle(.end)
    _ = list.handle(.down)
    #expect(list.selectedRow == 2)
    #expect(list.activateSelection() == .activated(2))
    #expect(list.handle(.character("x")) == .ignored)
    withExtendedLifetime(source) {}
  }

  @Test func aResizeKeepsTheScrollPositionAndTheSelectionVisible() {
    let (list, source) = makeList(rows: 50, height: 10)
    list.select(row: 30)
    #expect(list.topRow == 21)
    list.layout(in: Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(list.topRow == 21 && list.selectedRow == 30)
    list.layout(in: Rect(x: 0, y: 0, width: 20, height: 4))
    #expect(list.topRow == 27)
    #expect((list.topRow..<list.topRow + list.visibleRowCount).contains(30))
    withExtendedLifetime(source) {}
  }

  @Test func wheelScrollsWithoutMovingTheSelection() {
    let (list, source) = makeList(rows: 50, height: 10)
    _ = list.handle(MouseEvent(.scrollDown, at: Point(x: 1, y: 1)), activateOnClick: false)
    #expect(list.topRow == 3 && list.selectedRow == 0)
    _ = list.handle(MouseEvent(.scrollUp, at: Point(x: 1, y: 1)), activateOnClick: false)
    #expect(list.topRow == 0)
    withExtendedLifetime(source) {}
  }

  @Test func clickSelectsTheRowUnderThePointer() {
    let (list, source) = makeList(rows: 50, height: 10, rowHeight: 2)
    #expect(
      list.handle(MouseEvent(.press(.left), at: Point(x: 3, y: 5)), activateOnClick: true)
        == .activated(2))
    #expect(list.selectedRow == 2)
    #expect(list.row(at: Point(x: 3, y: 50)) == nil)
    withExtendedLifetime(source) {}
  }

  @Test func shrinkingTheDataKeepsTheSelectionValid() {
    let (list, source) = makeList(rows: 50, height: 10)
    list.select(row: 40)
    source.count = 5
    list.reloadData()
    #expect(list.selectedRow == 4 && list.topRow == 0)
    source.count = 0
    list.reloadData()
    #expect(list.selectedRow == nil)
    withExtendedLifetime(source) {}
  }

  @Test func anEmptyListShowsItsEmptyText() {
    let (list, source) = makeList(rows: 0, height: 3)
    list.emptyText = "No dishes"
    var canvas = Canvas(size: Size(width: 20, height: 3))
    list.draw(into: &canvas, theme: Theme(colors: .none), isFocused: true)
    #expect(canvas.row(0).hasPrefix(" No dishes"))
    withExtendedLifetime(source) {}
  }
}
