/// A problem with the output folder or with writing into it.
public struct OutputError: DiagnosticConvertible, Equatable {
    public enum Reason: Equatable, Sendable {
        case isSiteFolder
        case holdsSiteFolder
        case insideContent
        case isRootOrHome
        case notMadeByNotesite
        case notAFolder
        case cannotWrite(String)
    }

    public var path: String
    public var reason: Reason

    public var diagnostic: Diagnostic {
        switch reason {
        case .isSiteFolder:
            return Diagnostic(path: path, message: "the output folder is the site folder itself",
                              hint: "write the site elsewhere, e.g. -o _site")
        case .holdsSiteFolder:
            return Diagnostic(path: path, message: "the output folder holds the site folder, which a build would replace",
                              hint: "choose an output folder beside or inside the site folder, e.g. -o _site")
        case .insideContent:
            return Diagnostic(path: path, message: "the output folder lies inside content/",
                              hint: "write the site outside content/, e.g. -o _site")
        case .isRootOrHome:
            return Diagnostic(path: path, message: "refusing to replace \(path == "/" ? "the root folder" : "the home folder")",
                              hint: "choose a dedicated output folder, e.g. -o _site")
        case .notMadeByNotesite:
            return Diagnostic(path: path, message: "the output folder is not empty and was not made by notesite (it has no .notesite-manifest)",
                              hint: "empty it, choose another folder with -o, or pass --force to replace it")
        case .notAFolder:
            return Diagnostic(path: path, message: "the output path exists and is not a folder",
                              hint: "remove it or choose another output with -o")
        case .cannotWrite(let detail):
            return Diagnostic(path: path, message: "cannot write the output: \(detail)")
        }
    }
}
