/** The demo accounts every merchant gets (listed in the README). */
export interface DemoMember {
  username: string;
  password: string;
  nickname: string;
  /** 0 member, 1 agent (contract: agents 1, 2, 41, 42; trial 4 is made by free play). */
  type: number;
  /** Last digits of the mobile number after the merchant's country prefix; none for a member who never bound one. */
  mobileSuffix: string | null;
  upline?: string;
  passwordExpired?: boolean;
  firstLogin?: boolean;
  /** Agents' invitation code, the same at every merchant. */
  affiliateCode?: string;
  /**
   * The bank account's holder name, given only where the merchant's registration requires one (siam): a second factor
   * of a login from a new address there (LOGINIPVERF3, method P).
   */
  payeeName: string;
}

export const demoMembers: readonly DemoMember[] = [
  {
    username: 'player01',
    password: 'Player#2026',
    nickname: 'Player One',
    type: 0,
    mobileSuffix: '000001',
    payeeName: 'Somchai Player',
  },
  {
    username: 'agent01',
    password: 'Agent#2026',
    nickname: 'Agent One',
    type: 1,
    mobileSuffix: '000010',
    affiliateCode: 'AG01',
    payeeName: 'Anong Agent',
  },
  // player05 registered before the sites asked for a mobile number and has bound none since (My account binds one).
  ...[2, 3, 4, 5].map((n) => ({
    username: `player0${n}`,
    password: 'Player#2026',
    nickname: `Player ${['Two', 'Three', 'Four', 'Five'][n - 2]}`,
    type: 0,
    mobileSuffix: n === 5 ? null : `00000${n}`,
    upline: 'agent01',
    payeeName: `Kittisak ${['Two', 'Three', 'Four', 'Five'][n - 2]}`,
  })),
  {
    username: 'expired01',
    password: 'Expired#2026',
    nickname: 'Expired Password',
    type: 0,
    mobileSuffix: '000020',
    passwordExpired: true,
    payeeName: 'Malee Expired',
  },
  {
    username: 'default01',
    password: '123456',
    nickname: 'Default Password',
    type: 0,
    mobileSuffix: '000030',
    firstLogin: true,
    payeeName: 'Niran Default',
  },
];
