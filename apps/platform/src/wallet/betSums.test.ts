import { sql } from 'drizzle-orm';
import { hosts, platformPerTest } from '../testing/platformPerTest';
import { drawFor, playOnDemoPage } from '../testing/demoRounds';
import { sessionFor } from '../testing/testPlatform';

// The bets' half-month sums are kept with the bets: after the seed and after a round played, they are exactly the
// bets summed per member, UTC half-month and product.

let nextDraw = 0;
const current = platformPerTest({ randomInt: () => nextDraw });

async function mismatches(): Promise<unknown[]> {
  const result = await current.platform.platform.db.execute(sql`
    with summed as (
      select member_id,
        (case when extract(day from created_at at time zone 'UTC') >= 16
          then date_trunc('month', created_at at time zone 'UTC') + interval '15 days'
          else date_trunc('month', created_at at time zone 'UTC') end) at time zone 'UTC' as half_start,
        product_type, count(*)::integer as bets, sum(stake)::bigint as stake, sum(valid_bet)::bigint as valid_bet,
        sum(payout)::bigint as payout
      from bet_records group by 1, 2, 3
    ),
    kept as (select member_id, half_start, product_type, bets, stake, valid_bet, payout from member_bet_sums)
    (select 'missing' as what, * from summed except select 'missing', * from kept)
    union all
    (select 'extra' as what, * from kept except select 'extra', * from summed)`);
  return (result as unknown as { rows: unknown[] }).rows;
}

describe('member_bet_sums', () => {
  it('holds the seeded bets summed per member, half-month and product, and a round played adds to them', async () => {
    const [{ n } = { n: 0 }] = (
      (await current.platform.platform.db.execute(
        sql`select count(*)::integer as n from member_bet_sums`,
      )) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    expect(n).toBeGreaterThan(0);
    expect(await mismatches()).toEqual([]);
    nextDraw = drawFor(2);
    const token = await sessionFor(current.platform, 'lotus88', 'player11');
    await playOnDemoPage(current.platform.app, { host: hosts.lotus, token, stake: '10000.00' });
    await playOnDemoPage(current.platform.app, { host: hosts.lotus, token, stake: '10000.00' });
    expect(await mismatches()).toEqual([]);
  });
});
