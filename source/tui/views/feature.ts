// Saved views one key away: `@` in the tree lists the profile's saved views (`hoshin view`), and
// the one chosen becomes the `/` filter (`@NAME`), which stays while you move between lists.
import type { Binding, Feature, Shell } from '../kernel/feature.js';
import { createPicker } from '../dialogs/picker-state.js';
import { say } from '../kernel/status-line.js';
import { SAVED_VIEWS } from './keys.js';

function pickView(shell: Shell): void {
  const views = shell.session.views?.list() ?? [];
  if (views.length === 0) {
    say(shell, 'no saved views for this profile: hoshin view save NAME QUERY saves one', 'info');
    return;
  }
  const options = views.map((view) => ({ value: view.name, label: `@${view.name}`, hint: view.query }));
  shell.dispatch({
    type: 'push-overlay',
    overlay: {
      type: 'picker',
      purpose: 'saved-view',
      picker: createPicker('Filter by a saved view', options),
      choose: (chosen, name) => {
        chosen.dispatch({ type: 'filter-set', text: `@${name}` });
        chosen.dispatch({ type: 'filter-accept' });
      },
    },
  });
}

const bindings: Binding[] = [{ ...SAVED_VIEWS, context: 'tree', after: 'filter', run: pickView }];

export const views: Feature = { name: 'views', contexts: [], bindings };
