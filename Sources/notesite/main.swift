import Foundation
import NoteSiteCLI

exit(NoteSiteCommand.main(Array(CommandLine.arguments.dropFirst())))
