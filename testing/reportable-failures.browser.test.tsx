import { expect } from 'chai';
import { describeValue, makeReportable } from './reportable-failures';

/** What @web/test-runner-mocha sends of a failed test's error (its autorun.js), cloned on the way. */
function asReported(error: unknown): { message: string; actual: unknown; expected: unknown } {
  const { message, actual, expected } = error as { message: string; actual: unknown; expected: unknown };
  return { message, actual, expected };
}

describe('reportable failures: a failed assertion on elements still reaches the runner', () => {
  it('replaces elements in actual and expected by a description, so the result can be cloned', () => {
    const heading = document.createElement('h2');
    heading.id = 'outcome';
    heading.textContent = ' Check   your e-mail ';
    let failure: unknown;
    try {
      expect(document.body).to.equal(heading);
    } catch (error) {
      failure = error;
    }
    expect(() => structuredClone(asReported(failure))).to.throw();
    makeReportable(failure);
    const cloned = structuredClone(asReported(failure));
    expect(cloned.expected).to.equal('<h2#outcome> "Check your e-mail"');
    expect(cloned.actual).to.match(/^<body/);
  });

  it('keeps values that clone as they are', () => {
    const failure = { actual: [1, 2], expected: { a: 'b' } };
    makeReportable(failure);
    expect(failure).to.deep.equal({ actual: [1, 2], expected: { a: 'b' } });
    expect(describeValue([document.createElement('li')])).to.equal('[<li> ""]');
  });
});
