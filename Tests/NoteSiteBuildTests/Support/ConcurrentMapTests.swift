import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSupport

@Suite struct ConcurrentMapTests {
    @Test("keeps the order of the input however long each item takes", arguments: [0, 1, 2, 7, 1000])
    func order(count: Int) {
        let items = Array(0..<count)
        let results = ConcurrentMap.map(items) { item -> String in
            // A few slow items early on, so workers finish out of order.
            if item % 97 == 0 { usleep(2000) }
            return "item \(item)"
        }
        #expect(results == items.map { "item \($0)" })
    }

    @Test("transforms every item exactly once")
    func once() {
        let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: 500)
        counts.initialize(repeating: 0)
        defer { counts.deallocate() }
        nonisolated(unsafe) let shared = counts
        _ = ConcurrentMap.map(Array(0..<500)) { i in shared[i] += 1 }
        #expect(counts.allSatisfy { $0 == 1 })
    }

    @Test("keeps optional results, nil ones included")
    func optionals() {
        let results: [Int?] = ConcurrentMap.map([1, 2, 3, 4]) { $0 % 2 == 0 ? $0 : nil }
        #expect(results == [nil, 2, nil, 4])
    }
}
