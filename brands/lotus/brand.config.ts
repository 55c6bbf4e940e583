import { defineBrand } from '@lobby/brand';

export default defineBrand({
  merchantCode: 'lotus88',
  displayName: 'Lotus Palace',
  languages: { supported: ['VI', 'EN'], default: 'VI' },
  lotteryType: 'Elott',
  providers: {
    rngCentre: ['PG', 'JDB', 'CQ9', 'JL', 'FC', 'EG7', 'BGS'],
    fb: ['FB'],
  },
  agentTypes: [1, 2, 41, 42],
  trialType: 4,
  identity: { provider: 'reference-platform' },
  ageOfConsent: 18,
  cdn: {
    images: ['https://img1.lotus-palace.example/', 'https://img2.lotus-palace.example/'],
    launchGame: ['https://play1.lotus-palace.example/', 'https://play2.lotus-palace.example/'],
  },
  resources: {
    customerService: [{ name: 'Live chat', url: 'https://support.lotus-palace.example/chat' }],
    social: {
      facebook: 'https://facebook.com/lotuspalace.example',
      telegram: 'https://t.me/lotuspalace_example',
    },
  },
  responsibleGambling: {
    helpOrganisations: [
      { name: 'GamCare', url: 'https://www.gamcare.org.uk/' },
      { name: 'BeGambleAware', url: 'https://www.begambleaware.org/' },
      { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' },
    ],
  },
});
