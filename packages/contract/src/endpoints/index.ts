import type { EndpointDef } from '../endpoint';
import * as account from './account';
import * as agent from './agent';
import * as content from './content';
import * as contracts from './contracts';
import * as deposit from './deposit';
import * as games from './games';
import * as inbox from './inbox';
import * as lottery from './lottery';
import * as member from './member';
import * as missions from './missions';
import * as password from './password';
import * as points from './points';
import * as rebate from './rebate';
import * as rewards from './rewards';
import * as profit from './profit';
import * as records from './records';
import * as referral from './referral';
import * as registration from './registration';
import * as session from './session';
import * as system from './system';
import * as wallet from './wallet';
import * as withdraw from './withdraw';

/** Every platform call by purpose. Both the client and the reference platform code against exactly this. */
export const endpoints = {
  ...session,
  ...registration,
  ...password,
  ...member,
  ...account,
  ...system,
  ...games,
  ...wallet,
  ...withdraw,
  ...deposit,
  ...content,
  ...lottery,
  ...inbox,
  ...records,
  ...rebate,
  ...rewards,
  ...profit,
  ...missions,
  ...referral,
  ...points,
  ...agent,
  ...contracts,
} satisfies Record<string, EndpointDef>;
