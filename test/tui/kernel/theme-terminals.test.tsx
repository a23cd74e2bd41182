import { afterEach, describe, expect, it, vi } from 'vitest';

// Let chalk (inside Ink) draw any depth, so the theme alone decides which colour codes appear.
vi.hoisted(() => {
  process.env['FORCE_COLOR'] = '3';
  process.env['COLORTERM'] = 'truecolor';
});

import { ansi16Ranking, ansi256Index, nearestAnsi16, SwatchColours } from '../../../source/terminal/ansi-colours.js';
import { ASCII_GLYPHS, UNICODE_GLYPHS } from '../../../source/terminal/glyphs.js';
import { Swatch, swatchSegments, ThemeContext, themeFor, themeForCaps } from '../../../source/tui/kernel/theme.js';
import { renderApp, type RenderedApp } from '../helpers/ink.js';

const DEMO_AREAS = ['#DAF3F8', '#FDE2C4', '#E3F4D7', '#EADCF7'];
const tty = { isTTY: true };

let app: RenderedApp | undefined;
afterEach(() => app?.unmount());

describe('the theme for a terminal', () => {
  it('carries the glyphs and border style of the terminal', () => {
    const ascii = themeFor({ LANG: 'C', TERM: 'xterm' }, tty);
    expect(ascii.unicode).toBe(false);
    expect(ascii.glyphs).toBe(ASCII_GLYPHS);
    expect(ascii.borderStyle).toBe('classic');
    const unicode = themeFor({ LANG: 'en_US.UTF-8', TERM: 'xterm-256color' }, tty);
    expect(unicode.glyphs).toBe(UNICODE_GLYPHS);
    expect(unicode.borderStyle).toBe('round');
    expect(themeFor({ LANG: 'en_US.UTF-8' }, tty, { ascii: true }).borderStyle).toBe('classic');
  });

  it('has an ASCII form of the same width for every mark', () => {
    for (const [name, unicode] of Object.entries(UNICODE_GLYPHS)) {
      const ascii = ASCII_GLYPHS[name as keyof typeof ASCII_GLYPHS];
      // Measured where it is drawn, so its ASCII form may be longer: `...` for `…`.
      if (name === 'omitted' || name === 'ellipsis') continue;
      if (typeof unicode === 'string') {
        expect(/^[\x20-\x7E]+$/.test(ascii as string), name).toBe(true);
        expect((ascii as string).length, name).toBe([...unicode].length);
      }
    }
    expect(ASCII_GLYPHS.spinner.every((frame) => /^[\x20-\x7E]$/.test(frame))).toBe(true);
    expect(ASCII_GLYPHS.spark).toHaveLength(UNICODE_GLYPHS.spark.length);
  });

  it('keeps status colours apart at 16 colours and drops them under NO_COLOR', () => {
    const theme = themeFor({ TERM: 'xterm' }, tty);
    expect(theme.colours).toBe(16);
    const statuses = [theme.success.color, theme.warning.color, theme.error.color];
    expect(new Set(statuses).size).toBe(3);
    expect(statuses.every((colour) => /^[a-z]+$/.test(colour ?? ''))).toBe(true);
    const none = themeFor({ TERM: 'xterm', NO_COLOR: '1' }, tty);
    expect([none.success, none.warning, none.error, none.accent].every((style) => style.color === undefined)).toBe(true);
    expect(none.swatchColour('#DAF3F8')).toBeUndefined();
  });
});

describe('area colours at each depth', () => {
  it('maps pale colours by hue at 16 colours instead of turning them all white', () => {
    expect(ansi16Ranking('#DAF3F8')[0]).toBe('cyanBright');
    expect(ansi16Ranking('#FDE2C4')[0]).toBe('yellowBright');
    expect(ansi16Ranking('#E3F4D7')[0]).toBe('greenBright');
    expect(ansi16Ranking('#D9D9D9')[0]).toBe('white');
    expect(ansi16Ranking('#1E40AF')[0]).toBe('blue');
    expect(ansi16Ranking('#FF0000')[0]).toBe('redBright');
    expect(ansi16Ranking('#000000')[0]).toBe('black');
  });

  it('gives different areas different colours at 16 colours, and a colour keeps its own', () => {
    const swatches = new SwatchColours(16);
    const colours = DEMO_AREAS.map((hex) => swatches.colour(hex));
    expect(new Set(colours).size).toBe(DEMO_AREAS.length);
    expect(colours).not.toContain('whiteBright');
    expect(swatches.colour('#daf3f8')).toBe(colours[0]);
    // Two blues: the second takes the nearest colour the first left free.
    const blues = new SwatchColours(16);
    expect(blues.colour('#B3D4FC')).not.toBe(blues.colour('#B3D4FD'));
    expect(nearestAnsi16('#B3D4FC', new Set(['blueBright']))).not.toBe('blueBright');
  });

  it('uses the 256-colour cube or grey ramp at 256 colours and the hex only with truecolour', () => {
    expect(ansi256Index('#000000')).toBe(16);
    expect(ansi256Index('#FFFFFF')).toBe(231);
    expect(ansi256Index('#FF0000')).toBe(196);
    expect(ansi256Index('#808080')).toBe(244);
    expect(new Set(DEMO_AREAS.map((hex) => ansi256Index(hex))).size).toBe(DEMO_AREAS.length);
    expect(new SwatchColours(256).colour('#DAF3F8')).toBe(`ansi256(${ansi256Index('#DAF3F8')})`);
    expect(new SwatchColours('truecolor').colour('#daf3f8')).toBe('#DAF3F8');
    expect(new SwatchColours(16).colour('#DAF3F')).toBeUndefined();
  });

  it('draws the swatch with the colour code of the depth, ASCII on an ASCII terminal', async () => {
    const codes: Record<string, RegExp> = {
      '16': /\u001b\[9[0-7]m##/,
      '256': /\u001b\[38;5;\d+m██/,
      truecolor: /\u001b\[38;2;218;243;248m██/,
    };
    for (const [depth, code] of Object.entries(codes)) {
      const unicode = depth !== '16';
      const theme = themeForCaps({
        unicode,
        colours: depth === 'truecolor' ? 'truecolor' : (Number(depth) as 16 | 256),
      });
      app = renderApp(
        <ThemeContext.Provider value={theme}>
          <Swatch hex="#DAF3F8" />
        </ThemeContext.Provider>,
      );
      await app.waitFor('#DAF3F8');
      expect(app.rawFrame(), depth).toMatch(code);
      app.unmount();
      app = undefined;
    }
    expect(swatchSegments(themeForCaps({ unicode: false, colours: 'none' }), '#DAF3F8')).toEqual([{ text: '#DAF3F8' }]);
  });
});
