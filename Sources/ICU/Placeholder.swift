import ICUBridge
