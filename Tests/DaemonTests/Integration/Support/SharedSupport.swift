// The daemon launcher, sandbox, notify receiver and event logs live in TestSupport, shared by
// every test target; the integration tests all use them, so they see them without importing.
@_exported import TestSupport
