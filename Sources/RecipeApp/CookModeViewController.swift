import FoundationEssentials
import RecipeKit
import SplitLayout
import TermUI

/// Cook mode (`c`): one step of a recipe at a time, for reading at the
/// stove. The step is drawn bold and centred with `step 3/8` above it, the
/// steps before and after in grey above and below, and under it the
/// ingredients it names with their amounts. Each duration in the step
/// has a chip (`[⏱ 20:00]`) that `enter` (`1`…`9` with several) or a
/// click starts; a running chip counts down, an ended one stays
/// highlighted until it is pressed again (or acknowledged in the timers).
///
/// It is pushed on the recipe's navigation stack, so it goes wherever the
/// recipe goes (sheet, third column, the stack's page) and a resize keeps
/// it and its step. The step and the timers are kept in `BrowserState`
/// by the coordinator, through the closures below.
final class CookModeViewController: ViewController {
  /// The keys here (the help's "where you are").
  override class var declaredBindingTables: [KeyBindings] { [bindings] }

  /// The keys; `enter timer` in the footer only on a step with a timer
  /// (issue 30, item 16).
  override var bindingTables: [KeyBindings] {
    stepHasTimer ? [Self.bindings] : [Self.bindings.footer(.startChip, nil)]
  }

  let dish: Dish
  /// The steps, their chips and ingredients (rebuilt by the coordinator
  /// when the dish's scale or units change; the steps stay the same).
  var plan: CookingPlan
  /// The scale and units `plan`'s amounts are at.
  var amounts = PageAmounts()
  private let labels: Labels
  /// The step shown (an index into `plan.steps`).
  private(set) var step: Int
  /// The timer of a chip, if it was started (from the app's board).
  var timer: (CookingTimer.Origin) -> CookingTimer? = { _ in nil }
  /// The time the chips' labels show.
  var now: () -> Date = { Date.now }
  /// A chip was pressed: duration `index` of the step shown.
  var onChip: ((_ step: Int, _ index: Int) -> Void)?
  /// The step changed (to record it per dish).
  var onStep: ((Int) -> Void)?
  /// `esc`: leave cook mode.
  var onLeave: (() -> Void)?
  /// `o`: cook the step's reference (`ReferenceFlow`).
  var onCookReference: ((CookModeViewController) -> Void)?
  /// True for a referenced recipe cooked from a step (`o`): it stays on
  /// the stack over its recipe's cook page, at the reference's scale.
  var isReference = false
  /// The recipe's cooking keys (`+` `-` `=` `u` `a`, issue 12), which work
  /// in cook mode too: the coordinator changes the dish's scale.
  var onCooking: ((ActionName) -> Void)?
  /// Where the chips were drawn in the last frame, for clicks: view-only
  /// state kept while drawing, because a chip's width depends on the
  /// theme's glyphs (`--ascii`), which only the draw context knows.
  private var chipFrames: [(index: Int, frame: Rect)] = []

  init(dish: Dish, plan: CookingPlan, step: Int, labels: Labels) {
    self.dish = dish
    self.plan = plan
    self.labels = labels
    self.step = plan.steps.isEmpty ? 0 : min(max(0, step), plan.steps.count - 1)
    super.init()
    // The back button names the dish (`‹ 番茄炒蛋`).
    title = labels.cooking
  }

  /// `step 3/8` after the title.
  override var titleDetail: String {
    let position = plan.steps.isEmpty ? "" : labels.step(step + 1, of: plan.steps.count)
    let scale =
      amounts.isAsWritten ? "" : amounts.detail(labels).split(separator: " ").joined(separator: " ")
    return [position, scale].filter { !$0.isEmpty }.joined(separator: "  ")
  }

  static let bindings: KeyBindings = [
    KeyBinding(
      .nextStep, [.character(" "), .right, .down, .character("j"), .character("l")],
      BindingLabel("cook mode: next step", "烹饪模式：下一步"),
      short: BindingLabel("next", "下一步"), footer: .action),
    KeyBinding(
      .previousStep, [.left, .up, .character("k"), .character("h"), .backspace],
      BindingLabel("cook mode: previous step", "烹饪模式：上一步"),
      short: BindingLabel("back", "上一步"), footer: .action),
    KeyBinding(
      .startChip, [.enter],
      BindingLabel(
        "cook mode: start / pause / acknowledge the timer", "烹饪模式：启动、暂停或确认这一步的计时器"),
      short: BindingLabel("timer", "计时"), footer: .action),
    KeyBinding(
      .chooseChip, (1...9).map { Key.character(Character("\($0)")) },
      BindingLabel("cook mode: the same for timer 1…9 of the step", "烹饪模式：同上，第 1…9 个计时器")),
    KeyBinding(
      .cookReference, [.character("o")],
      BindingLabel("cook mode: cook the recipe the step refers to (→)", "烹饪模式：做这一步引用的菜谱（→）")),
    KeyBinding(
      .leaveCooking, [.escape, .character("q")],
      BindingLabel("cook mode: leave it", "烹饪模式：退出"),
      short: BindingLabel("leave", "退出"), footer: .leave),
  ]

  /// Moves to step `index` (clamped).
  func go(to index: Int) {
    guard !plan.steps.isEmpty else { return }
    let clamped = min(max(0, index), plan.steps.count - 1)
    guard clamped != step else { return }
    step = clamped
    onStep?(step)
  }

  override func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key):
      switch action(for: key, in: Self.bindings) {
      case .nextStep: go(to: step + 1)
      case .previousStep: go(to: step - 1)
      case .startChip: pressChip(nil)
      case .chooseChip:
        guard case .character(let c) = key, let number = c.wholeNumberValue else { return false }
        pressChip(number - 1)
      case .leaveCooking: onLeave?()
      case .cookReference: onCookReference?(self)
      default:
        guard let onCooking,
          let cooking = action(for: key, in: RecipePageViewController.cookingBindings)
        else { return false }
        onCooking(cooking)
      }
      return true
    case .mouse(let mouse):
      switch mouse.kind {
      case .press(.left):
        if let hit = chipFrames.first(where: { $0.frame.contains(mouse.position) }) {
          onChip?(step, hit.index)
        }
        return true
      case .scrollDown: go(to: step + 1)
      case .scrollUp: go(to: step - 1)
      default: return false
      }
      return true
    default:
      return false
    }
  }

  /// `enter` (nil): an ended chip first (to acknowledge it), else the
  /// first chip not started, else the first; `1`…`9`: that chip.
  private func pressChip(_ index: Int?) {
    guard plan.steps.indices.contains(step) else { return }
    let count = plan.steps[step].durations.count
    guard count > 0 else { return }
    if let index {
      if index < count { onChip?(step, index) }
      return
    }
    let timers = (0..<count).map { origin(of: $0).flatMap(timer) }
    let chosen =
      timers.firstIndex { $0?.hasFired == true } ?? timers.firstIndex { $0 == nil } ?? 0
    onChip?(step, chosen)
  }

  private func origin(of index: Int) -> CookingTimer.Origin? {
    plan.origin(stepIndex: step, durationIndex: index)
  }

  /// True when the step shown has a timer (`enter` starts it): the
  /// footer offers `enter timer` only then (issue 30, item 16).
  var stepHasTimer: Bool {
    plan.steps.indices.contains(step) && !plan.steps[step].durations.isEmpty
  }

  // MARK: Drawing

  /// The chips of step `index`: numbered when there are several; the
  /// duration (a range says `max`), the time left while it runs, `paused`,
  /// or `done` highlighted until acknowledged.
  func chips(ofStep index: Int, glyphs: Glyphs) -> [CookStepText.Chip] {
    guard plan.steps.indices.contains(index) else { return [] }
    let durations = plan.steps[index].durations
    // `--ascii` and `--a11y` have no decorative glyphs.
    let clock = glyphs == .unicode ? "⏱" : "T"
    let moment = now()
    return durations.indices.map { number in
      let lead = durations.count > 1 ? "\(number + 1) \(clock)" : clock
      let origin = plan.origin(stepIndex: index, durationIndex: number)
      guard let timer = origin.flatMap(timer) else {
        let range = durations[number].isRange ? " " + labels.rangeUpper : ""
        let text = CookingTimer.clockText(seconds: durations[number].seconds)
        return CookStepText.Chip(index: number, text: "[\(lead) \(text)\(range)]", role: .button)
      }
      let left = timer.label(at: moment)
      switch timer.state {
      case .running:
        return CookStepText.Chip(index: number, text: "[\(lead) \(left)]", role: .accent)
      case .paused:
        return CookStepText.Chip(
          index: number, text: "[\(lead) \(left) \(labels.paused)]", role: .secondary)
      case .fired:
        return CookStepText.Chip(
          index: number, text: "[\(lead) \(left) \(labels.done)]", role: .focusedSelection)
      }
    }
  }

  override func draw(in canvas: inout Canvas, context: DrawContext) {
    chipFrames = []
    let area = frame
    guard area.width > 0, area.height > 0 else { return }
    let theme = context.theme
    guard plan.steps.indices.contains(step) else {
      canvas.write(
        labels.noSteps,
        in: Rect(x: area.minX, y: area.minY + area.height / 2, width: area.width, height: 1),
        alignment: .center, style: theme.style(.secondary))
      return
    }
    let width = max(1, min(72, area.width - 4))
    let left = area.minX + (area.width - width) / 2
    let current = plan.steps[step]

    // The current block: `step 3/8`, a blank, the step, a blank, the
    // ingredients it names.
    var block: [CookStepText.Line] = []
    // A named section gives the place in it (`Dough 2/5`).
    let position =
      current.section.map {
        "\(Sanitized.oneLine($0)) \(current.sectionPosition)/\(current.sectionCount)"
      }
      ?? labels.step(step + 1, of: plan.steps.count)
    block.append(plainLine(position, role: .secondary))
    block.append(CookStepText.Line())
    block += CookStepText.lines(
      current.text, role: .heading, durations: current.durations,
      chips: chips(ofStep: step, glyphs: theme.glyphs), width: width)
    if !current.ingredients.isEmpty {
      block.append(CookStepText.Line())
      // A reference reads as a link (`→ Hollandaise 225 g`): `o` cooks it.
      let names = current.ingredients.map { ($0.reference == nil ? "" : "→ ") + $0.description }
        .joined(separator: "  ·  ")
      block += CookStepText.lines(names, role: .text, durations: [], chips: [], width: width)
    }
    let shown = Array(block.prefix(area.height))
    let top = area.minY + (area.height - shown.count) / 2
    for (row, line) in shown.enumerated() {
      draw(line, y: top + row, left: left, width: width, in: &canvas, theme: theme, chips: true)
    }

    // The steps around it, grey: the one before ends a blank row above
    // the block, the one after starts a blank row below it. Each shows
    // from its start: where the one before does not fit, its first lines
    // end in `…` (the screen never starts with a cut-off tail, issue 30,
    // item 17).
    let above = top - area.minY - 1
    if step > 0, above > 0 {
      let lines = CookStepText.head(
        of: neighbourLines(step - 1, width: width, glyphs: theme.glyphs), count: above,
        width: width, ellipsis: theme.glyphs.ellipsis, role: .secondary)
      for (row, line) in lines.enumerated() {
        let y = top - 1 - lines.count + row
        draw(line, y: y, left: left, width: width, in: &canvas, theme: theme, chips: false)
      }
    }
    let belowStart = top + shown.count + 1
    let below = area.maxY - belowStart
    if step + 1 < plan.steps.count, below > 0 {
      let lines = neighbourLines(step + 1, width: width, glyphs: theme.glyphs)
      for (row, line) in lines.prefix(below).enumerated() {
        draw(
          line, y: belowStart + row, left: left, width: width, in: &canvas, theme: theme,
          chips: false)
      }
    }
  }

  /// Step `index` in grey, numbered (`4. …`), its chips included.
  private func neighbourLines(_ index: Int, width: Int, glyphs: Glyphs) -> [CookStepText.Line] {
    let step = plan.steps[index]
    let prefix = "\(index + 1). "
    let shift = prefix.count
    let durations = step.durations.map { duration in
      var moved = duration
      moved.characterRange =
        (duration.characterRange.lowerBound + shift)..<(duration.characterRange.upperBound + shift)
      return moved
    }
    let chips = self.chips(ofStep: index, glyphs: glyphs).map { chip in
      var grey = chip
      if grey.role != .focusedSelection { grey.role = .secondary }
      return grey
    }
    return CookStepText.lines(
      prefix + step.text, role: .secondary, durations: durations, chips: chips, width: width)
  }

  private func plainLine(_ text: String, role: StyleRole) -> CookStepText.Line {
    CookStepText.Line(spans: [Span(text, role: role)], width: ColumnWidth.width(of: text))
  }

  /// Draws `line` centred in the text column at row `y`; the chips of the
  /// current step are remembered for clicks.
  private func draw(
    _ line: CookStepText.Line, y: Int, left: Int, width: Int, in canvas: inout Canvas,
    theme: Theme, chips: Bool
  ) {
    guard y >= frame.minY, y < frame.maxY else { return }
    let x = left + max(0, (width - line.width) / 2)
    let clip = Rect(x: frame.minX, y: y, width: frame.width, height: 1)
    StyledLine(line.spans).draw(into: &canvas, at: Point(x: x, y: y), clip: clip, theme: theme)
    guard chips else { return }
    for place in line.chips {
      chipFrames.append((place.index, Rect(x: x + place.x, y: y, width: place.width, height: 1)))
    }
  }
}
