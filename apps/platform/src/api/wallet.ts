import { endpoints, type WireValueOf } from '@lobby/contract';
import type { Hono } from 'hono';
import type { PlatformEnv } from '../http/env';
import { route, type RouteTable } from '../http/route';
import { toWire } from '../wallet/money';
import { balanceOf, mainWalletTypeId } from '../wallet/wallets';

export function walletRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  /**
   * The member's balance as the platform answers `/wps/v2/wallets/balance`: one main wallet (account type 2), so the
   * sum is its balance. `typeId` (0 in the original's calls) changes nothing while there is only the one wallet.
   */
  route(app, table, endpoints.balance, async (c, { member, merchant }) => {
    const wallet = await balanceOf(c.var.platform.db, member.id);
    const amount = toWire(wallet.balance);
    const value: WireValueOf<'balance'> = {
      sumBalance: amount,
      currencySymbol: merchant.currencySymbol,
      currency: wallet.currency ?? merchant.currency,
      balance: [{ accountTypeId: mainWalletTypeId, availBalance: amount }],
    };
    return value;
  });
}
