import Foundation

@testable import RecipeApp

/// `recipes ARGUMENTS` run in process, without a terminal (browsing
/// throws), with its output and error lines captured as it wrote them.
struct InProcessRun {
  final class Capture: @unchecked Sendable {
    var output: [String] = []
    var errors: [String] = []
  }

  let status: Int32
  /// Each piece of output, as written (a `--render` is one piece).
  let outputs: [String]
  let errors: [String]

  init(_ arguments: [String], environment: [String: String]) {
    let capture = Capture()
    let command = RecipesCommand(
      environment: environment, executable: nil, output: { capture.output.append($0) },
      errorOutput: { capture.errors.append($0) })
    status = command.run(arguments) { _ in throw CancellationError() }
    outputs = capture.output
    errors = capture.errors
  }

  /// The output's non-empty lines.
  var outputLines: [String] { outputs.flatMap { $0.split(separator: "\n").map(String.init) } }

  /// The environment of a run with its own `HOME` and XDG folders in
  /// `folder` (the state in `folder/stateFolder`).
  static func environment(folder: String, stateFolder: String = "state") -> [String: String] {
    [
      "HOME": folder + "/home", "XDG_CONFIG_HOME": folder + "/config",
      "XDG_STATE_HOME": folder + "/" + stateFolder, "LANG": "C.UTF-8",
    ]
  }

  /// Writes `config` where a run with `environment(folder:)` reads it.
  static func writeConfig(_ config: String, folder: String) throws {
    try FileManager.default.createDirectory(
      atPath: folder + "/config/recipes", withIntermediateDirectories: true)
    try Data(config.utf8).write(to: URL(fileURLWithPath: folder + "/config/recipes/config.toml"))
  }
}
