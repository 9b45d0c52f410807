import Foundation
import NoteSiteCLI

let arguments = Array(CommandLine.arguments.dropFirst())
Allocator.prepare(for: arguments)
exit(NoteSiteCommand.main(arguments))
