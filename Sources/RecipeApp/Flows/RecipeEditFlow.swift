import FoundationEssentials
import RecipeKit
import TermUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Editing a Cooklang source's files (issue 26 §4): `e` opens a recipe's
/// file in the user's editor, `E` makes a new recipe and opens it. The
/// terminal is handed over exactly as for ctrl-z (`Terminal.handOver`),
/// and what the editor left is read again on return through `refresh`
/// (the sources-and-watching flow), so the page, the list and the rows
/// follow with their places kept.
///
/// Only a source whose files can change has one (the iPad bundle is
/// read-only: the coordinator says so instead).
final class RecipeEditFlow {
  private let source: any RefreshableSource
  private let terminal: any Terminal
  private let labels: Labels
  /// Says something on the bottom line.
  private let warn: (String) -> Void
  /// Reads again what changed: absolute paths, and whether entries came
  /// or went (a new or removed file).
  private let refresh: (_ paths: [String], _ structural: Bool) -> Void
  /// The editor to run (`$VISUAL`, `$EDITOR`, `vi`); nil where there is
  /// no terminal to hand over (`--render`): `e` then says so.
  var editor: EditorCommand?
  /// Runs the editor on a path and returns its exit status (nil when it
  /// could not start); tests put a function that edits the file here.
  var runEditor: ((String) -> Int32?)?
  /// How many times an editor was run (tests).
  private(set) var editCount = 0

  init?(
    source: any RecipeSource, terminal: any Terminal, labels: Labels,
    warn: @escaping (String) -> Void,
    refresh: @escaping (_ paths: [String], _ structural: Bool) -> Void
  ) {
    guard let source = source as? any RefreshableSource else { return nil }
    self.source = source
    self.terminal = terminal
    self.labels = labels
    self.warn = warn
    self.refresh = refresh
  }

  /// `e`: dish `id`'s file in the editor, read again after it. False when
  /// the dish has no file (the warning says why).
  @discardableResult
  func edit(dishID id: String) -> Bool {
    guard let url = source.fileURL(forDishID: id) else {
      warn(labels.noFileToEdit)
      return false
    }
    let path = url.path
    guard runEditor(on: path) else { return false }
    // A file the editor removed or renamed: the folder is walked again.
    refresh([path], !Self.exists(path))
    return true
  }

  /// `E`'s answer: a new recipe called `title` in category `categoryID`
  /// (the root for the app's own lists), opened in the editor; removed
  /// again when the editor leaves it as it was made. Returns the new
  /// dish's id and category id when it was kept.
  func create(title: String, categoryID: String?) -> (dishID: String, categoryID: String)? {
    let root = Self.trimmed(source.folder.path)
    let category =
      categoryID.flatMap { id in
        source.categories.contains { $0.idstr == id && id != CooklangSource.rootCategoryID }
          ? id : nil
      }
    let folder = category.map { root + "/" + $0 } ?? root
    let text = NewRecipeFile.text(title: title, chinese: labels.language == .zh)
    let path: String
    do {
      path = try NewRecipeFile.create(in: folder, title: title, text: text)
    } catch {
      switch error {
      case .emptyTitle: warn(labels.titleNeeded)
      case .cannotCreate(let reason): warn(labels.cannotCreateRecipe(Sanitized.oneLine(reason)))
      }
      return nil
    }
    let made = Array(text.utf8)
    guard runEditor(on: path), let now = NewRecipeFile.contents(of: path), now != made else {
      // Left as it was made (or the editor never ran): not kept.
      if NewRecipeFile.contents(of: path) == made { unlink(path) }
      if editorStarted { warn(labels.newRecipeUnchanged) }
      refresh([path], true)
      return nil
    }
    refresh([path], true)
    let fileName = String(path.dropFirst(folder.count + 1).dropLast(".cook".count))
    let dishID = category.map { $0 + "/" + fileName } ?? fileName
    return (dishID, category ?? CooklangSource.rootCategoryID)
  }

  /// Whether the last `runEditor(on:)` started the editor.
  private var editorStarted = false

  /// Hands the terminal to the editor on `path` and takes it back; false
  /// (with a warning) when there is no editor or it could not start.
  private func runEditor(on path: String) -> Bool {
    editorStarted = false
    let run: (String) -> Int32?
    if let runEditor {
      run = runEditor
    } else if let editor {
      run = { editor.run(path: $0) }
    } else {
      warn(labels.editingNeedsTerminal)
      return false
    }
    var status: Int32?
    editCount += 1
    terminal.handOver { status = run(path) }
    // 127: the shell's "command not found" (an editor run through `env`).
    guard let status, status != 127 else {
      let name = (editor?.words ?? []).joined(separator: " ")
      warn(labels.cannotStartEditor(Sanitized.oneLine(name)))
      return false
    }
    editorStarted = true
    if status != 0 { warn(labels.editorFailed(Int(status))) }
    return true
  }

  private static func exists(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
  }

  private static func trimmed(_ path: String) -> String {
    var path = path
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
  }
}
