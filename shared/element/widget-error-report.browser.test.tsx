import { expect } from 'chai';
import { defineWidget } from './define-widget';
import { addFixture, removeFixtures } from '../../testing/fixtures';
import { resetPageForTest } from '../../testing/page-state';

/*
 * Content spec §7 `POST /api/log/errors/web-support` (issue 19 item 7): a widget that fails reaches
 * the sandbox's error log through its error boundary, redacted: the e-mail in its message never
 * leaves the browser.
 */
function Broken(): never {
  throw new Error('cannot render for guest ada.broken@example.com');
}
// A tag of this file alone: the sandbox's error log is shared by every test page (the accordion's
// test also breaks a widget on purpose), so the report is found by its tag.
defineWidget('stay-test-reported-failure', Broken, {});

interface Logged {
  report: { source: string; tag?: string; message: string; page: string };
}

describe('a failed widget is reported', () => {
  before(() => resetPageForTest({ language: 'en' }));
  after(removeFixtures);

  it('sends the boundary’s report to the error log, without the e-mail', async () => {
    addFixture('<stay-test-reported-failure></stay-test-reported-failure>');
    const reports = async () =>
      ((await (await fetch('/__sandbox/error-reports')).json()) as { content: Logged[] }).content.filter(
        (entry) => entry.report.tag === 'stay-test-reported-failure',
      );
    // The reporter waits 2 s to batch (FLUSH_DELAY_MS): poll the log until the report is there.
    let found = await reports();
    for (const deadline = performance.now() + 8000; found.length === 0 && performance.now() < deadline; found = await reports()) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(found[0]!.report).to.include({ source: 'boundary', message: 'cannot render for guest [email]' });
    expect(JSON.stringify(found)).to.not.contain('ada.broken@example.com');
  });
});
