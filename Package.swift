// swift-tools-version:6.0
// The split-view toolkit and the `recipes` browser. No outside packages: the
// only dependencies are the toolchain and four Debian C libraries found with
// pkg-config (ncursesw, libxml-2.0, yaml-0.1, libarchive).
import PackageDescription

let package = Package(
  name: "recipes",
  products: [
    .executable(name: "recipes", targets: ["recipes"]),
    .library(name: "SplitLayout", targets: ["SplitLayout"]),
    .library(name: "TermUI", targets: ["TermUI"]),
  ],
  targets: [
    // C libraries from Debian, through pkg-config.
    .systemLibrary(
      name: "CNcursesw",
      pkgConfig: "ncursesw",
      providers: [.apt(["libncurses-dev"])]
    ),
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]
    ),
    // YAML front matter of Cooklang recipes (see DECISIONS.md, 2026-12-03).
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"])]
    ),
    // Zip and gzip for the importer (Paprika exports); see DECISIONS.md.
    .systemLibrary(
      name: "CArchive",
      pkgConfig: "libarchive",
      providers: [.apt(["libarchive-dev"])]
    ),
    // Async-signal-safe terminal restore (see DECISIONS.md, 2026-11-29).
    .target(name: "CTerminalGuard"),
    // wcwidth(3) and the UTF-8 locale set-up (Swift's Glibc module hides wcwidth).
    .target(name: "CWidth"),

    // Starting a child process with posix_spawn in a clean signal state (the
    // editor, the pager, the tests' runners): imports Glibc alone.
    .target(name: "ChildProcess"),
    // Pure geometry: imports nothing, not even Foundation.
    .target(name: "SplitLayout"),
    // Cells, canvas, views, controllers, the Terminal protocol, headless terminal.
    .target(name: "TermUI", dependencies: ["SplitLayout", "CWidth"]),
    // The only importer of CNcursesw.
    .target(name: "CursesTerminal", dependencies: ["TermUI", "CNcursesw", "CTerminalGuard"]),
    // The domain: bundles, plists, recipe pages through libxml2, Cooklang
    // recipes (front matter through libyaml), importers (zip/gzip through libarchive).
    .target(name: "RecipeKit", dependencies: ["CLibXML2", "CYAML", "CArchive"]),
    // The app: controllers, composition root, command line.
    .target(name: "RecipeApp", dependencies: ["SplitLayout", "TermUI", "RecipeKit", "ChildProcess"]),
    // share/: the man page and completions, generated from the option table
    // (`make man completions`) and installed by `make install`.
    .executableTarget(
      name: "recipes", dependencies: ["RecipeApp", "CursesTerminal", "TermUI"],
      exclude: ["share"]),
    // In-process benchmarks (release build, `make bench`).
    // recorded.json: the reference figures the bench compares with (read at run time).
    // LOG.md: the measurements behind DECISIONS.md's entries.
    .executableTarget(
      name: "bench",
      dependencies: [
        "RecipeApp", "RecipeKit", "TermUI", "SplitLayout", "CLibXML2", "ChildProcess",
      ],
      exclude: ["recorded.json", "LOG.md"]),
    // Writes RecipeKit's pinyin table from Unihan_Readings.txt (`make pinyin-table`).
    .executableTarget(name: "pinyin-table", dependencies: ["RecipeKit"]),
    // Scores the importer on a folder of saved pages (`make import-check DIR=...`).
    .executableTarget(name: "import-check", dependencies: ["RecipeKit"]),
    .target(name: "TestSupport", dependencies: ["TermUI", "SplitLayout", "ChildProcess"]),
    // Test only, never a product: `recipes` with a terminal that traps at the
    // first key, for the terminal restore tests (the trap stays out of the product).
    .executableTarget(
      name: "TrapHarness", dependencies: ["RecipeApp", "CursesTerminal", "TermUI", "SplitLayout"],
      path: "Tests/TrapHarness"),

    .testTarget(name: "SplitLayoutTests", dependencies: ["SplitLayout", "TestSupport"]),
    .testTarget(
      name: "TermUITests", dependencies: ["TermUI", "SplitLayout", "TestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(name: "CursesTerminalTests", dependencies: ["CursesTerminal", "TermUI"]),
    .testTarget(
      name: "RecipeKitTests", dependencies: ["RecipeKit", "TestSupport"],
      // SourceFixtures: one folder per kind of recipe source, for the
      // conformance suite (RecipeSourceConformanceTests). ImportFixtures:
      // the importer's own pages, RecipeMD files and Nextcloud folders.
      resources: [.copy("Fixtures"), .copy("SourceFixtures"), .copy("ImportFixtures")]),
    .testTarget(
      name: "RecipeAppTests",
      dependencies: [
        "RecipeApp", "RecipeKit", "TermUI", "SplitLayout", "TestSupport", "CursesTerminal",
        // The plist readers' differential test checks well-formedness with libxml2 alone.
        "CLibXML2",
      ],
      // Cooklang/Oracle: the differential test's venv set-up and oracle script.
      exclude: ["Snapshots", "Cooklang/Oracle", "Cooklang/Snapshots"]),
  ],
  swiftLanguageModes: [.v6]
)
