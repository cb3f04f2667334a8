import CLibXML2
import ChildProcess
import Foundation
import RecipeKit

#if canImport(Glibc)
  import Glibc
#endif

/// The figures of issue 17 ("performance down to the floor") that are not
/// terminal runs: `recipes --version`, the stripped binary's size, and a
/// bare libxml2 SAX2 pass over the large plist, the floor that reading a
/// 100,000-dish cuisine is held to (2× it, measured in the same run).
struct FloorBenchmarks {
  let paths: BenchPaths
  /// The generated bundle; its first cuisine's plist is the large file.
  let generated: URL
  let log: (String) -> Void

  /// `recipes --version`, spawned and waited for: the start-up floor.
  func versionFigure() -> Figure {
    let binary = paths.recipesBinary.path
    log("floor: recipes --version, 31 runs")
    var failed = false
    let timing = Timing.measure(runs: 31, warmup: 3) {
      if Self.spawnAndWait(binary, ["--version"]) != 0 { failed = true }
    }
    if failed {
      return .skipped(
        "floor.version_ms", "recipes --version", unit: "ms", target: 3,
        why: "\(binary) --version failed")
    }
    return Figure(
      "floor.version_ms", "recipes --version (spawn to exit)", timing: timing, target: 3)
  }

  /// The release binary after `strip`, in MB (10^6 bytes).
  func strippedSizeFigure() -> Figure {
    let name = "stripped release binary (static, no ICU)"
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "recipes-bench-stripped-\(getpid())")
    defer { try? FileManager.default.removeItem(at: output) }
    guard Self.spawnAndWait("/usr/bin/strip", ["-o", output.path, paths.recipesBinary.path]) == 0,
      let size = try? FileManager.default.attributesOfItem(atPath: output.path)[.size] as? Int
    else {
      return .skipped("floor.stripped_mb", name, unit: "MB", target: 20, why: "strip failed")
    }
    return Figure("floor.stripped_mb", name, Double(size) / 1e6, unit: "MB", target: 20)
  }

  /// The large plist read and passed through libxml2's SAX2 parser with no
  /// callbacks at all, the same options as `PlistLoader.XMLReader`.
  func saxPassTiming(file: URL) throws -> Timing {
    _ = try Data(contentsOf: file)  // into the page cache
    var failed = false
    let timing = Timing.measure(runs: 5, warmup: 1) {
      guard let data = try? Data(contentsOf: file) else {
        failed = true
        return
      }
      data.withUnsafeBytes { raw in
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        let options = Int32(
          bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue
            | XML_PARSE_NOWARNING.rawValue | XML_PARSE_HUGE.rawValue
            | XML_PARSE_IGNORE_ENC.rawValue)
        guard let context = xmlCreatePushParserCtxt(&handler, nil, nil, 0, nil) else {
          failed = true
          return
        }
        defer { xmlFreeParserCtxt(context) }
        xmlCtxtUseOptions(context, options)
        let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self)
        if xmlParseChunk(context, base, Int32(raw.count), 1) != 0 { failed = true }
      }
    }
    if failed { throw PtyBench.Failure(description: "the SAX2 pass failed on \(file.path)") }
    return timing
  }

  /// Runs `path` with `arguments`, output to /dev/null; its exit status.
  static func spawnAndWait(_ path: String, _ arguments: [String]) -> Int32 {
    let child = ChildProcess(
      program: path, arguments: arguments,
      descriptors: [
        .open(1, path: "/dev/null", flags: O_WRONLY, mode: 0),
        .open(2, path: "/dev/null", flags: O_WRONLY, mode: 0),
      ])
    guard case .success(let pid) = child.spawn() else { return -1 }
    guard case .exited(let code)? = ChildProcess.wait(for: pid) else { return -1 }
    return code
  }
}
