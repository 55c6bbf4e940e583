/**
 * Every module id the platform's white-label tree is known to carry (platform contract §3.2). A flag is on when its
 * node says `enabled: "1"`; a flag the tree does not mention is off.
 */
export const flagNames = [
  'HOMEPAGE',
  // Endpoint and permission modules
  'COMM3',
  'REG3',
  'PASS3',
  'CAPTCHA3',
  'GEETEST3',
  'AFFMAN3',
  'FREEPLAY3',
  'PROFPIC3',
  'VERIFICATION3',
  'REGMOBVERF3',
  'MOBILENUMREG3',
  'CHNGPASSVERIF3',
  'PWRESETSMS3',
  'LOGINIPVERF3',
  'GAMELO3',
  'GAMELOHOT3',
  'GAMELOFAV3',
  'GAMELOREC3',
  'FUNDTRANS3',
  'AGEANNOUNCE3',
  'SIGNCONDIV3',
  'DAILYSALCONT3',
  'HOURSAL3',
  'RTSALARY3',
  'REWCEN3',
  'FEEDBACK3',
  'INBOX3',
  'PTSYS3',
  'MEMTRANS3',
  'CBS3',
  // Feature switches
  'USERNAMEREG3',
  'MOBILENUMPASSREG3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'MOBILELOGIN3',
  'AGENTPOLICY3',
  'MYRBT3',
  'GEETESTVCODE3',
  'GEETESTTEST3',
  'UPDATEMOBILEICC3',
  'DISABLEDMOBILEICC3',
  'LOTTMINIGAME3',
  'SEALOTTMINIGAME3',
  'CREDITMAR3',
  'TEAMBETTING3',
  'PAYMENTPASS3',
  'MANPLAYREB3',
  'FIREBASECREATEACC3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'LINELOGIN3',
  'TWITTERLOGIN3',
  'AGETRANSFERUP3',
  'AGETEAMPNL3',
  'AGENTRANSMULTDOWN3',
  // Member and agent centre
  'DEPUPDATEREM3',
  'SUFAFFCODE3',
  'AFFURLEXT3',
  'WDRAWINFOBINDDATE3',
  'SIMPLIFIEDURL3',
  'RESPAYPASS3',
  'PGMT3',
  'DELCARDPWSVERF3',
  'DELCARDMOBVERF3',
  'DELCARDGASVERF3',
  'BINDGA3',
  'AGENTANNOUNCE3',
  'AGEINFO3',
  'AGEDOWNTRANS3',
  'WDRAWNOPASSVERIF3',
  'TRANSBETREPMEM3',
  'SENDMAIL3',
  'SECQUES3',
  'PERSPAYEE3',
  'PERSMAIL3',
  'OUTBOX3',
  'MOBILEVERFUPDATEMOBILENO3',
  'MOBILEVERFPAYMENTPW3',
  'MOBILEVERFLOGINPW3',
  'MOBILENUMCHECK3',
  'MANUPLOADBID3',
  'DPSTWT3',
  'DPSTWC3',
  'DPSTUNQR3',
  'DPSTUN3',
  'DPSTQQ3',
  'DPSTPG3',
  'DPSTMTRMK3',
  'DPSTMT3',
  'DPSTMA3',
  'DPSTJD3',
  'DISPTOTPROMEARN3',
  'DISPLAYLOCATION3',
  'DEPSTAP3',
  'CREATEAFF3',
  'CPFVALID3',
  'BIRTHDAY3',
  'BINDCARD3',
  'AGEREV3',
  'AGEREGDOWN3',
] as const;

export type FlagName = (typeof flagNames)[number];

/** Flags by name; absent means off. */
export type WhitelabelFlags = Readonly<Partial<Record<FlagName, boolean>>>;

export interface WhitelabelNode {
  modId: string;
  /** `"1"` means on; anything else is off. */
  enabled: string;
  childrenNodes?: WhitelabelNode[];
}

/** Whether `name` is one of the flags this kit knows. */
export const isKnownFlag = (name: string): name is FlagName => (flagNames as readonly string[]).includes(name);

/**
 * Flattens the platform's white-label tree into flags. Tolerates a malformed tree: nodes that are not objects, have
 * no string modId or carry unknown ids are skipped rather than failing the start-up.
 */
export function evaluateWhitelabel(tree: unknown): WhitelabelFlags {
  const flags: Partial<Record<FlagName, boolean>> = {};
  const visit = (node: unknown, depth: number) => {
    if (typeof node !== 'object' || node === null || depth > 32) return;
    const { modId, enabled, childrenNodes } = node as Partial<Record<keyof WhitelabelNode, unknown>>;
    if (typeof modId === 'string' && isKnownFlag(modId)) flags[modId] = enabled === '1';
    if (Array.isArray(childrenNodes)) for (const child of childrenNodes) visit(child, depth + 1);
  };
  if (Array.isArray(tree)) for (const node of tree) visit(node, 0);
  else visit(tree, 0);
  return flags;
}

export const isFlagOn = (flags: WhitelabelFlags, name: FlagName): boolean => flags[name] === true;

/** Every known flag set to one value: for Storybook's flag toolbar and for tests. */
export const allFlags = (on: boolean): WhitelabelFlags =>
  Object.fromEntries(flagNames.map((name) => [name, on])) as WhitelabelFlags;
