// Whether this process ends once its command has answered: the CLI run by main.ts, not the console
// nor a test that runs commands in its own process. Then the last client of a pool leaves its idle
// keep-alive sockets to the exit (unreferenced; the operating system closes them) instead of
// closing them one by one through undici, about 3 ms of a command's CPU (decision 0362).

let ending = false;

/** Says the process ends after this command: pools released from now on leave their idle sockets (false: a test undoes it). */
export function endWithCommand(ends = true): void {
  ending = ends;
}

export function processEndsWithCommand(): boolean {
  return ending;
}
