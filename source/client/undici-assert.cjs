/* global process */
// undici's node:assert, bundled in its place (scripts/bundle-options.mjs): undici's modules call
// only assert(value, message), an invariant that holds, and loading node:assert (with its
// AssertionError, diff and colour modules) cost every request's command 2-3 ms. Node's own
// assert still judges, and throws its AssertionError, when an invariant fails (decision 0362).
'use strict';

module.exports = function assert(value, message) {
  if (!value) process.getBuiltinModule('node:assert')(value, message);
};
