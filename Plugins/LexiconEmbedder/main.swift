import Foundation

// Writes a Swift source holding the text of every lexicon file given, for the
// VerbSpecificity library: `lexicon-embedder OUTPUT FILE.json…`.

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: lexicon-embedder OUTPUT FILE.json…\n".utf8))
  exit(2)
}

/// `text` as a Swift string literal: the same characters, with quotes, backslashes and
/// control characters escaped.
func literal(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\\": result += "\\\\"
    case "\"": result += "\\\""
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    default:
      if scalar.value < 0x20 || scalar.value == 0x7F {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
  }
  return result + "\""
}

var source = """
  // Generated at build time from Locales/lexicons/*.json; edit those files, not this one.

  /// The package's lexicon files: file name and text, in name order.
  let bundledLexiconFiles: [(name: String, text: String)] = [

  """
for path in arguments.dropFirst().sorted() {
  let url = URL(fileURLWithPath: path)
  guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
    FileHandle.standardError.write(Data("\(path): error: the lexicon is not readable UTF-8 text\n".utf8))
    exit(1)
  }
  source += "  (\(literal(url.lastPathComponent)), \(literal(text))),\n"
}
source += "]\n"
do {
  try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
  FileHandle.standardError.write(Data("\(output): error: \(error)\n".utf8))
  exit(1)
}
