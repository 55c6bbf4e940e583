import { defineBrand } from '@lobby/brand';

export default defineBrand({
  merchantCode: '__MERCHANT__',
  displayName: '__NAME__',
  // Under the installed site's icon: at most 12 characters.
  shortName: '__SHORT_NAME__',
  languages: { supported: ['EN'], default: 'EN' },
  lotteryType: 'Elott',
  providers: {
    rngCentre: ['PG', 'JDB', 'CQ9', 'JL', 'FC'],
    fb: ['FB'],
  },
  ageOfConsent: 18,
  cdn: {
    images: ['https://images.__ID__.example/'],
    launchGame: ['https://games.__ID__.example/'],
  },
  resources: {},
});
