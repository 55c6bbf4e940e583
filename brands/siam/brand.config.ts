import { defineBrand } from '@lobby/brand';

export default defineBrand({
  merchantCode: 'siam99',
  displayName: 'Siam Lagoon',
  languages: { supported: ['TH', 'EN'], default: 'TH' },
  lotteryType: 'Elott',
  providers: {
    rngCentre: ['PG', 'JL', 'JDB', 'FC', 'CQ9'],
    fb: ['FB'],
  },
  loginInHeader: true,
  ageOfConsent: 21,
  cdn: {
    images: ['https://cdn.siam-lagoon.example/'],
    launchGame: ['https://launch.siam-lagoon.example/'],
  },
  resources: {
    customerService: [{ name: 'LINE', url: 'https://support.siam-lagoon.example/line' }],
    social: {
      facebook: 'https://facebook.com/siamlagoon.example',
      instagram: 'https://instagram.com/siamlagoon.example',
      youtube: 'https://youtube.com/@siamlagoon.example',
    },
    download: { android: 'https://siam-lagoon.example/app.apk' },
  },
  responsibleGambling: {
    helpOrganisations: [
      { name: 'ศูนย์ศึกษาปัญหาการพนัน', url: 'https://www.gamblingstudy-th.org/' },
      { name: 'สายด่วนสุขภาพจิต 1323 กรมสุขภาพจิต', url: 'https://www.dmh.go.th/' },
      { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' },
    ],
  },
});
