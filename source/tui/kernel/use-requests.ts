// Runs the console's requests: the spinner while one is in flight, a failure on the status line.
import { useCallback } from 'react';
import { isHoshinError } from '../../core/errors.js';
import { redactSignatures } from '../../signing/signing.js';
import type { ConsoleAction } from './console-store.js';

export type RequestRunner = <T>(label: string, work: () => Promise<T>, onError?: (error: unknown) => void) => Promise<T | undefined>;

export function messageOf(error: unknown): string {
  if (isHoshinError(error)) return error.message;
  return redactSignatures(error instanceof Error ? error.message : String(error));
}

export function useRequests(dispatch: (action: ConsoleAction) => void): RequestRunner {
  return useCallback(
    async <T>(label: string, work: () => Promise<T>, onError?: (error: unknown) => void): Promise<T | undefined> => {
      dispatch({ type: 'request-start', label });
      try {
        return await work();
      } catch (error) {
        if (onError) onError(error);
        else dispatch({ type: 'status', status: { text: messageOf(error), tone: 'error' } });
        return undefined;
      } finally {
        dispatch({ type: 'request-end' });
      }
    },
    [dispatch],
  );
}
