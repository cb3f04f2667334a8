import SplitLayout
import TermUI
import TestSupport

@testable import RecipeApp

/// Makes the fuzzer's random input: every key the app knows, printable
/// characters (CJK, emoji, combining marks, and controls and format
/// characters that a terminal never delivers as keys), pastes, mouse events
/// anywhere (on and off the screen, on the divider, on buttons and rows),
/// divider drags, and resizes from 1x1 to 300x100, biased to the sizes where
/// the layout changes. Deterministic for a seed.
struct FuzzEventSource {
  private var random: SeededGenerator
  /// Events of a gesture in progress (a drag), delivered before new ones.
  private var queued: [InputEvent] = []

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  /// A number in `range`.
  mutating func number(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &random)
  }

  /// True with probability `percent` / 100.
  mutating func chance(_ percent: Int) -> Bool {
    number(0...99) < percent
  }

  mutating func pick<T>(_ items: [T]) -> T {
    items[number(0...(items.count - 1))]
  }

  // MARK: Options

  /// Command-line options for one run: language, layout, breakpoint,
  /// glyphs, colours and mouse vary.
  mutating func options() -> (Options, Labels.Language) {
    var options = Options()
    options.layout = pick([.auto, .auto, .auto, .auto, .stack, .drawer, .split, .triple])
    if chance(20) {
      options.ladder = (try? Ladder.standard.settingDrawerLimit(number(1...320))) ?? .standard
    }
    options.ascii = chance(20)
    options.color = !chance(20)
    options.mouse = !chance(10)
    return (options, pick(Labels.Language.allCases))
  }

  // MARK: Events

  /// The next event for an app whose current state `app` shows (for
  /// aiming at the divider, buttons and rows).
  mutating func next(for app: AppCoordinator) -> InputEvent {
    if !queued.isEmpty { return queued.removeFirst() }
    let roll = number(0...99)
    switch roll {
    case 0..<30: return .key(commandKey())
    case 30..<42: return .key(.character(character()))
    case 42..<48: return .key(otherKey())
    case 48..<50: return .paste(String((0..<number(0...12)).map { _ in character() }))
    case 50..<82: return .mouse(mouse(on: app))
    case 82..<87:
      queueDividerDrag(app)
      return queued.removeFirst()
    default: return .resize(size())
    }
  }

  /// Keys the app reacts to, weighted towards the ones that open things.
  private mutating func commandKey() -> Key {
    pick([
      .up, .down, .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .enter,
      .enter, .escape, .escape, .tab, .backTab, .backspace, .character(" "), .character("j"),
      .character("k"), .character("h"), .character("l"), .character("g"), .character("G"),
      .character("b"), .character("m"), .character("m"), .character("q"), .character("s"),
      .character("t"), .character("?"), .character("/"), .control("l"), .character("i"),
      .character("z"),
    ])
  }

  /// Keys a terminal sends that the app mostly ignores.
  private mutating func otherKey() -> Key {
    switch number(0...3) {
    case 0: return .function(number(0...12))
    case 1: return pick([.delete, .insert, .escape, .backspace])
    default:
      let letters = Array("abcdefghijklmnopqrstuvwxyz")
      return .control(pick(letters))
    }
  }

  /// Typed characters: ASCII, CJK (some from the data's dish names, so
  /// the filter matches), wide and narrow symbols, and characters that must
  /// never reach the terminal as they are.
  mutating func character() -> Character {
    switch number(0...9) {
    case 0...3:
      let scalar = Unicode.Scalar(UInt8(number(0x20...0x7E)))
      return Character(scalar)
    case 4...5:
      return pick(Array("蛋鸡肉菜汤豆腐鱼面饭茄子牛羊排骨辣家常川鲁粤"))
    case 6:
      return Character(Unicode.Scalar(UInt32(number(0x4E00...0x9FFF))) ?? "中")
    case 7:
      return pick(["Ａ", "ｶ", "😀", "👩‍🍳", "e\u{301}", "한", "ﾟ", "…", "≡", "│", "🇨🇳"])
    default:
      return pick([
        "\u{1B}", "\u{07}", "\u{9B}", "\u{9D}", "\u{7F}", "\u{00}", "\u{0D}", "\u{202E}",
        "\u{200D}", "\u{200B}", "\u{FEFF}", "\u{301}", "\u{2028}", "\u{FFFD}", "\u{E000}",
      ])
    }
  }

  // MARK: Mouse

  private mutating func mouse(on app: AppCoordinator) -> MouseEvent {
    let kind: MouseEvent.Kind
    switch number(0...9) {
    case 0...3: kind = .press(.left)
    case 4: kind = .release(.left)
    case 5: kind = .drag(.left)
    case 6: kind = pick([.press(.right), .press(.middle), .release(.right), .drag(.middle)])
    case 7: kind = .scrollUp
    default: kind = .scrollDown
    }
    return MouseEvent(kind, at: point(on: app))
  }

  /// A cell: anywhere on screen, on something that reacts, or off the
  /// screen (a report made before a resize arrives after it).
  private mutating func point(on app: AppCoordinator) -> Point {
    let size = app.application.terminal.size
    switch number(0...9) {
    case 0...4:
      return Point(x: number(0...max(0, size.width - 1)), y: number(0...max(0, size.height - 1)))
    case 5...8:
      let targets = Self.targets(in: app)
      guard !targets.isEmpty else { return .zero }
      let rect = pick(targets)
      return Point(
        x: rect.minX + number(0...max(0, rect.width - 1)),
        y: rect.minY + number(0...max(0, rect.height - 1)))
    default:
      return Point(x: number(0...400), y: number(0...150))
    }
  }

  /// Frames worth clicking: buttons, the divider, lists, presentations.
  private static func targets(in app: AppCoordinator) -> [Rect] {
    var rects: [Rect?] = [
      app.split.frames?.primaryDivider, app.split.frames?.drawer,
      app.split.frames?.frame(of: .primary), app.split.frames?.frame(of: .secondary),
      app.split.frames?.frame(of: .inspector), app.split.showPrimaryButton.frame,
      app.split.backButton.frame, app.checklist.list.frame,
      app.dishes.sortButton.frame, app.dishes.themeButton.frame, app.dishes.helpButton.frame,
      app.menu.list.frame, app.dishes.list.frame,
    ]
    for presentation in app.application.presentations {
      rects.append(presentation.frame)
      rects.append(presentation.closeButton.frame)
      rects.append(presentation.content.frame)
    }
    return rects.compactMap { $0 }.filter { !$0.isEmpty }
  }

  /// A press on the divider (or near it), a few moves, a release.
  private mutating func queueDividerDrag(_ app: AppCoordinator) {
    let size = app.application.terminal.size
    let start =
      app.split.frames?.primaryDivider.map {
        Point(x: $0.minX, y: $0.minY + number(0...max(0, $0.height - 1)))
      }
      ?? Point(x: number(0...max(0, size.width - 1)), y: number(0...max(0, size.height - 1)))
    queued.append(.mouse(MouseEvent(.press(.left), at: start)))
    var end = start
    for _ in 0..<number(1...4) {
      end = Point(x: max(0, end.x + number(-60...60)), y: max(0, end.y + number(-3...3)))
      queued.append(.mouse(MouseEvent(.drag(.left), at: end)))
    }
    if chance(85) { queued.append(.mouse(MouseEvent(.release(.left), at: end))) }
  }

  // MARK: Sizes

  /// 1x1 to 300x100; mostly sizes at the edges of the layout's rules
  /// (which also keeps frames small: a 300x100 frame costs ten times an
  /// 80x24 one to draw in a debug build).
  mutating func size() -> Size {
    if chance(10) {
      return Size(width: number(1...300), height: number(1...100))
    }
    let width = pick([
      1, 2, 3, 8, 16, 20, 39, 40, 41, 45, 59, 60, 61, 70, 80, 99, 100, 101, 102, 120, 139, 140,
      160, 199, 200, 300,
    ])
    let height = pick([1, 2, 3, 4, 5, 9, 10, 11, 12, 15, 16, 17, 24, 30, 40, 60, 100])
    return Size(width: width, height: height)
  }
}
