// Names of the resources a field refers to, as the local index knows them (nothing read for them).
import type { LocalIndex } from '../index/model.js';
import type { ResourceName } from './output.js';

export function knownNames(index: Pick<LocalIndex, 'get'>): ResourceName {
  return (kind, id) => {
    const name = index.get(kind, id)?.name;
    return typeof name === 'string' && name.trim() !== '' ? name : null;
  };
}
