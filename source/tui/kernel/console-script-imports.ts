// What the console's script (console-libraries.ts) takes from the ES side of the npm bundle: the
// namespaces of the modules it shares with the commands (the store, the index, the use cases…), by
// their path in the repository, so that each is one instance; and the modules it imports after the
// first frame (the lazy views). The build (scripts/console-script.mjs) writes this module's content;
// this file only gives its shape.

/** The modules the script requires, already imported. */
export const sharedModules: Record<string, unknown> = {};

/** The modules the script imports later: each a function that imports it. */
export const laterModules: Record<string, (() => Promise<unknown>) | undefined> = {};
