extension RecipePageParser {
  /// A page's bytes made safe for libxml2: valid UTF-8 without control
  /// characters other than tab, line feed, form feed and carriage return.
  struct Source {
    /// The page's text, ready for `htmlReadMemory`.
    private(set) var text: String

    /// Nil for an empty, binary or too large input.
    init?(_ data: some Collection<UInt8>) {
      guard !data.isEmpty, data.count <= Int(Int32.max) else { return nil }
      // Repairs invalid UTF-8 with U+FFFD (which may make it longer).
      var text = String(decoding: data, as: UTF8.self)
      guard text.utf8.count <= Int(Int32.max) else { return nil }
      switch Self.scan(&text) {
      case .binary: return nil
      case .hasControls: text = Self.replacingControls(in: text)
      case .clean: break
      }
      self.text = text
    }

    /// How many node visits the reader may spend: generous for any real
    /// page (a node takes at least a few bytes) and linear in the input.
    var visitLimit: Int { 8 * text.utf8.count + 4096 }

    private enum ScanResult { case clean, hasControls, binary }

    /// One pass over the UTF-8 bytes: a NUL means binary; C0 controls other
    /// than HTML white space, DEL, and C1 controls (`C2 80`…`C2 9F`) mean the
    /// text needs `replacingControls`.
    private static func scan(_ text: inout String) -> ScanResult {
      text.withUTF8 { bytes in
        var result = ScanResult.clean
        var previous: UInt8 = 0
        for byte in bytes {
          // Fast path: nearly every byte is printable ASCII or part of a
          // CJK character (E0…EF lead, 80…BF continuation).
          if byte >= 0x20, byte != 0x7F, byte != 0xC2, previous != 0xC2 {
            previous = byte
            continue
          }
          switch byte {
          case 0x00: return .binary
          case 0x09, 0x0A, 0x0C, 0x0D: break
          case 0x01...0x1F, 0x7F: result = .hasControls
          case 0x80...0x9F where previous == 0xC2: result = .hasControls
          default: break
          }
          previous = byte
        }
        return result
      }
    }

    private static func replacingControls(in text: String) -> String {
      var output = String.UnicodeScalarView()
      for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x09, 0x0A, 0x0C, 0x0D: output.append(scalar)
        case 0x00...0x1F, 0x7F...0x9F: output.append("\u{FFFD}")
        default: output.append(scalar)
        }
      }
      return String(output)
    }
  }
}
