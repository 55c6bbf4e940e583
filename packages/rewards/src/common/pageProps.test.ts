import { describe, expect, it } from 'vitest';
import { rewardsKey } from './pageProps';

describe('rewardsKey', () => {
  it("keeps each member's answers apart, under the rewards' own root", () => {
    expect(rewardsKey('7', 'points', 2)).toEqual(['rewards', '7', 'points', 2]);
    expect(rewardsKey('7', 'points')).not.toEqual(rewardsKey('8', 'points'));
  });
});
