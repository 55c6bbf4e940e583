/** Paths where a game plays (spec 2 §4 "game popup paths"): nothing pops up over the game there. */
const gamePagePrefixes = ['/seamless', '/lottery', '/vnLottery', '/seaLottery'];

export function isGamePage(pathname: string): boolean {
  return gamePagePrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
