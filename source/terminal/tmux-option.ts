// One of tmux's global options; null when tmux cannot be asked or does not answer quickly.

const ANSWER_MS = 1_000;

export function tmuxOption(name: string, env: Readonly<Record<string, string | undefined>>): Promise<string | null> {
  const socket = env.TMUX?.split(',')[0];
  if (!socket) return Promise.resolve(null);
  // Loaded when asked: child_process (with net and dgram) is no part of starting the console.
  return import('node:child_process').then(
    ({ execFile }) =>
      new Promise((resolve) => {
        execFile(
          'tmux',
          ['-S', socket, 'show-options', '-gqv', name],
          { timeout: ANSWER_MS, env: { PATH: env.PATH ?? process.env.PATH } },
          (error, stdout) => {
            resolve(error ? null : stdout.trim() || null);
          },
        );
      }),
  );
}
