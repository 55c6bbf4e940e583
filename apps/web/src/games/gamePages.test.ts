import { isGamePage } from './gamePages';

describe('isGamePage', () => {
  it('knows the paths a game plays on, and nothing else', () => {
    expect(['/seamless', '/lottery', '/vnLottery', '/seaLottery', '/lottery/x'].map(isGamePage)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['/', '/lotteryPromo', '/elott', '/fbSports', '/agentHome'].map(isGamePage)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
