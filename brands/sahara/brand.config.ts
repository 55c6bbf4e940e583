import { defineBrand } from '@lobby/brand';

export default defineBrand({
  merchantCode: 'sahara7',
  displayName: 'Sahara Oasis',
  languages: { supported: ['AR', 'EN', 'FA', 'UR'], default: 'AR' },
  lotteryType: 'Lott',
  providers: {
    rngCentre: ['PG', 'CQ9', 'JDB', 'EG7'],
    fb: ['FB'],
  },
  identity: { provider: 'reference-platform', phoneCodes: 'provider' },
  ageOfConsent: 21,
  cdn: {
    images: ['https://static.sahara-oasis.example/'],
    launchGame: ['https://games.sahara-oasis.example/'],
  },
  resources: {
    customerService: [
      { name: 'Live chat', url: 'https://help.sahara-oasis.example/chat' },
      { name: 'Telegram', url: 'https://t.me/saharaoasis_example' },
    ],
    social: {
      telegram: 'https://t.me/saharaoasis_example',
      twitter: 'https://x.com/saharaoasis_example',
      discord: 'https://discord.gg/saharaoasis-example',
    },
  },
  responsibleGambling: {
    helpOrganisations: [
      { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org/' },
      { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' },
    ],
  },
});
