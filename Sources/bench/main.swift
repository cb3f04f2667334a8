// `bench`: benchmarks of the recipe browser (see BenchCommand for usage).
import Foundation

exit(BenchCommand(arguments: Array(CommandLine.arguments.dropFirst())).run())
