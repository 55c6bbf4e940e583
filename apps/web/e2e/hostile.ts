// Checks that hostile markup from the platform's seed stayed inert on the page: no script ran, and nothing in the
// rendered content could run any (handlers, script URLs, scripts, frames).
import type { Locator, Page } from '@playwright/test';
import type { PageProblems } from './fixtures';

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
