// Keys that do what they say, against a real sandbox: `/` in the indicators overview, Enter on a
// highlighted palette suggestion, the footer at 80 columns, y and Y through OSC 52, keys typed
// while a list loads, the wrapped detail pane, and the delete dialog naming the key that works.
import { describe, expect, it } from 'vitest';
import type { Resource, ResourceClient } from '../../../source/core/resource.js';
import { osc52, tmuxPassthrough } from '../../../source/terminal/clipboard.js';
import { demoSandbox, type TestConsole } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';

const demo = demoSandbox();
const open = demo.open;

/** The footer: the frame's last line. */
const footer = (ui: TestConsole): string => ui.lines().at(-1) ?? '';

describe('/ in the indicators overview', () => {
  it('filters the rows by what is typed; e types, it does not open a form; Enter opens the match', async () => {
    const ui = open();
    const hoshin = Number(demo.sandbox.store.all('hoshin')[0]!.id);
    const target = demo.sandbox.store
      .all('indicator')
      .find((i) => Number(i.hoshin_id) === hoshin && String(i.name).toLowerCase().includes('energy'))!;
    const others = demo.sandbox.store.all('indicator').filter((i) => Number(i.hoshin_id) === hoshin && i.id !== target.id);
    await openByPalette(ui, 'hoshin', hoshin);
    await ui.press('i');
    await ui.waitFor('Indicators of hoshin');
    expect(ui.frame()).toContain(String(others[0]!.name).slice(0, 15));
    await ui.press('/', ...'energy'.split(''));
    // The filter line shows every letter, `e` included: it was typed, not run.
    await ui.waitFor('/energy▏');
    expect(ui.frame()).not.toContain('Edit indicator');
    expect(ui.frame()).toContain('1 indicator ·');
    expect(ui.frame()).toContain(String(target.name));
    for (const other of others) expect(ui.frame()).not.toContain(String(other.name));
    await ui.press('enter');
    await ui.waitFor((frame) => frame.includes('/energy') && !frame.includes('/energy▏'));
    await ui.press('enter');
    await ui.waitFor((frame) => !frame.includes('Indicators of hoshin'));
    await ui.waitFor(`#${target.id}`);
  });

  it('Esc on the filter line clears it and the rows come back', async () => {
    const ui = open();
    const hoshin = Number(demo.sandbox.store.all('hoshin')[0]!.id);
    await openByPalette(ui, 'hoshin', hoshin);
    await ui.press('i', '/', 'z', 'z', 'z');
    await ui.waitFor('no indicator matches the filter');
    await ui.press('esc');
    await ui.waitFor((frame) => !frame.includes('/zzz') && frame.includes('! late'));
  });
});

describe('Enter in the palette', () => {
  /** A few letters of an objective name that at least two objectives share. */
  function sharedLetters(): string {
    const names = demo.sandbox.store.all('objective').map((o) => String(o.name).toLowerCase());
    for (const name of names) {
      for (const word of name.split(/\s+/)) {
        const piece = word.slice(0, 3);
        if (piece.length === 3 && /^[a-z]+$/.test(piece) && names.filter((n) => n.includes(piece)).length >= 2) return piece;
      }
    }
    throw new Error('no shared letters in the demo objectives');
  }

  /** The id of the highlighted suggestion (`› objective 61  …`). */
  const highlighted = (ui: TestConsole): number => Number(/› objective (\d+)/.exec(ui.frame())?.[1]);

  it('takes the highlighted suggestion when the typed line is not a command: `:objective hal` + Enter', async () => {
    const ui = open({ record: true });
    const letters = sharedLetters();
    await ui.press(':', ...`objective ${letters}`.split(''));
    await ui.waitFor((frame) => /› objective \d+/.test(frame));
    const first = highlighted(ui);
    await ui.press('enter');
    await ui.waitFor(`opened objective ${first}`);
  });

  it('takes the suggestion the person moved to with the arrows', async () => {
    const ui = open();
    await ui.press(':', ...`objective ${sharedLetters()}`.split(''));
    await ui.waitFor((frame) => /› objective \d+/.test(frame));
    const first = highlighted(ui);
    await ui.press('down');
    await ui.waitFor(() => highlighted(ui) !== first);
    const second = highlighted(ui);
    await ui.press('enter');
    await ui.waitFor(`opened objective ${second}`);
  });
});

describe('the footer at 80 columns', () => {
  it('keeps ? and the primary action of each context, and fits the width', async () => {
    const ui = open();
    ui.resize(80);
    await ui.waitFor((frame) => frame.split('\n').every((line) => [...line].length <= 80) && frame.includes('enter open'));
    const check = (primary: string): void => {
      const text = footer(ui);
      expect([...text].length).toBeLessThanOrEqual(80);
      expect(text.startsWith(primary)).toBe(true);
      expect(text.endsWith('? help')).toBe(true);
    };
    check('enter open');
    const indicator = demo.sandbox.store.all('indicator')[0]!;
    await openByPalette(ui, 'indicator', Number(indicator.id));
    check('enter open');
    for (const hint of ['v value', 'n new', 'u due', 'M meeting', 'z undo']) expect(footer(ui)).toContain(hint);
    await ui.press('H');
    await ui.waitFor('esc close');
    check('e edit');
    await ui.press('esc', 't');
    await ui.waitFor('▸ ');
    check('> move on');
    await ui.press('esc', 'i');
    await ui.waitFor('Indicators of hoshin');
    check('enter open');
  });

  it('in read-only mode leaves out what is refused, and keeps ? and the primary action', async () => {
    const ui = open({ readOnly: true });
    ui.resize(80);
    const indicator = demo.sandbox.store.all('indicator')[0]!;
    await openByPalette(ui, 'indicator', Number(indicator.id));
    const text = footer(ui);
    for (const hint of ['enter open', ': palette', '? help']) expect(text).toContain(hint);
    expect(text).not.toMatch(/e edit|v value|n new|D delete/);
  });
});

describe('y and Y copy through OSC 52', () => {
  it('y writes the web address, Y the id, and the status line says they were sent, as no clipboard answers', async () => {
    const ui = open();
    const objective = demo.sandbox.store.all('objective')[0]!;
    const address = `${demo.sandbox.url}/objectives/${objective.id}`;
    await openByPalette(ui, 'objective', Number(objective.id));
    await ui.press('y');
    await ui.waitFor(`sent the web address of objective ${objective.id} to the terminal (copied if it takes OSC 52)`);
    expect(ui.written).toEqual([`\u001b]52;c;${Buffer.from(address).toString('base64')}\u0007`]);
    await ui.press('Y');
    await ui.waitFor(`sent the id of objective ${objective.id} to the terminal`);
    expect(ui.written[1]).toBe(osc52(String(objective.id)));
  });

  it('says copied on a terminal that takes OSC 52 by default, and what screen needs inside GNU screen', async () => {
    const kitty = open({ env: { TERM: 'xterm-kitty' } });
    const objective = demo.sandbox.store.all('objective')[0]!;
    await openByPalette(kitty, 'objective', Number(objective.id));
    await kitty.press('Y');
    await kitty.waitFor(`copied the id of objective ${objective.id}: ${objective.id}`);
    const screen = open({ env: { STY: '1234.pts-0.host', TERM: 'screen-256color' } });
    await openByPalette(screen, 'objective', Number(objective.id));
    await screen.press('Y');
    await screen.waitFor(`sent the id of objective ${objective.id} to the terminal (screen does not pass it on; run it in tmux)`);
  });

  it('inside tmux also sends the sequence through tmux’s passthrough', async () => {
    const ui = open({ env: { TMUX: '/tmp/tmux-1000/default,1,0' } });
    const task = demo.sandbox.store.all('task')[0]!;
    await openByPalette(ui, 'task', Number(task.id));
    await ui.press('Y');
    // No tmux answers on that socket: its default `external` is assumed, which keeps nothing.
    await ui.waitFor(`sent the id of task ${task.id} to the terminal (needs \`set-clipboard on\` in tmux)`);
    const sequence = osc52(String(task.id));
    expect(ui.written).toEqual([sequence + tmuxPassthrough(sequence)]);
    expect(tmuxPassthrough(sequence)).toBe(
      `\u001bPtmux;\u001b\u001b]52;c;${Buffer.from(String(task.id)).toString('base64')}\u0007\u001b\\`,
    );
  });
});

describe('keys typed while a list loads', () => {
  it('are kept, and act on the list once it arrived', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The companies list answers only when the test lets it.
    const slowList = (client: ResourceClient): ResourceClient =>
      new Proxy(client, {
        get(target, property) {
          const value = Reflect.get(target, property, target) as unknown;
          if (property === 'list')
            return async (...args: Parameters<ResourceClient['list']>): Promise<Resource[]> => gate.then(() => target.list(...args));
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    const ui = open({ record: false, fetchOnStart: true, client: slowList });
    const company = String(demo.sandbox.store.all('company')[0]!.name);
    await ui.waitFor('fetching companies');
    await ui.press('enter');
    await ui.waitFor('(1 key waits for it)');
    expect(ui.frame()).not.toContain(`companies › ${company}`);
    release();
    // Enter opened the company that arrived, not nothing.
    await ui.waitFor(`companies › ${company}`);
  });
});

describe('the detail pane', () => {
  it('wraps a long name and the web address instead of cutting them', async () => {
    const objective = demo.sandbox.store.all('objective')[1]!;
    const long = 'Raise the first pass yield of every assembly line in the northern plant above ninety-five percent';
    demo.sandbox.store.put('objective', { ...objective, name: long });
    try {
      const ui = open();
      await openByPalette(ui, 'objective', Number(objective.id));
      await ui.waitFor(`Objective ${objective.id}`);
      expect(ui.frame()).toContain('Raise the first pass yield');
      // The address is further down: the detail pane takes the keys and scrolls to it.
      await ui.press('tab', 'j', 'j', 'j', 'j', 'j', 'j', 'j', 'j');
      await ui.waitFor((frame) => !frame.includes('↓'));
      // The detail pane is the right part of each row: join what it shows of the values.
      const detail = ui.lines().map((line) => line.slice(55).replace(/^│/, '').replace(/│\s*$/, '').trim());
      const address = `${demo.sandbox.url}/objectives/${objective.id}`;
      expect(detail.join('')).toContain(address);
      expect(detail.join('')).not.toContain('…');
      await ui.press('g');
      await ui.waitFor('Raise the first pass yield');
      const text = ui
        .lines()
        .map((line) => line.slice(55).replace(/^│/, '').replace(/│\s*$/, '').trim())
        .join(' ')
        .replace(/\s+/g, ' ');
      expect(text).toContain(long);
    } finally {
      demo.sandbox.store.put('objective', objective);
    }
  });
});

describe('the delete dialog', () => {
  it('names the key that reaches Delete from where the focus is', async () => {
    const ui = open();
    const objective = demo.sandbox.store
      .all('objective')
      .find((o) => demo.sandbox.store.where('task', 'objective_id', o.id as number).length > 0)!;
    await openByPalette(ui, 'objective', Number(objective.id));
    await ui.press('D');
    await ui.waitFor('to enable Delete');
    await ui.press(...String(objective.name).split(''));
    await ui.waitFor('Delete is enabled: shift+tab to it, then enter.');
    await ui.press('tab');
    await ui.waitFor('Delete is enabled: tab to it, then enter.');
    await ui.press('tab');
    await ui.waitFor('[ Delete ]');
    await ui.press('esc');
    await ui.waitFor((frame) => !frame.includes('to enable Delete'));
    expect(demo.sandbox.store.get('objective', Number(objective.id))).toBeDefined();
  });
});

describe('esc on a form', () => {
  it('closes only the form: the list under it stays where it was', async () => {
    const ui = open();
    const objective = demo.sandbox.store
      .all('objective')
      .find((o) => demo.sandbox.store.where('task', 'objective_id', o.id as number).length > 0)!;
    await openByPalette(ui, 'objective', Number(objective.id));
    const before = ui.lines().slice(0, 3).join('\n');
    // e edits the objective; n asks what to create, then opens that form.
    for (const opens of [['e'], ['n', 'enter']]) {
      await ui.press(...opens);
      await ui.waitFor('ctrl+s');
      await ui.press('esc');
      await ui.waitFor((frame) => !frame.includes('ctrl+s'));
      expect(ui.lines().slice(0, 3).join('\n'), opens.join(' ')).toBe(before);
    }
  });
});
