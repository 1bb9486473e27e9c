// The engine lands from its own branch. This comment-only file exists so that the `terminal`
// branch builds (SwiftPM refuses a product whose target has no source file); delete it when the
// engine's sources are merged.
