// Several addresses or ids pasted one a line: the inner line breaks separate them and only a final
// one is Enter; otherwise line breaks stay Enter ("objective 61\r" typed ahead still runs). Pure.
import { parseReferenceList } from '../../index/references.js';

export function joinPastedLines(input: string): string {
  const trailing = /[\r\n]+$/.exec(input)?.[0] ?? '';
  const body = input.slice(0, input.length - trailing.length);
  const firstBreak = body.search(/[\r\n]/);
  if (firstBreak < 0) return input;
  if (parseReferenceList(body.slice(firstBreak).replace(/[\r\n]+/g, ' ')).found === 0) return input;
  return `${body.replace(/[\r\n]+/g, ' ')}${trailing === '' ? '' : '\r'}`;
}
