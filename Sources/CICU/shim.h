// The system ICU, reached only through the ICUBridge target.
#include <unicode/utypes.h>
#include <unicode/uversion.h>
