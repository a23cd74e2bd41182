// The people of a company are asked for once while a request for them is under way: views that
// open together (the meeting and its pane) share it. Fresh names are not asked for again; a
// failed request is tried again on the next load.
import { describe, expect, it } from 'vitest';
import { openPeopleDirectory } from '../../source/index/people.js';

function countingClient(answers: Record<number, Record<number, string> | Error>) {
  const asked: number[] = [];
  const waiting: (() => void)[] = [];
  return {
    asked,
    /** Lets every request asked so far answer. */
    answer: () => {
      for (const go of waiting.splice(0)) go();
    },
    client: {
      people: (companyId: number) => {
        asked.push(companyId);
        return new Promise<Readonly<Record<number, string>>>((resolve, reject) => {
          waiting.push(() => {
            const answer = answers[companyId];
            if (answer instanceof Error) reject(answer);
            else resolve(answer ?? {});
          });
        });
      },
    },
  };
}

describe('the people directory', () => {
  it('asks once for a company while a request for it is under way', async () => {
    const service = countingClient({ 1: { 7: 'Aiko Tanaka' }, 2: { 8: 'Jonas Keller' } });
    const people = openPeopleDirectory(null, service.client, () => 1_000);
    const loads = [people.load(1), people.load(1), people.load(2)];
    expect(service.asked).toEqual([1, 2]);
    service.answer();
    await Promise.all(loads);
    expect(people.nameOf(1, 7)).toBe('Aiko Tanaka');
    expect(people.nameOf(2, 8)).toBe('Jonas Keller');
    // Fresh now: not asked again.
    await people.load(1);
    expect(service.asked).toEqual([1, 2]);
  });

  it('asks again after a request that failed', async () => {
    const warnings: string[] = [];
    const service = countingClient({ 1: new Error('connection refused') });
    const people = openPeopleDirectory(
      null,
      service.client,
      () => 1_000,
      (message) => warnings.push(message),
    );
    const first = people.load(1);
    service.answer();
    await first;
    expect(warnings).toEqual(['could not read the people of company 1: connection refused']);
    const second = people.load(1);
    expect(service.asked).toEqual([1, 1]);
    service.answer();
    await second;
  });
});
