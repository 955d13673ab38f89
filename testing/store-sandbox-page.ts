import { afterAll, beforeAll } from 'vitest';
import { runSandbox, type RunningSandbox } from '../demo-pages/sandbox/test-support';
import { resetApiClient } from '../shared/api/page-client';
import { resetPageConfig } from '../shared/element/page-config';
import { DEMO_PASSWORD } from './member-sandbox';

/** What vitest's jsdom environment exposes of its JSDOM instance. */
interface JsdomGlobal {
  jsdom: { reconfigure(settings: { url: string }): void };
}

export interface SandboxPage {
  /** The file's sandbox, for calls the test makes itself (state, faults, reset). */
  sandbox(): RunningSandbox;
  /** A demo member's token, as the login call answers it. */
  login(email: string): Promise<string>;
}

/**
 * For jsdom tests of code that uses the page's own API client (`getApiClient()`): a sandbox on a
 * free port for the file, and the page moved onto its origin, where the demo site and the
 * component tests have the sandbox too, so service and content reads reach it unchanged.
 */
export function sandboxPage(): SandboxPage {
  let running: RunningSandbox | undefined;
  const sandbox = (): RunningSandbox => {
    if (!running) throw new Error('sandboxPage(): the sandbox starts in beforeAll; use it inside a test or hook.');
    return running;
  };
  beforeAll(async () => {
    running = await runSandbox();
    (globalThis as unknown as JsdomGlobal).jsdom.reconfigure({ url: `${running.baseUrl}/` });
    resetPageConfig();
    resetApiClient();
  });
  afterAll(() => running?.close());
  return {
    sandbox,
    login: async (email) => {
      const answer = await sandbox().post<{ content?: { token?: string } }>('/api/authen/login', { email, password: DEMO_PASSWORD });
      const token = answer.body.content?.token;
      if (!token) throw new Error(`sandboxPage(): the sandbox refused the login of ${email} (${answer.status})`);
      return token;
    },
  };
}
