// Typographic punctuation in its ASCII form, for output to a terminal whose locale has no UTF-8
// (LANG=C over SSH, a serial console): there “ ” – − … would arrive as bytes it cannot show. Only
// punctuation and marks are replaced; letters of any script are left as they are (a name stays
// the name the service holds). Pure.

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
