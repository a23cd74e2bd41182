// Headless Chromium driven over the DevTools protocol on a pipe (fds 3 and 4, messages ended by a
// NUL byte, as Puppeteer does): no port, no script in the page under test. Opens a page at a
// width, evaluates an expression, takes a screenshot, prints a PDF, and records every request.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { runs, unavailable } from './tools.js';
import { pollUntil } from './wait.js';

export const CHROMIUM = process.env.HOSHIN_TEST_CHROMIUM ?? '/usr/bin/chromium';

/** Why the browser tests cannot run here, or undefined when they can (tools.ts: under CI they must). */
export function chromiumMissing(): string | undefined {
  return unavailable(`chromium (${CHROMIUM})`, runs(CHROMIUM), 'apt-get install chromium');
}

/** Why the PDF checks cannot run here (poppler-utils' pdfinfo and pdftotext), or undefined. */
export function popplerMissing(): string | undefined {
  return unavailable('pdftotext', runs('pdftotext', ['-v']), 'apt-get install poppler-utils');
}

interface Reply {
  readonly id?: number;
  readonly method?: string;
  readonly sessionId?: string;
  readonly params?: Record<string, unknown>;
  readonly result?: Record<string, unknown>;
  readonly error?: { readonly message: string };
}

export interface BrowserPage {
  /** Every URL the page asked for, its own included. */
  readonly requests: string[];
  evaluate<T>(expression: string): Promise<T>;
  screenshot(): Promise<Buffer>;
  pdf(paper: { readonly widthInches: number; readonly heightInches: number }): Promise<Buffer>;
}

export class Browser {
  private readonly child: ChildProcess;
  private readonly profile: string;
  private nextId = 1;
  private buffer = '';
  private readonly pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();
  private readonly events: Reply[] = [];
  private exited = false;

  constructor() {
    this.profile = mkdtempSync(join(tmpdir(), 'hoshin-chromium-'));
    const args = [
      '--headless',
      '--remote-debugging-pipe',
      '--disable-gpu',
      '--no-first-run',
      '--no-default-browser-check',
      `--user-data-dir=${this.profile}`,
      '--hide-scrollbars',
      '--mute-audio',
    ];
    // Chromium refuses its sandbox to root (containers, CI runners).
    if (process.getuid?.() === 0) args.push('--no-sandbox');
    this.child = spawn(CHROMIUM, args, { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] });
    const ended = (why: string) => {
      this.exited = true;
      for (const { reject } of this.pending.values()) reject(new Error(why));
      this.pending.clear();
    };
    this.child.on('exit', () => ended('chromium exited'));
    // A browser that cannot start (not installed, not executable) fails every request at once.
    this.child.on('error', (error) => ended(`chromium did not start: ${error.message}`));
    (this.child.stdio[4] as Readable).on('data', (chunk: Buffer) => this.receive(chunk.toString('utf8')));
  }

  private receive(text: string): void {
    this.buffer += text;
    let end: number;
    while ((end = this.buffer.indexOf('\0')) >= 0) {
      const message = JSON.parse(this.buffer.slice(0, end)) as Reply;
      this.buffer = this.buffer.slice(end + 1);
      if (message.id !== undefined) {
        const waiter = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error) waiter?.reject(new Error(message.error.message));
        else waiter?.resolve(message);
      } else this.events.push(message);
    }
  }

  send(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<Record<string, unknown>> {
    if (this.exited) return Promise.reject(new Error('chromium exited'));
    const id = this.nextId++;
    const reply = new Promise<Reply>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    (this.child.stdio[3] as Writable).write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    return reply.then((r) => r.result ?? {});
  }

  /** Opens `url` in a new tab `width` px wide and waits for its load event. */
  async open(url: string, width: number, height = 900): Promise<BrowserPage> {
    const { targetId } = (await this.send('Target.createTarget', { url: 'about:blank' })) as { targetId: string };
    const { sessionId } = (await this.send('Target.attachToTarget', { targetId, flatten: true })) as {
      sessionId: string;
    };
    const requests: string[] = [];
    await this.send('Network.enable', {}, sessionId);
    await this.send('Page.enable', {}, sessionId);
    await this.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: width < 600 }, sessionId);
    const seen = this.events.length;
    await this.send('Page.navigate', { url }, sessionId);
    await pollUntil(
      () => this.events.slice(seen).some((e) => e.sessionId === sessionId && e.method === 'Page.loadEventFired'),
      `the load of ${url}`,
    );
    const collect = () => {
      for (const event of this.events) {
        if (event.sessionId === sessionId && event.method === 'Network.requestWillBeSent') {
          const request = event.params?.request as { url?: string } | undefined;
          if (request?.url && !requests.includes(request.url)) requests.push(request.url);
        }
      }
    };
    collect();
    return {
      requests,
      evaluate: async <T>(expression: string) => {
        const result = (await this.send('Runtime.evaluate', { expression, returnByValue: true }, sessionId)) as {
          result: { value: T };
        };
        collect();
        return result.result.value;
      },
      screenshot: async () => {
        const { data } = (await this.send('Page.captureScreenshot', { format: 'png', captureBeyondViewport: true }, sessionId)) as {
          data: string;
        };
        collect();
        return Buffer.from(data, 'base64');
      },
      // The page's own @page rule decides the orientation; the paper is the one asked for.
      pdf: async (paper) => {
        const { data } = (await this.send(
          'Page.printToPDF',
          {
            paperWidth: paper.widthInches,
            paperHeight: paper.heightInches,
            printBackground: true,
            preferCSSPageSize: true,
            marginTop: 0,
            marginBottom: 0,
            marginLeft: 0,
            marginRight: 0,
          },
          sessionId,
        )) as { data: string };
        return Buffer.from(data, 'base64');
      },
    };
  }

  async close(): Promise<void> {
    if (!this.exited) {
      const gone = new Promise((resolve) => this.child.once('exit', resolve));
      this.send('Browser.close').catch(() => undefined);
      await Promise.race([gone, pollUntil(() => this.exited, 'chromium to exit').catch(() => this.child.kill('SIGKILL'))]);
    }
    rmSync(this.profile, { recursive: true, force: true });
  }
}
