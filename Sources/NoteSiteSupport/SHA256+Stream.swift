extension SHA256 {
    /// A digest fed in pieces, for a file written as it is made: through the
    /// system's libcrypto when it is there, else the portable code.
    package final class Stream {
        private var system: UnsafeMutableRawPointer?
        private var portable = Portable()

        package init(useSystem: Bool = true) {
            system = useSystem ? SystemSHA256.startContext() : nil
        }

        package func update(_ buffer: UnsafeRawBufferPointer) {
            if let system { SystemSHA256.update(system, with: buffer) } else { portable.update(buffer) }
        }

        /// The digest as 64 lower-case hex digits; call once.
        package func finalize() -> String {
            guard let context = system else { return portable.finalize() }
            system = nil
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { digest in
                SystemSHA256.finish(context, into: digest.baseAddress!)
                return hexDigits(of: UnsafeBufferPointer(digest))
            }
        }

        deinit { system?.deallocate() }
    }
}
