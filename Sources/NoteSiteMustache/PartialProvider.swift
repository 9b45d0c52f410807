/// Resolves the names that partial (`{{>name}}`) and parent (`{{<name}}`) tags use.
public protocol PartialProvider {
    /// The template called `name`, or nil when there is none.
    func template(named name: String) -> Template?
}

/// A provider that knows no templates.
struct NoPartials: PartialProvider {
    func template(named name: String) -> Template? { nil }
}

/// Plain dictionaries serve as providers, which suits tests and small tools.
extension Dictionary: PartialProvider where Key == String, Value == Template {
    public func template(named name: String) -> Template? { self[name] }
}
