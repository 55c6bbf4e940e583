import { object, optional, string } from 'valibot';
import { defineEndpoint } from '../endpoint';
import { claimManualRebateValue, manualRebateValue, rebateSettingsValue } from './rebate.values';

// The rebate on bets: the member's rates by product (the contract's `MCSFE_getCustomerRebateSettingByProductType`,
// read by the rebate settings MYRBT3 and the manual rebate MANPLAYREB3), and the manual rebate itself: what the valid
// bets since the last claim have earned, and the claim that pays it into the main wallet.

/** The member's rebate rate of each product, as percentages of the valid bet (`{RNG: [{rebateValue: 0.8}]}`). */
export const rebateSettings = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
  relay: 'MCSFE_getCustomerRebateSettingByProductType',
  value: rebateSettingsValue,
  encrypted: false,
  auth: 'required',
});

/** Per product, the valid bets since the member's last claim and the rebate they have earned (`manualRebate`). */
export const manualRebate = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getManualRebate',
  relay: 'MCSFE_getManualRebate',
  value: manualRebateValue,
  encrypted: false,
  auth: 'required',
  module: 'MANPLAYREB3',
});

/**
 * Claims the rebate of one product (`productType`), or of every product when none is named, into the main wallet.
 * Money-moving: send an `Idempotency-Key` header, the same for a retry of the same claim.
 */
export const claimManualRebate = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_claimManualRebate',
  relay: 'MCSFE_claimManualRebate',
  body: object({ productType: optional(string()) }),
  value: claimManualRebateValue,
  encrypted: false,
  auth: 'required',
  module: 'MANPLAYREB3',
});
