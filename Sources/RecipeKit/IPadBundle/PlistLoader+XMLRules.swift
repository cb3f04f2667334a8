// The plist rules of `PlistLoader.XMLReader`: what each SAX2 callback
// does to the parser's state. The import is internal: no libxml2 type
// appears in a public declaration.
internal import CLibXML2
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension PlistLoader.XMLReader {
  /// The parser's state between callbacks, and the plist rules.
  struct ParseState {
    /// The root array's elements not yet taken by `read(upTo:)`.
    var pending: [RawEntry?] = []
    var libxmlError: Int32?
    var context: xmlParserCtxtPtr?
    var failure: Failure?
    var stack: [Frame] = []
    var text: [UInt8] = []
    var entry = RawEntry()
    /// The entry's field that the next value fills, when its key is one we read.
    var pendingKey: Key?
    var rootKind: String?
    var rootClosed = false
  }
}

extension PlistLoader.XMLReader.ParseState {
  typealias Failure = PlistLoader.XMLReader.Failure
  typealias RawEntry = PlistLoader.RawEntry
  typealias Key = PlistLoader.Key
  typealias XMLReader = PlistLoader.XMLReader

  /// Any libxml2 error (not a warning) fails the file.
  mutating func reported(_ error: xmlErrorPtr?) {
    guard let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
    if libxmlError == nil { libxmlError = error.pointee.code }
    fail(.corrupt)
  }

  /// A comment or processing instruction: fine between elements, not
  /// inside a value.
  mutating func markupOutsideContainers() {
    if case .leaf = stack.last { fail(.corrupt) }
  }

  /// A DOCTYPE: libxml2 calls this with the input at the `[` of an
  /// internal subset, if there is one. The decoder's DOCTYPE ends at the
  /// first `>`, quotes or not, so a `>` in an identifier fails it too.
  mutating func doctype(
    _ publicID: UnsafePointer<xmlChar>?, _ systemID: UnsafePointer<xmlChar>?
  ) {
    for id in [publicID, systemID] {
      guard let id else { continue }
      if strchr(UnsafeRawPointer(id).assumingMemoryBound(to: CChar.self), 0x3E) != nil {
        return fail(.corrupt)
      }
    }
    guard let input = context?.pointee.input, let current = input.pointee.cur else { return }
    if current.pointee == UInt8(ascii: "[") { fail(.corrupt) }
  }

  mutating func fail(_ reason: Failure) {
    guard failure == nil else { return }
    failure = reason
    if let context { xmlStopParser(context) }
  }

  // MARK: The plist rules

  /// An open element.
  enum Frame {
    /// `<plist>`, and whether its one value came.
    case plist(hasValue: Bool)
    /// The root array: its elements are the entries.
    case rootArray
    /// A dictionary: an entry of the root array or one nested deeper;
    /// `awaitingValue` after a key.
    case dict(isEntry: Bool, awaitingValue: Bool)
    /// An array below the root array.
    case array
    /// An element holding text only (key, string, integer, ...).
    case leaf(Tag, isField: Bool)
  }

  /// The plist element names.
  enum Tag {
    case plist, array, dict, key, string, integer, real, date, data, yes, no

    init?(_ name: UnsafePointer<xmlChar>) {
      let length = strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))
      switch (name[0], length) {
      case (UInt8(ascii: "s"), 6) where Self.equal(name, "string"): self = .string
      case (UInt8(ascii: "k"), 3) where Self.equal(name, "key"): self = .key
      case (UInt8(ascii: "d"), 4) where Self.equal(name, "dict"): self = .dict
      case (UInt8(ascii: "d"), 4) where Self.equal(name, "date"): self = .date
      case (UInt8(ascii: "d"), 4) where Self.equal(name, "data"): self = .data
      case (UInt8(ascii: "a"), 5) where Self.equal(name, "array"): self = .array
      case (UInt8(ascii: "i"), 7) where Self.equal(name, "integer"): self = .integer
      case (UInt8(ascii: "r"), 4) where Self.equal(name, "real"): self = .real
      case (UInt8(ascii: "t"), 4) where Self.equal(name, "true"): self = .yes
      case (UInt8(ascii: "f"), 5) where Self.equal(name, "false"): self = .no
      case (UInt8(ascii: "p"), 5) where Self.equal(name, "plist"): self = .plist
      default: return nil
      }
    }

    private static func equal(_ name: UnsafePointer<xmlChar>, _ text: StaticString) -> Bool {
      memcmp(name, text.utf8Start, text.utf8CodeUnitCount) == 0
    }

    /// What a root of this kind is called in the error, as `RootKind` says.
    var kindName: String {
      switch self {
      case .dict: PlistLoader.RootKind.dictionary.rawValue
      case .string: PlistLoader.RootKind.string.rawValue
      case .yes, .no: PlistLoader.RootKind.boolean.rawValue
      case .integer, .real: PlistLoader.RootKind.number.rawValue
      case .date: PlistLoader.RootKind.date.rawValue
      case .data: PlistLoader.RootKind.data.rawValue
      case .plist, .array, .key: PlistLoader.RootKind.other.rawValue
      }
    }
  }

  mutating func start(_ name: UnsafePointer<xmlChar>?, hasPrefix: Bool) {
    guard failure == nil else { return }
    guard let name, !hasPrefix, let tag = Tag(name) else { return fail(.corrupt) }
    guard stack.count < PlistLoader.nestingLimit else { return fail(.tooDeep) }
    guard let parent = stack.last else {
      if tag == .plist { return stack.append(.plist(hasValue: false)) }
      return startRoot(tag)
    }
    switch parent {
    case .plist(let hasValue):
      guard !hasValue else { return fail(.corrupt) }
      stack[stack.count - 1] = .plist(hasValue: true)
      startRoot(tag)
    case .rootArray:
      if tag == .dict {
        entry = RawEntry()
        pendingKey = nil
        stack.append(.dict(isEntry: true, awaitingValue: false))
      } else {
        pending.append(nil)
        startValue(tag)
      }
    case .dict(let isEntry, let awaitingValue):
      if tag == .key {
        guard !awaitingValue else { return fail(.corrupt) }
        text.removeAll(keepingCapacity: true)
        return stack.append(.leaf(.key, isField: isEntry))
      }
      guard awaitingValue else { return fail(.corrupt) }
      stack[stack.count - 1] = .dict(isEntry: isEntry, awaitingValue: false)
      if isEntry, let key = pendingKey {
        if tag == .string {
          text.removeAll(keepingCapacity: true)
          return stack.append(.leaf(.string, isField: true))
        }
        entry.set(key, .notAString)
        pendingKey = nil
      }
      startValue(tag)
    case .array:
      startValue(tag)
    case .leaf:
      fail(.corrupt)
    }
  }

  /// The plist's one value.
  mutating func startRoot(_ tag: Tag) {
    if tag == .array { return stack.append(.rootArray) }
    rootKind = tag.kindName
    startValue(tag)
  }

  /// A value whose content is checked but not kept.
  mutating func startValue(_ tag: Tag) {
    switch tag {
    case .plist, .key: fail(.corrupt)
    case .array: stack.append(.array)
    case .dict: stack.append(.dict(isEntry: false, awaitingValue: false))
    default:
      text.removeAll(keepingCapacity: true)
      stack.append(.leaf(tag, isField: false))
    }
  }

  mutating func end() {
    guard failure == nil, let frame = stack.popLast() else { return }
    switch frame {
    case .plist(let hasValue):
      if !hasValue { fail(.corrupt) }
    case .rootArray:
      rootClosed = true
    case .dict(let isEntry, let awaitingValue):
      if awaitingValue { return fail(.corrupt) }
      if isEntry { pending.append(entry) }
    case .array:
      break
    case .leaf(let tag, let isField):
      endLeaf(tag, isField: isField)
    }
  }

  mutating func endLeaf(_ tag: Tag, isField: Bool) {
    if case .dict(let isEntry, _) = stack.last {
      if tag == .key {
        stack[stack.count - 1] = .dict(isEntry: isEntry, awaitingValue: true)
        if isField { pendingKey = Key.matching(text) }
        return
      }
    }
    if isField, let key = pendingKey {
      // Only strings reach here (see `start`).
      entry.set(key, .text(String(decoding: text, as: UTF8.self)))
      pendingKey = nil
      return
    }
    // The decoder reads numbers, dates and data only when asked for them
    // (never, here), but refuses any content in `<true/>` and `<false/>`.
    if (tag == .yes || tag == .no) && !text.isEmpty { fail(.corrupt) }
  }

  mutating func characters(_ bytes: UnsafePointer<xmlChar>?, _ count: Int32) {
    guard failure == nil, let bytes, count > 0 else { return }
    let buffer = UnsafeBufferPointer(start: bytes, count: Int(count))
    if case .leaf = stack.last {
      text.append(contentsOf: buffer)
    } else if !buffer.allSatisfy(PlistLoader.XMLReader.isSpace) {
      fail(.corrupt)
    }
  }

  /// CDATA is text inside a key or string (and makes `<true>` non-empty);
  /// the decoder refuses it between elements, even when it is blank.
  mutating func cdata(_ bytes: UnsafePointer<xmlChar>?, _ count: Int32) {
    guard failure == nil else { return }
    guard case .leaf(let tag, _) = stack.last, tag != .yes, tag != .no else {
      return fail(.corrupt)
    }
    if let bytes, count > 0 {
      text.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count)))
    }
  }
}

extension PlistLoader.Key {
  /// The key whose name is exactly `bytes`, if any.
  static func matching(_ bytes: [UInt8]) -> Self? {
    bytes.withUnsafeBufferPointer { buffer in
      func equal(_ name: StaticString) -> Bool {
        guard let base = buffer.baseAddress, buffer.count == name.utf8CodeUnitCount else {
          return false
        }
        return memcmp(base, name.utf8Start, buffer.count) == 0
      }
      switch buffer.count {
      case 3: return equal("url") ? .url : nil
      case 4: return equal("name") ? .name : equal("diff") ? .diff : equal("time") ? .time : nil
      case 5: return equal("idstr") ? .idstr : nil
      case 8: return equal("imageUrl") ? .imageUrl : nil
      default: return nil
      }
    }
  }
}
