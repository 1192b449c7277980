// sheet-l10n-floor: the lower bounds `sheet-l10n-bench` compares SheetL10n with.
//
//   sheet-l10n-floor parse DIR [--threads N]
//     Reads every <tag>.json of a catalog directory, takes the string value of every key
//     that does not start with "@" (a minimal JSON scan: no positions, no validation beyond
//     what is needed to find the strings) and parses it with icu::MessagePattern, files on
//     N threads (default: the number of processors). Prints
//     `files=F messages=M syntax_errors=E`.
//
//   sheet-l10n-floor format DIR LOCALE [--iterations N]
//     Compiles the three delete-photos messages (title, message, destructive label) of
//     DIR/LOCALE.json with icu::MessageFormat and formats all three with the named argument
//     `count` N times (count = i % 1000), after a warm-up, in ten chunks. Prints
//     `iterations=N ns_per_iteration=T checksum=C`, T from the fastest chunk.
//
// Both do the least work that the measured operation needs, so that the ratio to them says
// what SheetL10n adds.

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include <unicode/locid.h>
#include <unicode/messagepattern.h>
#include <unicode/msgfmt.h>
#include <unicode/unistr.h>

namespace {

bool readFile(const std::string &path, std::string &out) {
  FILE *file = std::fopen(path.c_str(), "rb");
  if (file == nullptr) return false;
  char buffer[1 << 16];
  size_t count;
  while ((count = std::fread(buffer, 1, sizeof buffer, file)) > 0) out.append(buffer, count);
  bool ok = std::ferror(file) == 0;
  std::fclose(file);
  return ok;
}

/// A minimal scanner over one JSON object of string members; nested values are skipped.
class Scanner {
 public:
  explicit Scanner(const std::string &text) : text_(text), index_(0) {}

  /// Calls `visit(key, value)` for every top-level member whose value is a string.
  template <typename Visit>
  bool members(Visit visit) {
    skipSpace();
    if (!consume('{')) return false;
    while (true) {
      skipSpace();
      if (consume('}')) return true;
      icu::UnicodeString key;
      if (!string(key)) return false;
      skipSpace();
      if (!consume(':')) return false;
      skipSpace();
      if (peek() == '"') {
        icu::UnicodeString value;
        if (!string(value)) return false;
        visit(key, value);
      } else if (!skipValue()) {
        return false;
      }
      skipSpace();
      consume(',');
    }
  }

 private:
  const std::string &text_;
  size_t index_;

  char peek() const { return index_ < text_.size() ? text_[index_] : '\0'; }
  bool consume(char c) {
    if (peek() != c) return false;
    index_++;
    return true;
  }
  void skipSpace() {
    while (index_ < text_.size() && (text_[index_] == ' ' || text_[index_] == '\n' || text_[index_] == '\r' ||
                                     text_[index_] == '\t')) {
      index_++;
    }
  }

  static int hex(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  }

  /// Reads a string literal into UTF-16, resolving escapes.
  bool string(icu::UnicodeString &out) {
    if (!consume('"')) return false;
    size_t run = index_;
    while (index_ < text_.size()) {
      char c = text_[index_];
      if (c == '"' || c == '\\') {
        out.append(icu::UnicodeString::fromUTF8(icu::StringPiece(text_.data() + run, int32_t(index_ - run))));
        if (c == '"') {
          index_++;
          return true;
        }
        if (index_ + 1 >= text_.size()) return false;
        char escape = text_[index_ + 1];
        index_ += 2;
        switch (escape) {
          case 'n': out.append(char16_t(u'\n')); break;
          case 't': out.append(char16_t(u'\t')); break;
          case 'r': out.append(char16_t(u'\r')); break;
          case 'b': out.append(char16_t(u'\b')); break;
          case 'f': out.append(char16_t(u'\f')); break;
          case 'u': {
            if (index_ + 4 > text_.size()) return false;
            int value = 0;
            for (int i = 0; i < 4; i++) {
              int digit = hex(text_[index_ + i]);
              if (digit < 0) return false;
              value = value * 16 + digit;
            }
            index_ += 4;
            out.append(char16_t(value));
            break;
          }
          default: out.append(char16_t(escape)); break;
        }
        run = index_;
        continue;
      }
      index_++;
    }
    return false;
  }

  /// Skips a non-string value: an object, an array, a number or a literal.
  bool skipValue() {
    int depth = 0;
    while (index_ < text_.size()) {
      char c = text_[index_];
      if (c == '"') {
        icu::UnicodeString ignored;
        if (!string(ignored)) return false;
        continue;
      }
      if (c == '{' || c == '[') depth++;
      if (c == '}' || c == ']') {
        if (depth == 0) return true;
        depth--;
        if (depth == 0) {
          index_++;
          return true;
        }
      }
      if (c == ',' && depth == 0) return true;
      index_++;
    }
    return false;
  }
};

std::vector<std::string> localeFiles(const std::string &directory) {
  std::vector<std::string> paths;
  DIR *dir = opendir(directory.c_str());
  if (dir == nullptr) return paths;
  while (dirent *entry = readdir(dir)) {
    std::string name = entry->d_name;
    if (name.size() > 5 && name.compare(name.size() - 5, 5, ".json") == 0 && name != "sheets.json") {
      paths.push_back(directory + "/" + name);
    }
  }
  closedir(dir);
  return paths;
}

int parse(const std::string &directory, unsigned threads) {
  std::vector<std::string> paths = localeFiles(directory);
  if (paths.empty()) {
    std::fprintf(stderr, "sheet-l10n-floor: no locale files in %s\n", directory.c_str());
    return 2;
  }
  std::atomic<size_t> next{0};
  std::atomic<long> messages{0};
  std::atomic<long> errors{0};
  std::atomic<bool> failed{false};
  auto work = [&]() {
    UErrorCode status = U_ZERO_ERROR;
    icu::MessagePattern pattern(UMSGPAT_APOS_DOUBLE_OPTIONAL, status);
    long parsed = 0;
    long invalid = 0;
    for (size_t index = next++; index < paths.size(); index = next++) {
      std::string text;
      if (!readFile(paths[index], text)) {
        failed = true;
        continue;
      }
      Scanner scanner(text);
      bool ok = scanner.members([&](const icu::UnicodeString &key, const icu::UnicodeString &value) {
        if (key.startsWith(u"@")) return;
        UErrorCode code = U_ZERO_ERROR;
        UParseError parseError{};
        pattern.parse(value, &parseError, code);
        parsed++;
        if (U_FAILURE(code)) invalid++;
      });
      if (!ok) failed = true;
    }
    messages += parsed;
    errors += invalid;
  };
  std::vector<std::thread> pool;
  for (unsigned i = 1; i < threads; i++) pool.emplace_back(work);
  work();
  for (std::thread &thread : pool) thread.join();
  if (failed) {
    std::fprintf(stderr, "sheet-l10n-floor: a locale file could not be read or scanned\n");
    return 2;
  }
  std::printf("files=%zu messages=%ld syntax_errors=%ld\n", paths.size(), messages.load(), errors.load());
  return 0;
}

int format(const std::string &directory, const std::string &tag, long iterations) {
  std::string text;
  std::string path = directory + "/" + tag + ".json";
  if (!readFile(path, text)) {
    std::fprintf(stderr, "sheet-l10n-floor: cannot read %s\n", path.c_str());
    return 2;
  }
  const char16_t *keys[] = {u"delete-photos.title", u"delete-photos.message", u"delete-photos.delete"};
  icu::UnicodeString patterns[3];
  Scanner scanner(text);
  scanner.members([&](const icu::UnicodeString &key, const icu::UnicodeString &value) {
    for (int i = 0; i < 3; i++) {
      if (key == icu::UnicodeString(keys[i])) patterns[i] = value;
    }
  });
  UErrorCode localeStatus = U_ZERO_ERROR;
  icu::Locale locale = icu::Locale::forLanguageTag(tag.c_str(), localeStatus);
  if (U_FAILURE(localeStatus)) {
    std::fprintf(stderr, "sheet-l10n-floor: %s is not a locale\n", tag.c_str());
    return 2;
  }
  std::vector<std::unique_ptr<icu::MessageFormat>> formats;
  for (int i = 0; i < 3; i++) {
    if (patterns[i].isEmpty()) {
      std::fprintf(stderr, "sheet-l10n-floor: %s has no delete-photos messages\n", path.c_str());
      return 2;
    }
    UErrorCode status = U_ZERO_ERROR;
    UParseError parseError{};
    formats.push_back(std::make_unique<icu::MessageFormat>(patterns[i], locale, parseError, status));
    if (U_FAILURE(status)) {
      std::fprintf(stderr, "sheet-l10n-floor: ICU rejected a message: %s\n", u_errorName(status));
      return 2;
    }
  }
  icu::UnicodeString names[] = {u"count"};
  long checksum = 0;
  auto run = [&](long count) {
    for (long i = 0; i < count; i++) {
      icu::Formattable values[] = {icu::Formattable(int64_t(i % 1000))};
      for (auto &formatter : formats) {
        UErrorCode status = U_ZERO_ERROR;
        icu::UnicodeString result;
        formatter->format(names, values, 1, result, status);
        checksum += result.length();
      }
    }
  };
  run(iterations / 10 + 1);
  // Ten chunks, the fastest counts: a busy moment of the machine spoils a chunk, not the figure.
  long chunk = iterations / 10 > 0 ? iterations / 10 : 1;
  double best = 0;
  for (int round = 0; round < 10; round++) {
    auto start = std::chrono::steady_clock::now();
    run(chunk);
    auto end = std::chrono::steady_clock::now();
    double nanoseconds = std::chrono::duration<double, std::nano>(end - start).count() / double(chunk);
    if (round == 0 || nanoseconds < best) best = nanoseconds;
  }
  std::printf("iterations=%ld ns_per_iteration=%.1f checksum=%ld\n", chunk * 10, best, checksum);
  return 0;
}

int usage() {
  std::fprintf(stderr,
               "usage: sheet-l10n-floor parse DIR [--threads N]\n"
               "       sheet-l10n-floor format DIR LOCALE [--iterations N]\n");
  return 2;
}

}  // namespace

int main(int argc, char **argv) {
  std::vector<std::string> arguments(argv + 1, argv + argc);
  if (arguments.size() >= 2 && arguments[0] == "parse") {
    unsigned threads = std::thread::hardware_concurrency();
    if (arguments.size() == 4 && arguments[2] == "--threads") threads = unsigned(std::atoi(arguments[3].c_str()));
    else if (arguments.size() != 2) return usage();
    return parse(arguments[1], threads == 0 ? 1 : threads);
  }
  if (arguments.size() >= 3 && arguments[0] == "format") {
    long iterations = 200000;
    if (arguments.size() == 5 && arguments[3] == "--iterations") iterations = std::atol(arguments[4].c_str());
    else if (arguments.size() != 3) return usage();
    if (iterations <= 0) return usage();
    return format(arguments[1], arguments[2], iterations);
  }
  return usage();
}
