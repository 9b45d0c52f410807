// On Linux the notesite binary runs on mimalloc instead of glibc's malloc:
// a build makes many small strings and arrays, and a large one takes about a
// tenth less time this way (bench/README.md). Importing the module links the
// library, and a linked mimalloc replaces malloc for the whole process.
#if canImport(CMimalloc)
import CMimalloc
#endif

enum Allocator {
    /// `serve` lives long and rebuilds again and again: memory a rebuild
    /// freed goes back to the system at once instead of after mimalloc's
    /// usual delay, which otherwise kept 20-30% more resident between edits
    /// (bench/serve/README.md). A one-off `build` keeps the default.
    static func prepare(for arguments: [String]) {
        #if canImport(CMimalloc)
        if arguments.first == "serve" { mi_option_set(mi_option_decommit_delay, 0) }
        #endif
    }
}
