import type { HelpItem } from '@lobby/contract';
import { hostileMarkup } from '@lobby/contract-fixtures/hostile';
import { I18nProvider } from '@lobby/i18n/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../messages/en.json';
import { HelpCentre, type HelpCentreProps } from './HelpCentre';
import { helpSectionsOf } from './helpSections';

const entries: HelpItem[] = [
  { title: 'About us', content: '<p>Who we are</p>', tag: 'aboutus', display: 1 },
  {
    title: 'Deposit',
    content: `<p>How to deposit</p><h3 id="term">Not the terms</h3>${hostileMarkup.slice(3, 9).join('')}`,
    tag: 'deposit',
    children: [
      { title: 'Bank transfer', content: '<p>By bank</p>', tag: null },
      { title: 'Hidden', content: '<p>Hidden</p>', tag: 'hidden', display: false },
    ],
  },
  {
    title: 'Frequently asked questions',
    content: '',
    tag: 'faqs',
    children: [{ title: 'Locked?', content: '<p>Wait</p>', tag: 'faqs' }],
  },
  { title: 'Terms and conditions', content: '<ol><li>Be 18</li></ol>', tag: 'term' },
];

/** The element an address's `#hash` would scroll to: anchors are element ids, which no role query names. */
// eslint-disable-next-line testing-library/no-node-access -- see above
const anchored = (id: string) => document.querySelectorAll(`[id="${id}"]`);

/** What in `element` could run script: scripts, frames, handlers, script URLs. */
const dangersIn = (element: Element | undefined) =>
  // eslint-disable-next-line testing-library/no-node-access -- decorative markup has no role to query by.
  [...(element?.querySelectorAll('*') ?? [])].flatMap((node) => [
    ...(['SCRIPT', 'IFRAME'].includes(node.tagName) ? [node.tagName] : []),
    ...[...node.attributes]
      .filter((attribute) => attribute.name.startsWith('on') || /javascript:/i.test(attribute.value))
      .map((attribute) => `${node.tagName}[${attribute.name}]`),
  ]);

function renderHelp(props: Partial<HelpCentreProps> = {}) {
  const onRetry = vi.fn();
  const view = render(
    <I18nProvider language="EN" messages={en}>
      <HelpCentre entries={entries} status="success" onRetry={onRetry} {...props} />
    </I18nProvider>,
  );
  return { onRetry, view, user: userEvent.setup() };
}

describe('HelpCentre', () => {
  it('shows each entry as a section, its title the heading and its tag the anchor, children nested below', () => {
    renderHelp();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'About us',
      'Deposit',
      'Frequently asked questions',
      'Terms and conditions',
    ]);
    const [deposit] = anchored('deposit');
    expect(deposit).toContainElement(screen.getByRole('heading', { level: 3, name: 'Bank transfer' }));
    expect(deposit).toHaveTextContent('How to deposit');
    // The hidden child is not shown; the terms' anchor is the terms' section, not the deposit's stray heading.
    expect(screen.queryByText('Hidden')).not.toBeInTheDocument();
    expect(anchored('term')).toHaveLength(1);
    expect(anchored('term')[0]).toHaveTextContent('Be 18');
  });

  it('links its table of contents to the sections by their tags', () => {
    renderHelp();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About us', '#aboutus'],
      ['Deposit', '#deposit'],
      ['Frequently asked questions', '#faqs'],
      ['Terms and conditions', '#term'],
    ]);
  });

  it('keeps no handler, script URL or script of hostile content', () => {
    renderHelp();
    expect(dangersIn(anchored('deposit')[0])).toEqual([]);
    expect(screen.getByText(/How to deposit/)).toBeInTheDocument();
  });

  it('in a popup keeps private ids and moves within itself, leaving the address alone', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = renderHelp({ anchors: 'local', headingLevel: 3 });
    expect(anchored('term')).toHaveLength(0);
    const terms = within(screen.getByRole('navigation', { name: 'Contents' })).getByRole('link', {
      name: 'Terms and conditions',
    });
    await user.click(terms);
    expect(window.location.hash).toBe('');
    expect(scrolled.mock.contexts[0]).toBe(anchored(terms.getAttribute('href')?.slice(1) ?? '')[0]);
    scrolled.mockRestore();
    expect(screen.getByRole('heading', { level: 3, name: 'Terms and conditions' })).toHaveFocus();
  });

  it('says it is loading, and offers to try again after a failure', async () => {
    const { view, onRetry, user } = renderHelp({ status: 'pending', entries: undefined });
    expect(screen.getByRole('status', { name: 'Loading the help centre' })).toBeInTheDocument();
    view.rerender(
      <I18nProvider language="EN" messages={en}>
        <HelpCentre entries={undefined} status="error" onRetry={onRetry} />
      </I18nProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The help centre could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says so when there is nothing to show', () => {
    renderHelp({ entries: [{ title: 'Gone', content: 'x', display: 0 }] });
    expect(screen.getByText('The help centre has no articles yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('helpSectionsOf', () => {
  it('gives each tag to its first entry only and the rest ids of their own', () => {
    const ids = (sections: ReturnType<typeof helpSectionsOf>): string[] =>
      sections.flatMap(({ id, children: nested }) => [id, ...ids(nested)]);
    expect(ids(helpSectionsOf(entries))).toEqual(['aboutus', 'deposit', 'section-3', 'faqs', 'section-5', 'term']);
    expect(ids(helpSectionsOf(entries, 'p-'))).toEqual([
      'p-aboutus',
      'p-deposit',
      'p-section-3',
      'p-faqs',
      'p-section-5',
      'p-term',
    ]);
  });
});
