// Amounts of money as a player types them: read exactly into hundredths, checked against a form's limits, and each
// problem worded in the wallet's currency.
export { amountOfCents, amountProblem, centsOf, readAmount, type AmountLimits, type AmountProblem } from './amount';
export { amountMessages } from './amount.messages';
export { useAmountText } from './useAmountText';
