import RecipeKit

extension Labels {
  /// Why a page was not read in full, as the recipe page's problem line:
  /// `This page is nested too deep to read in full: the rest after line 258
  /// is not shown` / `此页嵌套过深，无法读完：第258行之后的内容未显示`.
  func pageProblem(_ problem: PageProblem) -> String {
    let zh = language == .zh
    switch problem {
    case .nestedTooDeep(let line):
      return zh
        ? "此页嵌套过深，无法读完：第\(line)行之后的内容未显示"
        : "This page is nested too deep to read in full: the rest after line \(line) is not shown"
    case .tooLarge(let maximumBytes):
      let size = PageProblem.sizeText(maximumBytes)
      return zh
        ? "此页太大，未读取：超过 \(size)"
        : "This page is too large to read: over \(size)"
    }
  }
}
