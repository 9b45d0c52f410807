// On Linux the notesite binary runs on mimalloc instead of glibc's malloc:
// a build makes many small strings and arrays, and a large one takes about a
// tenth less time this way (bench/README.md). Importing the module links the
// library, and a linked mimalloc replaces malloc for the whole process.
#if canImport(CMimalloc)
import CMimalloc
#endif
