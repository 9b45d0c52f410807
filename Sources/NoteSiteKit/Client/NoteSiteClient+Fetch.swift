import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension NoteSiteClient {
    /// One document: revalidated from the cache, else the cache, else the bundled copy.
    /// A response is stored only once it decodes, so a bad one never replaces a good cache.
    func fetch<Value: Decodable & Sendable>(_ type: Value.Type, at path: String) async throws -> Fetched<Value> {
        let cached = cache.flatMap { CachedResponse.read(path, in: $0) }
        let usable = cached.flatMap { response in (try? decode(type, response.body)).map { (response, $0) } }
        var request = URLRequest(url: url.appendingPathComponent(path), timeoutInterval: timeout + 1)
        if let (response, _) = usable {
            if let etag = response.etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
            if let date = response.lastModified { request.setValue(date, forHTTPHeaderField: "If-Modified-Since") }
        }
        let failure: NoteSiteClientError.Reason
        do {
            let (body, response) = try await send(request)
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            if status == 304, let (_, value) = usable {
                return Fetched(value: value, source: .cache)
            } else if (200..<300).contains(status) {
                do {
                    let value = try decode(type, body)
                    if let cache {
                        let headers = response as? HTTPURLResponse
                        CachedResponse(etag: headers?.value(forHTTPHeaderField: "ETag"),
                                       lastModified: headers?.value(forHTTPHeaderField: "Last-Modified"),
                                       body: body).write(path, in: cache)
                    }
                    return Fetched(value: value, source: .network)
                } catch {
                    failure = .undecodable(String(describing: error))
                }
            } else {
                failure = .status(status)
            }
        } catch let error as NoteSiteClientError {
            failure = error.reason
        } catch let error as URLError where error.code == .timedOut {
            failure = .timeout
        } catch {
            failure = .network(error.localizedDescription)
        }
        if let (_, value) = usable { return Fetched(value: value, source: .cache) }
        if let bundled, let data = try? Data(contentsOf: bundled.appendingPathComponent(path)),
           let value = try? decode(type, data) {
            return Fetched(value: value, source: .bundled)
        }
        throw NoteSiteClientError(path: path, reason: failure)
    }

    private func decode<Value: Decodable>(_ type: Value.Type, _ data: Data) throws -> Value {
        try JSONDecoder().decode(type, from: data)
    }

    /// The request, abandoned with `.timeout` once `timeout` has passed.
    private func send(_ request: URLRequest) async throws -> (Data, URLResponse) {
        let session = self.session
        let timeout = self.timeout
        return try await withThrowingTaskGroup(of: (Data, URLResponse).self) { group in
            group.addTask { try await session.data(for: request) }
            group.addTask {
                try await Task.sleep(nanoseconds: UInt64(max(0, timeout) * 1_000_000_000))
                throw NoteSiteClientError(path: request.url?.path ?? "", reason: .timeout)
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else {
                throw NoteSiteClientError(path: request.url?.path ?? "", reason: .timeout)
            }
            return first
        }
    }
}
