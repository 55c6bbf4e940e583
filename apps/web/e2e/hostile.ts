// Hostile markup in a merchant's content, and the checks that it stayed inert on the page: no script ran, and nothing
// in the rendered content could run any (handlers, script URLs, scripts, frames). The demo seed holds none: a test
// writes it first through the dev content endpoints (the `devContent` fixture), which take it out again afterwards.
import { hostileMarkup } from '@lobby/contract-fixtures/hostile';
import type { Locator, Page } from '@playwright/test';
import type { PageProblems } from './fixtures';

/**
 * `html` followed by every payload of the OWASP filter-evasion list (`@lobby/contract-fixtures/hostile`), as a
 * merchant's back office might let them through: the content of a notice, popup, promotion or help entry to write.
 */
export function withHostileMarkup(html: string): string {
  return `${html}<div>${hostileMarkup.join('')}</div>`;
}

/**
 * Words of the list that a sanitiser keeps as text (the script-URL links' "Click Me"): seen in a rendering, they show
 * the hostile markup did reach it, so finding nothing dangerous there means something.
 */
export const hostileResidue = 'Click Me';

/**
 * Collects what the payloads' script would show (an alert or another dialog). Chromium reports each inline handler it
 * meets while the sanitiser parses the markup as a blocked CSP violation: the page's policy refusing it, as it
 * should, so those reports are allowed here. A page error still fails the test.
 */
export function watchForScript(page: Page, problems: PageProblems): string[] {
  problems.allow(/inline event handler|script-src-attr blocked inline/);
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return ran;
}

/** What inside `root` could run script: event handlers, script URLs, scripts and frames. */
export async function dangersIn(root: Locator): Promise<string[]> {
  return root.evaluate((container) =>
    [...container.querySelectorAll('*')].flatMap((element) => {
      const tag = element.tagName.toLowerCase();
      const found = ['script', 'iframe', 'object', 'embed'].includes(tag) ? [`<${tag}>`] : [];
      for (const { name, value } of element.attributes) {
        if (name.startsWith('on')) found.push(`${tag}[${name}]`);
        if (/^\s*(javascript|vbscript):/i.test(value.replace(/[\t\n\r]/g, ''))) found.push(`${tag}[${name}]`);
      }
      return found;
    }),
  );
}
