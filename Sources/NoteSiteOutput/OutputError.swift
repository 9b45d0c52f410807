import NoteSiteDiagnostics
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
        /// Another build holds the output's lock (its pid, when known).
        case locked(holder: Int32?, seconds: Double)
        /// A sibling with one of notesite's reserved names that notesite did not make.
        case siblingInTheWay
        /// notesite's own previous build beside the output cannot be changed or removed.
        case cannotUpdatePrevious(String)
        /// The output is a symbolic link to nothing.
        case danglingLink
        /// `-o ''`.
        case emptyPath
        /// This file system cannot exchange two folders in one step.
        case cannotExchange
        /// Something of an output that `clean` could not remove.
        case cannotRemove(String)
    }

    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

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
        case .locked(let holder, let seconds):
            let who = holder.map { "process \($0)" } ?? "another process"
            return Diagnostic(path: path, message: "another notesite build (\(who)) is writing this output folder; gave up waiting after \(String(format: "%g", seconds)) s",
                              hint: holder.map { "wait for it to finish, or stop it with 'kill \($0)'" } ?? "wait for the other build to finish")
        case .siblingInTheWay:
            return Diagnostic(path: path, message: "this name is reserved for notesite's own files beside the output, but notesite did not make what is there",
                              hint: "move it elsewhere or remove it, then build again")
        case .cannotUpdatePrevious(let detail):
            return Diagnostic(path: path, message: "cannot change notesite's previous build kept beside the output: \(detail)",
                              hint: "notesite made this folder and needs none of it; remove it (with sudo if a build ran as root) and build again")
        case .danglingLink:
            return Diagnostic(path: path, message: "the output is a symbolic link to a folder that does not exist",
                              hint: "create the folder it points to, or remove the link")
        case .cannotRemove(let detail):
            return Diagnostic(path: path, message: "cannot remove it: \(detail)",
                              hint: "notesite made it; remove it by hand (with sudo if a build ran as root)")
        case .cannotExchange:
            return Diagnostic(path: path, message: "this file system cannot replace a folder in one step, so the output cannot be replaced safely",
                              hint: "run 'notesite clean' and build again, or build to a folder on another file system with -o")
        case .emptyPath:
            return Diagnostic(path: nil, message: "the output folder given with -o is empty",
                              hint: "name a folder, e.g. -o _site")
        }
    }
}
