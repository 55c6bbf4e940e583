// The points mall's dev switches as GET /__dev lists them (served by pointRoutes.ts).

/** The lines GET /__dev lists for these routes. */
export const devPointEndpoints = [
  'POST /__dev/merchants/:code/members/:username/points {amount, note?} (gives the member points: a "given" row of the point ledger; answers the balance)',
  "GET /__dev/merchants/:code/members/:username/redemptions (the member's points-mall redemptions, newest first: id, rewardId, quantity, points, status)",
  'POST /__dev/merchants/:code/redemptions/:id {action: "approve"|"reject"} (a processing redemption approved, or rejected: its points back to the member and its items back to the catalogue)',
  'POST /__dev/merchants/:code/rewards/:id {inventory} (sets what is left of a reward of the catalogue; 0 is sold out)',
];
