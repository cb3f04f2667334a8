import FoundationEssentials

/// `make import-check`: reads each saved page of a folder (`NAME.html` with
/// `NAME.json` beside it, any depth) and compares the five core fields with
/// the expected ones: `title`, `ingredients`, `instructions_list`, the
/// number in `yields`, `total_time` (minutes).
///
/// A field missing from the expected JSON is not checked; one that is
/// `null` expects nothing (no yield number, no total time).
public enum ImportCheck {
  /// One page's outcome.
  public struct PageResult: Sendable {
    /// The page's path relative to the folder, without `.html`.
    public var name: String
    /// The core fields that differ (`title`, `ingredients`, …), or
    /// `read (why)` when the page gave no recipe.
    public var failures: [String]

    public var passed: Bool { failures.isEmpty }
  }

  /// The fields of `recipe` (nil: the page gave none, `error` says why)
  /// that differ from `expected`.
  public static func failures(
    of recipe: ImportedRecipe?, error: ImportError? = nil, expected: JSONValue
  ) -> [String] {
    guard let recipe else { return ["read (\(error?.description ?? "no recipe found"))"] }
    var failures: [String] = []
    if let title = expected["title"], title != .null,
      ImportText.collapsed(Substring(title.text ?? "")) != recipe.title
    {
      failures.append("title")
    }
    if let ingredients = expected["ingredients"], !sameLines(ingredients, recipe.ingredients) {
      failures.append("ingredients")
    }
    if let steps = expected["instructions_list"], !sameLines(steps, recipe.instructions) {
      failures.append("instructions")
    }
    if let yields = expected["yields"] {
      let wanted = yields.text.flatMap(ImportedRecipe.firstNumber(in:))
      if wanted != recipe.yieldNumber { failures.append("yields") }
    }
    if let total = expected["total_time"] {
      let wanted = total.text.flatMap { Int($0) }
      if wanted != recipe.totalMinutes { failures.append("total_time") }
    }
    return failures
  }

  /// Lists compare line by line after collapsing white space.
  private static func sameLines(_ expected: JSONValue, _ ours: [String]) -> Bool {
    let wanted = expected.list.compactMap(\.text).map { ImportText.collapsed(Substring($0)) }
    return wanted == ours.map { ImportText.collapsed(Substring($0)) }
  }

  /// Checks every page under `folder`, sorted by name.
  public static func run(folder: String) -> [PageResult] {
    pagePaths(in: folder).map { name in
      let base = folder + "/" + name
      let expectedBytes = RecipePageParser.readFile(atPath: base + ".json", maxBytes: 1 << 24) ?? []
      let expected =
        (try? TolerantJSON.decode(String(decoding: expectedBytes, as: UTF8.self))) ?? .null
      guard
        let page = RecipePageParser.readFile(
          atPath: base + ".html", maxBytes: HTMLRecipeReader.maxBytes)
      else {
        return PageResult(name: name, failures: ["read (too large or unreadable)"])
      }
      do throws(ImportError) {
        let recipe = try HTMLRecipeReader.read(page)
        return PageResult(name: name, failures: failures(of: recipe, expected: expected))
      } catch {
        return PageResult(name: name, failures: failures(of: nil, error: error, expected: expected))
      }
    }
  }

  /// `NAME` for each `NAME.html` with a `NAME.json` beside it.
  static func pagePaths(in folder: String) -> [String] {
    let paths = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
    var names: [String] = []
    for path in paths {
      guard path.hasSuffix(".html") else { continue }
      let name = String(path.dropLast(5))
      if FileManager.default.fileExists(atPath: folder + "/" + name + ".json") {
        names.append(name)
      }
    }
    return names.sorted()
  }
}
