import { afterEach, describe, expect, it, vi } from 'vitest';

// Make chalk (inside Ink) willing to colour, so that only the theme decides whether colour appears.
vi.hoisted(() => {
  process.env['FORCE_COLOR'] = '1';
});

import { ThemeContext, themeFor, type Theme } from '../../../source/tui/kernel/theme.js';
import { ResourceForm } from '../../../source/tui/forms/resource-form.js';
import { DeleteView } from '../../../source/tui/dialogs/delete-dialog.js';
import { createDeleteDialog } from '../../../source/tui/dialogs/delete-state.js';
import { renderApp, type RenderedApp } from '../helpers/ink.js';

// SGR colour parameters: 30-39, 40-49, 90-97, 100-107 (38;5/38;2 included).
const COLOUR_SGR = /\u001B\[(?:[0-9;]*;)?(?:3[0-9]|4[0-9]|9[0-7]|10[0-7])(?:;[0-9;]*)?m/;

let app: RenderedApp | undefined;
afterEach(() => app?.unmount());

/** The form's frame with a swatch, then with an inline error (colour codes of both kinds). */
async function renderForm(theme: Theme): Promise<string> {
  app = renderApp(
    <ThemeContext.Provider value={theme}>
      <ResourceForm
        kind="area"
        mode="edit"
        resource={{ id: 1, name: 'Ops', color: '#DAF3F8' }}
        width={80}
        height={20}
        onSubmit={async () => {}}
        onCancel={() => {}}
      />
    </ThemeContext.Provider>,
  );
  await app.waitFor('Edit area Ops');
  await app.press('tab', 'tab');
  await app.waitFor('a colour #RRGGBB');
  const withSwatch = app.rawFrame();
  await app.press('x');
  await app.waitFor('✗ expected a colour #RRGGBB');
  return withSwatch + app.rawFrame();
}

describe('themes', () => {
  it('chooses no colour for NO_COLOR, a dumb terminal or a non-terminal output', () => {
    expect(themeFor({ NO_COLOR: '1' }).colour).toBe(false);
    expect(themeFor({ NO_COLOR: '1', FORCE_COLOR: '1' }).colour).toBe(false);
    expect(themeFor({ NO_COLOR: '' }, { isTTY: true }).colour).toBe(true);
    expect(themeFor({ TERM: 'dumb' }, { isTTY: true }).colour).toBe(false);
    expect(themeFor({}, { isTTY: false }).colour).toBe(false);
    expect(themeFor({}, { isTTY: true, hasColors: () => false }).colour).toBe(false);
    expect(themeFor({}, { isTTY: true, hasColors: () => true }).colour).toBe(true);
  });

  it('colours the form with the colour theme (swatch included)', async () => {
    const raw = await renderForm(themeFor({}, { isTTY: true, hasColors: () => true }));
    expect(raw).toMatch(COLOUR_SGR);
    expect(raw).toContain('██');
  });

  it('writes no colour codes under NO_COLOR, and shows the colour as hex text only', async () => {
    const raw = await renderForm(themeFor({ NO_COLOR: '1' }));
    expect(raw).not.toMatch(COLOUR_SGR);
    expect(raw).not.toContain('██');
    expect(raw).toContain('#DAF3F8');
  });

  it('draws the delete dialog without colour under NO_COLOR', async () => {
    app = renderApp(
      <ThemeContext.Provider value={themeFor({ NO_COLOR: 'yes' })}>
        <DeleteView state={createDeleteDialog({ kind: 'area', name: 'Ops', descendants: [{ kind: 'objective', name: 'Grow' }] })} />
      </ThemeContext.Provider>,
    );
    await app.waitFor('Type Ops');
    expect(app.rawFrame()).not.toMatch(COLOUR_SGR);
  });
});
