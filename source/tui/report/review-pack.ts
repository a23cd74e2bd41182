// `R`: the review pack of the selection's scope, read from the service and gathered by the review
// commands' rules, written as one HTML page in the current directory, never replacing a file.
import { writeFreshReportFile } from '../../usecases/report/report-file.js';
import { defaultPackMonth, gatherReviewPack, hoshinIdOf } from '../../usecases/review-pack.js';
import { withMinutes } from '../../usecases/meeting/minutes.js';
import { packFileName } from '../../usecases/report/file-name.js';
import { renderPackHtml } from '../../usecases/report/html.js';
import type { BowlingScope } from '../tree/scopes.js';
import type { Shell } from '../kernel/feature.js';

/** Writes the review pack of a scope where the shell writes packs (the current directory unless told). */
export async function writeReviewPack(shell: Shell, scope: BowlingScope): Promise<void> {
  const { session, request, today, now, dispatch } = shell;
  const dir = shell.reportDir;
  const label = (text: string) => dispatch({ type: 'request-label', label: text });
  const written = await request(`writing the review pack of ${scope.kind} ${scope.id}…`, async () => {
    await session.client.get(scope.kind, scope.id);
    const hoshinId = hoshinIdOf(session.index, scope);
    if (hoshinId !== null)
      await session.refreshHealth(hoshinId, (done, total) => label(`review pack: reading objective ${done + 1} of ${total}…`));
    const hoshin = hoshinId === null ? null : (session.index.get('hoshin', hoshinId)?.resource ?? null);
    await session.refreshReview(scope, ['indicator', 'task'], (done, total) =>
      label(`review pack: the indicators and tasks of objective ${done + 1} of ${total}…`),
    );
    if (typeof hoshin?.company_id === 'number') await session.people.load(hoshin.company_id);
    const month = defaultPackMonth(today);
    const gathered = gatherReviewPack(session.index, {
      scope,
      month,
      today,
      fetchedAt: new Date(now()).toISOString(),
      hoshin,
      nameOf: session.people.nameOf,
    });
    // One pack, whoever asks: the meeting's minutes, as `hoshin report` writes them.
    const pack = withMinutes(session.index, gathered, session.meetings, session.people.nameOf);
    const file = writeFreshReportFile(dir, packFileName(scope.kind, scope.id, month, 'html'), renderPackHtml(pack));
    return { file, missing: pack.coverage.gaps.length };
  });
  if (!written) return;
  const missing =
    written.missing === 0 ? '' : ` · ${written.missing} thing${written.missing === 1 ? '' : 's'} not known here, listed at its top`;
  dispatch({
    type: 'status',
    status: { text: `wrote the review pack to ${written.file}${missing}`, tone: 'success' },
  });
}
