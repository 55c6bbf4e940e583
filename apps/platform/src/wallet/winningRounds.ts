/**
 * A winner's name as the winner board shows it: the first two characters, `***` and the last two (`player01` ->
 * `pl***01`), so a board never gives away a user name someone could try to log in with. Shorter names show less:
 * one character each side from three to five characters, the first alone below that.
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length >= 6) return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
  if (chars.length >= 3) return `${chars[0] ?? ''}***${chars.at(-1) ?? ''}`;
  return `${chars[0] ?? ''}***`;
}

/** How far back the winner board looks: the wins of the last seven days of the platform clock. */
export const winnerBoardWindowMs = 7 * 24 * 60 * 60 * 1000;
