/** The oldest Node hoshin supports, from package.json's `engines`. */
export const OLDEST_NODE: string;
/** The path of a Node binary of `version`, fetched into .tmp/ from the npm registry when missing. */
export function nodeBinary(version: string): string;
