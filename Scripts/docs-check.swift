// Checks of the documentation catalog, run by Scripts/docs.sh.
//
//   docs-check samples <documents> <samples>
//       Every ```swift code block of the Markdown files in <documents> (a comma-separated list of
//       files and folders) must appear, verbatim, in a Swift file under one of <samples> (a
//       comma-separated list of folders), where it is compiled and tested. Lines are compared
//       without their trailing whitespace and without the block's common indentation.
//
//   docs-check curation <docc-output> <symbol-graph-file>
//       Every public symbol declared by the module (members that the compiler synthesizes from
//       protocol conformances aside) must be listed in a topic group of the catalog, not only in
//       one that DocC generated.
import Foundation

/// Stops with `message` on standard error.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

/// The files under `directory` whose names end with `suffix`, sorted.
func files(under directory: String, endingWith suffix: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
        fail("docs-check: cannot read \(directory)")
    }
    return enumerator.compactMap { $0 as? String }
        .filter { $0.hasSuffix(suffix) }
        .map { directory + "/" + $0 }
        .sorted()
}

func contents(of path: String) -> String {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        fail("docs-check: cannot read \(path)")
    }
    return text
}

// MARK: - Code samples

extension StringProtocol {
    var withoutTrailingWhitespace: String {
        var text = String(self)
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }

    var indentation: Int { prefix { $0 == " " || $0 == "\t" }.count }
}

/// A fenced code block of an article.
struct CodeBlock {
    let article: String
    let lines: [String]
}

/// The ```swift blocks of a Markdown file, without trailing whitespace and common indentation.
func swiftBlocks(in path: String) -> [CodeBlock] {
    var blocks: [CodeBlock] = []
    var current: [String]?
    var fenceIndentation = 0
    for line in contents(of: path).components(separatedBy: "\n").map(\.withoutTrailingWhitespace) {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if var lines = current {
            if trimmed == "```" {
                blocks.append(CodeBlock(article: path, lines: normalized(lines)))
                current = nil
            } else {
                lines.append(String(line.dropFirst(min(fenceIndentation, line.indentation))))
                current = lines
            }
        } else if trimmed.hasPrefix("```swift") {
            current = []
            fenceIndentation = line.indentation
        }
    }
    if current != nil { fail("docs-check: \(path): a ```swift block is not closed") }
    return blocks
}

/// `lines` without leading and trailing blank lines and without their common indentation.
func normalized(_ lines: [String]) -> [String] {
    var lines = lines
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    let common = lines.filter { !$0.isEmpty }.map(\.indentation).min() ?? 0
    return lines.map { $0.isEmpty ? $0 : String($0.dropFirst(common)) }
}

/// Whether `block` appears in `file` at some indentation.
func contains(_ file: [String], _ block: [String]) -> Bool {
    guard !block.isEmpty, block.count <= file.count else { return block.isEmpty }
    candidates: for start in 0...(file.count - block.count) {
        var prefix: String?
        for (offset, expected) in block.enumerated() {
            let line = file[start + offset]
            if expected.isEmpty {
                guard line.isEmpty else { continue candidates }
                continue
            }
            guard line.hasSuffix(expected) else { continue candidates }
            let indentation = String(line.dropLast(expected.count))
            guard indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else { continue candidates }
            if let prefix, prefix != indentation { continue candidates }
            prefix = indentation
        }
        return true
    }
    return false
}

func checkSamples(documents: String, samples: String) {
    let sampleFiles = samples.split(separator: ",").flatMap { files(under: String($0), endingWith: ".swift") }.map { path in
        contents(of: path).components(separatedBy: "\n").map(\.withoutTrailingWhitespace)
    }
    guard !sampleFiles.isEmpty else { fail("docs-check: no Swift files under \(samples)") }
    let articles = documents.split(separator: ",").map(String.init).flatMap { path in
        path.hasSuffix(".md") ? [path] : files(under: path, endingWith: ".md")
    }
    var blockCount = 0
    var missing: [String] = []
    for article in articles {
        for block in swiftBlocks(in: article) {
            blockCount += 1
            if !sampleFiles.contains(where: { contains($0, block.lines) }) {
                let name = URL(fileURLWithPath: article).lastPathComponent
                missing.append("\(name): the block starting `\(block.lines.first ?? "")` is not in \(samples)")
            }
        }
    }
    guard missing.isEmpty else {
        fail((["Code samples of the documentation that are not compiled and tested:"] + missing.map { "  " + $0 })
            .joined(separator: "\n"))
    }
    print("\(blockCount) Swift code blocks, each found in \(samples).")
}

// MARK: - Curation

func jsonObject(at path: String) -> [String: Any] {
    guard let data = FileManager.default.contents(atPath: path),
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { fail("docs-check: cannot read the JSON of \(path)") }
    return object
}

func checkCuration(output: String, symbolGraph: String) {
    var pageByUSR: [String: String] = [:]
    var curated = Set<String>()
    for path in files(under: output + "/data/documentation", endingWith: ".json") {
        let page = jsonObject(at: path)
        let url = (page["identifier"] as? [String: Any])?["url"] as? String
        if let usr = (page["metadata"] as? [String: Any])?["externalID"] as? String, let url {
            pageByUSR[usr] = url
        }
        for section in page["topicSections"] as? [[String: Any]] ?? [] where section["generated"] as? Bool != true {
            curated.formUnion(section["identifiers"] as? [String] ?? [])
        }
    }
    let symbols = jsonObject(at: symbolGraph)["symbols"] as? [[String: Any]] ?? []
    var declared = 0
    var uncurated: [String] = []
    for symbol in symbols {
        guard let usr = (symbol["identifier"] as? [String: Any])?["precise"] as? String,
              !usr.contains("::SYNTHESIZED::")
        else { continue }
        declared += 1
        let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: "/")
        guard let url = pageByUSR[usr] else {
            uncurated.append("\(path) (no page)")
            continue
        }
        if !curated.contains(url) { uncurated.append(path) }
    }
    guard declared > 0 else { fail("docs-check: no symbols in \(symbolGraph)") }
    guard uncurated.isEmpty else {
        fail((["Public symbols that no topic group of the catalog lists (add them to a ## Topics section):"]
            + uncurated.sorted().map { "  " + $0 }).joined(separator: "\n"))
    }
    print("\(declared) public symbols, each listed in a topic group.")
}

// MARK: -

let arguments = CommandLine.arguments
switch (arguments.count, arguments.dropFirst().first) {
case (4, "samples"): checkSamples(documents: arguments[2], samples: arguments[3])
case (4, "curation"): checkCuration(output: arguments[2], symbolGraph: arguments[3])
default: fail("usage: docs-check samples <documents,…> <samples-directories,…> | curation <docc-output> <symbol-graph-file>")
}
