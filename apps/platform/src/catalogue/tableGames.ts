/**
 * The table games of the PVP lane and the seats at one of their tables. The poker rooms seat players by it, and the
 * seed names its table games after it; a game named otherwise seats six.
 */
export const seatsByTableGame: Readonly<Record<string, number>> = {
  'Texas Poker': 9,
  Omaha: 6,
  'Niu Niu': 5,
  Blackjack: 7,
  Baccarat: 7,
  'Sam Gong': 8,
  'Pok Deng': 9,
  Capsa: 4,
};

/** The table games, in the order above. */
export const pvpTableGames: readonly string[] = Object.keys(seatsByTableGame);

/** Seats at a table of a game: its table game's, where the name starts with one (`Omaha 2`), else six. */
export function seatsOf(gameName: string): number {
  const table = pvpTableGames.find((candidate) => gameName === candidate || gameName.startsWith(`${candidate} `));
  return (table === undefined ? undefined : seatsByTableGame[table]) ?? 6;
}

/** The rooms every table game has, by stake: their names and how many times the game's minimum bet they start at. */
export const roomLevels = [
  { name: 'Starter', stake: 1 },
  { name: 'Classic', stake: 10 },
  { name: 'High Roller', stake: 100 },
] as const;

/**
 * A room's id: its game's code and its level (`KM0003-R2`). Game codes are letters, digits and `_`, so the dash keeps
 * room ids apart from game codes where both arrive as `gameId` (launchGame).
 */
export const roomIdOf = (gameId: string, level: number) => `${gameId}-R${level}`;

/** The game code and level of a room id, or undefined for anything else (a game code, a level out of range). */
export function parseRoomId(id: string): { gameId: string; level: number } | undefined {
  const match = /^([A-Za-z0-9_]{1,40})-R(\d{1,2})$/.exec(id.trim());
  if (!match?.[1]) return undefined;
  const level = Number(match[2]);
  if (level < 1 || level > roomLevels.length) return undefined;
  return { gameId: match[1], level };
}
