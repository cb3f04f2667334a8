/// Checks that bytes meant as plain text (`--print`, `--check-data`,
/// `--render`, error messages) cannot drive a terminal: valid UTF-8 with no
/// control character but line feed (and tab), no C1 control, no format
/// character (bidirectional overrides, joiners).
public enum PlainText {
  /// What is wrong with `bytes` as plain text, at most `limit` findings.
  public static func problems(in bytes: [UInt8], limit: Int = 10) -> [String] {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return ["not valid UTF-8"]
    }
    var found: [String] = []
    var line = 1
    for scalar in text.unicodeScalars where found.count < limit {
      if scalar == "\n" {
        line += 1
        continue
      }
      if scalar == "\t" { continue }
      if CanvasInvariants.isForbidden(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        found.append(
          "U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex) on line \(line)")
      }
    }
    return found
  }
}
