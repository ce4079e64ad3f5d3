// The part of the Sentry SDK error reporting uses, as a module of its own: `initErrorReporting`
// imports this file lazily, and a bundler keeps only these exports and what they need. A
// dynamic `import('@sentry/react')` would keep the whole SDK (replay, feedback, tracing: 152 KB
// gzip against the few tens this needs), since a namespace import cannot be tree-shaken.
export { captureException, flush, init } from '@sentry/react';
