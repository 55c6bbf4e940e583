import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { merchants, type Deposit, type DepositStatus, type Merchant } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { ApiError } from '../lib/apiError';
import { answerPayment, depositOfToken } from '../wallet/deposits';
import { groupedAmount } from '../wallet/money';

// The demo payment page an online deposit's `redirectUrl` opens: plain server HTML on the platform's own origin, the
// merchant and the amount, and two forms, Pay and Cancel. Each form carries an idempotency key made when the page was
// drawn, so a double submit (or a reload that posts again) pays once.

export const payPagePrefix = '/wps/pay/';

export function payPagePath(token: string): string {
  return `${payPagePrefix}${token}`;
}

/** Markup, one inline style, forms that post back here: nothing loads from elsewhere or runs. */
const payPagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const styles = `
  :root { color-scheme: light; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f5f9; color: #1b2233;
    font-family: Arial, Helvetica, sans-serif; text-align: center; line-height: 1.4; }
  main { box-sizing: border-box; width: 100%; max-width: 26rem; padding: 1.5rem 1rem; background: #fff;
    border-radius: 12px; }
  h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
  #amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0 1rem; }
  form { margin: 0.5rem 0; }
  button { width: 100%; min-height: 48px; font: inherit; font-size: 1.125rem; font-weight: 700; border-radius: 8px;
    cursor: pointer; border: 2px solid #1d4ed8; }
  #pay button { color: #fff; background: #1d4ed8; }
  #cancel button { color: #1d4ed8; background: #fff; }
  :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

const outcomes: Record<DepositStatus, string> = {
  pending: 'Waiting for your payment.',
  successful: 'Payment received: the deposit is credited to your account. You can close this window.',
  failed: 'Payment cancelled: nothing was charged. You can close this window.',
};

function page(merchant: Merchant, deposit: Deposit, status: DepositStatus, token: string): string {
  const action = escapeHtml(payPagePath(token));
  const form = (name: 'pay' | 'cancel', label: string) => `<form id="${name}" method="post" action="${action}">
<input type="hidden" name="action" value="${name}">
<input type="hidden" name="idempotencyKey" value="${randomUUID()}">
<button type="submit">${label}</button>
</form>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payment to ${escapeHtml(merchant.displayName)}</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>Payment to ${escapeHtml(merchant.displayName)}</h1>
<p>Demo payment gateway &middot; deposit ${deposit.id}</p>
<p id="amount"><bdi>${escapeHtml(merchant.currencySymbol)}</bdi>${groupedAmount(deposit.amount)}</p>
<p id="status" role="status">${outcomes[status]}</p>
${status === 'pending' ? `${form('pay', 'Pay')}\n${form('cancel', 'Cancel')}` : ''}
</main>
</body>
</html>`;
}

function setPageHeaders(c: Context<PlatformEnv>): void {
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Security-Policy', payPagePolicy);
  // The address carries the page's token: no other page is told it.
  c.header('Referrer-Policy', 'no-referrer');
}

const notFoundPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment not found</title></head>
<body><main><h1>Payment not found</h1><p>This payment link is not valid.</p></main></body></html>`;

async function depositOfPath(c: Context<PlatformEnv>) {
  const { db } = c.var.platform;
  const token = c.req.param('token') ?? '';
  const deposit = await depositOfToken(db, token);
  if (!deposit) return undefined;
  const [merchant] = await db.select().from(merchants).where(eq(merchants.id, deposit.merchantId));
  return merchant ? { deposit, merchant, token } : undefined;
}

/**
 * - `GET /wps/pay/<token>`: the deposit's payment page (its merchant and amount; Pay and Cancel while pending).
 * - `POST /wps/pay/<token>` (form: `action` pay or cancel, `idempotencyKey`): pays or cancels it, then shows the page.
 */
export function payPageRoutes(app: Hono<PlatformEnv>): void {
  app.get(`${payPagePrefix}:token`, async (c) => {
    setPageHeaders(c);
    const found = await depositOfPath(c);
    if (!found) return c.html(notFoundPage, 404);
    return c.html(page(found.merchant, found.deposit, found.deposit.status, found.token));
  });

  app.post(
    `${payPagePrefix}:token`,
    bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.text('Too large', 413) }),
    async (c) => {
      setPageHeaders(c);
      const found = await depositOfPath(c);
      if (!found) return c.html(notFoundPage, 404);
      const type = c.req.header('content-type') ?? '';
      const form = type.startsWith('application/x-www-form-urlencoded')
        ? new URLSearchParams(await c.req.text())
        : new URLSearchParams();
      const action = form.get('action');
      const key = form.get('idempotencyKey') ?? '';
      if ((action !== 'pay' && action !== 'cancel') || !/^[A-Za-z0-9._:-]{8,100}$/.test(key)) {
        return c.html(page(found.merchant, found.deposit, found.deposit.status, found.token), 400);
      }
      const { db, clock } = c.var.platform;
      try {
        const status = await answerPayment(db, {
          deposit: found.deposit,
          pay: action === 'pay',
          idempotencyKey: key,
          currency: found.merchant.currency,
          at: new Date(clock()),
        });
        return c.html(page(found.merchant, found.deposit, status, found.token));
      } catch (error) {
        // The same key posted with the other button: the page as it stands.
        if (error instanceof ApiError) {
          return c.html(page(found.merchant, found.deposit, found.deposit.status, found.token), 409);
        }
        throw error;
      }
    },
  );

  app.all(`${payPagePrefix}:token`, () => {
    throw apiErrors.methodNotAllowed(['GET', 'POST']);
  });
}
