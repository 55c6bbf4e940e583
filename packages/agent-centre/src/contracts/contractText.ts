import type { ContractType } from '@lobby/contract';
import { useIntl } from '@lobby/i18n/react';
import { useCallback } from 'react';
import { contractMessages as m } from './contracts.messages';

const productKeys = {
  LIVE: m.productLIVE,
  RNG: m.productRNG,
  SPORTS: m.productSPORTS,
  LOTT: m.productLOTT,
  FISH: m.productFISH,
  ELOTT: m.productELOTT,
  PVP: m.productPVP,
} as const;

/** The products an upline may offer a contract on, in the order the form lists them. */
export const offeredProducts = Object.keys(productKeys) as Array<keyof typeof productKeys>;

export const typeTitles = { daily: m.daily, hourly: m.hourly, realtime: m.realtime, dividend: m.dividend } as const;

export const statusTitles = { P: m.statusP, V: m.statusV, E: m.statusE } as const;

/** A product's name in the agent's language; a code the site does not know, as it is. */
export function useProductName(): (product: string) => string {
  const intl = useIntl();
  return useCallback(
    (product: string) =>
      product in productKeys ? intl.formatMessage(productKeys[product as keyof typeof productKeys]) : product,
    [intl],
  );
}

/** How often a contract of the type is settled. */
export function useCadence(): (type: ContractType, computationPeriod?: string | null) => string {
  const intl = useIntl();
  return useCallback(
    (type, computationPeriod) => {
      switch (type) {
        case 'daily':
          return intl.formatMessage(m.cadenceDaily);
        case 'hourly':
          return intl.formatMessage(m.cadenceHourly);
        case 'realtime':
          return intl.formatMessage(m.cadenceRealtime);
        case 'dividend':
          return intl.formatMessage(m.cadenceDividend, { period: computationPeriod === 'H' ? 'H' : 'M' });
      }
    },
    [intl],
  );
}
