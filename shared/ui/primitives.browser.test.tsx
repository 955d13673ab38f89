import { expect } from 'chai';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { Button } from './Button';
import { Skeleton } from './Skeleton';

/**
 * DESIGN.md §2's Button and Skeleton: typed props in, accessible markup out, nothing of attributes
 * or storage. Rendered with React alone, as a widget component renders them.
 */
let host: HTMLElement;
let root: Root;
const render = (node: React.ReactNode) => flushSync(() => root.render(node));

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  root.unmount();
  host.remove();
});

describe('Button', () => {
  it('never submits a form it happens to sit in (a CMS page may wrap widgets in one), unless it is a submit button', () => {
    const submits: string[] = [];
    const form = document.createElement('form');
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submits.push((event.submitter as HTMLButtonElement | null)?.textContent ?? '');
    });
    host.replaceWith(form);
    form.append(host);
    const clicks: string[] = [];
    render(
      <>
        <Button onClick={() => clicks.push('plain')}>Plain</Button>
        <Button type="submit">Send</Button>
      </>,
    );
    const [plain, send] = Array.from(host.querySelectorAll('button'));
    plain!.click();
    expect(clicks).to.deep.equal(['plain']);
    expect(submits).to.deep.equal([]);
    send!.click();
    expect(submits).to.deep.equal(['Send']);
    form.remove();
  });

  it('hands its ref and every button attribute to the DOM button', () => {
    let element: HTMLButtonElement | null = null;
    render(
      <Button
        ref={(button) => void (element = button)}
        className="stay-test__button"
        aria-expanded={false}
        aria-controls="panel"
        tabIndex={-1}
      >
        Open
      </Button>,
    );
    const button = host.querySelector('button')!;
    expect(element).to.equal(button);
    expect(button.getAttribute('type')).to.equal('button');
    expect(button.className).to.equal('stay-test__button');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(button.getAttribute('aria-controls')).to.equal('panel');
    expect(button.tabIndex).to.equal(-1);
  });
});

describe('Skeleton', () => {
  it('is busy for assistive technology, reads its label to screen readers and shows no text', () => {
    render(<Skeleton className="stay-price" label="Loading the price…" />);
    const skeleton = host.firstElementChild as HTMLElement;
    expect(skeleton.getAttribute('aria-busy')).to.equal('true');
    expect(skeleton.classList.contains('stay-price')).to.equal(true);
    expect(skeleton.textContent).to.equal('Loading the price…');
    const label = skeleton.firstElementChild as HTMLElement;
    expect(label.classList.contains('stay-visually-hidden')).to.equal(true);
  });
});
