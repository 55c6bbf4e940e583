/**
 * Game types the client shows as lanes of their own although the platform files their vendors elsewhere (contract
 * §4.2): e-sports and cockfight vendors sit in SPORTS, the blockchain pair in RNG. A list asked for such a type
 * answers those vendors' games of the lane they sit in.
 */
export const splitLanes: Record<string, { lane: string; codes: readonly string[] }> = {
  ESPORTS: { lane: 'SPORTS', codes: ['IMES', 'TF', 'IA'] },
  COCKFIGHT: { lane: 'SPORTS', codes: ['SV3'] },
  SPB: { lane: 'RNG', codes: ['SPB', 'SS'] },
};
