import SplitLayout
import Testing

@testable import TermUI

/// Small edges of title bars (issue 30, item 22).
@Suite struct TitleEdgeTests {
  private func render(_ root: ViewController, size: Size) -> Canvas {
    let app = Application(
      terminal: HeadlessTerminal(size: size), root: root, theme: Theme(colors: .none))
    return app.render()
  }

  @Test func aCentredPagesTitleStandsOverItsText() {
    let page = TextPageViewController(title: "标题") { _ in [StyledLine("正文的第一行")] }
    let canvas = render(NavigationController(root: page), size: Size(width: 140, height: 12))
    let title = canvas.row(0)
    let text = canvas.row(2)
    let titleColumn = title.prefix { $0 == " " }.count
    let textColumn = text.prefix { $0 == " " }.count
    // The 88-column reading column is centred: (140 - 88) / 2 = 26, plus
    // the text's one column of padding.
    #expect(textColumn == 27, "\(text)")
    #expect(titleColumn == textColumn, "\(title)")
  }

  @Test func aPageAsWideAsItsTextKeepsTheTitleAtTheEdge() {
    let page = TextPageViewController(title: "标题") { _ in [StyledLine("正文")] }
    let canvas = render(NavigationController(root: page), size: Size(width: 60, height: 12))
    #expect(canvas.row(0).hasPrefix(" 标题"))
  }

  @Test func aNarrowBarShortensTheBackButtonBeforeTheTitle() {
    let first = ViewController()
    first.title = "Ingredients"
    let second = ViewController()
    second.title = "Shopping list for the week"
    let navigation = NavigationController(root: first)
    navigation.push(second)
    let narrow = render(navigation, size: Size(width: 40, height: 10)).row(0)
    #expect(narrow.hasPrefix(" [‹ Back] Shopping list for the week"), "\(narrow)")
    // With room, the back button names the previous page.
    let wide = render(navigation, size: Size(width: 80, height: 10)).row(0)
    #expect(wide.hasPrefix(" [‹ Ingredients] Shopping list for the week"), "\(wide)")
  }
}
