// What the client learned of each service, kept per profile so the next process starts there; a damaged row is learned again.
import { readLearnedService, type LearnedService, type ServiceMemory } from './service-memory.js';
import type { HoshinDatabase } from '../store/hoshin-database.js';

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function databaseServiceMemory(db: () => HoshinDatabase, profile: string, onProblem?: (message: string) => void): ServiceMemory {
  return {
    read(baseKey: string): LearnedService | undefined {
      try {
        const row = db().statement('SELECT learned FROM learned_services WHERE profile = ? AND base_key = ?').get(profile, baseKey) as
          { learned: string } | undefined;
        return row ? readLearnedService(JSON.parse(row.learned) as unknown) : undefined;
      } catch (error) {
        if (!(error instanceof SyntaxError))
          onProblem?.(`cannot read what was learned of ${baseKey} (${reasonOf(error)}); hoshin learns again`);
        return undefined;
      }
    },
    write(baseKey: string, learned: LearnedService): void {
      try {
        db()
          .statement('INSERT OR REPLACE INTO learned_services (profile, base_key, learned) VALUES (?, ?, ?)')
          .run(profile, baseKey, JSON.stringify(learned));
      } catch (error) {
        onProblem?.(`cannot remember what was learned about ${baseKey} (${reasonOf(error)})`);
      }
    },
  };
}
