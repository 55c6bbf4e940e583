import { defineMessages, type NoMessageValues as NoValues } from '@lobby/i18n/react';

export const promotionListMessages = defineMessages<{
  categories: NoValues;
  all: NoValues;
  list: NoValues;
  from: { start: string };
  until: { end: string };
  loading: NoValues;
  empty: NoValues;
  emptyCategory: NoValues;
  emptyAll: NoValues;
  showAll: NoValues;
  failed: NoValues;
  categoriesFailed: NoValues;
  retry: NoValues;
  notRunning: NoValues;
}>({
  categories: { id: 'content.PromotionList.categories', defaultMessage: 'Promotion categories' },
  all: { id: 'content.PromotionList.all', defaultMessage: 'All' },
  list: { id: 'content.PromotionList.list', defaultMessage: 'Promotions' },
  from: { id: 'content.PromotionList.from', defaultMessage: 'From {start}' },
  until: { id: 'content.PromotionList.until', defaultMessage: 'Until {end}' },
  loading: { id: 'content.PromotionList.loading', defaultMessage: 'Loading the promotions' },
  empty: { id: 'content.PromotionList.empty', defaultMessage: 'No promotions here right now' },
  emptyCategory: {
    id: 'content.PromotionList.emptyCategory',
    defaultMessage: 'This category has no running promotion. The others may have something for you.',
  },
  emptyAll: { id: 'content.PromotionList.emptyAll', defaultMessage: 'New offers come often: have a look again soon.' },
  showAll: { id: 'content.PromotionList.showAll', defaultMessage: 'See all promotions' },
  failed: { id: 'content.PromotionList.failed', defaultMessage: 'The promotions could not be loaded.' },
  categoriesFailed: {
    id: 'content.PromotionList.categoriesFailed',
    defaultMessage: 'The categories could not be loaded: every promotion is shown.',
  },
  retry: { id: 'content.PromotionList.retry', defaultMessage: 'Try again' },
  notRunning: {
    id: 'content.PromotionList.notRunning',
    defaultMessage: 'The promotion you followed is not running any more. Here are the ones that are.',
  },
});
