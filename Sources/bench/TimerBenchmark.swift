import Foundation

/// Issue 14: what one running kitchen timer costs. In ptybench's pseudo
/// terminal, on `Data/` at 120x40: `tab c enter` (cook mode on 番茄炒蛋,
/// its 1-minute timer started), then 20 seconds of nothing (`--gap-ms`
/// before one harmless key), then `ctrl-c`.
///
/// - Frames a second and bytes a frame: from ptybench's `--trace`, the
///   output between the start of the keys phase and the key, a frame
///   being a burst of reads less than 30 ms apart. The synchronized-output
///   wrapper (`CSI ? 2026 h` … `l`, 16 bytes) is counted as added to each
///   frame when the app does not send it yet.
/// - CPU: the child's user + system time (wait4) of that run minus the
///   same run without the 20 seconds, over the 20 seconds.
struct TimerBenchmark {
  let paths: BenchPaths
  let tool: PtyBench
  let repeats: Int
  let log: (String) -> Void

  static let idleSeconds = 20.0
  /// `CSI ? 2026 h` and `CSI ? 2026 l`.
  static let synchronizedWrapper = 16

  func run() throws -> [Figure] {
    let trace = FileManager.default.temporaryDirectory.appendingPathComponent(
      "recipes-timer-trace-\(getpid()).jsonl")
    defer { try? FileManager.default.removeItem(at: trace) }
    log("terminal: one running timer, \(Int(Self.idleSeconds)) s idle, \(repeats) runs + 1 warmup")
    let idle = try tool.measure(
      scenario(gap: Self.idleSeconds) + ["--trace", trace.path],
      command: [paths.recipesBinary.path, "--data", paths.data.path])
    let base = try tool.measure(
      scenario(gap: 0), command: [paths.recipesBinary.path, "--data", paths.data.path])
    let frames = try Self.frames(trace: trace)
    let wrapped = frames.allSatisfy(\.synchronized)
    let extra = wrapped ? 0 : Self.synchronizedWrapper
    let perRun = Dictionary(grouping: frames, by: \.run)
    let rates = perRun.values.map { run in Double(run.count) / Self.idleSeconds }
    let bytes = frames.map { Double($0.bytes + extra) }
    let cpu = zip(Self.cpuSeconds(idle), Self.cpuSeconds(base)).map { idle, base in
      max(0, idle - base) / Self.idleSeconds * 100
    }
    var rate = Figure(
      "pty.timer.frames_per_s", "one running timer: frames a second", Timing.median(rates),
      unit: "/s", target: 1, note: "\(rates.count) runs of \(Int(Self.idleSeconds)) s")
    rate.best = rates.min()
    var size = Figure(
      "pty.timer.frame_bytes", "  bytes a frame (median)" + (wrapped ? "" : ", +16 for 2026"),
      Timing.median(bytes), unit: "B", target: 64,
      note: "max \(Figure.format(bytes.max() ?? 0)) B, \(bytes.count) frames")
    size.best = bytes.min()
    var maximum = Figure(
      "pty.timer.frame_bytes_max", "  bytes a frame (largest)", bytes.max(), unit: "B", target: 64)
    maximum.best = bytes.max()
    var load = Figure(
      "pty.timer.cpu_percent", "  CPU while it runs (one core)", Timing.median(cpu), unit: "%",
      target: 1, note: "user+sys of the run minus a run without the idle time, ÷ 20 s")
    load.best = cpu.min()
    return [rate, size, maximum, load]
  }

  private func scenario(gap: Double) -> [String] {
    [
      "--size", "120x40", "--marker", "番茄炒蛋", "--pre-keys", "tab,c,enter", "--keys", "x",
      "--gap-ms", String(Int(gap * 1000)), "--quit", "ctrl-c", "--repeat", String(repeats),
      "--warmup", "1",
    ]
  }

  /// One frame of the countdown: its run, its bytes, whether it came
  /// wrapped in synchronized output.
  struct Frame {
    var run: Int
    var bytes: Int
    var synchronized: Bool
  }

  /// The frames written between the keys phase and the first key typed,
  /// per measured run (run 0, the warmup, is left out).
  static func frames(trace: URL) throws -> [Frame] {
    let text = try String(contentsOf: trace, encoding: .utf8)
    var frames: [Frame] = []
    var inWindow: [Int: Bool] = [:]
    var last: [Int: Double] = [:]
    for line in text.split(separator: "\n") {
      guard
        let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let run = object["run"] as? Int, run > 0,
        let event = object["event"] as? String,
        let time = (object["t_ms"] as? NSNumber)?.doubleValue
      else { continue }
      switch event {
      case "phase": inWindow[run] = (object["data"] as? String) == "keys"
      case "in": inWindow[run] = false
      case "out" where inWindow[run] == true:
        let count = object["bytes"] as? Int ?? 0
        let data = object["data"] as? String ?? ""
        let synchronized = data.contains("\u{1B}[?2026h")
        if let previous = last[run], time - previous < 30,
          let index = frames.lastIndex(where: { $0.run == run })
        {
          frames[index].bytes += count
        } else {
          frames.append(Frame(run: run, bytes: count, synchronized: synchronized))
        }
        last[run] = time
      default: break
      }
    }
    return frames
  }

  /// The CPU seconds (user + system) of each measured run.
  static func cpuSeconds(_ report: [String: Any]) -> [Double] {
    let runs = report["runs"] as? [[String: Any]] ?? []
    return runs.compactMap { run in
      guard let metrics = run["metrics"] as? [String: Any],
        let user = (metrics["cpu_user_s"] as? NSNumber)?.doubleValue,
        let system = (metrics["cpu_sys_s"] as? NSNumber)?.doubleValue
      else { return nil }
      return user + system
    }
  }
}
