// Reads XML plists with libxml2's SAX2 push parser. The import is internal:
// no libxml2 type appears in a public declaration. Its plist rules are in
// `PlistLoader+XMLRules.swift`.
internal import CLibXML2
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension PlistLoader {
  /// Streams an XML plist through libxml2's SAX2 push parser straight into
  /// `RawEntry` values: no property-list tree, no `Decodable` machinery, so
  /// a 30 MB file of 100,000 dishes costs little more than libxml2's own
  /// pass over it. Fed in parts (`read(upTo:)`), it hands out the root
  /// array's first entries before the rest of the file is parsed.
  ///
  /// It follows `PropertyListDecoder` (the differential test in
  /// `PlistReaderDifferentialTests` holds it to that): the same entries, the
  /// same "not a dictionary" elements, the same root-kind error, and
  /// "corrupt" wherever the decoder fails: unknown tags, a key without a
  /// value or a value without a key, text or CDATA between elements,
  /// content in `<true/>`, comments inside a value, an internal DTD
  /// subset, an entity other than the five predefined ones. Like the
  /// decoder it does not read numbers, dates or data (nothing here asks
  /// for them), and the last of a repeated key wins. Where the two differ
  /// it is stricter, because libxml2 is a conforming XML parser and the
  /// decoder's scanner is not: text after the root element, invalid UTF-8,
  /// control characters (raw or as `&#27;`), malformed attributes.
  ///
  /// Safe options: no network, no external DTD or entity is ever loaded (no
  /// resolver is installed), entities are never expanded (no entity
  /// declaration is kept, so `&name;` is an undeclared entity: an error),
  /// and elements nest at most `nestingLimit` deep. The input is UTF-8
  /// (`checkText` runs first; the declared encoding is ignored by libxml2).
  final class XMLReader {
    /// Why the file cannot be read.
    enum Failure: Error, Equatable {
      /// libxml2 or the plist rules refused it.
      case corrupt
      /// Elements nest more than `nestingLimit` deep.
      case tooDeep
      /// A well-formed plist whose root is not an array; the kind, e.g. "a dictionary".
      case rootNotArray(String)
      /// What `checkText` or `readFile` throws, found while reading a file
      /// in chunks (a NUL byte, another encoding, too large, a read error).
      case file(BundleError)
    }

    /// Entries handed out so far (the next one's index).
    private(set) var entriesRead = 0
    /// Bytes of the file handed to libxml2 so far.
    private(set) var bytesFed = 0
    /// True once libxml2 has had the whole file.
    private var parsedAll = false
    /// True once every element is handed out (or the file failed).
    var isFinished: Bool { parsedAll && state.pointee.pending.isEmpty }
    /// libxml2's code for the first error it reported, if any (the
    /// differential test tells its reasons for being stricter by it).
    var libxmlError: Int32? { state.pointee.libxmlError }

    /// Where the bytes come from.
    private enum Source {
      /// All of them, in memory.
      case memory(Data)
      /// An open file (`PlistLoader.OpenFile`), read a chunk at a time, so
      /// a 30 MB plist is never held whole.
      case file(PlistLoader.OpenFile)
    }

    private let source: Source
    /// The size to report progress against (the file's size when opened).
    private let totalSize: Int
    /// The chunk read from a file.
    private var buffer: [UInt8] = []
    /// What the callbacks change, behind a pointer (the callbacks' user
    /// data): libxml2 calls back about 1.3 million times for 100,000
    /// dishes, and a class's stored properties would pay a dynamic
    /// exclusivity check on every access (a sixth of the reader's time,
    /// measured with perf).
    private let state: UnsafeMutablePointer<ParseState>

    /// How much each `xmlParseChunk` call gets while reading in parts.
    private let chunkSize: Int

    /// A reader of `data` (UTF-8 XML, checked by `checkText`), fed to
    /// libxml2 `chunkSize` bytes at a time while reading in parts: 4 KiB is
    /// about a dozen dishes, a few microseconds, so a part stops close to
    /// the count asked for.
    init(_ data: Data, chunkSize: Int = 4 * 1024) {
      _ = PlistLoader.libraryReady
      state = .allocate(capacity: 1)
      state.initialize(to: ParseState())
      source = .memory(data)
      totalSize = data.count
      self.chunkSize = max(1, chunkSize)
    }

    /// A reader of an open file, checked chunk by chunk as `checkText` and
    /// `readFile` check a whole one.
    init(_ file: PlistLoader.OpenFile, chunkSize: Int = 4 * 1024) {
      _ = PlistLoader.libraryReady
      state = .allocate(capacity: 1)
      state.initialize(to: ParseState())
      source = .file(file)
      totalSize = file.size
      self.chunkSize = max(1, chunkSize)
    }

    deinit {
      if let context = state.pointee.context { xmlFreeParserCtxt(context) }
      state.deinitialize(count: 1)
      state.deallocate()
    }

    /// The share of the file parsed so far, from 0 to 1.
    var fractionRead: Double {
      totalSize == 0 || parsedAll ? 1 : min(1, Double(bytesFed) / Double(totalSize))
    }

    /// Parses until at least `count` more root-array elements are known or
    /// the file ends, and hands them out (nil for an element that is not a
    /// dictionary). Throws when the file turns out unreadable; the reader
    /// is finished then. An empty result with `isFinished` is the end.
    func read(upTo count: Int) throws(Failure) -> [RawEntry?] {
      while state.pointee.pending.count < count && !parsedAll {
        try feed(chunk: count == Int.max ? Int.max : chunkSize)
      }
      let taken: [RawEntry?]
      if state.pointee.pending.count <= count {
        taken = state.pointee.pending
        state.pointee.pending = []
      } else {
        taken = Array(state.pointee.pending.prefix(count))
        state.pointee.pending.removeFirst(count)
      }
      entriesRead += taken.count
      return taken
    }

    /// Parses the whole file and returns every element of the root array.
    static func entries(of data: Data) throws(Failure) -> [RawEntry?] {
      try XMLReader(data).read(upTo: Int.max)
    }

    // MARK: Feeding libxml2

    private func feed(chunk: Int) throws(Failure) {
      switch source {
      case .memory(let data):
        let start = bytesFed
        let end = chunk >= data.count - start ? data.count : start + chunk
        data.withUnsafeBytes { raw in
          let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self)
          parse(base.map { $0 + start }, count: end - start, isLast: end == data.count)
        }
        bytesFed = end
      case .file(let file):
        do {
          // At most 1 MiB at a time, even when the rest is asked for.
          let size = min(chunk, 1 << 20)
          if buffer.count != size { buffer = [UInt8](repeating: 0, count: size) }
          let count = try file.read(into: &buffer, checkingFrom: bytesFed)
          bytesFed += count
          // `read(into:)` fills the buffer unless the file ended.
          let isLast = count < size
          buffer.withUnsafeBytes { raw in
            parse(
              raw.baseAddress?.assumingMemoryBound(to: CChar.self), count: count, isLast: isLast)
          }
        } catch {
          if state.pointee.failure == nil { state.pointee.failure = .file(error) }
        }
      }
      try settle()
    }

    /// Hands `count` bytes at `base` to libxml2; `isLast` ends the document.
    private func parse(_ base: UnsafePointer<CChar>?, count: Int, isLast: Bool) {
      // libxml2's reports go to `reported`, not to stderr, for the
      // duration of the call (a per-thread libxml2 global; see
      // `RecipePageParser.ErrorReport`), then the handler is restored.
      let savedHandler = __xmlStructuredError().pointee
      let savedContext = __xmlStructuredErrorContext().pointee
      xmlSetStructuredErrorFunc(UnsafeMutableRawPointer(state)) { user, error in
        XMLReader.state(user)?.pointee.reported(error)
      }
      defer { xmlSetStructuredErrorFunc(savedContext, savedHandler) }
      var base = base
      var count = count
      if state.pointee.context == nil {
        // libxml2 wants the first bytes to guess the encoding.
        let first = min(4, count)
        let created = withSAXHandler { handler in
          xmlCreatePushParserCtxt(handler, UnsafeMutableRawPointer(state), base, Int32(first), nil)
        }
        state.pointee.context = created
        guard let context = created else {
          state.pointee.failure = state.pointee.failure ?? .corrupt
          return
        }
        xmlCtxtUseOptions(context, Self.options)
        base = base.map { $0 + first }
        count -= first
      }
      // The status also counts warnings; errors come through `reported`.
      _ = xmlParseChunk(state.pointee.context, base, Int32(count), isLast ? 1 : 0)
      if isLast { lastFed = true }
    }

    /// Set once libxml2 has had the end of the document.
    private var lastFed = false

    /// Throws the failure, if any; notes the end of the file.
    private func settle() throws(Failure) {
      let parse = state
      if lastFed && parse.pointee.failure == nil {
        if parse.pointee.context?.pointee.wellFormed == 0
          || !parse.pointee.rootClosed && parse.pointee.rootKind == nil
        {
          parse.pointee.failure = .corrupt
        } else if let rootKind = parse.pointee.rootKind {
          parse.pointee.failure = .rootNotArray(rootKind)
        }
      }
      if let failure = parse.pointee.failure {
        parsedAll = true
        parse.pointee.pending = []
        release()
        throw failure
      }
      if lastFed {
        parsedAll = true
        release()
      }
    }

    private func release() {
      if let context = state.pointee.context { xmlFreeParserCtxt(context) }
      state.pointee.context = nil
      state.pointee.stack = []
      state.pointee.text = []
    }

    /// `XML_PARSE_NONET | NOERROR | NOWARNING | HUGE`: never the network, no
    /// reports printed, and libxml2's own text and depth limits lifted (the
    /// file is at most `sizeLimit` bytes and `nestingLimit` deep, both
    /// checked here; `PropertyListDecoder` takes long strings too).
    /// `XML_PARSE_IGNORE_ENC`: the text is UTF-8 (checked before).
    private static let options = Int32(
      bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue
        | XML_PARSE_NOWARNING.rawValue | XML_PARSE_HUGE.rawValue
        | XML_PARSE_IGNORE_ENC.rawValue)

    /// Calls `body` with a SAX2 handler whose callbacks reach the reader
    /// passed as user data.
    private func withSAXHandler<T>(_ body: (UnsafeMutablePointer<xmlSAXHandler>) -> T) -> T {
      var handler = xmlSAXHandler()
      handler.initialized = XML_SAX2_MAGIC
      handler.startElementNs = { user, name, prefix, _, _, _, _, _, _ in
        XMLReader.state(user)?.pointee.start(name, hasPrefix: prefix != nil)
      }
      handler.endElementNs = { user, _, _, _ in XMLReader.state(user)?.pointee.end() }
      handler.characters = { user, bytes, count in
        XMLReader.state(user)?.pointee.characters(bytes, count)
      }
      handler.ignorableWhitespace = handler.characters
      handler.cdataBlock = { user, bytes, count in
        XMLReader.state(user)?.pointee.cdata(bytes, count)
      }
      // The decoder refuses comments and processing instructions inside a
      // value, and any internal DTD subset (even an empty one).
      handler.comment = { user, _ in XMLReader.state(user)?.pointee.markupOutsideContainers() }
      handler.processingInstruction = { user, _, _ in
        XMLReader.state(user)?.pointee.markupOutsideContainers()
      }
      handler.internalSubset = { user, _, publicID, systemID in
        XMLReader.state(user)?.pointee.doctype(publicID, systemID)
      }
      // An entity reference that is not predefined: libxml2 only warns when
      // the document has a DOCTYPE with an external subset (the usual plist
      // header); the decoder refuses it, so do we.
      handler.reference = { user, _ in XMLReader.state(user)?.pointee.fail(.corrupt) }
      return body(&handler)
    }

    /// The state passed as the callbacks' user data (never nil there).
    private static func state(_ user: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<ParseState>?
    {
      user?.assumingMemoryBound(to: ParseState.self)
    }

    /// XML white space: space, tab, line feed, carriage return.
    static func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
  }

  /// libxml2 wants `xmlInitParser()` once per process before any use from
  /// several threads; a `static let` runs it exactly once, thread-safely.
  static let libraryReady: Void = xmlInitParser()
}
