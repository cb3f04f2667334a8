// `make import-check DIR=...`: how many saved pages the importer reads with
// all five core fields right (see RecipeKit's ImportCheck). Prints one line
// per failing page (its name and the fields that differ), then the figure.
// Page names and fields are ours or the folder's file names, printed with
// control characters replaced.
import FoundationEssentials
import Glibc
import RecipeKit

let arguments = CommandLine.arguments.dropFirst()
// `--show PAGE.html`: the core fields as read, one per line (a developer's
// aid while comparing with the expected JSON).
if arguments.count == 2, arguments.first == "--show", let path = arguments.last {
  let bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
  do throws(ImportError) {
    let recipe = try HTMLRecipeReader.read(bytes)
    print("title\t\(recipe.title)")
    for line in recipe.ingredients { print("ingredient\t\(line)") }
    for line in recipe.instructions { print("instruction\t\(line)") }
    print("yields\t\(recipe.yields ?? "-")")
    print("total\t\(recipe.totalMinutes.map(String.init) ?? "-")")
  } catch {
    print("error\t\(error)")
  }
  exit(0)
}
guard arguments.count == 1, let folder = arguments.first else {
  print("usage: import-check DIR")
  exit(2)
}
let results = ImportCheck.run(folder: folder)
guard !results.isEmpty else {
  print("import-check: no NAME.html with NAME.json under the folder")
  exit(2)
}
func printable(_ text: String) -> String {
  String(
    String.UnicodeScalarView(
      text.unicodeScalars.map {
        $0.properties.generalCategory == .control ? "?" : $0
      }))
}
for result in results where !result.passed {
  print("\(printable(result.name)): \(result.failures.joined(separator: ", "))")
}
let passed = results.filter(\.passed).count
let percent = Double(passed * 1000 / results.count) / 10
print("\(passed) of \(results.count) pages have all five core fields right (\(percent)%)")
