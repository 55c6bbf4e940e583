import { readStorage, storageKeys, writeStorage } from '@lobby/storage';
import { captureRegistrationCodes, forgetRegistrationCodes, registrationCodes } from './registrationCodes';

describe('registration codes', () => {
  afterEach(() => forgetRegistrationCodes());

  it('reads ?r=, ?referralCode= and ?affiliateCode= of the address', () => {
    expect(registrationCodes('?r=P7K2R9MX')).toEqual({ affiliateCode: '', referralCode: 'P7K2R9MX' });
    expect(registrationCodes('?referralCode=%20AB12CD34%20&affiliateCode=AG01')).toEqual({
      affiliateCode: 'AG01',
      referralCode: 'AB12CD34',
    });
  });

  it('keeps the codes of the address the site opened with, for a registration on another page', () => {
    captureRegistrationCodes('?r=P7K2R9MX&lang=EN');
    expect(JSON.parse(readStorage(storageKeys.reg_info) ?? '')).toEqual({
      affiliateCode: '',
      referralCode: 'P7K2R9MX',
    });
    expect(registrationCodes('')).toEqual({ affiliateCode: '', referralCode: 'P7K2R9MX' });
    // A later address's code of one kind replaces that kind only; the address always wins.
    captureRegistrationCodes('?affiliateCode=AG01');
    expect(registrationCodes('')).toEqual({ affiliateCode: 'AG01', referralCode: 'P7K2R9MX' });
    expect(registrationCodes('?r=OTHER234').referralCode).toBe('OTHER234');
    // An address without codes keeps what was kept.
    captureRegistrationCodes('?page=2');
    expect(registrationCodes('').referralCode).toBe('P7K2R9MX');
    forgetRegistrationCodes();
    expect(registrationCodes('')).toEqual({ affiliateCode: '', referralCode: '' });
  });

  it('reads a kept value it cannot parse as no codes', () => {
    writeStorage(storageKeys.reg_info, '{not json');
    expect(registrationCodes('')).toEqual({ affiliateCode: '', referralCode: '' });
    writeStorage(storageKeys.reg_info, JSON.stringify({ referralCode: 42, affiliateCode: ' AG01 ' }));
    expect(registrationCodes('')).toEqual({ affiliateCode: 'AG01', referralCode: '' });
  });
});
