// The engine's tests land from their own branch. This comment-only file exists so that the
// `terminal` branch builds (SwiftPM refuses a test target without sources); delete it on merge.
