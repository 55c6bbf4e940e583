import DOMPurify, { type Config } from 'dompurify';

/**
 * What server HTML may keep: text formatting, lists, tables, headings, links and images. No scripts, frames, forms,
 * style sheets or inline `style` (a notice cannot restyle or cover the page), no event handlers; URLs only http(s),
 * mailto, tel or relative; ids only under the `user-content-` prefix.
 */
const config: Config = {
  ALLOWED_TAGS: [
    'a',
    'b',
    'blockquote',
    'br',
    'caption',
    'code',
    'div',
    'em',
    'figcaption',
    'figure',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'i',
    'img',
    'li',
    'mark',
    'ol',
    'p',
    'pre',
    's',
    'small',
    'span',
    'strong',
    'sub',
    'sup',
    'table',
    'tbody',
    'td',
    'tfoot',
    'th',
    'thead',
    'tr',
    'u',
    'ul',
  ],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'id', 'colspan', 'rowspan', 'width', 'height', 'lang', 'dir'],
  // A scheme other than these is refused; a relative address (no scheme) is kept.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  // Ids come out as `user-content-<id>`: server HTML cannot take an anchor of the page (`/help#term`) or clobber one.
  SANITIZE_NAMED_PROPS: true,
  KEEP_CONTENT: true,
};

let hooked = false;

/** Links leave the site in a new tab without handing it this window; images load lazily and off the main thread. */
function addHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      if (/^https?:/i.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
}

/**
 * Server HTML made safe to place in the page: whatever the platform sends (a notice, a help article, a popup),
 * nothing in it can run script, keep an event handler or a `javascript:` URL, or load a frame. Text is kept.
 */
export function sanitizeHtml(html: string): string {
  addHooks();
  return DOMPurify.sanitize(html, config);
}
