import type { WhitelabelNode } from '../db/schema';

/**
 * The shape of every merchant's white-label tree: group nodes and the flags under them. The platform's own tree
 * is not public (contract §3.1); this grouping follows where the clients read each flag (HOMEPAGE holds the login
 * switches, contract §3.1).
 */
const groups: Record<string, readonly string[]> = {
  HOMEPAGE: [
    'PWDEXPFORCECHANGE3',
    'MOBILELOGIN3',
    'MOBILEVERCODELOGIN3',
    'FREEPLAY3',
    'FACEBOOKLOGIN3',
    'GOOGLELOGIN3',
    'LINELOGIN3',
    'TWITTERLOGIN3',
    'UPDATEMOBILEICC3',
    'DISABLEDMOBILEICC3',
    'LOTTMINIGAME3',
    'SEALOTTMINIGAME3',
  ],
  COMM3: [
    'CAPTCHA3',
    'GEETEST3',
    'GEETESTVCODE3',
    'GEETESTTEST3',
    'VERIFICATION3',
    'FEEDBACK3',
    'PROFPIC3',
    'LOGINIPVERF3',
  ],
  REG3: ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3', 'AFFMAN3', 'FIREBASECREATEACC3'],
  PASS3: ['CHNGPASSVERIF3', 'PWRESETSMS3', 'PAYMENTPASS3'],
  GAMELO3: ['GAMELOHOT3', 'GAMELOFAV3', 'GAMELOREC3', 'AGEANNOUNCE3'],
  MEMBERCENTRE: ['INBOX3', 'REWCEN3', 'PTSYS3', 'MYRBT3', 'MANPLAYREB3', 'FUNDTRANS3', 'MEMTRANS3', 'CBS3'],
  AGENTPOLICY3: [
    'SIGNCONDIV3',
    'DAILYSALCONT3',
    'HOURSAL3',
    'RTSALARY3',
    'TEAMBETTING3',
    'CREDITMAR3',
    'AGETRANSFERUP3',
    'AGETEAMPNL3',
    'AGENTRANSMULTDOWN3',
    'AGEREGDOWN3',
    'CREATEAFF3',
  ],
};

/** Every flag the seeded trees carry, groups included. */
export const seededFlags: readonly string[] = Object.entries(groups).flatMap(([group, flags]) => [group, ...flags]);

/** Builds the tree with `on` flags enabled ("1") and every other known flag present but off ("0"). */
export function whitelabelTree(on: ReadonlySet<string>): WhitelabelNode {
  const node = (modId: string, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
    modId,
    enabled: on.has(modId) ? '1' : '0',
    childrenNodes,
  });
  return {
    modId: 'WHITELABEL',
    enabled: '1',
    childrenNodes: Object.entries(groups).map(([group, flags]) =>
      node(
        group,
        flags.map((flag) => node(flag)),
      ),
    ),
  };
}
