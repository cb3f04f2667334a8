/// The subcommands. Adding an option is one row here (and its case in the
/// subcommand's parser); `make man completions` then rewrites the man page
/// and the completion scripts.
extension SubcommandSpec {
  static let all: [SubcommandSpec] = [importCommand, exportCommand]

  static let importCommand = SubcommandSpec(
    name: "import", synopsis: "[--into DIR] [--dry-run] [--format cooklang|json] SOURCE...",
    summary: "read saved pages, JSON, Nextcloud, Paprika or RecipeMD into Cooklang files",
    english: "Reads recipes into Cooklang files, offline: a saved web page (.html, .htm), a"
      + " schema.org JSON file, a Nextcloud Cookbook folder, a Paprika export"
      + " (.paprikarecipes), a RecipeMD file (.md), a folder of these, or - (standard input)."
      + " Each recipe becomes Title.cook (never over another file: Title (2).cook), its"
      + " ingredient lines read into amounts. One line a source on standard error: imported,"
      + " skipped (no recipe found) or failed (why); exit 1 when any source did not import.",
    operands: .files,
    options: [
      Option(
        name: "--into", argument: "DIR", completion: .folders,
        english: "the folder to write into (default: the config's import_into, else the first"
          + " Cooklang source, else $XDG_DATA_HOME/recipes)"),
      Option(name: "--dry-run", english: "write nothing: print the .cook text instead"),
      Option(
        name: "--format", argument: "FORMAT", values: ["cooklang", "json"], completion: .values,
        english: "with --dry-run, json prints one JSON object a recipe (with ingredients_parsed)"),
      Option(name: "--help", english: "the usage"),
    ])

  static let exportCommand = SubcommandSpec(
    name: "export", synopsis: "--to DIR [--format cooklang|json] [--data DIR]",
    summary: "write every recipe of a source as Cooklang files or one JSON file",
    english: "Writes every recipe of a source (the bundle too) as .cook files, one folder a"
      + " category, or (json) one DIR/recipes.json holding an array of the objects --print"
      + " --format json writes. The bundle's introduction becomes the description, its tips"
      + " notes, its difficulty and time metadata, its ingredient groups leading sections."
      + " DIR must be new or empty, else exit 2.",
    operands: .none,
    options: [
      Option(
        name: "--to", argument: "DIR", completion: .folders,
        english: "the folder to write into: new or empty"),
      Option(
        name: "--format", argument: "FORMAT", values: ["cooklang", "json"], completion: .values,
        english: "cooklang (default): .cook files; json: one recipes.json"),
      Option(
        name: "--data", argument: "DIR", completion: .folders,
        english: "the source to export (default: the one recipes opens)"),
      Option(name: "--help", english: "the usage"),
    ])
}
