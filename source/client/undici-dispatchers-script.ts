// The npm bundle's undici-dispatchers.ts (scripts/build.mjs puts this module in its place): the same
// exports, from the CommonJS script built from that module and run with a code cache written after
// the run (store/cached-script.ts, decision 0378). The tests and the single-file executable use
// undici-dispatchers.ts itself.
import type * as Dispatchers from './undici-dispatchers.js';
import { loadScript } from '../store/cached-script.js';

/** The script's file beside this chunk ("./undici-<hash>.cjs"), named by the build. */
declare const HOSHIN_UNDICI_SCRIPT: string;

const { exports: dispatchers } = loadScript<typeof Dispatchers>(new URL(HOSHIN_UNDICI_SCRIPT, import.meta.url));

export const { Pool, Agent, ProxyAgent, buildConnector, TunnelPool } = dispatchers;
