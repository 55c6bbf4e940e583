import { brandForHost, domainsOf, hostName, isServedHost } from './hosts';

const directory = {
  brandIds: ['lotus', 'siam'],
  brandByDomain: domainsOf([
    { brandId: 'lotus', mainDomain: 'www.lotus88.example', domainList: ['m.lotus88.example', 'WWW.lotus88.example'] },
    { brandId: 'siam', mainDomain: 'www.siam.example', domainList: [] },
  ]),
};

describe('hostName', () => {
  it('drops the port and a trailing dot, in lower case', () => {
    expect(hostName('Lotus.LocalHost:4173')).toBe('lotus.localhost');
    expect(hostName('www.lotus88.example.')).toBe('www.lotus88.example');
    expect(hostName('[::1]:4173')).toBe('[::1]');
    expect(hostName(undefined)).toBe('');
  });
});

describe('brandForHost', () => {
  it('serves the default brand at localhost and at an address', () => {
    expect(brandForHost('localhost:4173', directory, 'lotus')).toBe('lotus');
    expect(brandForHost('127.0.0.1:4173', directory, 'siam')).toBe('siam');
    expect(brandForHost('[::1]:4173', directory, 'lotus')).toBe('lotus');
    expect(brandForHost('192.168.1.20', directory, 'lotus')).toBe('lotus');
    expect(brandForHost(undefined, directory, 'lotus')).toBe('lotus');
  });

  it('serves a brand at <brand>.localhost and at its merchant domains', () => {
    expect(brandForHost('SIAM.localhost', directory, 'lotus')).toBe('siam');
    expect(brandForHost('m.lotus88.example:443', directory, 'siam')).toBe('lotus');
    expect(brandForHost('www.siam.example', directory, 'lotus')).toBe('siam');
  });

  it('serves nothing at a .localhost name of no brand or a foreign name', () => {
    expect(brandForHost('x.localhost', directory, 'lotus')).toBeUndefined();
    expect(brandForHost('lotus.attacker.example', directory, 'lotus')).toBeUndefined();
    expect(brandForHost('attacker.example', directory, 'lotus')).toBeUndefined();
  });
});

describe('isServedHost', () => {
  it('answers loopback names, addresses and merchant domains', () => {
    for (const host of [
      'localhost',
      'nobody.localhost:80',
      '10.0.0.7:4173',
      '[::1]',
      'www.lotus88.example',
      undefined,
    ]) {
      expect(isServedHost(host, directory), String(host)).toBe(true);
    }
  });

  it('refuses any other name, such as one rebound to this server', () => {
    for (const host of ['attacker.example', 'lotus88.example', 'localhost.attacker.example', '1.2.3.4.nip.io']) {
      expect(isServedHost(host, directory), host).toBe(false);
    }
  });
});
