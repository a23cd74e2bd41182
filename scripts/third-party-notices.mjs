// Writes the licences of the packages bundled into dist/ (the build drops their comments), so the
// npm package carries the notices their MIT/ISC/BSD licences ask for. Which packages are bundled
// comes from the bundler's own account of the modules in each chunk, built with the build's
// options. Usage: [output file].
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { rolldown } from 'rolldown';
import { bundleOptions } from './bundle-options.mjs';

const output = process.argv[2] ?? 'dist/THIRD-PARTY-NOTICES.md';

const bundle = await rolldown(bundleOptions());
const { output: chunks } = await bundle.generate({ dir: 'dist', format: 'esm' });
await bundle.close();

const packageDirs = new Set();
for (const chunk of chunks) {
  for (const id of chunk.type === 'chunk' ? chunk.moduleIds : []) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(relative(process.cwd(), id).split(sep).join('/'));
    if (match) packageDirs.add(match[1]);
  }
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
