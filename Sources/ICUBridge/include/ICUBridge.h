// ICUBridge: a small, flat C API over the system ICU.
//
// ICU's C symbols carry a version suffix (u_strlen_72) and the parts SheetL10n needs most
// (MessagePattern, named-argument MessageFormat::format) exist only in its C++ API, so
// Swift reaches ICU through these functions. Strings are UTF-16 (`icub_char`) with explicit
// lengths; locale ids are NUL-terminated ASCII. Every function reports failure through an
// `int32_t *status` that receives an ICU UErrorCode (0 means success, negative values are
// warnings, positive values errors). Functions that write into a caller's buffer return
// the length they need; when it exceeds the capacity nothing useful was written and the
// caller retries with a larger buffer.

#ifndef SHEETL10N_ICUBRIDGE_H
#define SHEETL10N_ICUBRIDGE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef uint16_t icub_char;

/// The ICU name of an error code, such as "U_PATTERN_SYNTAX_ERROR".
const char *icub_error_name(int32_t status);

/// The ICU version, such as "72.1", into `out`.
int32_t icub_version(char *out, int32_t capacity);

// MARK: Message patterns

/// One part of a parsed MessageFormat pattern (icu::MessagePattern::Part).
typedef struct {
  int32_t type;          ///< UMessagePatternPartType
  int32_t index;         ///< UTF-16 offset of the part in the pattern
  int32_t length;        ///< UTF-16 length of the part
  int32_t value;         ///< part value (argument number, nesting level, ...)
  int32_t limitPart;     ///< for *_START parts, the index of the matching *_LIMIT part; else -1
  int32_t argType;       ///< UMessagePatternArgType for ARG_START and ARG_LIMIT; else 0
  double numericValue;   ///< value of ARG_INT and ARG_DOUBLE parts; else 0
} icub_pattern_part;

/// Parses `pattern` with icu::MessagePattern (apostrophe mode DOUBLE_OPTIONAL) and writes up
/// to `capacity` parts. Returns the number of parts. On a syntax error `*status` is set and
/// `*errorOffset` receives the UTF-16 offset of the error.
int32_t icub_pattern_parse(const icub_char *pattern, int32_t length, icub_pattern_part *parts,
                           int32_t capacity, int32_t *errorOffset, int32_t *status);

// MARK: Message formatting

typedef struct icub_formatter icub_formatter;

/// One named argument for icub_formatter_format. Its name, and its text for a string value,
/// are ranges of the UTF-16 pool passed beside the arguments, so one buffer serves them all.
typedef struct {
  int32_t kind;            ///< 0 double, 1 int64, 2 string
  int32_t nameStart;
  int32_t nameLength;
  int32_t textStart;
  int32_t textLength;
  double doubleValue;
  int64_t intValue;
} icub_argument;

/// Compiles `pattern` for `locale` with icu::MessageFormat. Returns NULL on failure.
icub_formatter *icub_formatter_open(const char *locale, const icub_char *pattern, int32_t length,
                                    int32_t *errorOffset, int32_t *status);
/// Formats with named arguments and writes the result as UTF-8 (not NUL-terminated) into `out`
/// when it fits in `capacity` bytes. Returns the UTF-8 length of the result, which is larger
/// than `capacity` when it did not fit.
int32_t icub_formatter_format(const icub_formatter *formatter, const icub_char *pool,
                              const icub_argument *arguments, int32_t count, char *out,
                              int32_t capacity, int32_t *status);
void icub_formatter_close(icub_formatter *formatter);

// MARK: Plural rules

typedef struct icub_plural_rules icub_plural_rules;

/// Opens the cardinal (`ordinal` = 0) or ordinal (`ordinal` = 1) plural rules of `locale`.
icub_plural_rules *icub_plural_open(const char *locale, int32_t ordinal, int32_t *status);
/// The category of `number`, such as "few", into `out`.
int32_t icub_plural_select(const icub_plural_rules *rules, double number, char *out,
                           int32_t capacity, int32_t *status);
/// The categories of the rules, separated by single spaces, into `out`.
int32_t icub_plural_keywords(const icub_plural_rules *rules, char *out, int32_t capacity,
                             int32_t *status);
/// Up to `capacity` sample numbers of `keyword`; returns how many were written.
int32_t icub_plural_samples(const icub_plural_rules *rules, const char *keyword, double *out,
                            int32_t capacity, int32_t *status);
/// The CLDR rule of `keyword` without its samples ("i = 1 and v = 0"), into `out`; empty for
/// `other` and for a keyword the rules do not have.
int32_t icub_plural_rule(const icub_plural_rules *rules, const char *keyword, char *out,
                         int32_t capacity, int32_t *status);
void icub_plural_close(icub_plural_rules *rules);

// MARK: Locales

/// Parses a BCP 47 tag strictly and writes its canonical form. Returns the length of the
/// canonical tag; `*status` is U_ILLEGAL_ARGUMENT_ERROR when `tag` is not well-formed, and
/// `*parsedLength` tells how much of it ICU could read.
int32_t icub_locale_canonical(const char *tag, char *out, int32_t capacity,
                              int32_t *parsedLength, int32_t *status);
/// Reads an ICU locale ID, as Foundation's `Locale.identifier` writes them (`en_US`,
/// `sr_Latn_RS`, `de_DE@collation=phonebook`, `en_US_POSIX`), and writes it as a BCP 47 tag.
/// Returns the length of the tag; `*status` is a failure when ICU cannot express it as one.
int32_t icub_locale_tag_from_identifier(const char *identifier, char *out, int32_t capacity, int32_t *status);
/// The tag with likely subtags added (en -> en-Latn-US).
int32_t icub_locale_maximize(const char *tag, char *out, int32_t capacity, int32_t *status);
/// 1 when the locale's script is written right to left.
int32_t icub_locale_is_right_to_left(const char *tag);
/// 1 when ICU has locale data for `tag` itself or one of its parents other than root.
int32_t icub_locale_has_data(const char *tag);
/// The English display name of `tag` ("Portuguese (Brazil)").
int32_t icub_locale_display_name(const char *tag, icub_char *out, int32_t capacity,
                                 int32_t *status);

// MARK: Bidi

/// The direction of the first strong character: 0 left to right, 1 right to left, 3 none.
int32_t icub_bidi_first_strong(const icub_char *text, int32_t length);
/// Reorders one line from logical to visual order. `paragraphLevel` is 0 (LTR), 1 (RTL) or
/// -1 (from the first strong character). Mirrors brackets; removes bidi controls.
int32_t icub_bidi_visual(const icub_char *text, int32_t length, int32_t paragraphLevel,
                         icub_char *out, int32_t capacity, int32_t *status);

// MARK: Word segmentation

typedef struct icub_word_breaker icub_word_breaker;

icub_word_breaker *icub_words_open(const char *locale, int32_t *status);
/// Segments `text` and writes each segment's UTF-16 start, end and a flag that is 1 when
/// the segment is a word (letters, numbers, ideographs, kana) rather than space or
/// punctuation. Returns the number of segments.
int32_t icub_words_segment(icub_word_breaker *breaker, const icub_char *text, int32_t length,
                           int32_t *starts, int32_t *ends, int32_t *isWord, int32_t capacity,
                           int32_t *status);
void icub_words_close(icub_word_breaker *breaker);

// MARK: Normalization

/// NFKC case folding (NFKC_Casefold) of `text` into `out`.
int32_t icub_nfkc_casefold(const icub_char *text, int32_t length, icub_char *out,
                           int32_t capacity, int32_t *status);
/// NFC normalization of `text` into `out`.
int32_t icub_nfc(const icub_char *text, int32_t length, icub_char *out, int32_t capacity,
                 int32_t *status);

// MARK: Spoof checking

typedef struct icub_spoof_checker icub_spoof_checker;

icub_spoof_checker *icub_spoof_open(int32_t *status);
/// The USpoofChecks bits that `text` fails (0 when it passes): mixed scripts beyond the
/// highly restrictive level, mixed numbers, invisible characters.
int32_t icub_spoof_check(const icub_spoof_checker *checker, const icub_char *text,
                         int32_t length, int32_t *status);
/// The confusable skeleton of `text` into `out`.
int32_t icub_spoof_skeleton(const icub_spoof_checker *checker, const icub_char *text,
                            int32_t length, icub_char *out, int32_t capacity,
                            int32_t *status);
void icub_spoof_close(icub_spoof_checker *checker);

// MARK: Scripts

/// The ISO 15924 short name of the script of `codePoint` ("Latn", "Cyrl", "Zyyy").
int32_t icub_script_code(int32_t codePoint, char *out, int32_t capacity);

// MARK: Character properties

/// The name of the value of the enumerated Unicode property `property` (ICU's long or short
/// property name, such as "Bidi_Class" or "ea") for `codePoint` into `out`: the short name
/// ("AL", "W", "Cyrl") when `longName` is 0, else the long one ("Arabic_Letter", "Cyrillic").
/// Returns the length; 0 when ICU does not know the property.
int32_t icub_char_property_value(int32_t codePoint, const char *property, int32_t longName,
                                 char *out, int32_t capacity);
/// 1 when `codePoint` has the binary Unicode property `property` (such as
/// "Extended_Pictographic"), 0 when not, -1 when ICU does not know the property.
int32_t icub_char_has_property(int32_t codePoint, const char *property);
/// ICU's number (UProperty) for the property named `property` ("General_Category",
/// "Extended_Pictographic"), or -1 when ICU does not know it. Look it up once, then use the
/// number with the functions below, which do no string work.
int32_t icub_property_number(const char *property);
/// The largest value of the enumerated property `property` (a number from
/// icub_property_number).
int32_t icub_property_max_value(int32_t property);
/// The name of value `value` of the enumerated property `property` into `out` (the short
/// name when `longName` is 0). Returns the length; 0 when it has none.
int32_t icub_property_value_name(int32_t property, int32_t value, int32_t longName, char *out,
                                 int32_t capacity);
/// The value of the enumerated property `property` for `codePoint`, or 1/0 for a binary one.
int32_t icub_char_property(int32_t codePoint, int32_t property);
/// The scripts `codePoint` is used with (its Script_Extensions, ICU's UScriptCode numbers)
/// into `out`; returns how many there are. A character without extensions has its Script.
int32_t icub_script_extensions(int32_t codePoint, int32_t *out, int32_t capacity);
/// ICU's number (UScriptCode) for the script with ISO 15924 code `code` ("Jpan"); -1 when
/// unknown.
int32_t icub_script_number(const char *code);
/// The canonical combining class of `codePoint` (9 for a virama).
int32_t icub_char_combining_class(int32_t codePoint);
/// The Unicode name of `codePoint` ("ZERO WIDTH SPACE"), or its alias for control
/// characters, into `out`. Returns the length; 0 when it has none.
int32_t icub_char_name(int32_t codePoint, char *out, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
