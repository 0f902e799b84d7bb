// Every integration test file starts here (vitest.int.config.ts setupFiles): @hono/zod-openapi
// extends zod on import, so a shared schema a test imports before the server is built on the
// extended zod and `.openapi()` exists on it, whatever the order of the test's own imports.
import '@hono/zod-openapi';
