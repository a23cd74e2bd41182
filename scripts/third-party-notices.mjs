// Writes the licences of the packages bundled into dist/ (the build drops their comments), so the
// npm package carries the notices their MIT/ISC/BSD licences ask for. Which packages are bundled
// comes from esbuild's own account of the same entry point. Usage: [output file].
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { bundleTrims } from './bundle-trims.mjs';

const output = process.argv[2] ?? 'dist/THIRD-PARTY-NOTICES.md';

const result = await build({
  entryPoints: ['source/main.ts'],
  bundle: true,
  write: false,
  metafile: true,
  outdir: '.tmp/notices',
  splitting: true,
  format: 'esm',
  platform: 'node',
  // Not bundled: keytar is installed beside the bundle. The same code is left out as in the build.
  external: ['keytar'],
  plugins: bundleTrims,
  logLevel: 'error',
});

const packageDirs = new Set();
for (const input of Object.keys(result.metafile.inputs)) {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
  if (match) packageDirs.add(match[1]);
}

function licenceText(dir) {
  const file = readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\b|[-.])/i.test(name));
  return file ? readFileSync(join(dir, file), 'utf8').trim() : undefined;
}

const sections = [...packageDirs]
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .map((dir) => {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const repository = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
    const text = licenceText(dir) ?? `${manifest.license} (the package ships no licence file${repository ? `; see ${repository}` : ''})`;
    return { id: `${manifest.name}@${manifest.version}`, licence: manifest.license, text };
  })
  .sort((a, b) => a.id.localeCompare(b.id));

const unique = sections.filter((section, index) => sections.findIndex((other) => other.id === section.id) === index);
writeFileSync(
  output,
  `# Third-party notices\n\nhoshin's bundle contains these packages, under these licences.\n\n${unique
    .map((section) => `## ${section.id} (${section.licence})\n\n\`\`\`\n${section.text}\n\`\`\`\n`)
    .join('\n')}`,
);
console.error(`third-party-notices: ${unique.length} packages written to ${output}`);
