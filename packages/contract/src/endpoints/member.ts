import { number, object, optional, pipe, regex, string, transform, union } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { consolidatedFundsValue, contractAction } from './member.values';
import { acknowledgement, idLike } from './primitives';

// Called on start-up: defined with the other start-up calls.
export { memberInfo, unreadCount } from './startup';

/** Avatar index (`"default"` when unset, else `"0"`..), read as a string. */
export const memberIcon = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info/icon',
  value: pipe(union([string(), number()]), transform(String), regex(/^[\w-]{1,32}$/, 'Expected an avatar index')),
  encrypted: false,
  auth: 'required',
  module: 'PROFPIC3',
});

/** Only for logged-in, non-trial members. */
export const updateLanguage = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/language',
  body: object({ language: string() }),
  value: acknowledgement,
  encrypted: false,
  auth: 'required',
  module: 'COMM3',
});

/** Contract and salary offers of an agent (contract §5.6). */
export const consolidatedFunds = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  value: consolidatedFundsValue,
  encrypted: false,
  auth: 'required',
  module: 'COMM3',
});

export const processContractDividend = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_processContractDividend',
  relay: 'MCSFE_processContractDividend',
  body: object({ productType: string(), computationPeriod: optional(string()), status: contractAction }),
  value: acknowledgement,
  encrypted: false,
  auth: 'required',
  module: 'SIGNCONDIV3',
});

export const processDailySalaryContract = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_processDailySalaryContract',
  relay: 'MCSFE_processDailySalaryContract',
  body: object({ id: idLike, status: contractAction }),
  value: acknowledgement,
  encrypted: false,
  auth: 'required',
  module: 'DAILYSALCONT3',
});

export const processContractHourSalary = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_processContractHourSalary',
  relay: 'MCSFE_processContractHourSalary',
  body: object({ contractId: idLike, status: contractAction, productType: string() }),
  value: acknowledgement,
  encrypted: false,
  auth: 'required',
  module: 'HOURSAL3',
});

export const processRealTimeSalaryContract = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  relay: 'MCSFE_processRealTimeSalaryContract',
  body: object({ contractId: idLike, status: contractAction }),
  value: acknowledgement,
  encrypted: false,
  auth: 'required',
  module: 'RTSALARY3',
});
