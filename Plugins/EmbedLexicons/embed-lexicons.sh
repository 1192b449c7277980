#!/bin/sh
# Writes a Swift source holding the text of lexicon files, for the VerbSpecificity
# library: embed-lexicons.sh OUTPUT.swift FILE.json…
# Each file becomes a raw multi-line string literal, so its text is kept as written.
set -eu
output=$1
shift
temporary="$output.partial"
{
  echo '// Generated at build time from Locales/lexicons/*.json; edit those files, not this one.'
  echo ''
  echo '/// The package'"'"'s lexicon files: file name and text, in name order.'
  echo 'let bundledLexiconFiles: [(name: String, text: String)] = ['
  for file in "$@"; do
    if grep -q '"""####' "$file"; then
      echo "$file: error: the lexicon contains \"\"\"####, which cannot be embedded" >&2
      exit 1
    fi
    printf '  (\n    "%s",\n    ####"""\n' "$(basename "$file")"
    cat "$file"
    # The literal ends before the newline that precedes its closing delimiter, so the
    # text is the file's, with or without a final newline.
    printf '\n'
    printf '"""####\n  ),\n'
  done
  echo ']'
} > "$temporary"
mv "$temporary" "$output"
