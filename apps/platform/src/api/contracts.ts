import {
  contractInfoKeys,
  contractRules,
  contractTypeFlags,
  endpoints,
  type ContractType,
  type WireValueOf,
} from '@lobby/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  answerContract,
  contractsPage,
  liveContractsOf,
  offerContract,
  uplineChange,
  wireContracts,
} from '../agents/contracts';
import { agentContracts, salarySettlements, type Merchant } from '../db/schema';
import { flagOff } from '../merchants/whitelabel';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { route, type RouteTable } from '../http/route';
import { toWire } from '../wallet/money';
import { agentOf } from './agents';
import { agentTypes } from './memberTypes';
import { maxPage, pageOf } from './withdraw';

// Contracts between agents (contract §5.6): the downline's consolidated info and its four answers, the upline's
// designed calls (offer, withdraw, termination request, the page's list) and the records of settled periods. The
// session names the caller; every call reaches only the caller's own contracts or those it offered its direct
// downline agents.

/** An id sent as a number or a string, as a whole number; anything else is nobody's contract. */
function idOf(sent: string | number, field: string): number {
  const id = Number(sent);
  if (!Number.isSafeInteger(id) || id <= 0) throw apiErrors.validation(`Field "${field}" is a contract id.`, field);
  return id;
}

/** Refuses a designed call of a type the merchant has switched off, as the contract's calls are by their module. */
function requireType(merchant: Merchant, type: ContractType): ContractType {
  const flag = contractTypeFlags[type];
  if (flagOff(merchant, flag)) throw apiErrors.functionNotAvailable(`${flag} is switched off for this site`);
  return type;
}

export function contractRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  /**
   * The consolidated info (contract §5.6): per type, the offers and termination requests waiting for the member
   * (`P`, `V`) under the type's request key and the contracts in force under its info key, each keyed by productType;
   * a dividend's computation period under `divtypecompperiodreq` / `divtypecompperiodinfo`. Any member may ask: one
   * who holds no contract (a player) gets every key empty.
   */
  route(app, table, endpoints.consolidatedFunds, async (c, { member }) => {
    const { db } = c.var.platform;
    const live = await wireContracts(db, await liveContractsOf(db, member));
    const value: Record<string, Record<string, unknown>> = {
      divtypecompperiodreq: {},
      divtypecompperiodinfo: {},
      contractmrdailysalinfotype: {},
    };
    for (const keys of Object.values(contractInfoKeys)) {
      value[keys.request] = {};
      value[keys.info] = {};
    }
    for (const contract of live) {
      const type = contract.type as ContractType;
      const waiting = contract.status !== 'E';
      const keys = contractInfoKeys[type];
      const bucket = value[waiting ? keys.request : keys.info];
      if (bucket) bucket[contract.productType] = contract;
      if (type === 'dividend') {
        const periods = value[waiting ? 'divtypecompperiodreq' : 'divtypecompperiodinfo'];
        if (periods) periods[contract.productType] = contract.computationPeriod;
      }
    }
    return value as WireValueOf<'consolidatedFunds'>;
  });

  route(app, table, endpoints.processDailySalaryContract, async (c, { member, body }) => {
    const { db, clock } = c.var.platform;
    const at = new Date(clock());
    await answerContract(db, {
      member: agentOf(member),
      type: 'daily',
      id: idOf(body.id, 'id'),
      action: body.status,
      at,
    });
    return null;
  });

  route(app, table, endpoints.processContractHourSalary, async (c, { member, body }) => {
    const { db, clock } = c.var.platform;
    await answerContract(db, {
      member: agentOf(member),
      type: 'hourly',
      id: idOf(body.contractId, 'contractId'),
      productType: body.productType,
      action: body.status,
      at: new Date(clock()),
    });
    return null;
  });

  route(app, table, endpoints.processRealTimeSalaryContract, async (c, { member, body }) => {
    const { db, clock } = c.var.platform;
    await answerContract(db, {
      member: agentOf(member),
      type: 'realtime',
      id: idOf(body.contractId, 'contractId'),
      action: body.status,
      at: new Date(clock()),
    });
    return null;
  });

  /** A dividend is named by its product (contract §5.6): the member's live dividend contract on it. */
  route(app, table, endpoints.processContractDividend, async (c, { member, body }) => {
    const { db, clock } = c.var.platform;
    await answerContract(db, {
      member: agentOf(member),
      type: 'dividend',
      productType: body.productType,
      action: body.status,
      at: new Date(clock()),
    });
    return null;
  });

  route(app, table, endpoints.agentContracts, async (c, { member, merchant, query }) => {
    const agent = agentOf(member);
    return contractsPage(c.var.platform.db, { agent, agentTypes, type: requireType(merchant, query.type) });
  });

  route(app, table, endpoints.offerAgentContract, async (c, { member, merchant, body }) => {
    const { db, clock } = c.var.platform;
    const upline = agentOf(member);
    const made = await offerContract(db, {
      upline,
      agentTypes,
      username: body.username,
      type: requireType(merchant, body.type),
      productType: body.productType,
      computationPeriod: body.computationPeriod,
      tiers: body.tiers.map((tier) => ({
        minimumBet: tier.minimumBet,
        activeMember: tier.activeMember,
        rate: tier.rate,
        rateType: tier.rateType,
        winRate: tier.winRate,
      })),
      at: new Date(clock()),
    });
    const [wired] = await wireContracts(db, [made]);
    if (!wired) throw new Error('an offered contract is on the wire');
    return wired;
  });

  for (const [endpoint, action] of [
    [endpoints.withdrawAgentContract, 'withdraw'],
    [endpoints.terminateAgentContract, 'terminate'],
  ] as const) {
    route(app, table, endpoint, async (c, { member, body }) => {
      const { db, clock } = c.var.platform;
      const changed = await uplineChange(db, {
        upline: agentOf(member),
        id: idOf(body.contractId, 'contractId'),
        action,
        at: new Date(clock()),
      });
      const [wired] = await wireContracts(db, [changed]);
      if (!wired) throw new Error('a changed contract is on the wire');
      return wired;
    });
  }

  /** The caller's own settled periods of the type (as the downline paid), newest first. */
  route(app, table, endpoints.salarySettlements, async (c, { member, merchant, query }) => {
    const agent = agentOf(member);
    requireType(merchant, query.type);
    const { db } = c.var.platform;
    const page = pageOf(query.page, 1, maxPage, 'page');
    const size = contractRules.settlementPageSize;
    const where = and(
      eq(salarySettlements.memberId, agent.id),
      eq(salarySettlements.type, query.type),
      query.productType ? eq(agentContracts.productType, query.productType) : undefined,
    );
    const rows = await db
      .select({ settlement: salarySettlements, productType: agentContracts.productType })
      .from(salarySettlements)
      .innerJoin(agentContracts, eq(agentContracts.id, salarySettlements.contractId))
      .where(where)
      .orderBy(desc(salarySettlements.periodStart), desc(salarySettlements.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await db
      .select({ n: count() })
      .from(salarySettlements)
      .innerJoin(agentContracts, eq(agentContracts.id, salarySettlements.contractId))
      .where(where);
    const totalCount = total?.n ?? 0;
    const value: WireValueOf<'salarySettlements'> = {
      list: rows.map(({ settlement, productType }) => ({
        id: settlement.id,
        contractId: settlement.contractId,
        productType,
        startTime: settlement.periodStart.getTime(),
        endTime: settlement.periodEnd.getTime(),
        betVolume: toWire(settlement.betVolume),
        activeMembers: settlement.activeMembers,
        netLoss: toWire(settlement.netLoss),
        tier: settlement.tier === null ? 0 : settlement.tier + 1,
        amount: toWire(settlement.amount),
        settleTime: settlement.createdAt.getTime(),
      })),
      totalCount,
      totalPages: Math.ceil(totalCount / size),
    };
    return value;
  });
}
