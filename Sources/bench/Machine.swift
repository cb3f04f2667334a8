import Foundation

/// A one-line description of the machine: cores, CPU model, memory.
enum Machine {
  static var description: String {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let model = field("model name", in: "/proc/cpuinfo") ?? "unknown CPU"
    var memory = "unknown memory"
    if let total = field("MemTotal", in: "/proc/meminfo"),
      let kib = Double(total.split(separator: " ").first ?? "")
    {
      memory = String(format: "%.1f GiB RAM", kib / 1024 / 1024)
    }
    return "\(cores) cores (nproc), \(model), \(memory)"
  }

  /// The value of the first `name: value` line of a /proc file.
  private static func field(_ name: String, in path: String) -> String? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix(name) {
      guard let colon = line.firstIndex(of: ":") else { continue }
      return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return nil
  }
}
