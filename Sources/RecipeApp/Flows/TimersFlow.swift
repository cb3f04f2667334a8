import FoundationEssentials
import RecipeKit
import TermUI

/// The kitchen timers (issue 14): they live in `BrowserState.timers` as end
/// times on the wall clock. Before every frame the ones that ended are
/// fired (a bell and, unless `notify = false`, a desktop notification,
/// once each); the run loop wakes at the next second turn of a running
/// timer and at nothing else, so with no timer running the app sleeps.
/// `T` shows them in a sheet; `q` while one runs asks first.
final class TimersFlow {
  private let application: Application
  private let options: Options
  private let labels: Labels
  private let store: PlaceStore
  private let warnings: Warnings
  /// The timers' clock: the wall clock, a `ManualClock` in tests.
  var wallClock: any WallClock = SystemClock()
  /// The timers sheet (`T`), while it is on screen.
  private(set) var sheet: PresentationHandle?

  init(
    application: Application, options: Options, labels: Labels, store: PlaceStore,
    warnings: Warnings
  ) {
    self.application = application
    self.options = options
    self.labels = labels
    self.store = store
    self.warnings = warnings
  }

  /// The running timers as one line, when there are some (the bottom line
  /// shows them below a warning).
  var line: String? {
    let timers = store.state.timers.timers
    return timers.isEmpty ? nil : timers.map { $0.title }.joined(separator: " ")
  }

  /// Fires the timers that ended by now: for each, the bell and the
  /// notification, once (the board reports a timer exactly once).
  func fireDue() {
    let ended = store.state.timers.fireDue(now: wallClock.now)
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

  /// When a running timer's label next turns a second; nil when none runs.
  func nextTurn() -> Duration? {
    let now = wallClock.now
    return store.state.timers.nextDeadline(after: now).map { deadline -> Duration in
      let seconds = max(0, deadline.timeIntervalSince(now))
      return .nanoseconds(Int64((seconds * 1e9).rounded(.up)))
    }
  }

  /// `T`: the timers sheet (over everything, in every mode); `T` again or
  /// `esc` closes it.
  func show() {
    if let sheet, sheet.isPresented {
      sheet.dismiss()
      self.sheet = nil
      return
    }
    let list = TimerListViewController(labels: labels)
    list.timers = { [weak self] in self?.store.state.timers.timers ?? [] }
    list.now = { [weak self] in self?.wallClock.now ?? Date.now }
    list.ascii = options.ascii || options.a11y
    list.onToggle = { [weak self] id in
      guard let self else { return }
      self.toggle(id, now: self.wallClock.now)
    }
    list.onCancel = { [weak self] id in self?.store.state.timers.cancel(id) }
    sheet = application.present(sheet: list)
  }

  /// A chip was pressed: start its timer; an ended one is acknowledged,
  /// a running one pauses, a paused one resumes.
  func pressChip(dish: Dish, plan: CookingPlan, step: Int, index: Int) {
    guard let origin = plan.origin(stepIndex: step, durationIndex: index) else { return }
    let now = wallClock.now
    guard let timer = store.state.timers.timer(for: origin) else {
      store.state.timers.start(
        plan, stepIndex: step, durationIndex: index, dishName: dish.name, now: now)
      return
    }
    toggle(timer.id, now: now)
  }

  /// Pause, resume or acknowledge timer `id` (as its state asks).
  func toggle(_ id: CookingTimer.ID, now: Date) {
    guard let timer = store.state.timers[id] else { return }
    switch timer.state {
    case .running: store.state.timers.pause(id, now: now)
    case .paused: store.state.timers.resume(id, now: now)
    case .fired: store.state.timers.acknowledge(id)
    }
  }

  /// `q` while timers run asks first: the question stays on the bottom
  /// line for 5 seconds, and `q` while it shows quits.
  func shouldQuit() -> Bool {
    let running = store.state.timers.timers.filter(\.isRunning).count
    guard running > 0 else { return true }
    let question = labels.quitWithTimers(running)
    if warnings.isShowing(question) { return true }
    warnings.warn(question)
    return false
  }
}
