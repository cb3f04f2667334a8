import Foundation
import TestSupport
import Testing

@testable import RecipeApp

/// `make install`, `make uninstall` and `make deb` with the release binary
/// that `make test` has built (`-o release`: make builds nothing here), and
/// the installed program run from elsewhere with no flags.
@Suite(
  .serialized,
  .enabled(if: releaseBinaryExists, "no release build (run `make release`)"),
  .enabled(if: PackagePaths.which("make") != nil, "make is not installed"))
struct InstallTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("recipes-install-\(UUID().uuidString)")
  let path = "/usr/bin:/bin:/usr/sbin:/sbin"

  func make(_ arguments: [String]) throws -> ProcessResult {
    try runProcess(
      try #require(PackagePaths.which("make")),
      ["--no-print-directory", "-o", "release"] + arguments,
      environment: ["PATH": path, "LANG": "C.UTF-8", "HOME": folder.path],
      currentDirectory: PackagePaths.root)
  }

  /// Runs an installed `recipes` from `folder/elsewhere`, with a clean
  /// environment (no `RECIPES_DATA`, empty XDG folders).
  func runInstalled(_ binary: URL, _ arguments: [String]) throws -> ProcessResult {
    let elsewhere = folder.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    return try runProcess(
      binary, arguments,
      environment: ["PATH": path, "LANG": "C.UTF-8", "HOME": elsewhere.path]
        .merging(TemporaryXDG.environment()) { $1 },
      currentDirectory: elsewhere)
  }

  /// Every file under `root`, relative, sorted.
  func files(under root: URL) -> [String] { FolderFiles.relativePaths(under: root) }

  /// The installed program draws and prints from its own data.
  func expectItRuns(_ binary: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let render = try runInstalled(binary, ["--render", "100x30"])
    #expect(render.status == 0, "\(render.stderr)", sourceLocation: sourceLocation)
    #expect(render.stdout.hasPrefix(" [≡ Recipes] 家常菜"), sourceLocation: sourceLocation)
    let print = try runInstalled(binary, ["--print", "青椒肉丝"])
    #expect(print.status == 0, "\(print.stderr)", sourceLocation: sourceLocation)
    #expect(print.stdout.hasPrefix("青椒肉丝\n"), sourceLocation: sourceLocation)
  }

  @Test func installRunsFromElsewhereAndUninstallLeavesNothing() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let stage = folder.appendingPathComponent("stage")
    let install = try make(["install", "DESTDIR=\(stage.path)", "PREFIX=/opt/cook"])
    #expect(install.status == 0, "\(install.stderr)")

    let data = files(under: PackagePaths.data).map { "opt/cook/share/recipes/Data/" + $0 }
    // The Cooklang collection ships too, names with spaces and all.
    #expect(data.contains("opt/cook/share/recipes/Data/Cooklang/Mains/Roast Chicken.cook"))
    #expect(data.contains("opt/cook/share/recipes/Data/Cooklang/config/aisle.conf"))
    let share = [GeneratedFile.man, .bash, .zsh, .fish].map { "opt/cook/share/" + $0.installedPath }
    #expect(files(under: stage) == (["opt/cook/bin/recipes"] + share + data).sorted())
    let binary = stage.appendingPathComponent("opt/cook/bin/recipes")
    // readelf comes with binutils, whose `strip` the install uses.
    let readelf = try #require(PackagePaths.which("readelf"), "binutils is not installed")
    let sections = try runProcess(readelf, ["-S", binary.path])
    #expect(sections.status == 0 && !sections.stdout.contains(".symtab"), "not stripped")
    try expectItRuns(binary)

    // Through a symbolic link elsewhere, the program still finds its data.
    let link = folder.appendingPathComponent("links/recipes")
    try FileManager.default.createDirectory(
      at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: binary)
    #expect(try runInstalled(link, ["--print", "102"]).status == 0)

    let uninstall = try make(["uninstall", "DESTDIR=\(stage.path)", "PREFIX=/opt/cook"])
    #expect(uninstall.status == 0, "\(uninstall.stderr)")
    #expect(files(under: stage).isEmpty)
    #expect(!FileManager.default.fileExists(atPath: stage.path + "/opt/cook/share/recipes"))
  }

  @Test(.enabled(if: PackagePaths.which("dpkg-deb") != nil, "dpkg-deb is not installed"))
  func theDebianPackageUnpacksAndRuns() throws {
    let dpkgDeb = try #require(PackagePaths.which("dpkg-deb"))
    defer { try? FileManager.default.removeItem(at: folder) }
    let deb = folder.appendingPathComponent("recipes.deb")
    let built = try make(["deb", "DEB=\(deb.path)"])
    #expect(built.status == 0, "\(built.stdout)\n\(built.stderr)")

    let fields = try runProcess(dpkgDeb, ["-f", deb.path, "Package", "Version", "Depends"])
    #expect(fields.stdout.contains("Package: recipes\n"))
    #expect(fields.stdout.contains("Version: \(RecipesCommand.version)\n"))
    let depends = fields.stdout.split(separator: "\n").first { $0.hasPrefix("Depends: ") } ?? ""
    for library in ["libc6", "libncursesw6", "libxml2", "libyaml-0-2"] {
      #expect(depends.contains(library), "\(depends)")
    }
    let contents = try runProcess(dpkgDeb, ["-c", deb.path]).stdout
    for file in [
      "./usr/bin/recipes", "./usr/share/recipes/Data/Plist/food_types.plist",
      "./usr/share/recipes/Data/Cooklang/Mains/Roast Chicken.cook",
      "./usr/share/man/man1/recipes.1.gz", "./usr/share/doc/recipes/copyright",
      "./usr/share/doc/recipes/changelog.Debian.gz",
      "./usr/share/bash-completion/completions/recipes",
      "./usr/share/zsh/vendor-completions/_recipes",
      "./usr/share/fish/vendor_completions.d/recipes.fish",
    ] {
      #expect(contents.contains(" " + file + "\n"), "\(file)")
    }

    let root = folder.appendingPathComponent("root")
    let unpacked = try runProcess(dpkgDeb, ["-x", deb.path, root.path])
    #expect(unpacked.status == 0, "\(unpacked.stderr)")
    try expectMD5Sums(deb: deb, root: root, dpkgDeb: dpkgDeb)
    // The changelog's latest entry is this version.
    let changelog = try String(
      contentsOf: PackagePaths.root.appendingPathComponent(".ci/deb/changelog"), encoding: .utf8)
    #expect(changelog.hasPrefix("recipes (\(RecipesCommand.version)) "))
    let binary = root.appendingPathComponent("usr/bin/recipes")
    let version = try runInstalled(binary, ["--version"])
    #expect(version.stdout == "recipes \(RecipesCommand.version)\n")
    try expectItRuns(binary)
  }

  /// Issue 31, item 17: `DEBIAN/md5sums` names every file of the package
  /// once, with its checksum.
  func expectMD5Sums(deb: URL, root: URL, dpkgDeb: URL) throws {
    let sums = try runProcess(dpkgDeb, ["-I", deb.path, "md5sums"])
    #expect(sums.status == 0, "no md5sums: \(sums.stderr)")
    let listed = sums.stdout.split(separator: "\n").map { line in
      (sum: String(line.prefix(32)), file: String(line.dropFirst(34)))
    }
    var files = Set(self.files(under: root))
    files.remove("")
    #expect(Set(listed.map(\.file)) == files)
    let md5sum = try #require(PackagePaths.which("md5sum"))
    for entry in listed.prefix(5) {
      let check = try runProcess(md5sum, [root.appendingPathComponent(entry.file).path])
      #expect(check.stdout.hasPrefix(entry.sum), "\(entry.file)")
    }
  }

  /// Issue 31, item 17: lintian finds no error in the package (it found
  /// the missing changelog).
  @Test(
    .enabled(if: PackagePaths.which("lintian") != nil, "lintian is not installed"),
    .enabled(if: PackagePaths.which("dpkg-deb") != nil, "dpkg-deb is not installed"))
  func lintianFindsNoError() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let deb = folder.appendingPathComponent("recipes.deb")
    let built = try make(["deb", "DEB=\(deb.path)"])
    #expect(built.status == 0, "\(built.stdout)\n\(built.stderr)")
    let lintian = try runProcess(
      try #require(PackagePaths.which("lintian")), ["--no-cfg", deb.path],
      environment: ["PATH": path, "LANG": "C.UTF-8", "HOME": folder.path])
    let errors = lintian.stdout.split(separator: "\n").filter { $0.hasPrefix("E: ") }
    #expect(errors.isEmpty, "\(lintian.stdout)\n\(lintian.stderr)")
  }
}

/// Whether `make release` has built the binary `make install` copies.
private var releaseBinaryExists: Bool {
  FileManager.default.isExecutableFile(
    atPath: PackagePaths.root.appendingPathComponent(".build/release/recipes").path)
}
