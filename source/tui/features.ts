// The console's features, one line each. The order is the `?` help's order of sections; a new
// view is a folder that declares itself (its feature.ts) and one line here.
import type { Feature } from './kernel/feature.js';
import { anywhere } from './anywhere/feature.js';
import { tree } from './tree/feature.js';
import { overview } from './overview/feature.js';
import { filter } from './filter/feature.js';
import { marks } from './marks/feature.js';
import { views } from './views/feature.js';
import { palette } from './palette/feature.js';
import { forms } from './forms/feature.js';
import { dialogs } from './dialogs/feature.js';
import { help } from './help/feature.js';
import { board } from './board/feature.js';
import { history } from './history/feature.js';
import { bowling } from './bowling/feature.js';
import { attention } from './attention/feature.js';
import { cascade } from './cascade/feature.js';
import { due } from './due/feature.js';
import { changes } from './changes/feature.js';
import { messages } from './messages/feature.js';
import { report } from './report/feature.js';
import { countermeasure } from './countermeasure/feature.js';
import { meeting } from './meeting/feature.js';

export const FEATURES: readonly Feature[] = [
  anywhere,
  tree,
  overview,
  filter,
  marks,
  views,
  palette,
  forms,
  dialogs,
  help,
  board,
  history,
  bowling,
  attention,
  cascade,
  due,
  changes,
  messages,
  report,
  countermeasure,
  meeting,
];
