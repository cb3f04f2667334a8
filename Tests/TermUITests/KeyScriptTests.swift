import SplitLayout
import Testing

@testable import TermUI

@Suite struct KeyScriptTests {
  @Test func namesAndCharactersBecomeKeys() throws {
    let events = try KeyScript.parse("down down enter esc tab backtab space q / ? 中 ctrl-c f2 pgdn")
    #expect(
      events == [
        .key(.down), .key(.down), .key(.enter), .key(.escape), .key(.tab), .key(.backTab),
        .key(.character(" ")), .key(.character("q")), .key(.character("/")), .key(.character("?")),
        .key(.character("中")), .key(.control("c")), .key(.function(2)), .key(.pageDown),
      ])
  }

  @Test func resizeTextAndMouseTokens() throws {
    let events = try KeyScript.parse(
      "resize:80x24 text:鸡\\sa click:3,4 wheeldown:1,2 drag:30,5-40,5")
    #expect(
      events == [
        .resize(Size(width: 80, height: 24)), .key(.character("鸡")), .key(.character(" ")),
        .key(.character("a")), .mouse(MouseEvent(.press(.left), at: Point(x: 3, y: 4))),
        .mouse(MouseEvent(.release(.left), at: Point(x: 3, y: 4))),
        .mouse(MouseEvent(.scrollDown, at: Point(x: 1, y: 2))),
        .mouse(MouseEvent(.press(.left), at: Point(x: 30, y: 5))),
        .mouse(MouseEvent(.drag(.left), at: Point(x: 40, y: 5))),
        .mouse(MouseEvent(.release(.left), at: Point(x: 40, y: 5))),
      ])
  }

  @Test(arguments: [
    "bogus", "resize:80", "resize:0x10", "resize:axb", "click:1", "drag:1,2", "ctrl-1",
  ])
  func badTokensAreErrorsNamingTheToken(token: String) {
    #expect(throws: KeyScript.ParseError.self) { try KeyScript.parse("down \(token)") }
    do {
      _ = try KeyScript.parse(token)
    } catch {
      #expect(error.token == token)
      #expect(error.description.contains(token))
    }
  }
}
