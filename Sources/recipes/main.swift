#if canImport(Glibc)
import Glibc
#endif
import CursesTerminal
import SplitLayout
import TermUI

final class DemoList: ViewController, ListViewDataSource {
  let list: ListView
  let items: [String]
  init(title: String, items: [String], rowHeight: Int) {
    self.items = items
    list = ListView(rowHeight: rowHeight)
    super.init()
    self.title = title
    list.dataSource = self
  }
  func numberOfRows(in list: ListView) -> Int { items.count }
  func listView(_ list: ListView, rowAt row: Int) -> ListRow {
    ListRow(title: items[row], subtitle: "Difficulty: 切墩(初级)  Time: 10-30分钟")
  }
  override func layout(in frame: Rect) { super.layout(in: frame); list.layout(in: frame) }
  override func draw(in canvas: inout Canvas, context: DrawContext) {
    list.draw(into: &canvas, theme: context.theme, isFocused: context.isFocused(self))
  }
  override func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let k): return list.handle(k) != .ignored
    case .mouse(let m): return list.handle(m, activateOnClick: false) != .ignored
    default: return false
    }
  }
}
final class Quit: ApplicationDelegate {
  func application(_ application: Application, unhandledKey key: Key) -> Bool {
    if key == .character("q") { application.quit(); return true }
    return false
  }
}
let cuisines = ["家常菜","川菜","鲁菜","湘菜","粤菜","浙菜","闽菜","苏菜","徽菜","京菜","东北菜","西北菜","面点","烘焙","煲汤","甜品"]
let master = NavigationController(root: DemoList(title: "Recipes", items: cuisines, rowHeight: 1))
let detail = NavigationController(root: DemoList(title: "家常菜", items: (1...60).map { "菜品 \($0) 新奥尔良烤鸡翅" }, rowHeight: 2))
let split = SplitViewController(master: master, detail: detail, configuration: SplitConfiguration())
final class SD: SplitViewControllerDelegate {
  let detail: ViewController
  init(_ d: ViewController) { detail = d }
  func splitViewController(_ split: SplitViewController, willHide master: ViewController, with button: BarButtonItem) {
    button.title = "≡ Recipes"; detail.leftBarItems = [button]
  }
  func splitViewController(_ split: SplitViewController, willShow master: ViewController, invalidating button: BarButtonItem) {
    detail.leftBarItems = []
  }
}
let sd = SD((detail.topViewController))
split.delegate = sd
let terminal: CursesTerminal
do { terminal = try CursesTerminal() } catch { print("recipes: \(error)"); exit(2) }
let app = Application(terminal: terminal, root: split, theme: Theme(colors: terminal.capabilities.colors))
let q = Quit()
app.delegate = q
_ = app.run()
terminal.restore()
