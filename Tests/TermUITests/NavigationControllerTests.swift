import SplitLayout
import Testing

@testable import TermUI

@Suite struct NavigationControllerTests {
  func render(_ navigation: NavigationController, width: Int = 30, height: Int = 6) -> Canvas {
    var canvas = Canvas(size: Size(width: width, height: height))
    navigation.layout(in: canvas.bounds)
    navigation.draw(in: &canvas, context: DrawContext(theme: Theme(colors: .none)))
    return canvas
  }

  @Test func theRootHasNoBackButton() {
    let root = Filler("a")
    root.title = "Help"
    let navigation = NavigationController(root: root)
    #expect(render(navigation).rows[0].hasPrefix(" Help"))
  }

  @Test func aPushShowsTheBackButtonWithThePreviousTitle() {
    let root = Filler("a")
    root.title = "Help"
    let navigation = NavigationController(root: root)
    let page = Filler("b")
    page.title = "Keys"
    navigation.push(page)
    let canvas = render(navigation)
    #expect(canvas.rows[0].hasPrefix(" [‹ Help] Keys"))
    #expect(canvas.rows[2] == String(repeating: "b", count: 30))
    #expect(navigation.preferredContentSize.height == 3 + TitleBar.height)
  }

  @Test func aLongPreviousTitleBecomesBack() {
    let root = Filler("a")
    root.title = "A very long title for the list of topics"
    let navigation = NavigationController(root: root)
    navigation.push(Filler("b"))
    #expect(render(navigation).rows[0].hasPrefix(" [‹ Back]"))
  }

  @Test func leftPopsButNotTheRoot() {
    let navigation = NavigationController(root: Filler("a"))
    navigation.push(Filler("b"))
    #expect(navigation.handle(.key(.left)))
    #expect(navigation.viewControllers.count == 1)
    #expect(!navigation.handle(.key(.left)))
    #expect(navigation.pop() == nil)
  }

  @Test func clickingBackPops() {
    let navigation = NavigationController(root: Filler("a"))
    navigation.push(Filler("b"))
    _ = render(navigation)
    #expect(navigation.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 0)))))
    #expect(navigation.viewControllers.count == 1)
  }

  /// A page whose detail has shorter forms.
  final class Detailed: ViewController {
    override var titleDetailForms: [String] { ["2 servings id 201", "2 servings", ""] }
    override var titleDetail: String { titleDetailForms[0] }
  }

  @Test func theBarShowsTheFullestDetailWithWhichTheWholeTitleFits() {
    let page = Detailed()
    page.title = "Broth"
    let navigation = NavigationController(root: page)
    // ` Broth 2 servings id 201` is 24 columns.
    #expect(render(navigation, width: 30).rows[0].hasPrefix(" Broth 2 servings id 201"))
    #expect(render(navigation, width: 20).rows[0] == " Broth 2 servings" + "   ")
    // The name is cut only when even no detail leaves it room.
    #expect(render(navigation, width: 10).rows[0] == " Broth    ")
    #expect(render(navigation, width: 6).rows[0] == " Bro… ")
  }

  @Test func oneFormIsKeptWhileTheTitleIsCut() {
    #expect(
      TitleBar.detail(
        choosingFrom: ["4/351"], title: "A long list title", left: [], right: [],
        in: Rect(x: 0, y: 0, width: 12, height: 2)) == "4/351")
    #expect(
      TitleBar.detail(
        choosingFrom: ["4/351 id 9", "4/351"], title: "Soup", left: [], right: [],
        in: Rect(x: 0, y: 0, width: 12, height: 2)) == "4/351")
  }
}
