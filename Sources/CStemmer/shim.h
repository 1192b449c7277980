// The system Snowball stemmers (Debian's libstemmer-dev), reached only through
// VerbSpecificity's SnowballStemmer.
#include <libstemmer.h>
