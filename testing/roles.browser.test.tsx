import { expect } from 'chai';
import { addFixture, removeFixtures } from './fixtures';
import { accessibleName, allByRole, byRole, namesByRole, queryByRole, roleOf } from './roles';

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

  it('name groups by their legend, controls inside a name by their value, and only some roles by their content', () => {
    const root = addFixture(`
      <fieldset><legend>Room 1</legend><label for="adults">Adults</label><input id="adults" type="number" value="2"></fieldset>
      <button><span aria-label="Close"></span> menu</button>
      <label><select><option>EUR</option><option selected>JPY</option></select> Currency</label>
      <ul aria-label="Rates"><li>From JPY 9,000</li></ul>
      <p role="status">Loading</p>
      <div role="note" title="Author notice">Only authors see this</div>`);
    expect(namesByRole(root, 'group')).to.deep.equal(['Room 1']);
    expect(accessibleName(byRole(root, 'spinbutton'))).to.equal('Adults');
    expect(namesByRole(root, 'button')).to.deep.equal(['Close menu']);
    expect(accessibleName(byRole(root, 'combobox'))).to.equal('JPY Currency');
    expect(namesByRole(root, 'list')).to.deep.equal(['Rates']);
    expect(namesByRole(root, 'listitem')).to.deep.equal(['From JPY 9,000']);
    // A status or note is not named by its content (accname 1.2): only by a label or title.
    expect(namesByRole(root, 'status')).to.deep.equal(['']);
    expect(namesByRole(root, 'note')).to.deep.equal(['Author notice']);
  });

  it('tell implicit roles apart as HTML-AAM does, the first explicit role first', () => {
    const root = addFixture(`
      <select id="one"></select><select id="many" multiple></select>
      <input id="suggest" list="places"><input id="url" type="url"><input id="plain">
      <p id="text">Text</p><div id="tabs" role="tablist presentation"></div><div id="none"></div>`);
    const roles = Object.fromEntries(Array.from(root.querySelectorAll('[id]'), (element) => [element.id, roleOf(element)]));
    expect(roles).to.deep.equal({
      one: 'combobox',
      many: 'listbox',
      suggest: 'combobox',
      url: 'textbox',
      plain: 'textbox',
      text: 'paragraph',
      tabs: 'tablist',
      none: undefined,
    });
    expect(allByRole(root, 'textbox')).to.have.length(2);
    expect(allByRole(root, 'tablist')).to.have.length(1);
  });

  it('leave out what is invisible (visibility: hidden) but keep what display: contents only unboxes', () => {
    const root = addFixture(`
      <button style="visibility: hidden">Invisible</button>
      <div style="display: contents"><button style="display: contents">Unboxed</button></div>
      <div style="display: none"><div style="display: contents"><button>Gone</button></div></div>`);
    expect(namesByRole(root, 'button')).to.deep.equal(['Unboxed']);
    expect(namesByRole(root, 'button', { hidden: true })).to.deep.equal(['Invisible', 'Unboxed', 'Gone']);
  });
});
