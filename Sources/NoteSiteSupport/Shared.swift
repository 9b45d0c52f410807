/// A value held once and reached by reference. A closure made per output
/// file (tens of thousands of them) that captures a large struct, a site's
/// configuration say, holds a copy of it each; one that captures this
/// holds a pointer.
package final class Shared<Value: Sendable>: Sendable {
    package let value: Value

    package init(_ value: Value) {
        self.value = value
    }
}
