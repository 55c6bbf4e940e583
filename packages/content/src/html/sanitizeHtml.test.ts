import { hostileMarkup } from '@lobby/contract-fixtures/hostile';
import { sanitizeHtml } from './sanitizeHtml';

/** Parses sanitised HTML the way the page will hold it. */
function placed(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

/** What in a placed fragment could run script: script-ish elements, event handlers, script URLs. */
function dangersIn(host: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of host.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (
      ['script', 'iframe', 'frame', 'object', 'embed', 'style', 'link', 'meta', 'base', 'form', 'svg', 'math'].includes(
        tag,
      )
    ) {
      found.push(`<${tag}>`);
    }
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (name === 'style') found.push(`${tag}[style]`);
      // Browsers ignore tabs, newlines and leading controls inside a scheme, so the check does too.
      const compact = [...value]
        .filter((char) => char.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (/^(javascript|vbscript|livescript|data:text\/html)/.test(compact)) found.push(`${tag}[${name}=${value}]`);
    }
  }
  return found;
}

describe('sanitizeHtml', () => {
  it.each(hostileMarkup.map((payload, index) => [index, payload] as const))(
    'payload %i of the OWASP list keeps nothing that can run',
    (_index, payload) => {
      expect(dangersIn(placed(payload))).toEqual([]);
    },
  );

  it('keeps ids only under a prefix, so server HTML cannot take an anchor of the page', () => {
    const host = placed('<h3 id="term">Terms</h3><p id="user-content-x">x</p>');
    expect(host.querySelector('h3')?.id).toBe('user-content-term');
    expect(host.querySelector('p')?.id).toBe('user-content-x');
    expect(host.querySelector('#term')).toBeNull();
  });

  it('keeps formatting, lists, tables, links and images with their text', () => {
    const host = placed(
      '<h3>Rules</h3><p>Play <strong>fair</strong> and <em>often</em>.</p><ul><li>One</li><li>Two</li></ul>' +
        '<table><tr><th>Day</th><td>Mon</td></tr></table><a href="https://example.com/x">More</a>' +
        '<a href="/promotions#4">Promo</a><img src="https://img.example/a.png" alt="Prize">',
    );
    expect(host.querySelector('h3')?.textContent).toBe('Rules');
    expect(host.querySelector('strong')?.textContent).toBe('fair');
    expect(host.querySelectorAll('li')).toHaveLength(2);
    expect(host.querySelector('td')?.textContent).toBe('Mon');
    expect(host.querySelector('img')?.getAttribute('alt')).toBe('Prize');
    expect(host.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    const [external, internal] = host.querySelectorAll('a');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(internal?.getAttribute('href')).toBe('/promotions#4');
    expect(internal?.hasAttribute('target')).toBe(false);
  });

  it('drops inline styles, forms and frames but keeps their text', () => {
    const host = placed(
      '<p style="position:fixed;inset:0">Covered</p><form action="https://evil.example"><button>Send</button></form>' +
        '<iframe src="https://evil.example"></iframe>',
    );
    expect(host.querySelector('p')?.hasAttribute('style')).toBe(false);
    expect(host.querySelector('form, button, iframe')).toBeNull();
    expect(host.textContent).toContain('Covered');
    expect(host.textContent).toContain('Send');
  });

  it('gives an image without a description an empty alt, so it is skipped by screen readers', () => {
    expect(placed('<img src="/a.png">').querySelector('img')?.getAttribute('alt')).toBe('');
  });
});
