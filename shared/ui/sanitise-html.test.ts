// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './sanitise-html';

const html = (fragment: DocumentFragment): string => {
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
};

// DESIGN.md §3: backend HTML is untrusted; only http(s), relative, mailto and tel links; no inline styles (README, CSP).
describe('sanitiseHtml', () => {
  it.each([
    {
      name: 'keeps headings, tables and text',
      raw: '<h1>SR4100001</h1><table><tbody><tr><td>Studio</td></tr></tbody></table>',
      shown: '<h1>SR4100001</h1><table><tbody><tr><td>Studio</td></tr></tbody></table>',
    },
    { name: 'drops scripts', raw: '<p>a</p><script>alert(1)</script>', shown: '<p>a</p>' },
    { name: 'drops event handlers', raw: '<img src="/logo.png" onerror="alert(1)" alt="Stay">', shown: '<img src="/logo.png" alt="Stay">' },
    { name: 'drops javascript: links', raw: '<a href="javascript:alert(1)">x</a>', shown: '<a>x</a>' },
    { name: 'drops data: images', raw: '<img src="data:image/svg+xml,<svg/>" alt="">', shown: '<img alt="">' },
    {
      name: 'keeps https, mailto and tel links',
      raw: '<a href="https://stay.example/">a</a><a href="mailto:x@stay.example">b</a><a href="tel:+6561234567">c</a>',
      shown: '<a href="https://stay.example/">a</a><a href="mailto:x@stay.example">b</a><a href="tel:+6561234567">c</a>',
    },
    { name: 'drops inline styles and style sheets (CSP)', raw: '<style>p{}</style><p style="color:red">a</p>', shown: '<p>a</p>' },
    {
      name: 'drops frames, forms and ids that could clash with the page',
      raw: '<iframe src="https://x.example"></iframe><form><input></form><p id="main">a</p>',
      shown: '<p>a</p>',
    },
  ])('$name', ({ raw, shown }) => {
    expect(html(sanitiseHtml(raw))).toBe(shown);
  });
});
