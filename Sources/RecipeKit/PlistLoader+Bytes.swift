#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension PlistLoader {
  /// Searches in a buffer of bytes (valid while the buffer is).
  struct Bytes {
    let raw: UnsafeRawBufferPointer

    init(_ raw: UnsafeRawBufferPointer) {
      self.raw = raw
    }

    /// Whether `text`'s UTF-8 bytes (ASCII) appear at `index`.
    func matches(_ text: StaticString, at index: Int) -> Bool {
      let count = text.utf8CodeUnitCount
      guard index >= 0, index + count <= raw.count else { return false }
      let pattern = text.utf8Start
      for offset in 0..<count where raw[index + offset] != pattern[offset] { return false }
      return true
    }

    /// The index of the first `byte` at or after `index`.
    func find(byte: UInt8, from index: Int) -> Int? {
      guard index < raw.count, let base = raw.baseAddress else { return nil }
      guard let found = memchr(base + index, Int32(byte), raw.count - index) else { return nil }
      return base.distance(to: UnsafeRawPointer(found))
    }

    /// The index of the first occurrence of `text` (ASCII) at or after `index`.
    func find(_ text: StaticString, from index: Int) -> Int? {
      let first = text.utf8Start.pointee
      var at = max(0, index)
      while let candidate = find(byte: first, from: at) {
        if matches(text, at: candidate) { return candidate }
        at = candidate + 1
      }
      return nil
    }
  }
}
