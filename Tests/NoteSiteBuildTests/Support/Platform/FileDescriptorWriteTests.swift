import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSupport

@Suite struct FileDescriptorWriteTests {
    @Test("writes the bytes it is given to a file descriptor")
    func writes() throws {
        let root = try TemporaryFolder()
        let path = root.path("out.txt").path
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(fd >= 0)
        let bytes = Array("notesite\n".utf8)
        let written = bytes.withUnsafeBytes { FileDescriptorWrite.write(fd, $0.baseAddress!, $0.count) }
        close(fd)
        #expect(written == bytes.count)
        #expect(FileManager.default.contents(atPath: path) == Data(bytes))
    }

    @Test("answers -1 with errno set on a closed descriptor")
    func closedDescriptor() {
        let byte: [UInt8] = [0]
        let written = byte.withUnsafeBytes { FileDescriptorWrite.write(-1, $0.baseAddress!, 1) }
        #expect(written == -1)
        #expect(errno == EBADF)
    }
}
