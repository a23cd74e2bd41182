// Typographic punctuation in ASCII for a locale without UTF-8; letters of any script stay as they are. Pure.

const ASCII: Readonly<Record<string, string>> = {
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2018': "'",
  '\u2019': "'",
  '\u2013': '-',
  '\u2014': '--',
  '\u2212': '-',
  '\u2026': '...',
  '\u00B7': '-',
  '\u2192': '->',
  '\u00D7': 'x',
  '\u2713': 'ok',
  '\u2265': '>=',
  '\u2264': '<=',
  '\u00A0': ' ',
};

const PATTERN = new RegExp(`[${Object.keys(ASCII).join('')}]`, 'g');

export function asciiPunctuation(text: string): string {
  return text.replace(PATTERN, (character) => ASCII[character] ?? character);
}
