/// Single byte ranges (`Range: bytes=a-b`), which browsers ask for when
/// they play or seek a video.
enum ByteRange {
    /// The response for `bytes` given the request's `Range` header: the
    /// whole file, one part (206), or 416 for a range outside it. A header
    /// this does not understand (several ranges, other units) gets the whole file.
    static func respond(to header: String?, bytes: [UInt8], contentType: String) -> Response {
        guard let header, let range = parse(header, size: bytes.count) else {
            return Response(status: .ok, contentType: contentType, body: bytes)
        }
        guard let bounds = range else {
            var response = Response(status: .rangeNotSatisfiable)
            response.headers.append(("Content-Range", "bytes */\(bytes.count)"))
            return response
        }
        var response = Response(status: .partialContent, contentType: contentType, body: Array(bytes[bounds]))
        response.headers.append(("Content-Range", "bytes \(bounds.lowerBound)-\(bounds.upperBound)/\(bytes.count)"))
        return response
    }

    /// `nil`: not a single byte range; `.some(nil)`: unsatisfiable.
    static func parse(_ header: String, size: Int) -> ClosedRange<Int>?? {
        guard header.hasPrefix("bytes="), !header.contains(",") else { return nil }
        let spec = header.dropFirst("bytes=".count)
        guard let dash = spec.firstIndex(of: "-") else { return nil }
        let first = spec[..<dash], last = spec[spec.index(after: dash)...]
        if first.isEmpty {
            guard let suffix = Int(last), suffix > 0 else { return .some(nil) }
            return size == 0 ? .some(nil) : .some(max(0, size - suffix)...(size - 1))
        }
        guard let start = Int(first), start >= 0 else { return nil }
        guard start < size else { return .some(nil) }
        if last.isEmpty { return .some(start...(size - 1)) }
        guard let end = Int(last), end >= start else { return nil }
        return .some(start...min(end, size - 1))
    }
}
