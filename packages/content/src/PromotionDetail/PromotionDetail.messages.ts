import { defineMessages, type NoMessageValues as NoValues } from '@lobby/i18n/react';

export const promotionDetailMessages = defineMessages<{
  close: NoValues;
  done: NoValues;
  starts: NoValues;
  ends: NoValues;
  noEnd: NoValues;
}>({
  close: { id: 'content.PromotionDetail.close', defaultMessage: 'Close the promotion' },
  done: { id: 'content.PromotionDetail.done', defaultMessage: 'Close' },
  starts: { id: 'content.PromotionDetail.starts', defaultMessage: 'Starts' },
  ends: { id: 'content.PromotionDetail.ends', defaultMessage: 'Ends' },
  noEnd: { id: 'content.PromotionDetail.noEnd', defaultMessage: 'Until further notice' },
});
