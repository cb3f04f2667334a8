import Foundation

/// Generated pages for the page-problem tests (issue 31, item 13): none is
/// taken from the corpus.
enum PageProblemFixtures {
  /// A page whose title and first paragraph come before `depth` nested
  /// `<div>`s, one a line (the first on line 3), and whose last paragraph
  /// comes after them.
  static func nestedPage(depth: Int) -> String {
    "<html><body><h1>深深的页</h1>\n<p>开头的文字</p>\n"
      + String(repeating: "<div>\n", count: depth) + "最深处的文字"
      + String(repeating: "</div>", count: depth) + "\n<p>结尾的文字</p></body></html>\n"
  }

  /// The line of `nestedPage(depth:)` where libxml2 stops for any depth
  /// of 256 or more: below `html` and `body` it builds 255 `<div>`s, so
  /// the 256th (on line 2 + 256) is one too many (measured with libxml2
  /// 2.9.14: its `xmlParserMaxDepth` of 256 counts from 0).
  static let nestedStopLine = 258

  /// A page of at least `bytes` bytes: a title, then paragraphs of text.
  static func largePage(atLeast bytes: Int) -> Data {
    let paragraph = "<p>" + String(repeating: "很长的页面里的一句话。", count: 30) + "</p>\n"
    var text = "<html><body><h1>大大的页</h1>\n"
    let count = bytes / paragraph.utf8.count + 1
    text.reserveCapacity(count * paragraph.utf8.count + 64)
    for _ in 0..<count { text += paragraph }
    return Data((text + "</body></html>\n").utf8)
  }
}
