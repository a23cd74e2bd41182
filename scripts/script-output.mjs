// The npm bundle's CommonJS scripts, run through node:vm with a code cache (source/store/cached-script.ts):
// undici's dispatchers (decision 0378) and the console's libraries (0379), written alike: one file,
// minified, ASCII only (decision 0377), each CommonJS wrapper a function expression (module-wrappers.mjs).
import { moduleWrappersPlugin } from './module-wrappers.mjs';

/** Writes the bundle as one script into `dir`, named by `entryFileNames`; gives its file name. */
export async function writeScript(bundle, dir, entryFileNames) {
  const { output } = await bundle.write({
    dir,
    format: 'cjs',
    entryFileNames,
    codeSplitting: false,
    minify: true,
    charset: 'ascii',
    comments: { legal: false },
    plugins: [moduleWrappersPlugin()],
  });
  await bundle.close();
  return output[0].fileName;
}
