import { and, eq, inArray } from 'drizzle-orm';
import { agentTypes } from '../api/memberTypes';
import { members } from '../db/schema';
import { platformPerTest } from '../testing/platformPerTest';
import { memberAt } from '../testing/testPlatform';
import { directDownlinesOf, inTeam, isInTeam, teamSummary } from './team';

const current = platformPerTest();
const db = () => current.platform.platform.db;
const at = (username: string, merchantCode = 'lotus88') => memberAt(current.platform, merchantCode, username);

/** The user names of the agent's team, read by the subquery under test. */
async function teamNames(username: string, merchantCode = 'lotus88'): Promise<string[]> {
  const agent = await at(username, merchantCode);
  const rows = await db()
    .select({ username: members.username })
    .from(members)
    .where(inTeam(members.id, { merchantId: agent.merchantId, agentId: agent.id }));
  return rows.map((row) => row.username).sort();
}

describe("an agent's team", () => {
  it('holds every downline at every level, of the same merchant, never the agent or another branch', async () => {
    expect(await teamNames('agent01')).toEqual([
      'agent02',
      'agent03',
      'player02',
      'player03',
      'player04',
      'player05',
      'player06',
      'player07',
      'player08',
      'player09',
      'player10',
      'player11',
    ]);
    expect(await teamNames('agent02')).toEqual([
      'agent03',
      'player06',
      'player07',
      'player08',
      'player09',
      'player10',
      'player11',
    ]);
    expect(await teamNames('agent03', 'siam99')).toEqual(['player09', 'player10', 'player11']);
    expect(await teamNames('player01')).toEqual([]);

    const agent01 = await at('agent01');
    const direct = await db()
      .select({ username: members.username })
      .from(members)
      .where(directDownlinesOf({ merchantId: agent01.merchantId, agentId: agent01.id }));
    expect(direct.map((row) => row.username).sort()).toEqual([
      'agent02',
      'player02',
      'player03',
      'player04',
      'player05',
    ]);
  });

  it('tells whether a member is in the team, for any depth, and not for other branches or merchants', async () => {
    const agent01 = await at('agent01');
    const agent02 = await at('agent02');
    const team = (agent: typeof agent01, memberId: number) =>
      isInTeam(db(), { merchantId: agent.merchantId, agentId: agent.id, memberId });
    expect(await team(agent01, (await at('player02')).id)).toBe(true);
    expect(await team(agent01, (await at('player11')).id)).toBe(true);
    expect(await team(agent02, (await at('player11')).id)).toBe(true);
    // A sibling branch, an upline, the agent itself, a member of nobody's team.
    expect(await team(agent02, (await at('player02')).id)).toBe(false);
    expect(await team(agent02, agent01.id)).toBe(false);
    expect(await team(agent01, agent01.id)).toBe(false);
    expect(await team(agent01, (await at('player01')).id)).toBe(false);
    // The same name at another merchant is another member, outside this merchant's teams.
    expect(await team(agent01, (await at('player11', 'siam99')).id)).toBe(false);
    // A member id that exists nowhere.
    expect(await team(agent01, 999_999)).toBe(false);
  });

  it('counts its size, its direct downlines and the agents in it, and follows the tree as it changes', async () => {
    const agent01 = await at('agent01');
    const summary = () => teamSummary(db(), { merchantId: agent01.merchantId, agentId: agent01.id, agentTypes });
    expect(await summary()).toEqual({ size: 12, direct: 5, agents: 2 });

    // player05 becomes an agent, and player01 joins under agent03: one more agent, one more member, no more direct.
    await db()
      .update(members)
      .set({ type: 41 })
      .where(eq(members.id, (await at('player05')).id));
    await db()
      .update(members)
      .set({ uplineId: (await at('agent03')).id })
      .where(eq(members.id, (await at('player01')).id));
    expect(await summary()).toEqual({ size: 13, direct: 5, agents: 3 });
    // agent02 leaves agent01 with its whole branch.
    await db()
      .update(members)
      .set({ uplineId: null })
      .where(eq(members.id, (await at('agent02')).id));
    expect(await summary()).toEqual({ size: 4, direct: 4, agents: 1 });
  });

  it('ends its walk on a loop in the uplines, without counting the agent as its own downline', async () => {
    const agent01 = await at('agent01');
    const player11 = await at('player11');
    // No path writes a loop; one written by hand must still not hang or double count.
    await db().update(members).set({ uplineId: player11.id }).where(eq(members.id, agent01.id));
    expect(await teamSummary(db(), { merchantId: agent01.merchantId, agentId: agent01.id, agentTypes })).toEqual({
      size: 12,
      direct: 5,
      agents: 2,
    });
    expect(await teamNames('agent01')).not.toContain('agent01');
    const agent03 = await at('agent03');
    // agent03's team now runs through player11 up to agent01 and on down agent01's other branches.
    const loop = await db()
      .select({ username: members.username })
      .from(members)
      .where(
        and(
          inTeam(members.id, { merchantId: agent03.merchantId, agentId: agent03.id }),
          inArray(members.username, ['agent01', 'agent03', 'player02']),
        ),
      );
    expect(loop.map((row) => row.username).sort()).toEqual(['agent01', 'player02']);
    expect(await isInTeam(db(), { merchantId: agent01.merchantId, agentId: agent01.id, memberId: agent01.id })).toBe(
      false,
    );
  });
});
