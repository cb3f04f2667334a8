import Foundation
import RecipeKit
import TestSupport
import Testing

/// The release binary in tmux: at each step the screen tmux shows must
/// equal `--render` of the same keys at the same size, row for row
/// (trailing blanks aside). On the original iPad bundle when it is there
/// (`../shared/corpus/ipad-recipes`), and always on our `Data/`.
@Suite(
  .serialized,
  .enabled(if: PackagePaths.which("tmux") != nil, "tmux is not installed"),
  .enabled(if: PackagePaths.recipesBinary != nil, "recipes is not built"))
struct EndToEndTests {
  let binary = PackagePaths.recipesBinary ?? URL(fileURLWithPath: "/nonexistent")

  /// The bundles to run on; the corpus is left out (with a note) when absent.
  static let bundles: [String] = {
    if PackagePaths.hasCorpus { return [PackagePaths.corpus.path, PackagePaths.data.path] }
    print("EndToEndTests: the iPad corpus is absent (../shared/corpus/ipad-recipes); Data/ only")
    return [PackagePaths.data.path]
  }()

  /// The name of the `index`-th dish of the first cuisine of `data`.
  func dishName(_ data: String, _ index: Int) throws -> String {
    let bundle = try RecipeBundle(folder: URL(fileURLWithPath: data))
    let cuisine = try #require(bundle.cuisines.first)
    return try bundle.dishes(of: cuisine)[index].name
  }

  /// One step of a scenario: what to do in tmux and the same in `--keys`.
  enum Step {
    case keys(tmux: [String], script: String)
    case bytes([UInt8], script: String)
    case resize(columns: Int, rows: Int)
  }

  /// `--render` of `script` at `size`, as rows without trailing blanks.
  func render(data: String, size: (Int, Int), script: String) throws -> [String] {
    let result = try runProcess(
      binary,
      ["--data", data, "--lang", "en", "--render", "\(size.0)x\(size.1)", "--keys", script],
      environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
      String.init)
  }

  /// Runs `steps` in tmux from a launch at `size`, comparing each screen
  /// with `--render` of the keys so far. Returns the last screen.
  @discardableResult
  func play(
    _ steps: [Step], data: String, size: (Int, Int), checks: [(Int, ([String]) -> Bool)] = []
  ) throws -> [String] {
    // The shell writes the exit status to a file when the app has ended.
    let statusFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("recipes-e2e-\(UUID().uuidString).status")
    defer { try? FileManager.default.removeItem(at: statusFile) }
    // Fresh XDG folders: no developer's config, and no place of a run
    // before (each scenario starts where `--render` does).
    let xdg = TemporaryXDG.environment().map { "\($0.key)=\($0.value)" }.sorted()
    let command =
      "env LANG=C.UTF-8 \(xdg.joined(separator: " ")) \(binary.path) --data \(data) --lang en;"
      + " echo $? > \(statusFile.path)"
    guard let tmux = TmuxSession(command: command, columns: size.0, rows: size.1) else {
      Issue.record("tmux did not start")
      return []
    }
    var script: [String] = []
    var last: [String] = []
    for index in -1..<steps.count {
      if index >= 0 {
        switch steps[index] {
        case .keys(let keys, let keyScript):
          try tmux.send(keys: keys)
          script.append(keyScript)
        case .bytes(let bytes, let keyScript):
          try tmux.send(bytes: bytes)
          script.append(keyScript)
        case .resize(let columns, let rows):
          try tmux.resize(columns: columns, rows: rows)
          script.append("resize:\(columns)x\(rows)")
        }
      }
      // `--render` starts at the launch size; the script's resize tokens
      // follow the window's resizes.
      let expected = try render(data: data, size: size, script: script.joined(separator: " "))
      last = try tmux.waitForScreen { $0 == expected }
      if last != expected {
        let diff = lineDiff(expected.joined(separator: "\n"), last.joined(separator: "\n"))
        Issue.record("step \(index) (\(script.joined(separator: " "))), - render + tmux:\n\(diff)")
      }
      for (step, check) in checks where step == index {
        #expect(check(last), "check after step \(index)")
      }
    }
    try tmux.send(keys: ["q"])
    let deadline = Date().addingTimeInterval(10)
    var status: String?
    while status == nil && Date() < deadline {
      // Empty while the shell has created the file but not written it yet.
      status = (try? String(contentsOf: statusFile, encoding: .utf8)).flatMap {
        $0.isEmpty ? nil : $0
      }
      if status == nil { Thread.sleep(forTimeInterval: 0.05) }
    }
    #expect(status == "0\n", "the app did not quit with status 0 after q")
    return last
  }

  /// An SGR mouse report (1-based on the wire) for a cell.
  func mouse(_ x: Int, _ y: Int, release: Bool = false) -> [UInt8] {
    Array("\u{1B}[<0;\(x + 1);\(y + 1)\(release ? "m" : "M")".utf8)
  }

  /// Keys sent in one burst right after launch, to columns never laid out
  /// yet (the drawer opened by Tab, the list pushed by Enter), are not
  /// lost: the screen is `--render`'s, which lays out between keys.
  @Test(arguments: bundles)
  func aBurstAtLaunchReachesColumnsNotYetShown(data: String) throws {
    try play(
      [.keys(tmux: ["Tab", "Down", "Down", "Down", "Enter"], script: "tab down down down enter")],
      data: data, size: (80, 24))
    try play(
      [
        .keys(
          tmux: ["Enter", "Down", "Down", "Enter", "Down"], script: "enter down down enter down"),
        // Back to the cuisines, so the closing q quits.
        .keys(tmux: ["q", "q"], script: "q q"),
      ], data: data, size: (50, 20))
  }

  @Test(arguments: bundles)
  func browsingCuisinesAcrossTheBreakpoint(data: String) throws {
    try play(
      [
        .keys(tmux: ["Down", "Down"], script: "down down"),
        .keys(tmux: ["Enter"], script: "enter"),
        .resize(columns: 80, rows: 40),
        .keys(tmux: ["m"], script: "m"),
        .keys(tmux: ["Down", "Enter"], script: "down enter"),
        .resize(columns: 120, rows: 40),
      ], data: data, size: (120, 40),
      checks: [
        (-1, { $0[0].hasPrefix(" Recipes") && $0[0].contains("家常菜") }),
        (1, { $0[0].contains("鲁菜") }),
        (2, { $0[0].hasPrefix(" [≡ Recipes] 鲁菜") }),
        (3, { $0[1].contains("┤") }),
        (4, { $0[0].hasPrefix(" [≡ Recipes] 湘菜") }),
        (5, { $0[0].hasPrefix(" Recipes") && $0[0].contains("湘菜") }),
      ])
  }

  @Test(arguments: bundles)
  func openingARecipeScrollingToItsEndAndClosingIt(data: String) throws {
    let second = try dishName(data, 1)
    try play(
      [
        .keys(tmux: ["Tab", "Down"], script: "tab down"),
        .keys(tmux: ["Enter"], script: "enter"),
        .keys(tmux: ["End"], script: "end"),
        .keys(tmux: ["PageUp"], script: "pgup"),
        .resize(columns: 50, rows: 20),
        .keys(tmux: ["End"], script: "end"),
        .resize(columns: 120, rows: 40),
        .keys(tmux: ["Escape"], script: "esc"),
      ], data: data, size: (120, 40),
      checks: [
        (1, { $0[2].contains("[Close] \(second)") }),
        // 50 columns is the stack mode: the open recipe is the pushed page.
        (4, { $0[0].hasPrefix(" [‹ Back] \(second)") }),
        (7, { !$0.joined().contains("[Close]") }),
      ])
  }

  @Test(arguments: bundles)
  func popoversOpenAndCloseByKeyAndByAClickOutside(data: String) throws {
    try play(
      [
        .keys(tmux: ["s"], script: "s"),
        .keys(tmux: ["Escape"], script: "esc"),
        .keys(tmux: ["t"], script: "t"),
        .bytes(mouse(5, 30) + mouse(5, 30, release: true), script: "click:5,30"),
        .keys(tmux: ["?"], script: "?"),
        .keys(tmux: ["Enter"], script: "enter"),
        .bytes(mouse(5, 30) + mouse(5, 30, release: true), script: "click:5,30"),
        .keys(tmux: ["s", "Down", "Down", "Enter"], script: "s down down enter"),
        .resize(columns: 80, rows: 24),
        .keys(tmux: ["t"], script: "t"),
        .keys(tmux: ["Escape"], script: "esc"),
      ], data: data, size: (120, 40),
      checks: [
        (0, { $0[1].contains("▲") }),
        (1, { !$0[1].contains("▲") }),
        (2, { $0[1].contains("▲") }),
        (3, { !$0[1].contains("▲") }),
        (5, { $0.joined().contains("[‹ Help] Keys") }),
        (7, { $0[0].contains("[Sort: Difficulty]") }),
        // At 80x24 the theme popover fits: it stays a popover (issue 19).
        (9, { $0[1].contains("▲") && !$0[1].hasPrefix("│ [Close]") }),
      ])
  }

  /// The width ladder end to end (issue 11): launched at 200x50 (three
  /// columns and the inspector), moving through the dishes with the third
  /// column following, reading one, then shrinking step by step to 50x20
  /// (split, drawer, stack) and back, every screen equal to `--render`.
  @Test(arguments: bundles)
  func theWidthLadderDownAndUpKeepsTheRecipe(data: String) throws {
    let third = try dishName(data, 2)
    var steps: [Step] = [
      .keys(tmux: ["Enter"], script: "enter"),
      .keys(tmux: ["Down", "Down"], script: "down down"),
      .keys(tmux: ["Enter"], script: "enter"),
      .keys(tmux: ["PageDown"], script: "pgdn"),
    ]
    let sizes = [
      (180, 50), (160, 45), (140, 40), (139, 40), (120, 40), (101, 30), (100, 30), (80, 24),
      (61, 24), (60, 24), (50, 20), (61, 24), (101, 30), (140, 40), (200, 50),
    ]
    steps += sizes.map { .resize(columns: $0.0, rows: $0.1) }
    try play(
      steps, data: data, size: (200, 50),
      checks: [
        (-1, { $0[0].contains("Ingredients") }),
        // The third column follows the highlight.
        (1, { $0[0].contains(third) }),
        // 139 columns: the open recipe is a sheet over the split.
        (7, { $0.joined().contains("[Close] \(third)") }),
        // 60 and 50 columns: the pushed page.
        (13, { $0[0].hasPrefix(" [‹ Back] \(third)") }),
        (14, { $0[0].hasPrefix(" [‹ Back] \(third)") }),
        // Back at 200 columns: the recipe is the third column again.
        (18, { $0[0].contains(third) && !$0.joined().contains("[Close]") }),
      ])
  }
}
