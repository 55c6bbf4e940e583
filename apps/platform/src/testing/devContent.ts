import { hostileMarkup } from '@lobby/contract-fixtures/hostile';
import type { Hono } from 'hono';
import type { PlatformEnv } from '../http/env';
import { call, envelope } from './testPlatform';

// The demo seed holds believable content only: a test that needs hostile markup in a merchant's content writes it
// through the dev content endpoints, as the end-to-end tests do.

export type ContentKind = 'notices' | 'popups' | 'promotions' | 'help';

/** `html` followed by every payload of the OWASP list, as a merchant's back office might let them through. */
export function withHostileMarkup(html: string): string {
  return `${html}<div>${hostileMarkup.join('')}</div>`;
}

/** Writes content of `kind` for a merchant (POST /__dev/merchants/:code/<kind>) and answers its id; throws on a refusal. */
export async function writeContent(
  app: Hono<PlatformEnv>,
  merchantCode: string,
  kind: ContentKind,
  body: Record<string, unknown>,
): Promise<number> {
  const response = await call(app, `/__dev/merchants/${merchantCode}/${kind}`, { method: 'POST', json: body });
  const answer = await envelope(response);
  if (!answer.success) throw new Error(`POST ${kind} for ${merchantCode}: ${answer.message ?? response.status}`);
  return (answer.value as { id: number }).id;
}

/** Removes what `writeContent` wrote (DELETE /__dev/merchants/:code/<kind>/:id). */
export async function removeContent(
  app: Hono<PlatformEnv>,
  merchantCode: string,
  kind: ContentKind,
  id: number,
): Promise<void> {
  const response = await call(app, `/__dev/merchants/${merchantCode}/${kind}/${id}`, { method: 'DELETE', json: {} });
  if (response.status !== 200) throw new Error(`DELETE ${kind} ${id} of ${merchantCode}: ${response.status}`);
}
