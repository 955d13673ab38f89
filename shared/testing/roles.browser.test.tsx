import { expect } from 'chai';
import { addFixture, removeFixtures } from './fixtures';
import { accessibleName, allByRole, byRole, namesByRole, queryByRole } from './roles';

afterEach(removeFixtures);

describe('role queries', () => {
  it('name elements by aria-labelledby, aria-label, label, alt, then their text without aria-hidden parts', () => {
    const root = addFixture(`
      <h2 id="title">Rates</h2>
      <section aria-labelledby="title"></section>
      <button aria-label="Close menu"><span aria-hidden="true">×</span></button>
      <label for="email">Email</label><input id="email">
      <a href="/"><img src="data:," alt="Stay, home"></a>
      <button>See <span aria-hidden="true">→</span> more</button>`);
    expect(accessibleName(byRole(root, 'region'))).to.equal('Rates');
    expect(namesByRole(root, 'button')).to.deep.equal(['Close menu', 'See more']);
    expect(accessibleName(byRole(root, 'textbox'))).to.equal('Email');
    expect(byRole(root, 'link', { name: 'Stay, home' }).getAttribute('href')).to.equal('/');
  });

  it('find implicit and explicit roles, and leave out what is hidden from everyone unless asked', () => {
    const root = addFixture(`
      <nav aria-label="Main"><a href="/a">A</a></nav>
      <div role="navigation" aria-label="Footer"></div>
      <ul role="tablist"><li role="tab">One</li></ul>
      <p hidden><a href="/b">B</a></p>
      <div aria-hidden="true"><button>Hidden</button></div>`);
    expect(namesByRole(root, 'navigation')).to.deep.equal(['Main', 'Footer']);
    expect(namesByRole(root, 'list')).to.deep.equal([]);
    expect(namesByRole(root, 'tab')).to.deep.equal(['One']);
    expect(namesByRole(root, 'link')).to.deep.equal(['A']);
    expect(namesByRole(root, 'link', { hidden: true })).to.deep.equal(['A', 'B']);
    expect(queryByRole(root, 'button')).to.equal(null);
    expect(allByRole(root, 'link', { name: /^[AB]$/, hidden: true })).to.have.length(2);
  });

  it('byRole throws unless exactly one element matches', () => {
    const root = addFixture('<button>One</button><button>Two</button>');
    expect(() => byRole(root, 'button')).to.throw('Expected one button, found 2');
    expect(() => byRole(root, 'link')).to.throw('found 0');
    expect(byRole(root, 'button', { name: 'Two' }).textContent).to.equal('Two');
  });
});
