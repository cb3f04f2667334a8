/// `recipes --check-data` on a Cooklang collection: every file read
/// afresh. Errors: a file that cannot be read, is not UTF-8 or is too
/// large, front matter that is neither YAML nor `key: value` lines (the
/// reader's errors), a cycle of references between recipes. Warnings: the
/// reader's (an unknown unit, an unclosed `{` …), a reference to a recipe
/// that is not there, a picture without a recipe, a folder that cannot be
/// walked or is met twice.
struct CooklangCheck {
  let root: String

  func run() -> BundleReport {
    let scan = CooklangFolderScan(root: root)
    var problems: [BundleProblem] = []
    for problem in scan.problems {
      problems.append(BundleProblem(.warning, file: problem.path.isEmpty ? "." : problem.path, message: problem.message))
    }
    let ids = Set(scan.files.map(\.id))
    var references: [String: [(id: String, line: Int, column: Int)]] = [:]
    var readable = 0
    var byFile: [String: [BundleProblem]] = [:]
    for file in scan.files {
      let reading = CooklangReading(path: root + "/" + file.path, stamp: nil)
      var own: [BundleProblem] = []
      if let failure = reading.failure {
        own.append(BundleProblem(.error, file: file.path, message: failure.message))
      }
      if let result = reading.result {
        readable += 1
        for problem in result.problems {
          own.append(
            BundleProblem(
              problem.severity == .error ? .error : .warning, file: file.path, line: problem.line,
              column: problem.column, message: BundleProblem.printable(problem.message, limit: 200)))
        }
        for ingredient in result.recipe.ingredients {
          guard let reference = ingredient.reference else { continue }
          let target = Self.referencedID(reference)
          if ids.contains(target) {
            references[file.id, default: []].append((target, ingredient.line, ingredient.column))
          } else {
            own.append(
              BundleProblem(
                .warning, file: file.path, line: ingredient.line, column: ingredient.column,
                message: "reference to a missing recipe \(BundleProblem.printable(reference, limit: 80))"))
          }
        }
      }
      byFile[file.path] = own
    }
    for (id, cycle) in Self.cycles(references) {
      guard let file = scan.files.first(where: { $0.id == id }) else { continue }
      let place = references[id]?.first { $0.id == cycle.dropFirst().first }
      byFile[file.path, default: []].append(
        BundleProblem(
          .error, file: file.path, line: place?.line, column: place?.column,
          message: "reference cycle: "
            + cycle.map { BundleProblem.printable($0, limit: 80) }.joined(separator: " → ")))
    }
    for file in scan.files {
      let own = (byFile[file.path] ?? []).sorted {
        ($0.lineNumber ?? 0, $0.column ?? 0) < ($1.lineNumber ?? 0, $1.column ?? 0)
      }
      problems += own
    }
    for picture in scan.pictures where !Self.hasRecipe(picture: picture, ids: ids) {
      problems.append(BundleProblem(.warning, file: picture, message: "a picture without a recipe"))
    }
    let categories = Set(scan.files.map(\.category)).count
    return BundleReport(
      problems: problems, cuisineCount: max(categories, scan.folders.count), dishCount: scan.files.count,
      pageCount: readable, isUsable: true, isCollection: true)
  }

  /// The dish id a reference names: `./Sauces/Hollandaise` is
  /// `Sauces/Hollandaise` (relative to the collection's root).
  static func referencedID(_ reference: String) -> String {
    var path = Substring(reference)
    while path.hasPrefix("./") { path = path.dropFirst(2) }
    while path.hasPrefix("/") { path = path.dropFirst() }
    if path.lowercased().hasSuffix(".cook") { path = path.dropLast(5) }
    return String(path)
  }

  /// Whether the picture `Name.jpg` or `Name.3.png` has a recipe `Name`.
  static func hasRecipe(picture: String, ids: Set<String>) -> Bool {
    guard let dot = picture.lastIndex(of: ".") else { return false }
    let stem = picture[..<dot]
    if ids.contains(String(stem)) { return true }
    if let inner = stem.lastIndex(of: "."), Int(stem[stem.index(after: inner)...]) != nil {
      return ids.contains(String(stem[..<inner]))
    }
    return false
  }

  /// Each recipe that is part of a cycle of references, with the cycle
  /// from it back to it (`A → B → A`). Iterative, so deep chains cannot
  /// overflow the stack.
  static func cycles(_ graph: [String: [(id: String, line: Int, column: Int)]]) -> [(String, [String])] {
    var result: [(String, [String])] = []
    var state: [String: Int] = [:]  // 1 on the path, 2 done
    for start in graph.keys.sorted() where state[start] == nil {
      var path: [String] = [start]
      var next: [Int] = [0]
      state[start] = 1
      while let node = path.last {
        let edges = graph[node] ?? []
        let index = next[next.count - 1]
        if index < edges.count {
          next[next.count - 1] += 1
          let target = edges[index].id
          switch state[target] {
          case nil:
            state[target] = 1
            path.append(target)
            next.append(0)
          case 1:
            if let from = path.firstIndex(of: target) {
              let cycle = Array(path[from...]) + [target]
              for member in path[from...] where !result.contains(where: { $0.0 == member }) {
                let at = cycle.firstIndex(of: member) ?? 0
                result.append((member, Array(cycle[at..<(cycle.count - 1)] + cycle[0...at])))
              }
            }
          default:
            break
          }
        } else {
          state[node] = 2
          path.removeLast()
          next.removeLast()
        }
      }
    }
    return result
  }
}
