import { allFlags, evaluateWhitelabel, flagNames, isFlagOn, systemStatusOf } from './index';

const tree = {
  modId: 'HOMEPAGE',
  enabled: '1',
  childrenNodes: [
    { modId: 'PWDEXPFORCECHANGE3', enabled: '1', childrenNodes: [] },
    { modId: 'MOBILEVERCODELOGIN3', enabled: '0' },
    { modId: 'REG3', enabled: '1', childrenNodes: [{ modId: 'MOBILENUMREG3', enabled: '1' }] },
  ],
};

describe('evaluateWhitelabel', () => {
  it("turns on exactly the nodes enabled with '1', at any depth", () => {
    const flags = evaluateWhitelabel(tree);
    expect(isFlagOn(flags, 'HOMEPAGE')).toBe(true);
    expect(isFlagOn(flags, 'PWDEXPFORCECHANGE3')).toBe(true);
    expect(isFlagOn(flags, 'MOBILENUMREG3')).toBe(true);
    expect(isFlagOn(flags, 'MOBILEVERCODELOGIN3')).toBe(false);
  });

  it('treats flags the tree does not mention as off', () => {
    expect(isFlagOn(evaluateWhitelabel(tree), 'FREEPLAY3')).toBe(false);
  });

  it("reads only the string '1' as on", () => {
    const flags = evaluateWhitelabel([
      { modId: 'FREEPLAY3', enabled: 1 },
      { modId: 'INBOX3', enabled: true },
      { modId: 'PTSYS3', enabled: '1' },
    ]);
    expect(flags).toEqual({ FREEPLAY3: false, INBOX3: false, PTSYS3: true });
  });

  it('survives malformed trees', () => {
    for (const input of [null, undefined, 'x', 42, [], [null, 'y', { childrenNodes: 'nope' }], { modId: 7 }]) {
      expect(evaluateWhitelabel(input)).toEqual({});
    }
    const cyclic: { modId: string; enabled: string; childrenNodes: unknown[] } = {
      modId: 'REG3',
      enabled: '1',
      childrenNodes: [],
    };
    cyclic.childrenNodes.push(cyclic);
    expect(isFlagOn(evaluateWhitelabel(cyclic), 'REG3')).toBe(true);
  });

  it('names every module id of the contract', () => {
    expect(flagNames).toContain('MOBILEVERCODELOGIN3');
    expect(flagNames).toContain('AGEREGDOWN3');
    expect(new Set(flagNames).size).toBe(flagNames.length);
    expect(Object.values(allFlags(true)).every(Boolean)).toBe(true);
  });
});

describe('systemStatusOf', () => {
  it('is 1 for maintenance, winning over a region restriction', () => {
    expect(systemStatusOf({ maintenance: true, regionRestriction: true })).toBe(1);
  });
  it('is 2 for a region restriction and 0 otherwise', () => {
    expect(systemStatusOf({ regionRestriction: true })).toBe(2);
    expect(systemStatusOf({})).toBe(0);
    expect(systemStatusOf({ maintenance: 'false', regionRestriction: 0 })).toBe(0);
  });
});
