import { boolean, looseObject, nullable, optional, string, unknown } from 'valibot';
import type { GenericSchema } from 'valibot';

/** One platform call as data: what the client sends and what the reference platform answers. */
export interface EndpointDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** '/wps/system/status', '/wps/relay/GCSGAME_hotGamesV2', '/lgw/...' */
  path: string;
  /** Relay calls: the default relay name (the path's last segment); a client may override it per brand. */
  relay?: string;
  /** Query-string parameters (GET, DELETE). Values arrive as strings on the server, so numbers accept both. */
  query?: GenericSchema;
  /** Request body as plain data, before any encryption. */
  body?: GenericSchema;
  /** Default 'json'; 'form' = application/x-www-form-urlencoded. */
  bodyEncoding?: 'json' | 'form';
  /** The response envelope's `value` on success. */
  value: GenericSchema;
  /** Default 'envelope'; '/wps/session/key/rsa' answers plain-text hex. */
  response?: 'envelope' | 'text';
  /** Body sent with the encrypted-payload scheme of `@lobby/contract/cipher`. */
  encrypted: boolean;
  /** Whether an Authorization token is needed ('optional': the answer differs for a member). */
  auth: 'none' | 'optional' | 'required';
  /** Permission module id from the contract (e.g. 'COMM3'); informative, never sent. */
  module?: string;
}

/**
 * Keeps the literal types of a definition (method, path, the exact schemas) so that QueryOf, BodyOf and ValueOf can
 * infer per endpoint, while checking it against EndpointDef.
 */
export function defineEndpoint<const T extends EndpointDef>(definition: T): T {
  return definition;
}

/**
 * Every answer of the platform, success or error: `{ success, value, errorCode, message }`. Java back ends send
 * `null` for absent fields, so both absent and null are accepted.
 */
export const envelopeSchema = looseObject({
  success: boolean(),
  value: optional(unknown()),
  errorCode: optional(nullable(string())),
  message: optional(nullable(string())),
});

/**
 * Error codes the client reacts to and the reference platform answers with. The first groups are quoted from the
 * platform's production clients (contract §1, §2); the last group is the reference platform's own choice where the
 * original's code was never seen (see CHOICES.md).
 */
export const errorCodes = {
  // Session: the held token is no longer good; the client logs out.
  tokenIpDifferent: 'token_ip_different',
  userOrTokenInvalid: 'user.or.token.invalid',
  loginNotSession: 'login.not.session',
  customerNotLogin: 'CUSTOMER_NOT_LOGIN',
  // Transport and feature switches.
  functionNotAvailable: 'function.not.available',
  httpMethodNotSupport: 'http_method_not_support',
  requestBodyRequired: 'request_body_required',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  tooManyRequest: 'TOO_MANY_REQUEST',
  domainNotAvailable: 'domain_not_available',
  merchantAccountSetupError: 'merchant.acct.setup.err',
  // Login and registration.
  loginVerifyRequired: 'login_verify_required',
  bindCustomerRequired: 'bind_customer_required',
  invitationCodeError: 'invitation_code_error',
  userNotExist: 'USER_NOT_EXIST',
  usForbiddenLogin: 'us_forbidden_login_error',
  // Games.
  vendorUnderMaintenance: 'vendor_under_maintenance',
  launchGameBalanceNotEnough: 'launch_game_balance_not_enough',
  // Withdrawals (contract §5.3).
  withdrawTurnoverNotEnough: 'withdraw_turnover_not_enough',
  requiredDepositAmountNotReached: 'required_deposit_amount_not_reached',
  requiredMemberInformationIncomplete: 'required_member_information_incomplete',
  invalidPaymentPassword: 'invalid.payment.pw',
  paymentPasswordNotExists: 'not.exists.payment.password',
  // Reference platform (not seen in the original; chosen in CHOICES.md).
  validationFailed: 'validation_failed',
  payloadTooLarge: 'payload_too_large',
  requestReplayed: 'request_replayed',
  handoffCodeInvalid: 'handoff_code_invalid',
  invalidCredentials: 'invalid_credentials',
  captchaInvalid: 'captcha_invalid',
  verificationCodeInvalid: 'verification_code_invalid',
  identityTokenInvalid: 'identity_token_invalid',
  loginVerifyFailed: 'login_verify_failed',
  usernameTaken: 'username_taken',
  mobileTaken: 'mobile_taken',
  emailTaken: 'email_taken',
  passwordInvalid: 'password_invalid',
  trialAccountRestricted: 'trial_account_restricted',
  passwordChangeRequired: 'password_change_required',
  notFound: 'not_found',
  internalError: 'internal_error',
  // Wallets and transfers (reference platform; the original's codes for these were never seen).
  singleWalletMerchant: 'single_wallet_merchant',
  walletNotFound: 'wallet_not_found',
  transferNotAllowed: 'transfer_not_allowed',
  transferAmountInvalid: 'transfer_amount_invalid',
  transferBalanceNotEnough: 'transfer_balance_not_enough',
  idempotencyKeyRequired: 'idempotency_key_required',
  idempotencyKeyReused: 'idempotency_key_reused',
  accessDenied: 'access_denied',
  // Payment password, bank cards, withdrawals and the transfer to the upline (reference platform; see CHOICES.md).
  paymentPasswordExists: 'payment_password_exists',
  bankCardExists: 'bank_card_exists',
  bankCardLimitReached: 'bank_card_limit_reached',
  bankCardNotFound: 'bank_card_not_found',
  withdrawAmountInvalid: 'withdraw_amount_invalid',
  withdrawAmountOutOfRange: 'withdraw_amount_out_of_range',
  withdrawBalanceNotEnough: 'withdraw_balance_not_enough',
  withdrawalNotFound: 'withdrawal_not_found',
  withdrawalNotAwaitingConfirmation: 'withdrawal_not_awaiting_confirmation',
  uplineNotFound: 'upline_not_found',
  // Deposits, deposit limits and self-exclusion (reference platform; see CHOICES.md). The over-maximum refusal's
  // message is the contract's "deposit amount must not be exceed".
  depositNotAllowed: 'deposit_not_allowed',
  depositAmountInvalid: 'deposit_amount_invalid',
  depositAmountExceed: 'deposit_amount_exceed',
  depositAmountBelowMinimum: 'deposit_amount_below_minimum',
  depositChannelNotFound: 'deposit_channel_not_found',
  depositNotFound: 'deposit_not_found',
  depositNotPending: 'deposit_not_pending',
  depositLimitExceeded: 'deposit_limit_exceeded',
  selfExcluded: 'self_excluded',
  // Platform messages (reference platform; see CHOICES.md): another member's message answers as one of nobody.
  mailNotFound: 'mail_not_found',
  // Betting and account records (reference platform; see CHOICES.md).
  productTypeUnknown: 'product_type_unknown',
  transactionTypeUnknown: 'transaction_type_unknown',
  dateRangeInvalid: 'date_range_invalid',
  dateRangeTooLong: 'date_range_too_long',
  // The manual rebate (reference platform; see CHOICES.md): no valid bet left to rebate, or less than the minimum.
  rebateNothingToClaim: 'rebate_nothing_to_claim',
  rebateBelowMinimum: 'rebate_below_minimum',
  // Missions (reference platform; see CHOICES.md): an unknown mission or milestone, one not reached in the running
  // period, one already claimed in it.
  missionNotFound: 'mission_not_found',
  missionMilestoneNotReached: 'mission_milestone_not_reached',
  missionMilestoneClaimed: 'mission_milestone_claimed',
  // Personal profit and loss, bonus details (reference platform; see CHOICES.md).
  profitPeriodUnknown: 'profit_period_unknown',
  bonusStatusUnknown: 'bonus_status_unknown',
  // The points mall (reference platform; see CHOICES.md). A wrong password is `password_invalid`.
  pointRewardNotFound: 'point_reward_not_found',
  pointInventoryNotEnough: 'point_inventory_not_enough',
  pointBalanceNotEnough: 'point_balance_not_enough',
  pointAddressRequired: 'point_address_required',
  pointAmountInvalid: 'point_amount_invalid',
  // The agent centre (reference platform; see CHOICES.md): a caller who is not an agent; a member outside the caller's
  // team answers as one of nobody; an unknown period.
  agentOnly: 'agent_only',
  downlineNotFound: 'downline_not_found',
  agentPeriodUnknown: 'agent_period_unknown',
  // Transfers to downlines: several at once when the merchant does not allow it (AGENTRANSMULTDOWN3 off), or one
  // downline named twice.
  downlineTransferSingleOnly: 'downline_transfer_single_only',
  downlineTransferDuplicate: 'downline_transfer_duplicate',
  // The register centre: the agent holds as many affiliate links as the platform allows.
  affiliateLinkLimitReached: 'affiliate_link_limit_reached',
  // Contracts: none of the caller's (another agent's answers the same), an offer the upline withdrew, an action the
  // contract's status does not allow, a live contract of the type and product already, terms out of order.
  contractNotFound: 'contract_not_found',
  contractWithdrawn: 'contract_withdrawn',
  contractStatusInvalid: 'contract_status_invalid',
  contractExists: 'contract_exists',
  contractTermsInvalid: 'contract_terms_invalid',
} as const;

/**
 * The header of every money-moving call (`walletTransfer`, `walletReturn`, `withdraw`, `newDepositPG`,
 * `newDepositBankTransfer`, `transferToUpline`, `transferToDownlines`, `claimManualRebate`, `claimMissionMilestone`, `redeemPointReward`,
 * `convertPoints`, the reward claims (`claimIssuedPromotion`, `claimLoginPromotion`, `claimTicket`), and the demo
 * payment page's Pay): a key the client
 * makes once per intended movement (a UUID) and sends again with any retry of it, so the platform moves the money once
 * and answers the retry with the first result. See docs/decisions/0029-vendor-wallets-and-idempotency.md.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** Codes that mean the session is gone, whatever the HTTP status: the client logs out after telling the player. */
export const sessionErrorCodes: readonly string[] = [
  errorCodes.tokenIpDifferent,
  errorCodes.userOrTokenInvalid,
  errorCodes.loginNotSession,
  errorCodes.customerNotLogin,
];
