#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension CooklangFolderScan {
  /// The bytes of a folder's names one after another, in one growing
  /// block: `readdir`'s names copied with no array or `String` each (a
  /// lazy walk keeps 10,000 of them before the first frame).
  final class NameBytes {
    private var base: UnsafeMutableRawPointer
    private var capacity = 4096
    private(set) var count = 0

    init() {
      base = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 1)
    }

    deinit { base.deallocate() }

    /// Appends `count` bytes from `source`; returns where they start.
    func append(_ source: UnsafeRawPointer, count length: Int) -> Int {
      if count + length > capacity {
        var larger = capacity * 2
        while count + length > larger { larger *= 2 }
        let grown = UnsafeMutableRawPointer.allocate(byteCount: larger, alignment: 1)
        grown.copyMemory(from: base, byteCount: count)
        base.deallocate()
        base = grown
        capacity = larger
      }
      let start = count
      (base + start).copyMemory(from: source, byteCount: length)
      count += length
      return start
    }

    /// The bytes in `range`, as an array.
    func array(_ range: Range<Int>) -> [UInt8] {
      Array(UnsafeRawBufferPointer(start: base + range.lowerBound, count: range.count))
    }
  }
}
