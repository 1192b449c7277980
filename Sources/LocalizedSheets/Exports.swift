// What app code names when it builds localized sheets, in scope with `import LocalizedSheets`
// alone: the core's state types, the locale identifier, argument values and the load error.
@_exported import ActionSheetCore

@_exported import struct ICU.LocaleID
@_exported import struct ICU.LocaleIDError
@_exported import enum ICU.MessageValue
@_exported import struct LocaleCatalog.CatalogLoadError
