// Which character set and how many colours each environment gets.
import { describe, expect, it } from 'vitest';
import { detectColours, detectTerminal, detectUnicode, localeOf } from '../../source/terminal/terminal-caps.js';

const tty = { isTTY: true };

describe('Unicode or ASCII', () => {
  it('reads the locale as the C library does: LC_ALL, then LC_CTYPE, then LANG; empty counts as unset', () => {
    expect(localeOf({ LC_ALL: 'C', LC_CTYPE: 'en_US.UTF-8', LANG: 'en_US.UTF-8' })).toBe('C');
    expect(localeOf({ LC_ALL: '', LC_CTYPE: 'C', LANG: 'en_US.UTF-8' })).toBe('C');
    expect(localeOf({ LANG: 'de_DE.UTF-8' })).toBe('de_DE.UTF-8');
    expect(localeOf({})).toBeUndefined();
  });

  it('draws Unicode under a UTF-8 locale, in any spelling', () => {
    for (const locale of ['C.UTF-8', 'en_US.UTF-8', 'en_US.utf8', 'ja_JP.UTF-8@cjk'])
      expect(detectUnicode({ LANG: locale }), locale).toBe(true);
  });

  it('draws ASCII under C, POSIX or a locale without UTF-8, whichever variable names it', () => {
    for (const locale of ['C', 'POSIX', 'en_US', 'en_US.ISO-8859-1', 'de_DE@euro'])
      expect(detectUnicode({ LANG: locale }), locale).toBe(false);
    expect(detectUnicode({ LC_ALL: 'C', LANG: 'en_US.UTF-8' })).toBe(false);
    expect(detectUnicode({ LC_CTYPE: 'POSIX', LANG: 'en_US.UTF-8' })).toBe(false);
    expect(detectUnicode({ LC_ALL: 'en_US.UTF-8', LANG: 'C' })).toBe(true);
  });

  it('draws ASCII on the Linux console, DEC terminals and dumb terminals, whatever the locale', () => {
    for (const term of ['linux', 'vt100', 'vt220', 'vt102', 'dumb', 'linux-16color'])
      expect(detectUnicode({ LANG: 'en_US.UTF-8', TERM: term }), term).toBe(false);
    for (const term of ['xterm', 'xterm-256color', 'screen', 'tmux-256color', 'vte'])
      expect(detectUnicode({ LANG: 'en_US.UTF-8', TERM: term }), term).toBe(true);
  });

  it('takes no locale variable at all as UTF-8, and --ascii over everything', () => {
    expect(detectUnicode({})).toBe(true);
    expect(detectUnicode({ LANG: 'en_US.UTF-8', TERM: 'xterm-256color' }, { ascii: true })).toBe(false);
  });
});

describe('colour depth', () => {
  it('has no colour under NO_COLOR (any non-empty value), even when forced', () => {
    expect(detectColours({ NO_COLOR: '1', TERM: 'xterm-256color', COLORTERM: 'truecolor' }, tty)).toBe('none');
    expect(detectColours({ NO_COLOR: '1', FORCE_COLOR: '3' }, tty)).toBe('none');
    expect(detectColours({ NO_COLOR: '', TERM: 'xterm' }, tty)).toBe(16);
  });

  it('has no colour on a monochrome terminal, a non-terminal output or one without colours', () => {
    for (const term of ['dumb', 'vt100', 'vt220']) expect(detectColours({ TERM: term }, tty), term).toBe('none');
    expect(detectColours({ TERM: 'xterm-256color' }, { isTTY: false })).toBe('none');
    expect(detectColours({ TERM: 'xterm-256color' }, { isTTY: true, hasColors: () => false })).toBe('none');
  });

  it('gives truecolour only where COLORTERM says truecolor or 24bit', () => {
    expect(detectColours({ TERM: 'xterm-256color', COLORTERM: 'truecolor' }, tty)).toBe('truecolor');
    expect(detectColours({ TERM: 'xterm', COLORTERM: '24bit' }, tty)).toBe('truecolor');
    expect(detectColours({ TERM: 'xterm-256color', COLORTERM: 'yes' }, tty)).toBe(256);
    expect(detectColours({ TERM: 'xterm-kitty' }, tty)).toBe(16);
  });

  it('gives 256 colours to *-256color terminals and 16 to the rest (xterm, screen, linux)', () => {
    for (const term of ['xterm-256color', 'screen-256color', 'tmux-256color']) expect(detectColours({ TERM: term }, tty), term).toBe(256);
    for (const term of ['xterm', 'screen', 'linux', 'rxvt']) expect(detectColours({ TERM: term }, tty), term).toBe(16);
    expect(detectColours({}, tty)).toBe(16);
  });

  it('lets FORCE_COLOR turn colour off, or raise the depth over the terminal check, as chalk reads it', () => {
    expect(detectColours({ FORCE_COLOR: '0', TERM: 'xterm-256color' }, tty)).toBe('none');
    expect(detectColours({ FORCE_COLOR: 'false' }, tty)).toBe('none');
    expect(detectColours({ FORCE_COLOR: '1' }, { isTTY: false })).toBe(16);
    expect(detectColours({ FORCE_COLOR: '2', TERM: 'dumb' }, { isTTY: false })).toBe(256);
    expect(detectColours({ FORCE_COLOR: '3' }, tty)).toBe('truecolor');
    expect(detectColours({ FORCE_COLOR: '1', TERM: 'xterm-256color' }, tty)).toBe(256);
    expect(detectColours({ FORCE_COLOR: 'true' }, { isTTY: false })).toBe(16);
  });

  it('combines both in one answer', () => {
    expect(detectTerminal({ LANG: 'C', TERM: 'xterm' }, tty)).toEqual({ unicode: false, colours: 16 });
    expect(detectTerminal({ LANG: 'C.UTF-8', TERM: 'vt100' }, tty)).toEqual({ unicode: false, colours: 'none' });
    expect(detectTerminal({ LANG: 'C.UTF-8', TERM: 'xterm-256color' }, tty, { ascii: true })).toEqual({
      unicode: false,
      colours: 256,
    });
  });
});
