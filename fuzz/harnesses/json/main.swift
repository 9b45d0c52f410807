import CFuzzerDriver
import Foundation

// SwiftPM points an executable's `main` at this file's code, so libFuzzer's
// own `main` never runs; hand the command line to its driver instead.
var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
var count = CommandLine.argc
exit(LLVMFuzzerRunDriver(&count, &arguments) { fuzzJSON($0, $1) })
