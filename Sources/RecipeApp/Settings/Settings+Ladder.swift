import RecipeKit
import SplitLayout

/// `layout.ladder` and `layout.breakpoint` together: the config may give
/// either, both (they must agree on B) or neither.
extension Settings {
  /// The ladder `layout.ladder` holds (the default, or a valid one from the
  /// config: `SettingSpec.validate` admits only four increasing numbers).
  var configuredLadder: Ladder {
    guard case .integers(let values) = value("layout.ladder"), values.count == 4,
      let ladder = try? Ladder(
        stack: values[0], drawer: values[1], triple: values[2], inspector: values[3])
    else { return .standard }
    return ladder
  }

  /// After the config file: a ladder and a breakpoint both from the config
  /// that disagree on B is a problem (at the breakpoint's line); the ladder
  /// wins, as the more precise of the two, and the breakpoint follows it.
  mutating func checkLadderAgainstBreakpoint() {
    guard case .config(let file, let ladderLine) = source("layout.ladder"),
      case .config(_, let breakpointLine) = source("layout.breakpoint")
    else { return }
    let ladder = configuredLadder
    let breakpoint = int("layout.breakpoint")
    guard breakpoint != ladder.drawerLimit else { return }
    problems.append(
      ConfigProblem(
        file: file, position: TOMLPosition(line: breakpointLine, column: 1),
        message:
          "'layout.breakpoint' (\(breakpoint)) disagrees with 'layout.ladder' [\(ladder)],"
          + " whose B is \(ladder.drawerLimit); the ladder applies"))
    set(
      "layout.breakpoint", .integer(ladder.drawerLimit),
      from: .config(file: file, line: ladderLine))
  }

  /// The ladder of the run: the command line's `--ladder` (resolved with
  /// `--breakpoint` already) wins; `--breakpoint` alone moves B of the
  /// config's ladder; else the config's ladder, or its breakpoint moving B
  /// of the standard one.
  func ladder(commandLine: Ladder, givenFlags: Set<String>) -> Ladder {
    if givenFlags.contains("--ladder") { return commandLine }
    let base = configuredLadder
    if givenFlags.contains("--breakpoint") {
      return (try? base.settingDrawerLimit(commandLine.drawerLimit)) ?? commandLine
    }
    if case .config = source("layout.ladder") { return base }
    let breakpoint = int("layout.breakpoint")
    guard breakpoint != base.drawerLimit else { return base }
    return (try? base.settingDrawerLimit(breakpoint)) ?? base
  }
}
