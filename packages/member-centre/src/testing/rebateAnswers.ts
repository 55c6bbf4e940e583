import type { FakeAnswer, FakePlatform } from '@lobby/api-client/testing';

/** A member's rebate as the platform answers it: slots ready to claim, live casino under its minimum, fishing nothing. */
export interface FakeRebate {
  productType: string;
  validBetAmount: number;
  rebateAmount: number;
  minimumAmount: number;
  lastClaimTime: number | null;
}

export const sampleRebates = (): FakeRebate[] => [
  { productType: 'RNG', validBetAmount: 4250, rebateAmount: 34, minimumAmount: 1, lastClaimTime: null },
  {
    productType: 'LIVE',
    validBetAmount: 150,
    rebateAmount: 0.75,
    minimumAmount: 1,
    lastClaimTime: Date.UTC(2026, 10, 1, 8, 30),
  },
  { productType: 'FISH', validBetAmount: 0, rebateAmount: 0, minimumAmount: 1, lastClaimTime: null },
];

const rates: Record<string, number> = { RNG: 0.8, LIVE: 0.5, FISH: 0.8 };

/**
 * The rebate calls over `rebates`, which a claim changes as the platform would: the products reaching their minimum
 * are paid (one product when named), their rebate back to nothing, and a claim with nothing to pay is refused.
 */
export function rebateAnswers(rebates: FakeRebate[], claimTime = Date.UTC(2026, 10, 20, 12)): FakePlatform {
  const claimable = () => rebates.filter((item) => item.rebateAmount >= item.minimumAmount);
  const total = () => Math.round(claimable().reduce((sum, item) => sum + item.rebateAmount * 100, 0)) / 100;
  return {
    'GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType': () => ({
      value: Object.fromEntries(rebates.map((item) => [item.productType, [{ rebateValue: rates[item.productType] }]])),
    }),
    'GET /wps/relay/MCSFE_getManualRebate': () => ({ value: { list: rebates, totalRebateAmount: total() } }),
    'POST /wps/relay/MCSFE_claimManualRebate': (request): FakeAnswer => {
      const product = request.body?.productType;
      const named = rebates.filter((item) => product === undefined || item.productType === product);
      const paid = named.filter((item) => item.rebateAmount >= item.minimumAmount);
      if (!paid.length) {
        const short = named.find((item) => item.rebateAmount > 0);
        if (short) {
          return {
            status: 400,
            errorCode: 'rebate_below_minimum',
            message: 'Below the minimum.',
            value: { data: { rebateAmount: short.rebateAmount, minimumAmount: short.minimumAmount } },
          };
        }
        return { status: 400, errorCode: 'rebate_nothing_to_claim', message: 'Nothing to claim.' };
      }
      const list = paid.map((item) => ({
        productType: item.productType,
        validBetAmount: item.validBetAmount,
        rebateValue: rates[item.productType] ?? 0,
        rebateAmount: item.rebateAmount,
      }));
      for (const item of paid) Object.assign(item, { validBetAmount: 0, rebateAmount: 0, lastClaimTime: claimTime });
      const rebateAmount = Math.round(list.reduce((sum, item) => sum + item.rebateAmount * 100, 0)) / 100;
      return { value: { rebateAmount, claimTime, list } };
    },
  };
}
