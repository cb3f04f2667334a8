import CLibXML2
import Foundation
import TestSupport
import Testing

@testable import RecipeKit

/// The libxml2 plist reader (`PlistLoader.XMLReader`) against
/// `PropertyListDecoder`, the oracle: on every plist of `Data/`, the
/// corpus and the hostile bundle, and on seeded mutations of real plists,
/// both give the same dishes, warnings and errors, read whole or in parts
/// of random sizes. Where they differ, the new reader must be the stricter
/// one, for one of the reasons in `Stricter`, which the input shows.
@Suite struct PlistReaderDifferentialTests {
  let file = "Plist/type_1_foods.plist"

  /// What one reader made of a file.
  enum Outcome: Equatable {
    case loaded(indices: [Int], dishes: [Dish], problems: [BundleProblem])
    case failed(BundleError)

    static func loaded(_ loaded: PlistLoader.Loaded<Dish>) -> Self {
      .loaded(
        indices: loaded.entries.map(\.index), dishes: loaded.entries.map(\.value),
        problems: loaded.problems)
    }
  }

  /// Why the new reader may refuse a file the oracle reads: libxml2 is a
  /// conforming XML parser, the oracle's scanner is lax. Each reason is
  /// told by libxml2's error and, where it can be, seen in the input.
  enum Stricter: String, CaseIterable {
    /// Deeper than `nestingLimit`: the oracle recurses per level and
    /// overflows the stack a few thousand levels down, so it is not asked.
    case tooDeep = "nested deeper than the limit"
    /// Bytes after the root element (XML_ERR_DOCUMENT_END): the oracle
    /// stops reading at the end of the root.
    case trailingContent = "content after the root element"
    /// Invalid UTF-8, or a control character raw or as a character
    /// reference (XML_ERR_INVALID_CHAR and the CHARREF errors): not XML
    /// text; the oracle takes them.
    case notXMLText = "invalid UTF-8 or a control character"
    /// Malformed markup that the oracle's scanner skips over: attributes
    /// without `=` or quotes, `<` in a value, a repeated attribute, an
    /// unfinished or misplaced XML declaration or DOCTYPE.
    case malformedMarkup = "malformed attributes or prolog"
    /// Any other input that is not well-formed XML (libxml2 alone, with no
    /// plist rules, refuses it), e.g. `<key/>name</key>`, which the
    /// oracle's scanner reads as a key.
    case notWellFormed = "not well-formed XML"
  }

  /// libxml2 error codes (xmlerror.h) of each reason.
  static let codes: [Stricter: Set<Int32>] = [
    .trailingContent: [5],
    .notXMLText: [6, 7, 8, 9],
    .malformedMarkup: [34, 38, 39, 40, 41, 42, 43, 44, 57, 61, 64, 65, 73, 75, 96],
  ]

  /// What the new reader gives, whole (`PlistLoader.dishes`) and fed in
  /// parts of `part` entries through chunks of `chunk` bytes.
  func newOutcome(_ data: Data, part: Int, chunk: Int) -> (whole: Outcome, parts: Outcome) {
    let whole: Outcome
    do {
      whole = .loaded(try PlistLoader.dishes(from: data, file: file))
    } catch {
      whole = .failed(error)
    }
    guard !PlistLoader.isBinary(data), (try? PlistLoader.checkText(data, file: file)) != nil
    else { return (whole, whole) }
    let reader = PlistLoader.XMLReader(data, chunkSize: chunk)
    var loaded = PlistLoader.Loaded<Dish>()
    do {
      while !reader.isFinished {
        let raw = try reader.read(upTo: part)
        PlistLoader.add(
          raw, from: reader.entriesRead - raw.count, file: file, to: &loaded,
          make: PlistLoader.dish)
      }
      return (whole, .loaded(loaded))
    } catch {
      return (whole, .failed(error.bundleError(file: file)))
    }
  }

  /// What `PropertyListDecoder` gives (after the same text checks).
  func oracleOutcome(_ data: Data) -> Outcome {
    do throws(BundleError) {
      if !PlistLoader.isBinary(data) { try PlistLoader.checkText(data, file: file) }
      var loaded = PlistLoader.Loaded<Dish>()
      PlistLoader.add(
        try PlistLoader.decodeWithFoundation(data, file: file), from: 0, file: file, to: &loaded,
        make: PlistLoader.dish)
      return .loaded(loaded)
    } catch {
      return .failed(error)
    }
  }

  /// Compares the readers on `data`; returns the reason when the new one is
  /// stricter, and records an issue for any other difference.
  @discardableResult
  func compare(_ data: Data, _ label: @autoclosure () -> String, part: Int = 7, chunk: Int = 97)
    -> Stricter?
  {
    let new = newOutcome(data, part: part, chunk: chunk)
    if new.whole != new.parts {
      Issue.record(
        "whole and in parts differ: \(label()):\n\(brief(new.whole))\n\(brief(new.parts))")
    }
    let tooDeep = BundleError.unreadablePlist(
      file, reason: "nested more than \(PlistLoader.nestingLimit) levels deep")
    if new.whole == .failed(tooDeep) { return .tooDeep }
    let oracle = oracleOutcome(data)
    if new.whole == oracle { return nil }
    var code: Int32?
    if case .failed = new.whole, case .loaded = oracle {
      let reader = PlistLoader.XMLReader(data)
      _ = try? reader.read(upTo: Int.max)
      code = reader.libxmlError
      if let code, let reason = Self.codes.first(where: { $0.value.contains(code) })?.key,
        reason != .notXMLText || isNotXMLText(data)
      {
        return reason
      }
      if !isWellFormedXML(data) { return .notWellFormed }
    }
    let message =
      "readers differ on \(label()):\nnew: \(brief(new.whole)) (libxml2 error \(code ?? 0))"
      + "\noracle: \(brief(oracle))"
    Issue.record(Comment(rawValue: message))
    // PLIST_DIFF_DUMP=folder keeps each differing input for a closer look.
    if let folder = ProcessInfo.processInfo.environment["PLIST_DIFF_DUMP"] {
      let name = label().prefix(40).map { $0.isLetter || $0.isNumber ? $0 : "_" }
      try? data.write(to: URL(fileURLWithPath: folder).appendingPathComponent(String(name)))
    }
    return nil
  }

  /// Whether libxml2 alone (no plist rules, no network, no entities
  /// loaded) finds `data` well-formed.
  func isWellFormedXML(_ data: Data) -> Bool {
    data.withUnsafeBytes { raw in
      guard let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self) else { return false }
      let saved = (__xmlStructuredError().pointee, __xmlStructuredErrorContext().pointee)
      xmlSetStructuredErrorFunc(nil) { _, _ in }
      defer { xmlSetStructuredErrorFunc(saved.1, saved.0) }
      let options = Int32(
        bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue
          | XML_PARSE_NOWARNING.rawValue | XML_PARSE_HUGE.rawValue)
      guard let document = xmlReadMemory(base, Int32(raw.count), nil, "UTF-8", options) else {
        return false
      }
      xmlFreeDoc(document)
      return true
    }
  }

  /// Whether `data` is not valid UTF-8 or holds a C0 control character
  /// other than tab, line feed and carriage return, raw or as `&#`.
  func isNotXMLText(_ data: Data) -> Bool {
    guard String(validating: data, as: UTF8.self) != nil else { return true }
    return data.contains { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
      || data.firstRange(of: Data("&#".utf8)) != nil
  }

  func brief(_ outcome: Outcome) -> String {
    switch outcome {
    case .failed(let error): "error \(error.description)"
    case .loaded(_, let dishes, let problems):
      "\(dishes.count) dishes \(dishes.prefix(3).map(\.name)), "
        + "\(problems.count) warnings \(problems.prefix(3).map(\.message))"
    }
  }

  /// The plists of a bundle folder.
  func plists(in folder: URL) -> [URL] {
    let plist = folder.appendingPathComponent("Plist")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: plist.path)) ?? []
    return names.sorted().filter { $0.hasSuffix(".plist") }.map {
      plist.appendingPathComponent($0)
    }
  }

  // MARK: Real files

  @Test func bundledDataReadsTheSame() throws {
    let files = plists(in: PackagePaths.data)
    #expect(files.count > 1)
    for url in files {
      #expect(compare(try Data(contentsOf: url), url.lastPathComponent) == nil)
    }
  }

  @Test(.enabled(if: PackagePaths.hasCorpus, "corpus absent: ../shared/corpus/ipad-recipes"))
  func corpusReadsTheSame() throws {
    let files = plists(in: PackagePaths.corpus)
    #expect(files.count > 10)
    for url in files {
      #expect(compare(try Data(contentsOf: url), url.lastPathComponent) == nil)
    }
  }

  @Test func hostileBundleReadsTheSameOrStricter() throws {
    try HostileBundle.with(hugePage: false) { bundle in
      var reasons: [String: Stricter] = [:]
      for url in plists(in: bundle.folder) {
        guard let data = try? Data(contentsOf: url) else { continue }  // FIFO, loop, locked
        reasons[url.lastPathComponent] = compare(data, url.lastPathComponent)
      }
      // The 10,000-deep plist: refused by the depth limit, never given to the oracle.
      #expect(reasons["type_10_foods.plist"] == .tooDeep)
      // BadUTF8 and Entities (raw controls, `&#x1B;`): not XML text.
      #expect(reasons["type_7_foods.plist"] == .notXMLText)
      #expect(reasons["type_8_foods.plist"] == .notXMLText)
      #expect(reasons.count == 3, "\(reasons)")
    }
  }

  // MARK: Mutations

  /// 10,000 seeded mutations of Data/'s plists and (when present) a corpus
  /// plist: truncations, swapped and broken tags, wrong types, entities,
  /// deep nesting, huge strings, stray bytes. Replay one with its seed.
  @Test func seededMutationsReadTheSameOrStricter() throws {
    var sources = plists(in: PackagePaths.data).compactMap { try? Data(contentsOf: $0) }
    if PackagePaths.hasCorpus {
      let corpus = plists(in: PackagePaths.corpus).compactMap { try? Data(contentsOf: $0) }
      // The smaller corpus files keep the run short.
      sources += corpus.filter { $0.count < 8_000 }.prefix(8)
    }
    #expect(!sources.isEmpty)
    let seed =
      ProcessInfo.processInfo.environment["PLIST_DIFF_SEED"].flatMap { UInt64($0) } ?? 0x5EED_17
    var spent: [String: Duration] = [:]
    let clock = ContinuousClock()
    var counts: [String: Int] = [:]
    var stricter: [Stricter: Int] = [:]
    for index in 0..<10_000 {
      var random = SeededGenerator(seed: SeededGenerator.derive(seed, index))
      let source = sources[Int.random(in: 0..<sources.count, using: &random)]
      let started = clock.now
      let (kind, mutated) = PlistMutator.mutate(source, using: &random)
      defer { spent[kind, default: .zero] += clock.now - started }
      counts[kind, default: 0] += 1
      let part = Int.random(in: 1...12, using: &random)
      let chunk = Int.random(in: 64...4_096, using: &random)
      if let reason = compare(
        mutated, "mutation \(index) (\(kind)), part \(part), chunk \(chunk)", part: part,
        chunk: chunk)
      {
        stricter[reason, default: 0] += 1
      }
    }
    if ProcessInfo.processInfo.environment["PLIST_DIFF_TIMING"] != nil {
      print(spent.sorted { $0.value > $1.value }.map { "\($0.key): \($0.value)" })
    }
    // Every kind of mutation was tried many times.
    #expect(counts.count == PlistMutator.kinds.count)
    #expect(counts.values.allSatisfy { $0 > 300 }, "\(counts)")
    // The stricter cases stay the exception.
    #expect(stricter.values.reduce(0, +) < 1_500, "\(stricter)")
  }
}
