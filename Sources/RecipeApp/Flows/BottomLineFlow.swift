import FoundationEssentials
import RecipeKit
import SplitLayout
import TermUI

/// The bottom line (`BottomLine`): a warning, the running timers, the
/// footer of keys for where the focus is (`--a11y`: the place as a line),
/// or `E`'s question; and where the focus is (`footerPlace`), which the
/// footer, the help and `e` read.
final class BottomLineFlow {
  let application: Application
  private let split: SplitViewController
  private let dishes: DishListViewController
  private let options: Options
  let labels: Labels
  let store: PlaceStore
  private let warnings: Warnings
  private let timers: TimersFlow
  private let cookMode: CookModeFlow
  private let cooking: CookingFlow
  private let ladder: LadderFlow
  let edit: EditKeysFlow
  private let accessibility: AccessibilityFlow

  init(
    application: Application, split: SplitViewController, dishes: DishListViewController,
    options: Options, labels: Labels, store: PlaceStore, warnings: Warnings, timers: TimersFlow,
    cookMode: CookModeFlow, cooking: CookingFlow, ladder: LadderFlow, edit: EditKeysFlow,
    accessibility: AccessibilityFlow
  ) {
    self.application = application
    self.split = split
    self.dishes = dishes
    self.options = options
    self.labels = labels
    self.store = store
    self.warnings = warnings
    self.timers = timers
    self.cookMode = cookMode
    self.cooking = cooking
    self.ladder = ladder
    self.edit = edit
    self.accessibility = accessibility
    application.bottomLine = { [weak self] width in self?.line(width: width) }
  }

  /// What the bottom line shows now (see `BottomLine`); nil gives the row
  /// to the lists (or to the filter's input line).
  func line(width: Int) -> [BottomLineSegment]? {
    let warning = warnings.current()
    if let asking = edit.titlePromptLine(width: width) { return asking }
    let chosen = BottomLine.choose(
      isTyping: dishes.isEditingFilter && application.presentations.isEmpty,
      warning: warning, timers: timers.line, showsFooter: options.footer)
    switch chosen {
    case .input, .nothing: return nil
    case .warning(let text): return [BottomLineSegment(text, role: .accent)]
    case .timers: return timerSegments(width: width)
    case .footer:
      if options.a11y {
        return [BottomLineSegment(accessibility.placeLine(at: footerPlace), role: .text)]
      }
      return footerSegments(width: width)
    }
  }

  /// Where the focus is, for the footer.
  var footerPlace: Footer.Place {
    if let place = cookMode.footerPlace { return place }
    if let place = cooking.footerPlace { return place }
    if let top = application.presentations.last {
      if top is PaletteController { return .palette }
      if top === ladder.inspectorSheet { return .inspector }
      return top is PopoverController ? .popover : .recipe
    }
    if split.isDrawerOpen { return .drawer }
    switch split.focusedColumn {
    case .primary: return .cuisines
    case .secondary: return .recipe
    case .inspector: return .inspector
    default: return .dishes
    }
  }

  /// The timers on the bottom line: one segment each (the time left first,
  /// so only its digits change each second), as many as fit in `width`
  /// with `+N` for the rest; then the footer's keys where there is room.
  private func timerSegments(width: Int) -> [BottomLineSegment] {
    let now = timers.wallClock.now
    let all = store.state.timers.timers
    var segments: [BottomLineSegment] = []
    var used = 1
    // The footer's way out (`esc close`, `? help`) keeps its room: the
    // timers never push it off the row (issue 30, item 16).
    let reserved =
      options.footer && !options.a11y
      ? Footer.keptWidth(footerTables, language: labels.language) : 0
    let width = max(1, width - reserved)
    for (index, timer) in all.enumerated() {
      let text = TimerText.row(
        timer, at: now, labels: labels, ascii: options.ascii || options.a11y, titleWidth: 24)
      let segment = BottomLineSegment(text + "  ", role: TimerText.role(timer))
      let cost = ColumnWidth.width(of: segment.text)
      let rest = all.count - index - 1
      let more = rest > 0 ? ColumnWidth.width(of: labels.moreTimers(rest)) + 2 : 0
      if used + cost + more > width {
        // The first timer that does not fit whole keeps its time (and
        // what fits of its title) where there is room: `⏱ 04:55` says
        // more than `+1` (at 40 columns a lone timer was only `+1`).
        if let short = Self.squeezed(
          timer, room: width - used - more, labels: labels, ascii: options.ascii || options.a11y,
          at: now)
        {
          segments.append(BottomLineSegment(short + "  ", role: TimerText.role(timer)))
          used += ColumnWidth.width(of: short) + 2
          if rest == 0 { break }
          segments.append(BottomLineSegment(labels.moreTimers(rest) + "  ", role: .secondary))
          if options.a11y { return segments }
          used += ColumnWidth.width(of: labels.moreTimers(rest)) + 2
          break
        }
        segments.append(
          BottomLineSegment(labels.moreTimers(all.count - index) + "  ", role: .secondary))
        // (`--a11y` keeps the row for the timers, as before.)
        if options.a11y { return segments }
        used += ColumnWidth.width(of: segments[segments.count - 1].text)
        break
      }
      segments.append(segment)
      used += cost
    }
    if options.a11y {
      // `--a11y`: the place line, as without timers.
      segments.append(BottomLineSegment(accessibility.placeLine(at: footerPlace), role: .text))
    } else if options.footer {
      segments += footerSegments(width: width + reserved - used + 1)
    }
    return segments
  }

  /// `timer`'s row in `room` columns (and the two after it): its title
  /// cut to what fits, or the time alone (`⏱ 04:55`, with its state);
  /// nil when not even that fits.
  static func squeezed(
    _ timer: CookingTimer, room: Int, labels: Labels, ascii: Bool, at now: Date
  ) -> String? {
    let time = TimerText.row(timer, at: now, labels: labels, ascii: ascii, titleWidth: 0)
    let timeWidth = ColumnWidth.width(of: time)
    guard timeWidth + 2 <= room else { return nil }
    // A title of fewer than 6 columns (`Fr…`) says too little to be worth it.
    let titleWidth = room - 2 - timeWidth - 1
    guard titleWidth >= 6 else { return time }
    return TimerText.row(timer, at: now, labels: labels, ascii: ascii, titleWidth: titleWidth)
  }
}
