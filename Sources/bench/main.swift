// `bench`: benchmarks of the recipe browser (see BenchCommand for usage).
import Foundation

// Every `recipes` the bench starts (they inherit this environment) reads
// and writes config and state in fresh, empty folders: the developer's own
// config or state never changes a figure, and no run leaves a place for the
// next one to come back to.
let scratch = FileManager.default.temporaryDirectory
  .appendingPathComponent("recipes-bench-\(ProcessInfo.processInfo.processIdentifier)")
for (name, folder) in [("XDG_CONFIG_HOME", "config"), ("XDG_STATE_HOME", "state")] {
  let url = scratch.appendingPathComponent(folder)
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  setenv(name, url.path, 1)
}
let status = BenchCommand(arguments: Array(CommandLine.arguments.dropFirst())).run()
try? FileManager.default.removeItem(at: scratch)
exit(status)
