import type { NoValues } from '@lobby/i18n';
import { defineMessages } from '@lobby/i18n/react';
import type { PromotionStatus } from '@lobby/contract';

/** Spec 2 §4's activity statuses, as the member reads them. */
export const promotionStatusMessages = defineMessages<Record<PromotionStatus, NoValues>>({
  join: { id: 'rewards.PromotionStatus.join', defaultMessage: 'Open to join' },
  claim: { id: 'rewards.PromotionStatus.claim', defaultMessage: 'Ready to claim' },
  applying: { id: 'rewards.PromotionStatus.applying', defaultMessage: 'Applied, under review' },
  rejected: { id: 'rewards.PromotionStatus.rejected', defaultMessage: 'Not approved' },
  issued: { id: 'rewards.PromotionStatus.issued', defaultMessage: 'Approved, ready to claim' },
  claimed: { id: 'rewards.PromotionStatus.claimed', defaultMessage: 'Claimed' },
  process: { id: 'rewards.PromotionStatus.process', defaultMessage: 'Being processed' },
  joined: { id: 'rewards.PromotionStatus.joined', defaultMessage: 'Joined' },
  closed: { id: 'rewards.PromotionStatus.closed', defaultMessage: 'Closed' },
  coming: { id: 'rewards.PromotionStatus.coming', defaultMessage: 'Coming soon' },
});

/** How a status reads at a glance: something to do, waiting, or over. */
export function toneOf(status: PromotionStatus): 'ready' | 'waiting' | 'done' | 'off' {
  if (status === 'claim' || status === 'issued' || status === 'join') return 'ready';
  if (status === 'applying' || status === 'process' || status === 'coming') return 'waiting';
  if (status === 'claimed' || status === 'joined') return 'done';
  return 'off';
}
