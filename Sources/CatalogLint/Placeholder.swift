import ICU
