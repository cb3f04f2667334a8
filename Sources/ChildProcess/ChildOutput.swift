/// What a program run by `ChildProcess.output` wrote to its standard
/// output, and how it ended.
public struct ChildOutput: Sendable, Equatable {
  /// The bytes it wrote, at most the limit asked for.
  public var bytes: [UInt8]
  /// How it ended; nil when it was still running at the time limit (it is
  /// then killed) or could not be waited for.
  public var exit: ChildExit?

  public init(bytes: [UInt8], exit: ChildExit?) {
    self.bytes = bytes
    self.exit = exit
  }

  /// The first line of the output (without its newline), nil when the
  /// output is empty.
  public var firstLine: String? {
    let line = bytes.prefix { $0 != 0x0A }
    return bytes.isEmpty ? nil : String(decoding: line, as: UTF8.self)
  }
}
