// The implementation of ICUBridge.h over ICU's C and C++ APIs.

#include "ICUBridge.h"

#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <vector>

#include <unicode/brkiter.h>
#include <unicode/locid.h>
#include <unicode/messagepattern.h>
#include <unicode/msgfmt.h>
#include <unicode/normalizer2.h>
#include <unicode/plurrule.h>
#include <unicode/ubidi.h>
#include <unicode/uchar.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/uscript.h>
#include <unicode/uspoof.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>
#include <unicode/unistr.h>

using icu::UnicodeString;

namespace {

/// Copies `s` into a UTF-16 buffer; returns the needed length.
int32_t extract(const UnicodeString &s, icub_char *out, int32_t capacity, int32_t *status) {
  int32_t length = s.length();
  if (length <= capacity && out != nullptr) {
    s.extract(0, length, reinterpret_cast<char16_t *>(out));
  }
  (void)status;
  return length;
}

/// Writes UTF-16 `text` as UTF-8 into `out` when it fits in `capacity` bytes (a lone
/// surrogate becomes U+FFFD); returns the UTF-8 length. Formatted messages are short and
/// mostly ASCII, which this loop copies a unit at a time.
int32_t toUTF8(const char16_t *text, int32_t length, char *out, int32_t capacity) {
  int32_t needed = 0;
  for (int32_t i = 0; i < length; i++) {
    uint32_t unit = text[i];
    if (unit < 0x80) {
      if (needed < capacity) out[needed] = static_cast<char>(unit);
      needed += 1;
      continue;
    }
    uint32_t scalar = unit;
    if (unit >= 0xD800 && unit <= 0xDBFF && i + 1 < length && text[i + 1] >= 0xDC00 && text[i + 1] <= 0xDFFF) {
      scalar = 0x10000 + ((unit - 0xD800) << 10) + (text[i + 1] - 0xDC00);
      i += 1;
    } else if (unit >= 0xD800 && unit <= 0xDFFF) {
      scalar = 0xFFFD;
    }
    char bytes[4];
    int32_t count;
    if (scalar < 0x800) {
      bytes[0] = static_cast<char>(0xC0 | (scalar >> 6));
      bytes[1] = static_cast<char>(0x80 | (scalar & 0x3F));
      count = 2;
    } else if (scalar < 0x10000) {
      bytes[0] = static_cast<char>(0xE0 | (scalar >> 12));
      bytes[1] = static_cast<char>(0x80 | ((scalar >> 6) & 0x3F));
      bytes[2] = static_cast<char>(0x80 | (scalar & 0x3F));
      count = 3;
    } else {
      bytes[0] = static_cast<char>(0xF0 | (scalar >> 18));
      bytes[1] = static_cast<char>(0x80 | ((scalar >> 12) & 0x3F));
      bytes[2] = static_cast<char>(0x80 | ((scalar >> 6) & 0x3F));
      bytes[3] = static_cast<char>(0x80 | (scalar & 0x3F));
      count = 4;
    }
    for (int32_t b = 0; b < count; b++) {
      if (needed + b < capacity) out[needed + b] = bytes[b];
    }
    needed += count;
  }
  return needed;
}

/// Copies a C string into `out` (NUL-terminated when it fits); returns its length.
int32_t copyString(const std::string &s, char *out, int32_t capacity) {
  int32_t length = static_cast<int32_t>(s.size());
  if (out != nullptr && length < capacity) {
    std::memcpy(out, s.data(), s.size());
    out[length] = '\0';
  }
  return length;
}

UnicodeString view(const icub_char *text, int32_t length) {
  return UnicodeString(false, reinterpret_cast<const char16_t *>(text), length);
}

icu::Locale locale(const char *tag) {
  UErrorCode status = U_ZERO_ERROR;
  icu::Locale result = icu::Locale::forLanguageTag(tag, status);
  if (U_FAILURE(status)) {
    return icu::Locale::getRoot();
  }
  return result;
}

}  // namespace

extern "C" {

const char *icub_error_name(int32_t status) { return u_errorName(static_cast<UErrorCode>(status)); }

int32_t icub_version(char *out, int32_t capacity) {
  UVersionInfo info;
  u_getVersion(info);
  char text[U_MAX_VERSION_STRING_LENGTH];
  u_versionToString(info, text);
  return copyString(text, out, capacity);
}

// MARK: Message patterns

int32_t icub_pattern_parse(const icub_char *pattern, int32_t length, icub_pattern_part *parts,
                           int32_t capacity, int32_t *errorOffset, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UParseError parseError{};
  icu::MessagePattern messagePattern(UMSGPAT_APOS_DOUBLE_OPTIONAL, code);
  messagePattern.parse(view(pattern, length), &parseError, code);
  *status = code;
  if (U_FAILURE(code)) {
    *errorOffset = parseError.offset;
    return 0;
  }
  int32_t count = messagePattern.countParts();
  if (count > capacity || parts == nullptr) {
    return count;
  }
  for (int32_t i = 0; i < count; i++) {
    const icu::MessagePattern::Part &part = messagePattern.getPart(i);
    icub_pattern_part &out = parts[i];
    UMessagePatternPartType type = part.getType();
    out.type = type;
    out.index = part.getIndex();
    out.length = part.getLength();
    out.value = part.getValue();
    out.limitPart = -1;
    out.argType = 0;
    out.numericValue = 0;
    if (type == UMSGPAT_PART_TYPE_MSG_START || type == UMSGPAT_PART_TYPE_ARG_START) {
      out.limitPart = messagePattern.getLimitPartIndex(i);
    }
    if (type == UMSGPAT_PART_TYPE_ARG_START || type == UMSGPAT_PART_TYPE_ARG_LIMIT) {
      out.argType = part.getArgType();
    }
    if (type == UMSGPAT_PART_TYPE_ARG_INT || type == UMSGPAT_PART_TYPE_ARG_DOUBLE) {
      out.numericValue = messagePattern.getNumericValue(part);
    }
  }
  return count;
}

// MARK: Message formatting

struct icub_formatter {
  icu::MessageFormat format;
  icub_formatter(const UnicodeString &pattern, const icu::Locale &locale, UParseError &parseError,
                 UErrorCode &status)
      : format(pattern, locale, parseError, status) {}
};

icub_formatter *icub_formatter_open(const char *localeTag, const icub_char *pattern, int32_t length,
                                    int32_t *errorOffset, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UParseError parseError{};
  auto formatter = std::make_unique<icub_formatter>(UnicodeString(reinterpret_cast<const char16_t *>(pattern), length),
                                                    locale(localeTag), parseError, code);
  *status = code;
  if (U_FAILURE(code)) {
    *errorOffset = parseError.offset;
    return nullptr;
  }
  return formatter.release();
}

int32_t icub_formatter_format(const icub_formatter *formatter, const icub_char *pool,
                              const icub_argument *arguments, int32_t count, char *out,
                              int32_t capacity, int32_t *status) {
  // Names and text values alias the caller's pool (read-only aliases copy nothing); a sheet's
  // few arguments are made in place on the stack, only as many as there are.
  constexpr int32_t kInline = 8;
  alignas(UnicodeString) unsigned char nameStorage[kInline * sizeof(UnicodeString)];
  alignas(icu::Formattable) unsigned char valueStorage[kInline * sizeof(icu::Formattable)];
  std::unique_ptr<UnicodeString[]> heapNames;
  std::unique_ptr<icu::Formattable[]> heapValues;
  UnicodeString *names = reinterpret_cast<UnicodeString *>(nameStorage);
  icu::Formattable *values = reinterpret_cast<icu::Formattable *>(valueStorage);
  bool inPlace = count <= kInline;
  if (!inPlace) {
    heapNames.reset(new UnicodeString[count]);
    heapValues.reset(new icu::Formattable[count]);
    names = heapNames.get();
    values = heapValues.get();
  }
  const char16_t *units = reinterpret_cast<const char16_t *>(pool);
  for (int32_t i = 0; i < count; i++) {
    const icub_argument &argument = arguments[i];
    if (inPlace) {
      new (&names[i]) UnicodeString(false, units + argument.nameStart, argument.nameLength);
    } else {
      names[i].setTo(false, units + argument.nameStart, argument.nameLength);
    }
    switch (argument.kind) {
      case 0:
        if (inPlace) new (&values[i]) icu::Formattable(argument.doubleValue);
        else values[i].setDouble(argument.doubleValue);
        break;
      case 1:
        if (inPlace) new (&values[i]) icu::Formattable(static_cast<int64_t>(argument.intValue));
        else values[i].setInt64(static_cast<int64_t>(argument.intValue));
        break;
      default: {
        UnicodeString text(false, units + argument.textStart, argument.textLength);
        if (inPlace) new (&values[i]) icu::Formattable(text);
        else values[i].setString(text);
        break;
      }
    }
  }
  // Destroys what was made in place, however the function returns.
  struct InPlace {
    UnicodeString *names;
    icu::Formattable *values;
    int32_t count;
    ~InPlace() {
      for (int32_t i = 0; i < count; i++) {
        names[i].~UnicodeString();
        values[i].~Formattable();
      }
    }
  } inPlaceGuard{names, values, inPlace ? count : 0};
  UErrorCode code = U_ZERO_ERROR;
  UnicodeString result;
  formatter->format.format(names, values, count, result, code);
  if (U_FAILURE(code)) {
    *status = code;
    return 0;
  }
  *status = U_ZERO_ERROR;
  return toUTF8(result.getBuffer(), result.length(), out, capacity);
}

void icub_formatter_close(icub_formatter *formatter) { delete formatter; }

// MARK: Plural rules

struct icub_plural_rules {
  std::unique_ptr<icu::PluralRules> rules;
};

icub_plural_rules *icub_plural_open(const char *tag, int32_t ordinal, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  std::unique_ptr<icu::PluralRules> rules(icu::PluralRules::forLocale(
      locale(tag), ordinal ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL, code));
  *status = code;
  if (U_FAILURE(code) || !rules) {
    return nullptr;
  }
  return new icub_plural_rules{std::move(rules)};
}

int32_t icub_plural_select(const icub_plural_rules *rules, double number, char *out,
                           int32_t capacity, int32_t *status) {
  *status = U_ZERO_ERROR;
  std::string keyword;
  rules->rules->select(number).toUTF8String(keyword);
  return copyString(keyword, out, capacity);
}

int32_t icub_plural_keywords(const icub_plural_rules *rules, char *out, int32_t capacity,
                             int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  std::unique_ptr<icu::StringEnumeration> keywords(rules->rules->getKeywords(code));
  std::string joined;
  const char *keyword = nullptr;
  while (U_SUCCESS(code) && keywords && (keyword = keywords->next(nullptr, code)) != nullptr) {
    if (!joined.empty()) joined += ' ';
    joined += keyword;
  }
  *status = code;
  return copyString(joined, out, capacity);
}

int32_t icub_plural_samples(const icub_plural_rules *rules, const char *keyword, double *out,
                            int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t count = rules->rules->getSamples(UnicodeString(keyword, -1, US_INV), out, capacity, code);
  *status = code;
  return U_FAILURE(code) ? 0 : count;
}

int32_t icub_plural_rule(const icub_plural_rules *rules, const char *keyword, char *out,
                         int32_t capacity, int32_t *status) {
  *status = U_ZERO_ERROR;
  std::string all;
  rules->rules->getRules().toUTF8String(all);
  // "one: i = 1 and v = 0 @integer 1; few: …": the wanted rule, up to its samples.
  const std::string wanted(keyword);
  size_t start = 0;
  while (start < all.size()) {
    size_t end = all.find(';', start);
    if (end == std::string::npos) end = all.size();
    std::string rule = all.substr(start, end - start);
    size_t colon = rule.find(':');
    if (colon != std::string::npos) {
      std::string name = rule.substr(0, colon);
      name.erase(0, name.find_first_not_of(' '));
      name.erase(name.find_last_not_of(' ') + 1);
      if (name == wanted) {
        std::string condition = rule.substr(colon + 1);
        size_t samples = condition.find('@');
        if (samples != std::string::npos) condition.erase(samples);
        condition.erase(0, condition.find_first_not_of(' '));
        size_t last = condition.find_last_not_of(' ');
        condition.erase(last == std::string::npos ? 0 : last + 1);
        return copyString(condition, out, capacity);
      }
    }
    start = end + 1;
  }
  return copyString("", out, capacity);
}

void icub_plural_close(icub_plural_rules *rules) { delete rules; }

// MARK: Locales

int32_t icub_locale_canonical(const char *tag, char *out, int32_t capacity,
                              int32_t *parsedLength, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  char localeID[ULOC_FULLNAME_CAPACITY];
  int32_t parsed = 0;
  int32_t tagLength = static_cast<int32_t>(std::strlen(tag));
  uloc_forLanguageTag(tag, localeID, sizeof localeID, &parsed, &code);
  *parsedLength = parsed;
  if (U_FAILURE(code) || parsed != tagLength || tagLength == 0 || code == U_STRING_NOT_TERMINATED_WARNING) {
    *status = U_FAILURE(code) ? code : U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  char canonicalID[ULOC_FULLNAME_CAPACITY];
  uloc_canonicalize(localeID, canonicalID, sizeof canonicalID, &code);
  char result[ULOC_FULLNAME_CAPACITY];
  int32_t length = uloc_toLanguageTag(canonicalID, result, sizeof result, true, &code);
  *status = code;
  if (U_FAILURE(code)) {
    return 0;
  }
  return copyString(std::string(result, length), out, capacity);
}

int32_t icub_locale_tag_from_identifier(const char *identifier, char *out, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  char canonicalID[ULOC_FULLNAME_CAPACITY];
  int32_t length = uloc_canonicalize(identifier, canonicalID, sizeof canonicalID, &code);
  if (U_FAILURE(code) || code == U_STRING_NOT_TERMINATED_WARNING || length == 0) {
    *status = U_FAILURE(code) ? code : U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  char result[ULOC_FULLNAME_CAPACITY];
  length = uloc_toLanguageTag(canonicalID, result, sizeof result, true, &code);
  *status = code;
  if (U_FAILURE(code) || code == U_STRING_NOT_TERMINATED_WARNING) {
    return 0;
  }
  return copyString(std::string(result, length), out, capacity);
}

int32_t icub_locale_maximize(const char *tag, char *out, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  icu::Locale maximized = locale(tag);
  maximized.addLikelySubtags(code);
  std::string result = maximized.toLanguageTag<std::string>(code);
  *status = code;
  return U_FAILURE(code) ? 0 : copyString(result, out, capacity);
}

int32_t icub_locale_is_right_to_left(const char *tag) { return locale(tag).isRightToLeft() ? 1 : 0; }

int32_t icub_locale_has_data(const char *tag) {
  UErrorCode code = U_ZERO_ERROR;
  icu::Locale l = locale(tag);
  if (l.getLanguage()[0] == '\0') {
    return 0;
  }
  UResourceBundle *bundle = ures_open(nullptr, l.getName(), &code);
  bool known = U_SUCCESS(code) && code != U_USING_DEFAULT_WARNING;
  ures_close(bundle);
  return known ? 1 : 0;
}

int32_t icub_locale_display_name(const char *tag, icub_char *out, int32_t capacity,
                                 int32_t *status) {
  UnicodeString name;
  locale(tag).getDisplayName(icu::Locale::getEnglish(), name);
  return extract(name, out, capacity, status);
}

// MARK: Bidi

int32_t icub_bidi_first_strong(const icub_char *text, int32_t length) {
  return ubidi_getBaseDirection(reinterpret_cast<const UChar *>(text), length);
}

int32_t icub_bidi_visual(const icub_char *text, int32_t length, int32_t paragraphLevel,
                         icub_char *out, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UBiDi *bidi = ubidi_openSized(length, 0, &code);
  UBiDiLevel level = paragraphLevel < 0 ? UBIDI_DEFAULT_LTR : static_cast<UBiDiLevel>(paragraphLevel);
  ubidi_setPara(bidi, reinterpret_cast<const UChar *>(text), length, level, nullptr, &code);
  int32_t written = ubidi_writeReordered(bidi, reinterpret_cast<UChar *>(out), capacity,
                                         UBIDI_DO_MIRRORING | UBIDI_REMOVE_BIDI_CONTROLS, &code);
  ubidi_close(bidi);
  if (code == U_BUFFER_OVERFLOW_ERROR) {
    code = U_ZERO_ERROR;
  }
  *status = code;
  return written;
}

// MARK: Word segmentation

struct icub_word_breaker {
  std::unique_ptr<icu::BreakIterator> iterator;
};

icub_word_breaker *icub_words_open(const char *tag, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  std::unique_ptr<icu::BreakIterator> iterator(icu::BreakIterator::createWordInstance(locale(tag), code));
  *status = code;
  if (U_FAILURE(code) || !iterator) {
    return nullptr;
  }
  return new icub_word_breaker{std::move(iterator)};
}

int32_t icub_words_segment(icub_word_breaker *breaker, const icub_char *text, int32_t length,
                           int32_t *starts, int32_t *ends, int32_t *isWord, int32_t capacity,
                           int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UText *utext = utext_openUChars(nullptr, reinterpret_cast<const UChar *>(text), length, &code);
  breaker->iterator->setText(utext, code);
  int32_t count = 0;
  int32_t start = breaker->iterator->first();
  for (int32_t end = breaker->iterator->next(); end != icu::BreakIterator::DONE;
       start = end, end = breaker->iterator->next()) {
    if (count < capacity) {
      int32_t ruleStatus = breaker->iterator->getRuleStatus();
      starts[count] = start;
      ends[count] = end;
      isWord[count] = ruleStatus >= UBRK_WORD_NONE_LIMIT ? 1 : 0;
    }
    count++;
  }
  utext_close(utext);
  *status = code;
  return count;
}

void icub_words_close(icub_word_breaker *breaker) { delete breaker; }

// MARK: Normalization

static int32_t normalize(const icu::Normalizer2 *normalizer, UErrorCode code, const icub_char *text,
                         int32_t length, icub_char *out, int32_t capacity, int32_t *status) {
  if (U_FAILURE(code)) {
    *status = code;
    return 0;
  }
  UnicodeString result = normalizer->normalize(view(text, length), code);
  *status = code;
  return U_FAILURE(code) ? 0 : extract(result, out, capacity, status);
}

int32_t icub_nfkc_casefold(const icub_char *text, int32_t length, icub_char *out,
                           int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  const icu::Normalizer2 *normalizer = icu::Normalizer2::getNFKCCasefoldInstance(code);
  return normalize(normalizer, code, text, length, out, capacity, status);
}

int32_t icub_nfc(const icub_char *text, int32_t length, icub_char *out, int32_t capacity,
                 int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  const icu::Normalizer2 *normalizer = icu::Normalizer2::getNFCInstance(code);
  return normalize(normalizer, code, text, length, out, capacity, status);
}

// MARK: Spoof checking

struct icub_spoof_checker {
  USpoofChecker *checker;
};

icub_spoof_checker *icub_spoof_open(int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  USpoofChecker *checker = uspoof_open(&code);
  uspoof_setChecks(checker, USPOOF_RESTRICTION_LEVEL | USPOOF_MIXED_NUMBERS | USPOOF_INVISIBLE, &code);
  uspoof_setRestrictionLevel(checker, USPOOF_HIGHLY_RESTRICTIVE);
  *status = code;
  if (U_FAILURE(code)) {
    uspoof_close(checker);
    return nullptr;
  }
  return new icub_spoof_checker{checker};
}

int32_t icub_spoof_check(const icub_spoof_checker *checker, const icub_char *text,
                         int32_t length, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t result = uspoof_check2(checker->checker, reinterpret_cast<const UChar *>(text), length, nullptr, &code);
  *status = code;
  return U_FAILURE(code) ? 0 : (result & USPOOF_ALL_CHECKS);
}

int32_t icub_spoof_skeleton(const icub_spoof_checker *checker, const icub_char *text,
                            int32_t length, icub_char *out, int32_t capacity,
                            int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t needed = uspoof_getSkeleton(checker->checker, 0, reinterpret_cast<const UChar *>(text), length,
                                      reinterpret_cast<UChar *>(out), capacity, &code);
  if (code == U_BUFFER_OVERFLOW_ERROR) {
    code = U_ZERO_ERROR;
  }
  *status = code;
  return needed;
}

void icub_spoof_close(icub_spoof_checker *checker) {
  if (checker != nullptr) {
    uspoof_close(checker->checker);
    delete checker;
  }
}

// MARK: Scripts

int32_t icub_script_code(int32_t codePoint, char *out, int32_t capacity) {
  UErrorCode code = U_ZERO_ERROR;
  UScriptCode script = uscript_getScript(codePoint, &code);
  const char *name = U_FAILURE(code) ? "Zzzz" : uscript_getShortName(script);
  return copyString(name ? name : "Zzzz", out, capacity);
}

// MARK: Character properties

int32_t icub_char_property_value(int32_t codePoint, const char *property, int32_t longName,
                                 char *out, int32_t capacity) {
  UProperty which = u_getPropertyEnum(property);
  if (which == UCHAR_INVALID_CODE || which < UCHAR_INT_START || which >= UCHAR_INT_LIMIT) {
    return copyString("", out, capacity);
  }
  int32_t value = u_getIntPropertyValue(codePoint, which);
  const char *name =
      u_getPropertyValueName(which, value, longName != 0 ? U_LONG_PROPERTY_NAME : U_SHORT_PROPERTY_NAME);
  if (name == nullptr) {
    name = u_getPropertyValueName(which, value, U_LONG_PROPERTY_NAME);
  }
  return copyString(name != nullptr ? name : "", out, capacity);
}

int32_t icub_char_has_property(int32_t codePoint, const char *property) {
  UProperty which = u_getPropertyEnum(property);
  if (which == UCHAR_INVALID_CODE || which < UCHAR_BINARY_START || which >= UCHAR_BINARY_LIMIT) {
    return -1;
  }
  return u_hasBinaryProperty(codePoint, which) ? 1 : 0;
}

int32_t icub_property_number(const char *property) {
  UProperty which = u_getPropertyEnum(property);
  bool known = (which >= UCHAR_BINARY_START && which < UCHAR_BINARY_LIMIT) ||
               (which >= UCHAR_INT_START && which < UCHAR_INT_LIMIT);
  return known ? static_cast<int32_t>(which) : -1;
}

int32_t icub_property_max_value(int32_t property) {
  return u_getIntPropertyMaxValue(static_cast<UProperty>(property));
}

int32_t icub_property_value_name(int32_t property, int32_t value, int32_t longName, char *out,
                                 int32_t capacity) {
  UProperty which = static_cast<UProperty>(property);
  const char *name = u_getPropertyValueName(which, value, longName != 0 ? U_LONG_PROPERTY_NAME : U_SHORT_PROPERTY_NAME);
  if (name == nullptr) name = u_getPropertyValueName(which, value, U_LONG_PROPERTY_NAME);
  return copyString(name != nullptr ? name : "", out, capacity);
}

int32_t icub_char_property(int32_t codePoint, int32_t property) {
  return u_getIntPropertyValue(codePoint, static_cast<UProperty>(property));
}

int32_t icub_script_extensions(int32_t codePoint, int32_t *out, int32_t capacity) {
  UErrorCode code = U_ZERO_ERROR;
  UScriptCode scripts[32];
  int32_t count = uscript_getScriptExtensions(codePoint, scripts, 32, &code);
  if (U_FAILURE(code)) return 0;
  for (int32_t i = 0; i < count && i < capacity; i++) out[i] = scripts[i];
  return count;
}

int32_t icub_script_number(const char *code) {
  UErrorCode status = U_ZERO_ERROR;
  UScriptCode scripts[4];
  int32_t count = uscript_getCode(code, scripts, 4, &status);
  return U_SUCCESS(status) && count > 0 ? static_cast<int32_t>(scripts[0]) : -1;
}

int32_t icub_char_combining_class(int32_t codePoint) { return u_getCombiningClass(codePoint); }

int32_t icub_char_name(int32_t codePoint, char *out, int32_t capacity) {
  char buffer[128];
  for (UCharNameChoice choice : {U_UNICODE_CHAR_NAME, U_CHAR_NAME_ALIAS, U_EXTENDED_CHAR_NAME}) {
    UErrorCode code = U_ZERO_ERROR;
    int32_t length = u_charName(codePoint, choice, buffer, sizeof buffer, &code);
    if (U_SUCCESS(code) && length > 0 && length < static_cast<int32_t>(sizeof buffer)) {
      return copyString(std::string(buffer, static_cast<size_t>(length)), out, capacity);
    }
  }
  return copyString("", out, capacity);
}

}  // extern "C"
