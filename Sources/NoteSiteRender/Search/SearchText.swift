import Foundation

/// What takes the tokens that `SearchText.cutASCII` finds.
protocol ASCIITokenSink {
    mutating func take(_ token: UnsafeBufferPointer<UInt8>)
}

/// How search reads text (docs/search.md): folded to one form, then cut
/// into tokens. `assets/notesite-search.js` does exactly the same on the
/// reader's side; `Tests/Fixtures/search-vectors.json` holds both to it.
enum SearchText {
    /// The longest token kept, in Unicode scalars: longer runs are cut.
    static let maxTokenLength = 64

    /// Case, width and diacritics folded; Arabic and Hebrew letter variants,
    /// tatweel and vowel marks folded; kana keep their voicing marks.
    static func normalize(_ text: String) -> String {
        // ASCII folds to its lower case alone: the common case, without Unicode tables.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
        let decomposed = text.decomposedStringWithCompatibilityMapping.lowercased()
        var folded = String.UnicodeScalarView()
        for scalar in decomposed.unicodeScalars {
            let value = scalar.value
            if scalar.properties.generalCategory == .nonspacingMark && value != 0x3099 && value != 0x309A { continue }
            if value == 0x640 { continue }
            if let replacement = letterFolds[value] {
                folded.append(contentsOf: replacement.unicodeScalars)
            } else {
                folded.append(scalar)
            }
        }
        return String(folded).precomposedStringWithCanonicalMapping
    }

    /// Letters folded to another: alef forms, ta marbuta, alef maqsura,
    /// Persian ya and kaf, Hebrew final forms, final sigma, sharp s.
    static let letterFolds: [UInt32: String] = [
        0x622: "\u{627}", 0x623: "\u{627}", 0x625: "\u{627}", 0x671: "\u{627}",
        0x629: "\u{647}", 0x649: "\u{64A}", 0x6CC: "\u{64A}", 0x6A9: "\u{643}",
        0x5DA: "\u{5DB}", 0x5DD: "\u{5DE}", 0x5DF: "\u{5E0}", 0x5E3: "\u{5E4}", 0x5E5: "\u{5E6}",
        0x3C2: "\u{3C3}", 0xDF: "ss",
    ]

    /// Han, kana and Hangul: indexed by single characters and pairs.
    static func isCJK(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3005, 0x3040...0x30FF, 0x3130...0x318F, 0x31F0...0x31FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x3FFFF: true
        default: false
        }
    }

    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let v = scalar.value
            return (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A)
        }
        return switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// The characters that join a token's parts: `foo.bar`, `--drafts`, `snake_case`.
    static func isJoiner(_ value: UInt32) -> Bool { value == 0x2E || value == 0x2D || value == 0x5F }

    /// One piece of normalised text: a run of word characters with its
    /// joiners, or a run of Han, kana and Hangul.
    enum Run: Equatable {
        case word([Unicode.Scalar])
        case cjk([Unicode.Scalar])
    }

    /// The runs of normalised `text`, in order.
    static func runs(of text: String) -> [Run] {
        let scalars = Array(text.unicodeScalars)
        var runs: [Run] = []
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            if isCJK(s.value) {
                var j = i
                while j < scalars.count, isCJK(scalars[j].value) { j += 1 }
                runs.append(.cjk(Array(scalars[i..<j])))
                i = j
                continue
            }
            var start = i
            while start < scalars.count, isJoiner(scalars[start].value) { start += 1 }
            guard start < scalars.count, isWord(scalars[start]), !isCJK(scalars[start].value) else {
                i = max(i + 1, start)
                continue
            }
            var j = start
            while j < scalars.count, !isCJK(scalars[j].value), isWord(scalars[j]) || isJoiner(scalars[j].value) { j += 1 }
            var end = j
            while end > i, isJoiner(scalars[end - 1].value) { end -= 1 }
            runs.append(.word(Array(scalars[i..<min(end, i + maxTokenLength)])))
            i = j
        }
        return runs
    }

    /// The tokens the index holds for `text`: each word as written (folded)
    /// and, for a word with joiners, its parts; each Han, kana or Hangul
    /// character and each pair of them.
    static func indexTokens(_ text: String) -> [String] {
        let normalized = normalize(text)
        if normalized.utf8.allSatisfy({ $0 < 0x80 }) { return asciiIndexTokens(Array(normalized.utf8)) }
        return scalarIndexTokens(normalized)
    }

    /// `indexTokens` of normalised text of any script.
    static func scalarIndexTokens(_ normalized: String) -> [String] {
        var tokens: [String] = []
        for run in runs(of: normalized) {
            switch run {
            case .word(let scalars):
                tokens.append(string(scalars))
                let parts = scalars.split { isJoiner($0.value) }
                if parts.count > 1 || (parts.count == 1 && parts[0].count != scalars.count) {
                    tokens += parts.map { string(Array($0)) }
                }
            case .cjk(let scalars):
                for k in scalars.indices {
                    tokens.append(string([scalars[k]]))
                    if k + 1 < scalars.count { tokens.append(string([scalars[k], scalars[k + 1]])) }
                }
            }
        }
        return tokens
    }

    /// `indexTokens` of folded ASCII text, over its bytes: the same runs,
    /// without a scalar array or a string per scalar. Most notes are ASCII.
    static func asciiIndexTokens(_ bytes: [UInt8]) -> [String] {
        struct Strings: ASCIITokenSink {
            var all: [String] = []
            mutating func take(_ token: UnsafeBufferPointer<UInt8>) { all.append(String(decoding: token, as: UTF8.self)) }
        }
        var strings = Strings()
        bytes.withUnsafeBufferPointer { cutASCII($0, into: &strings) }
        return strings.all
    }

    /// Hands `sink` the tokens of folded ASCII text, in order: each word
    /// with its joiners, then its parts when joiners split it.
    static func cutASCII(_ bytes: UnsafeBufferPointer<UInt8>, into sink: inout some ASCIITokenSink) {
        @inline(__always) func isWord(_ b: UInt8) -> Bool { (b >= 0x30 && b <= 0x39) || (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) }
        @inline(__always) func isJoiner(_ b: UInt8) -> Bool { b == 0x2E || b == 0x2D || b == 0x5F }
        var i = 0
        let n = bytes.count
        while i < n {
            var start = i
            while start < n, isJoiner(bytes[start]) { start += 1 }
            guard start < n, isWord(bytes[start]) else {
                i = max(i + 1, start)
                continue
            }
            var j = start
            while j < n, isWord(bytes[j]) || isJoiner(bytes[j]) { j += 1 }
            var end = j
            while end > i, isJoiner(bytes[end - 1]) { end -= 1 }
            end = min(end, i + maxTokenLength)
            sink.take(UnsafeBufferPointer(rebasing: bytes[i..<end]))
            // Its parts too, when joiners split it (most words have none).
            if (i..<end).contains(where: { isJoiner(bytes[$0]) }) {
                var part = i
                for k in i...end where k == end || isJoiner(bytes[k]) {
                    if k > part { sink.take(UnsafeBufferPointer(rebasing: bytes[part..<k])) }
                    part = k + 1
                }
            }
            i = j
        }
    }

    /// The tokens a query looks up, all of which must match: words as
    /// written; a Han, kana or Hangul run by its pairs (one character alone).
    static func queryTokens(_ query: String) -> [String] {
        var tokens: [String] = []
        for run in runs(of: normalize(query)) {
            switch run {
            case .word(let scalars): tokens.append(string(scalars))
            case .cjk(let scalars):
                if scalars.count == 1 { tokens.append(string(scalars)) }
                for k in scalars.indices.dropLast() { tokens.append(string([scalars[k], scalars[k + 1]])) }
            }
        }
        return tokens
    }

    /// The shard a token's postings live in: its first two characters, or
    /// for Han, kana and Hangul one of 64 buckets by the first character.
    static func shardKey(_ token: String) -> String {
        let scalars = Array(token.unicodeScalars.prefix(2))
        guard let first = scalars.first else { return "" }
        if isCJK(first.value) { return "~" + String(first.value % 64) }
        return string(scalars)
    }

    /// The key under which a word of five letters or more is found when
    /// its first letter is mistyped: its second and third letters. Numbers
    /// and Han, kana and Hangul have none.
    static func typoKey(_ term: String) -> String? {
        let scalars = Array(term.unicodeScalars)
        guard scalars.count >= 5, !isCJK(scalars[0].value), !scalars.allSatisfy({ $0.properties.numericType != nil }) else { return nil }
        return string(Array(scalars[1...2]))
    }

    /// A term's hash (64-bit FNV-1a of its UTF-8 bytes), worked out once
    /// per token and used for every table it is looked up in.
    static func termHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in bytes { hash = (hash ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    static func termHash(_ term: String) -> UInt64 {
        var term = term
        return term.withUTF8 { termHash($0) }
    }

    /// A shard's file name: its key's UTF-8 bytes in hex.
    static func shardFile(_ key: String) -> String {
        key.utf8.map { String(format: "%02x", $0) }.joined()
    }

    static func string(_ scalars: [Unicode.Scalar]) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
