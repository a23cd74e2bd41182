// The completion's candidates for each kind of word, from the command descriptions, the catalogue
// and fake local data (profiles, the index).
import { describe, expect, it } from 'vitest';
import type { KindName } from '../../source/catalogue/catalogue.js';
import { complete, DIRECTIVE, type CompletionData } from '../../source/cli/completion/engine.js';
import { COMMANDS } from '../../source/cli/registry.js';
import { KNOWN_PLAN } from './known-plan.js';

const asked: (string | undefined)[] = [];
const data: CompletionData = {
  profiles: () => ['default', 'prod'],
  known: (kind: KindName, profile: string | undefined) => {
    asked.push(profile);
    return KNOWN_PLAN.entries.filter((entry) => entry.kind === kind).map(({ id, name }) => ({ id, name }));
  },
};
const values = (...words: string[]) => complete(words, data, COMMANDS).candidates.map((candidate) => candidate.value);
const lines = (...words: string[]) =>
  complete(words, data, COMMANDS).candidates.map((candidate) => `${candidate.value}  ${candidate.description}`);

describe('completion candidates', () => {
  it('completes commands with their summaries, hidden ones left out', () => {
    expect(lines('ge')).toEqual(['get  Show one resource']);
    expect(values('')).toContain('completion');
    expect(values('')).not.toContain('__complete');
    expect(values('h')).toEqual(['history', 'health', 'help']);
  });

  it("completes options: the command's own and the global ones, without those given", () => {
    expect(values('list', 'tasks', '--obj')).toEqual(['--objective']);
    expect(values('get', '--f')).toEqual(['--fields']);
    expect(values('get', '--json', '--j')).toEqual([]);
    expect(values('delete', '--')).toEqual(expect.arrayContaining(['--yes', '--profile', '--json', '--no-pager']));
  });

  it('completes option values: profiles, dialects, fixed values, and --option=value', () => {
    expect(values('--profile', '')).toEqual(['default', 'prod']);
    expect(values('list', 'companies', '--profile=p')).toEqual(['--profile=prod']);
    expect(values('get', '--dialect', 'p')).toEqual(['plain']);
    expect(values('sandbox', '--flavour', '')).toEqual(['spec', 'hoshinplan']);
  });

  it('completes kinds, and what list can list', () => {
    expect(lines('get', 'ind')).toEqual(['indicator  Indicator', 'indicator_history  History value']);
    expect(values('bowling', '')).toEqual(['hoshin', 'area', 'objective']);
    expect(values('list', 'ta')).toEqual(['tasks']);
  });

  it('completes the ids the index knows, with their names, in order', () => {
    const answer = complete(['get', 'indicator', ''], data, COMMANDS);
    expect(answer.candidates.map((candidate) => `${candidate.value}  ${candidate.description}`)).toEqual([
      '101  OEE line 2 (%)',
      '102  Scrap rate',
      '230  Downtime',
    ]);
    expect(answer.directive & DIRECTIVE.keepOrder).toBeTruthy();
    expect(values('get', 'indicators', '10')).toEqual(['101', '102']);
    expect(values('move', '')).toEqual(['212']);
    expect(values('health', '')).toEqual(['11']);
    expect(values('list', 'tasks', '--objective', '')).toEqual(['61']);
    expect(values('create', 'task', '--parent', '')).toEqual(['61']);
  });

  it('reads the index of the profile the line names', () => {
    asked.length = 0;
    complete(['--profile', 'prod', 'get', 'task', ''], data, COMMANDS);
    complete(['get', 'task', '--profile=default', ''], data, COMMANDS);
    complete(['get', 'task', ''], data, COMMANDS);
    expect(asked).toEqual(['prod', 'default', undefined]);
  });

  it('completes field names of create and update with =, then their values', () => {
    const names = complete(['create', 'task', 'st'], data, COMMANDS);
    expect(names.candidates).toEqual([{ value: 'status=', description: 'Status (backlog|active|completed|discarded|deleted)' }]);
    expect(names.directive & DIRECTIVE.noSpace).toBeTruthy();
    expect(values('create', 'task', 'name=x', 'na')).toEqual([]);
    expect(lines('create', 'indicator', 'nam')).toEqual(['name=  Name (string), required']);
    expect(values('update', 'task', '212', 'status=ac')).toEqual(['status=active']);
    expect(values('update', 'indicator', '101', 'reminder=')).toEqual(['reminder=true', 'reminder=false']);
    // A read-only field is not offered.
    expect(values('update', 'indicator', '101', 'last_v')).toEqual([]);
    expect(values('create', 'invoice', '')).toEqual([]);
  });

  it("completes --fields as a comma list of the kind's fields", () => {
    expect(values('list', 'indicators', '--fields', 'id,na')).toEqual(['id,name']);
    expect(values('get', 'task', '212', '--fields', 'id,name,stat')).toEqual(['id,name,status']);
    expect(complete(['get', 'task', '212', '--fields', 'i'], data, COMMANDS).directive & DIRECTIVE.noSpace).toBeTruthy();
  });

  it("completes subcommands, and help's topics", () => {
    expect(values('auth', '')).toEqual(['login', 'status', 'logout']);
    expect(values('--json', 'index', 's')).toEqual(['stats']);
    expect(values('profile', 'use', '')).toEqual(['default', 'prod']);
    expect(values('help', 'pro')).toEqual(['profile']);
    expect(values('help', 'auth', 'lo')).toEqual(['login', 'logout']);
    expect(values('completion', '')).toEqual(['bash', 'zsh', 'fish']);
  });

  it('leaves file names to the shell where a file is wanted, and offers nothing it cannot know', () => {
    expect(complete(['record', '--csv', ''], data, COMMANDS)).toEqual({ candidates: [], directive: 0 });
    expect(complete(['index', 'import', ''], data, COMMANDS)).toEqual({ candidates: [], directive: 0 });
    expect(complete(['sign', ''], data, COMMANDS)).toEqual({ candidates: [], directive: DIRECTIVE.noFiles });
    expect(complete(['frobnicate', ''], data, COMMANDS)).toEqual({ candidates: [], directive: DIRECTIVE.noFiles });
    // A negative value is not an option.
    expect(values('record', '101', '-5', '--d')).toEqual(['--day', '--dry-run', '--dialect', '--debug']);
  });
});
