import RecipeKit
import SplitLayout
import TermUI

/// The help (`?` where it is not text, `f1` everywhere): a navigation stack
/// of topics in a popover, opened on the Keys page with the keys of where
/// the user is first (issue 30, item 13).
final class HelpFlow {
  private let application: Application
  private let options: Options
  private let labels: Labels
  private let source: any RecipeSource
  private let split: SplitViewController
  private let button: BarButtonItem
  /// The help, while it is on screen.
  private(set) var popover: PresentationHandle?

  /// The rows around a help page in its popover (see `page`).
  static let popoverChrome = 9

  /// `button`: the title bar's `?`, which the popover points at.
  init(
    application: Application, options: Options, labels: Labels, source: any RecipeSource,
    split: SplitViewController, button: BarButtonItem
  ) {
    self.application = application
    self.options = options
    self.labels = labels
    self.source = source
    self.split = split
    self.button = button
  }

  /// `?`: Help, a navigation stack of topics, each pushing its page.
  func show() {
    // The keys of where the focus is, read before the help takes it: the
    // focused chain's tables, then the app's own.
    let app = [
      AppCoordinator.bindings, AppCoordinator.cookingBindings, AppCoordinator.terminalBindings,
    ]
    .map { $0.remapped(application.keyOverrides) }
    var here = application.focusedBindingTables.map(KeyHelp.worded)
    here.insert(contentsOf: app, at: max(0, here.count - 1))
    let topics = HelpTopic.allCases.map { (title: $0.title(labels), item: $0) }
    let list = ChoiceListViewController(title: labels.help, items: topics)
    let navigation = NavigationController(root: list)
    navigation.backTitle = labels.back
    list.onChoose = { [weak self, weak navigation] topic in
      guard let self, let navigation else { return }
      navigation.push(self.page(topic))
    }
    // The Keys page first: what a user opening the help looks for; `‹`
    // goes back to the topics.
    navigation.push(page(.keys, here: here))
    popover = application.present(popover: navigation, from: button)
  }

  private func page(_ topic: HelpTopic, here: [KeyBindings]? = nil) -> ViewController {
    let size = application.terminal.size
    let context = HelpContext(
      width: size.width, breakpoint: options.ladderSettings.ladder.drawerLimit,
      isSplit: split.mode?.isMultiColumn == true, cuisineCount: source.categories.count,
      folder: source.folder.path, keyOverrides: application.keyOverrides,
      settings: options.ladderSettings, hereTables: here)
    let labels = self.labels
    // As tall as the screen lets a popover under the title bar be (issue
    // 30, item 13): the bar and the arrow above it, its border and title
    // bar, the margin and the footer take `popoverChrome` rows.
    let lineCount = topic.entries(labels, context: context).count
    let tallest = max(16, size.height - Self.popoverChrome)
    return HelpPageViewController(
      title: topic.title(labels),
      preferredSize: Size(width: 64, height: min(tallest, lineCount + 1))
    ) { filter, width in
      topic.lines(labels, context: context, width: width, matching: filter)
    }
  }
}
