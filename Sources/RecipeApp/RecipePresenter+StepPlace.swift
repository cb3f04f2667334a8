import TermUI

extension RecipePresenter {
  /// Lays the shown dish out again after its file changed on disk: the
  /// page keeps the step its top line belonged to (by index; the last
  /// step when there are fewer now), not the line, which an edit may have
  /// moved anywhere. Above the first step (or on a page never laid out)
  /// the page keeps its place as `reload()` does.
  func reloadKeepingStep() {
    let text = page.textView
    guard let dish, let laid = lastLaidOut, laid.id == dish.idstr,
      let step = StepLines.step(atLine: text.topLine, in: text.lines)
    else {
      reload()
      return
    }
    let lines = lines(for: dish, width: laid.width)
    guard let line = StepLines.firstLine(ofStep: step, in: lines) else {
      reload()
      return
    }
    let place = StepLines.anchor(ofLine: line, in: lines)
    text.restore(anchor: place.anchor, line: place.line)
  }
}
