/// A value held once and reached by reference. A closure made per output
/// file (tens of thousands of them) that captures a large struct, a site's
/// configuration say, holds a copy of it each; one that captures this
/// holds a pointer.
final class Shared<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
