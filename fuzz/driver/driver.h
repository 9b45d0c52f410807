// libFuzzer's documented entry for programs that keep their own main():
// it parses the usual libFuzzer flags from argv and calls `callback` per input.
// The definition comes from the runtime that -sanitize=fuzzer links in.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
