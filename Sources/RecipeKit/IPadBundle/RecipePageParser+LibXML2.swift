// The only file that touches libxml2. Sources/CLibXML2/shim.h hides
// libxml2's ICU members (Debian builds it with ICU, whose headers clash with
// Foundation's own copy of ICU), so any module may import both Foundation
// and RecipeKit. The import is internal: no libxml2 type appears in a
// non-private declaration.
internal import CLibXML2

extension RecipePageParser {
  /// libxml2 wants `xmlInitParser()` once per process before any use from
  /// several threads; a `static let` runs it exactly once, thread-safely.
  private static let libraryReady: Void = xmlInitParser()

  /// `HTML_PARSE_RECOVER | NOERROR | NOWARNING | NONET | IGNORE_ENC`: build a
  /// tree from any input, report nothing, never touch the network, and
  /// ignore `<meta charset>` (the text is UTF-8 by then). Not `NOBLANKS`: it
  /// drops white-space-only text by a guess that can lose a space between
  /// two inline elements, and it made no measurable difference in speed on
  /// the corpus (the reader collapses white space anyway).
  private static let parseOptions = Int32(
    bitPattern: HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue
      | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NONET.rawValue
      | HTML_PARSE_IGNORE_ENC.rawValue)

  /// Parses `source` with libxml2's HTML parser and calls `body` with the
  /// root element and the problem met while parsing (a nesting too deep for
  /// libxml2, which stops the parse there); frees the document on every
  /// path. Nil when libxml2 builds no document or no root element.
  static func withDocumentRoot<T>(
    of source: Source, _ body: (Node, PageProblem?) -> T
  ) -> T? {
    _ = libraryReady
    var text = source.text
    return text.withUTF8 { bytes -> T? in
      guard let base = bytes.baseAddress, let count = Int32(exactly: bytes.count) else {
        return nil
      }
      let report = ErrorReport()
      let document = base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
        report.collecting {
          htmlReadMemory(chars, count, nil, "UTF-8", parseOptions)
        }
      }
      guard let document else { return nil }
      defer { xmlFreeDoc(document) }
      guard let root = xmlDocGetRootElement(document) else { return nil }
      return body(Node(address: UnsafeMutableRawPointer(root)), report.problem)
    }
  }

  /// `withDocumentRoot(of:_:)` for readers that take what was read (the
  /// importers): the parse's problem is dropped.
  static func withDocumentRoot<T>(of source: Source, _ body: (Node) -> T) -> T? {
    withDocumentRoot(of: source) { root, _ in body(root) }
  }

  /// Keeps libxml2 from printing while a page is parsed, and keeps the one
  /// report that matters to the reader: the parse stopped because the page
  /// nests too deep (libxml2's `xmlParserMaxDepth`, 256 levels).
  ///
  /// `HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING` already drop the parser's
  /// own reports, but in libxml2 2.9 every report goes through
  /// `__xmlRaiseError`, which first hands it to the structured error handler
  /// when one is set (another library in the process may have set one), and
  /// sends reports that have no parser context (encoding, memory, tree
  /// errors) to the generic handler, which prints to stderr. So for the
  /// duration of the parse we install our structured handler, which takes
  /// precedence over both, with this object as its context, and then
  /// restore the previous handler and context exactly.
  ///
  /// A parser context with its own handler is not enough in 2.9: its SAX
  /// `serror` is only used when the handler block is a SAX2 one
  /// (`XML_SAX2_MAGIC`), which the HTML parser's is not, and reports without
  /// a context never see it. The handler and its context are per-thread
  /// libxml2 globals (`LIBXML_THREAD_ENABLED`), and the parse is synchronous,
  /// so other threads are unaffected.
  final class ErrorReport {
    /// The nesting problem, once libxml2 has reported it.
    private(set) var problem: PageProblem?

    /// Runs `body` with this report as libxml2's structured error handler.
    func collecting<T>(_ body: () -> T) -> T {
      let savedHandler = __xmlStructuredError().pointee
      let savedContext = __xmlStructuredErrorContext().pointee
      xmlSetStructuredErrorFunc(Unmanaged.passUnretained(self).toOpaque()) { context, error in
        guard let context, let error else { return }
        Unmanaged<ErrorReport>.fromOpaque(context).takeUnretainedValue().note(error.pointee)
      }
      defer { xmlSetStructuredErrorFunc(savedContext, savedHandler) }
      return withExtendedLifetime(self) { body() }
    }

    /// Keeps the first "Excessive depth in document" report (libxml2 2.9
    /// raises it as `XML_ERR_INTERNAL_ERROR` from the parser, then halts),
    /// with its line; every other report is dropped.
    private func note(_ error: xmlError) {
      guard problem == nil, error.domain == Int32(XML_FROM_PARSER.rawValue),
        error.code == Int32(XML_ERR_INTERNAL_ERROR.rawValue), let message = error.message,
        String(cString: message).hasPrefix("Excessive depth")
      else { return }
      problem = .nestedTooDeep(line: max(1, Int(error.line)))
    }
  }

  /// A read-only view of one libxml2 node; valid while its document lives.
  ///
  /// Element names come lowercased from libxml2's HTML parser.
  struct Node: Equatable {
    // Untyped: no libxml2 type in a non-private declaration (see the top).
    private let address: UnsafeMutableRawPointer

    /// `address` must point to an `xmlNode`.
    init(address: UnsafeMutableRawPointer) {
      self.address = address
    }

    private var pointer: UnsafeMutablePointer<xmlNode> {
      address.assumingMemoryBound(to: xmlNode.self)
    }

    var isElement: Bool { pointer.pointee.type == XML_ELEMENT_NODE }

    /// Text and CDATA nodes; comments, processing instructions and the like
    /// are neither text nor elements and are skipped by every reader.
    var isText: Bool {
      let type = pointer.pointee.type
      return type == XML_TEXT_NODE || type == XML_CDATA_SECTION_NODE
    }

    var firstChild: Node? { Node(pointer.pointee.children) }
    var nextSibling: Node? { Node(pointer.pointee.next) }
    var parent: Node? { Node(pointer.pointee.parent) }

    private init?(_ pointer: UnsafeMutablePointer<xmlNode>?) {
      guard let pointer else { return nil }
      self.init(address: UnsafeMutableRawPointer(pointer))
    }

    /// The element's name (`""` for other nodes).
    var name: String {
      guard isElement, let name = pointer.pointee.name else { return "" }
      return String(cString: name)
    }

    /// What the element means to the readers (`.other` for non-elements).
    var kind: ElementKind { isElement ? ElementKind(name: name) : .other }

    /// Calls `body` with a text node's characters as UTF-8 (entities
    /// decoded, white space as in the page), without copying them; empty for
    /// other nodes.
    func withText<T>(_ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
      guard isText, let content = pointer.pointee.content else {
        return body(UnsafeBufferPointer(start: nil, count: 0))
      }
      return body(UnsafeBufferPointer(start: content, count: Int(xmlStrlen(content))))
    }

    /// The value of the attribute `name` (lowercase), nil when absent.
    ///
    /// Reads the attribute's text children directly rather than calling
    /// `xmlGetProp`, which allocates a copy that must be `xmlFree`d.
    func attribute(_ name: String) -> String? {
      guard isElement else { return nil }
      var attribute = pointer.pointee.properties
      while let current = attribute {
        if let attributeName = current.pointee.name, String(cString: attributeName) == name {
          var value = ""
          var child = current.pointee.children
          while let piece = child {
            if let content = piece.pointee.content { value += String(cString: content) }
            child = piece.pointee.next
          }
          return value
        }
        attribute = current.pointee.next
      }
      return nil
    }

    /// True when the element's `class` attribute lists `name`.
    func hasClass(_ name: String) -> Bool {
      classes.contains(name)
    }

    /// The element's `class` attribute (empty when absent).
    var classes: ClassList { ClassList(attribute("class") ?? "") }
  }
}
