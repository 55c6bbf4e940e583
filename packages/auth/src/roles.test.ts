import { rolesOf } from './roles';

const config = { agentTypes: [1, 2, 41, 42], trialType: 4 };
const member = (type: number | string) => ({ id: 1, account: 'demo01', type: Number(type) });

describe('rolesOf', () => {
  it('reads nobody as a visitor', () => {
    expect(rolesOf(null, config)).toEqual({ isLogin: false, isAgent: false, isTrial: false });
  });

  it.each([1, 2, 41, 42])('reads member type %i as an agent', (type) => {
    expect(rolesOf(member(type), config)).toEqual({ isLogin: true, isAgent: true, isTrial: false });
  });

  it('reads type 4 as a trial account and type 0 as a plain member', () => {
    expect(rolesOf(member(4), config)).toEqual({ isLogin: true, isAgent: false, isTrial: true });
    expect(rolesOf(member(0), config)).toEqual({ isLogin: true, isAgent: false, isTrial: false });
  });

  it('follows the brand when it names other types', () => {
    expect(rolesOf(member(3), { agentTypes: [3], trialType: 9 }).isAgent).toBe(true);
    expect(rolesOf(member(9), { agentTypes: [3], trialType: 9 }).isTrial).toBe(true);
  });
});
