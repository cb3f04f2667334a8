import FoundationEssentials
import RecipeKit
import SplitLayout
import TermUI

// The kitchen timers (issue 14): they live in `BrowserState.timers` as end
// times on the wall clock. Before every frame the ones that ended are
// fired (a bell and, unless `notify = false`, a desktop notification,
// once each); the run loop wakes at the next second turn of a running
// timer and at nothing else, so with no timer running the app sleeps.
extension AppCoordinator {
  /// Called once from `init`: the hooks of the run loop.
  func setUpTimers() {
    application.beforeFrame = { [weak self] in
      self?.expireWarning()
      self?.fireDueTimers()
    }
    application.nextWake = { [weak self] in self?.nextWake() }
    timersLine = { [weak self] in
      guard let self, !self.state.timers.timers.isEmpty else { return nil }
      return self.state.timers.timers.map { $0.title }.joined(separator: " ")
    }
  }

  /// Fires the timers that ended by now: for each, the bell and the
  /// notification, once (the board reports a timer exactly once).
  func fireDueTimers() {
    let ended = state.timers.fireDue(now: wallClock.now)
    for timer in ended {
      application.terminal.alert(.bell)
      if options.notify {
        application.terminal.alert(
          .notification(
            title: labels.timerEnded,
            body: timer.title + " (" + CookingTimer.clockText(seconds: Int(timer.duration)) + ")"))
      }
    }
  }

  /// When the screen next changes by itself: a warning goes, or a running
  /// timer's label turns a second; nil when neither is due.
  func nextWake() -> Duration? {
    let now = wallClock.now
    let timer = state.timers.nextDeadline(after: now).map { deadline -> Duration in
      let seconds = max(0, deadline.timeIntervalSince(now))
      return .nanoseconds(Int64((seconds * 1e9).rounded(.up)))
    }
    switch (untilSaveIsDue(), timer) {
    case (let a?, let b?): return min(a, b)
    case (let a?, nil): return a
    case (nil, let b): return b
    }
  }

  /// The timers on the bottom line: one segment each (the time left first,
  /// so only its digits change each second), as many as fit in `width`
  /// with `+N` for the rest; then the footer's keys where there is room.
  func timerSegments(width: Int) -> [BottomLineSegment] {
    let now = wallClock.now
    let all = state.timers.timers
    var segments: [BottomLineSegment] = []
    var used = 1
    // The footer's way out (`esc close`, `? help`) keeps its room: the
    // timers never push it off the row (issue 30, item 16).
    let reserved =
      options.footer && !options.a11y
      ? Footer.keptWidth(
        footerPlace, language: labels.language, overrides: application.keyOverrides) : 0
    let width = max(1, width - reserved)
    for (index, timer) in all.enumerated() {
      let text = TimerText.row(
        timer, at: now, labels: labels, ascii: options.ascii || options.a11y, titleWidth: 24)
      let segment = BottomLineSegment(text + "  ", role: TimerText.role(timer))
      let cost = ColumnWidth.width(of: segment.text)
      let rest = all.count - index - 1
      let more = rest > 0 ? ColumnWidth.width(of: labels.moreTimers(rest)) + 2 : 0
      if used + cost + more > width {
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
      segments.append(BottomLineSegment(placeLine(), role: .text))
    } else if options.footer {
      segments += Footer.segments(
        footerPlace, language: labels.language, overrides: application.keyOverrides,
        units: state.units, stepHasTimer: cookPage?.stepHasTimer ?? true,
        width: width + reserved - used + 1)
    }
    return segments
  }

  /// `T`: the timers sheet (over everything, in every mode); `T` again or
  /// `esc` closes it.
  func showTimers() {
    if let sheet = timersSheet, sheet.isPresented {
      sheet.dismiss()
      timersSheet = nil
      return
    }
    let list = TimerListViewController(labels: labels)
    list.timers = { [weak self] in self?.state.timers.timers ?? [] }
    list.now = { [weak self] in self?.wallClock.now ?? Date.now }
    list.ascii = options.ascii || options.a11y
    list.onToggle = { [weak self] id in
      guard let self else { return }
      self.toggle(id, now: self.wallClock.now)
    }
    list.onCancel = { [weak self] id in self?.state.timers.cancel(id) }
    timersSheet = application.present(sheet: list)
  }

  /// `q` while timers run asks first: the question stays on the bottom
  /// line for 5 seconds, and `q` while it shows quits.
  public func applicationShouldQuit(_ application: Application) -> Bool {
    let running = state.timers.timers.filter(\.isRunning).count
    guard running > 0 else { return true }
    let question = labels.quitWithTimers(running)
    if warning?.text == question, untilWarningGoes() != nil { return true }
    warn(question)
    return false
  }
}
