extension TOMLParser {
  /// The Unicode scalars of `bytes`, or the first place that is not text:
  /// invalid UTF-8, a NUL or another control character (tab and line feed
  /// are text; a carriage return only before a line feed, and it is dropped).
  /// A leading byte-order mark is skipped.
  static func scalars(of bytes: [UInt8]) -> Result<[Unicode.Scalar], TOMLError> {
    var result: [Unicode.Scalar] = []
    result.reserveCapacity(bytes.count)
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var line = 1
    var column = 1
    var pendingReturn = false
    while true {
      let here = TOMLPosition(line: line, column: column)
      switch decoder.decode(&iterator) {
      case .emptyInput:
        if pendingReturn {
          return .failure(TOMLError(position: here, message: "carriage return without line feed"))
        }
        return .success(result)
      case .error:
        return .failure(TOMLError(position: here, message: "invalid UTF-8"))
      case .scalarValue(let scalar):
        if pendingReturn, scalar != "\n" {
          return .failure(TOMLError(position: here, message: "carriage return without line feed"))
        }
        pendingReturn = false
        switch scalar.value {
        case 0x0A:
          result.append(scalar)
          line += 1
          column = 1
          continue
        case 0x0D:
          pendingReturn = true
          continue
        case 0xFEFF where result.isEmpty && line == 1 && column == 1:
          continue
        case 0x09:
          break
        case 0x00..<0x20, 0x7F:
          let hex = String(scalar.value, radix: 16, uppercase: true)
          let code = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
          return .failure(
            TOMLError(position: here, message: "control character U+\(code) is not allowed"))
        default:
          break
        }
        result.append(scalar)
        column += 1
      }
    }
  }
}
