import type { LaunchValue } from '@lobby/contract';

/** The game address of a launch answer (contract §4.1): `content.game_url`, else `game_url2`, else `gameUrl`. */
export function gameUrlOf(value: LaunchValue): string {
  return value.content?.game_url || value.content?.game_url2 || value.gameUrl || '';
}
