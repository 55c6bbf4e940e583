import type { EndpointId, WireValueOf } from '@lobby/contract';

// One valid wire value per endpoint, shaped like the contract's quoted examples: for contract tests, MSW handlers in
// feature tests and the client's property tests. Typed against the schemas, so a new endpoint without a sample does
// not compile.

const jiliRummy = {
  nodeId: 173957,
  gameId: 'JL0078',
  gameName: 'Rummy',
  vassalage: 'JL',
  gameType: 'RNG',
  showIcon: 'https://images.example/TCG_GAME_ICONS/JL/JL0078.png',
  freeplay: 1,
  isGame: 'game',
  supportPlay: 0,
};

const jiliLudo = {
  nodeId: '174856',
  gameId: 'JL0092',
  nodeName: 'Ludo',
  vassalage: 'JL',
  gameType: 'RNG',
  iconUrl: null,
};

const loginAnswer = {
  token: 'b7c1e0f4-5d2a-4c55-9a0e-7f3f2f6f7e11',
  firstTimeLogin: false,
  passwordExpired: false,
  userName: 'demo01',
  id: 1001,
  customerType: 0,
};

const whitelabelTree = {
  modId: 'ROOT',
  enabled: '1',
  childrenNodes: [
    {
      modId: 'HOMEPAGE',
      enabled: '1',
      childrenNodes: [
        { modId: 'PWDEXPFORCECHANGE3', enabled: '1', childrenNodes: [] },
        { modId: 'MOBILELOGIN3', enabled: '0', childrenNodes: [] },
      ],
    },
    { modId: 'FREEPLAY3', enabled: '1', childrenNodes: null },
    { modId: 'MOBILENUMREG3', enabled: '1' },
  ],
};

const registerRuleSet = {
  username: {
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 13,
    patternId: 4,
    acceptedPattern: '^[a-zA-Z0-9]+$',
  },
  password: { enabled: true, required: true, minLength: 6, maxLength: 12, patternId: 0, acceptedPattern: '*' },
  mobileNum: {
    enabled: true,
    required: false,
    minLength: 10,
    maxLength: 16,
    patternId: 6,
    acceptedPattern: '^[0-9]+$',
  },
  email: { enabled: false, required: false, minLength: 0, maxLength: 50, patternId: 3, acceptedPattern: '*' },
};

const banner = {
  id: 31,
  title: 'Welcome bonus',
  content: '<p>100% on your first deposit</p>',
  groupName: 'w_home',
  url: 'https://images.example/banner/31.jpg',
  linkageType: 'P',
  linkage: '31',
  announcementImages: [{ url: 'https://images.example/banner/31.jpg', sequence: 1 }],
  startDate: 1735689600000,
  endDate: 1767225599000,
  execution: 'B',
};

const launchAnswer = { content: { game_url: 'https://launch.example/game?t=abc' } };

/** A page of one bet of a product, as the betting record answers it: a loss of 10 on a stake of 10. */
function betHistorySample(productType: string, vendor: string, gameName: string) {
  return {
    list: [
      {
        betId: '7f1c2a9e-5b3d-4c8e-9a61-2f0b8d4e6c13',
        productType,
        vendor,
        vendorName: vendor,
        gameName,
        nodeId: 100001,
        betTime: 1735689600000,
        settleTime: 1735689600000,
        betAmount: 10,
        validBetAmount: 10,
        payout: 0,
        winLoss: -10,
        status: 'SETTLED',
      },
    ],
    totalCount: 1,
    totalPages: 1,
    summary: { betAmount: 10, validBetAmount: 10, winLoss: -10 },
  };
}

export const sampleValues: { [Id in EndpointId]: WireValueOf<Id> } = {
  // Session.
  rsaKey: 'a5f3c1d2e4b6978812345678abcdef0123456789abcdef0123456789abcdef01',
  login: loginAnswer,
  loginVerification: loginAnswer,
  logout: null,
  sessionHandoff: { code: 'q3Zr8vXkYb2LwPnT5sHc9JdFgAe7UiOm4KtR1yQxBzN', expiresInS: 60 },
  redeemSessionHandoff: { ...loginAnswer, token: 'c0ffee00handoff0session0token0000000000000' },
  freePlayLogin: { ...loginAnswer, userName: 'trial_83621', customerType: 4 },
  captcha: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  geetest: { gt: '019924a82c70bb123aae90d483087f94', challenge: 'c4ca4238a0b923820dcc509a6f75849b', newCaptcha: true },
  smsNoLogin: { expiredMinutes: 1 },
  sliderChallenge: {
    challenge: 'sl_4f1c2b9e0d7a',
    image: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    piece: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    width: 300,
    height: 150,
    pieceSize: 44,
    pieceY: 61,
  },
  sliderVerify: { challenge: 'sl_4f1c2b9e0d7a', seccode: '9d5ed678fe57bcca610140957afab571' },
  // Registration.
  registerSettings: registerRuleSet,
  countryList: {
    currencySymbol: '₹',
    currency: 'INR',
    countryCode: 'IN',
    countryDialingCode: '91',
    countries: [
      { countryCode: 'IN', countryDialingCode: '91' },
      { countryCode: 'VN', countryDialingCode: 84 },
    ],
  },
  affiliateCheck: null,
  register: { ...loginAnswer, customerId: 1002 },
  registerMobile: { ...loginAnswer, userName: '0133671234', customerId: 1003 },
  smsRegister: { expiredMinutes: '2' },
  // Password.
  changePassword: null,
  resetPasswordByEmail: null,
  resetPasswordBySms: null,
  // Member.
  memberInfo: {
    id: 1001,
    account: 'demo01',
    nickname: 'Demo',
    type: 0,
    clubLabel: { labelName: 'VIP1', type: 'AUTO', rankLevel: 1 },
    regDate: 1704067200000,
    mobile: '0133671****',
  },
  memberIcon: 'default',
  updateMemberIcon: null,
  playerRankProgress: {
    currentProgress: { completedConditions: 0, totalExpectedConditions: 1 },
    playerRankProgress: { labelId: 3 },
    playerRankName: 'Gold',
    nextRankName: 'Platinum',
    monthlyTurnover: { actual: 3000, expected: 10000 },
    totalTurnover: 7500,
  },
  verificationOtp: { expiredMinutes: 1 },
  bindMobile: { mobile: '91234****' },
  bindEmail: { email: 'ng*****@example.com' },
  updateLanguage: null,
  consolidatedFunds: { dailysalreqtype: null, divtypereq: [] },
  unreadCount: 3,
  processContractDividend: null,
  processDailySalaryContract: null,
  processContractHourSalary: null,
  processRealTimeSalaryContract: null,
  // System.
  systemStatus: {
    maintenance: false,
    regionRestriction: false,
    location: { ip: '203.0.113.7' },
    info: {
      whitelabel: whitelabelTree,
      register: registerRuleSet,
      resources: [
        { resourceType: 'TELEGRAM', url: 'https://t.me/lobby', labelNameEn: 'Telegram' },
        { resourceType: 'Android', url: 'https://downloads.example/lobby.apk', qrCodeUrl: null },
      ],
      customerService: [{ csType: 'LIVECHAT', type: '3', title: 'Live chat', path: 'https://chat.example/room' }],
      imageCDNs: ['https://images.example'],
      launchGameCDNs: ['https://launch.example'],
      mainDomain: 'lobby.example',
      domainRoute: null,
      gw: { GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: 7 },
    },
  },
  whitelabel: whitelabelTree,
  consolidatedSettings: { register: registerRuleSet, whitelabel: whitelabelTree, resources: [] },
  domainRoute: {
    customerService: [{ csType: 'TELEGRAM', title: 'Telegram', path: 'https://t.me/lobby' }],
    domainList: [{ domainName: 'https://www.lobby.example' }, { domainName: 'https://m.lobby.example' }],
  },
  helpCenter: [
    {
      title: 'About us',
      content: '<p>Who we are</p>',
      lang: 'EN',
      tag: 'aboutus',
      children: [{ title: 'Licence', content: '<p>Licensed</p>', tag: 'aboutus' }],
    },
    { title: 'FAQs', content: '<p>Questions</p>', tag: 'faqs', display: 1 },
  ],
  feedback: null,
  // Games.
  gameVendors: {
    data: {
      lanes: [
        {
          title: 'RNG',
          cards: [
            {
              cardId: 1273293,
              vassalage: 'JL',
              displayName: 'Jili',
              gameType: 'RNG',
              accountTypeId: 440,
              isGame: 'VASSALAGE',
              freeplay: 0,
              maintenance: null,
              smallIcon: 'https://images.example/smallImage/gcs__rng-jl.png',
              gameCount: 152,
            },
          ],
          gameClassify: [{ key: '3REELS', displayName: '3 Reels', gameCount: 538, sort: 0, vendors: ['PP', 'JL'] }],
        },
        {
          title: 'LIVE',
          cards: [{ vassalage: 'EZ', displayName: 'Ezugi', isGame: 'game', gameId: 'EZ0001', nodeId: '176721' }],
        },
      ],
    },
  },
  vassGameType: { content: { RNG: { JL: [] } } },
  gameList: { games: [jiliRummy, jiliLudo], totalPages: 3, totalCount: 52, pageNum: 1 },
  hotGames: { list: [jiliRummy, jiliLudo] },
  favouriteIds: [173957, '174856'],
  favouriteList: { content: [jiliRummy], pageNum: 1, totalPages: 1 },
  addFavourite: null,
  removeFavourite: null,
  recentGames: { list: [jiliLudo], totalPages: 1 },
  launchGame: launchAnswer,
  trialLaunch: launchAnswer,
  fbSportsLaunch: { content: { game_url2: 'https://sports.example/fb?t=abc' } },
  pokerRooms: { list: [{ roomId: 12, roomName: 'Table 1' }] },
  sportsHotMatches: [
    {
      matchId: 88120,
      leagueId: 301,
      homeTeam: 'Lions',
      awayTeam: 'Tigers',
      homeTeamImageUrl: 'https://img.example/teams/lions.png',
      awayTeamImageUrl: 'https://img.example/teams/tigers.png',
      title: 'Premier League',
      matchTime: 1735689600000,
      vassalage: 'FB',
    },
  ],
  winnerBoard: {
    list: [
      {
        vo: {
          recordId: 1,
          customerName: 'de***01',
          winAmount: 15230.5,
          gameName: 'Rummy',
          nodeId: 173957,
          vendor: 'JL',
        },
      },
      { vo: { recordId: 2, customerName: 'pl***02', winAmount: '980.00', gameName: 'Ludo', vendor: 'JL' } },
    ],
  },
  jackpot: 1234567.89,
  // Wallet and points.
  balance: {
    sumBalance: 1520.75,
    currencySymbol: '₹',
    currency: 'INR',
    balance: [{ accountTypeId: 2, availBalance: 1500.75 }],
  },
  allWalletBalances: {
    sumBalance: 1520.75,
    balances: [
      { accountTypeId: 2, accountName: 'MAIN', displayName: 'Main Wallet', availBalance: 1500.75, status: 'OK' },
      { accountTypeId: 401, accountName: 'EVO', displayName: 'Evolution Live Casino', availBalance: 20, status: 'OK' },
      { accountTypeId: 411, accountName: 'SABA', displayName: 'SABA Sports', availBalance: 0, status: 'MAINTENANCE' },
    ],
  },
  merchantWallet: { isSingle: 1 },
  walletTransfer: { successAmount: 100 },
  walletReturn: { successAmount: 20 },
  // Payment password, bank cards, withdrawals.
  securityConfig: {
    mobile: '0912000****',
    email: 'pl*****@lotus88.example',
    payeeName: null,
    paymentPasswordSet: true,
  },
  setPaymentPassword: null,
  resetPaymentPassword: null,
  withdrawBanks: [{ bankCode: 'VCB', bankName: 'Vietcombank' }],
  bankCards: [
    { id: 7, bankCode: 'VCB', bankName: 'Vietcombank', accountName: 'Somchai Player', cardNumber: '********0001' },
  ],
  addBankCard: { id: '8', bankCode: 'TCB', cardNumber: '********0002', createTime: 1735689600000 },
  deleteBankCard: null,
  withdrawSettings: {
    minimumAmount: 100,
    maximumAmount: 50000,
    minWithdrawal: 100,
    maxWithdrawal: 50000,
    chargeRate: 1.5,
    minimumCharge: 5,
    freeWithdrawalsPerDay: 1,
    freeWithdrawalsLeft: 0,
    c2cEnabled: false,
    paymentConfirmationMinutes: 30,
  },
  withdrawCharges: { amount: 1000, withdrawCharges: 15, actualAmount: 985 },
  withdraw: { withdrawId: 31, status: 'PENDING', amount: 1000, withdrawCharges: 15, actualAmount: 985 },
  withdrawRecords: {
    list: [
      {
        withdrawId: 31,
        amount: 1000,
        withdrawCharges: 15,
        actualAmount: 985,
        status: 'APPROVED',
        bankName: 'Vietcombank',
        cardNumber: '********0001',
        createTime: 1735689600000,
      },
    ],
    totalCount: 1,
    totalPages: 1,
  },
  paymentConfirmationList: {
    minutes: 15,
    list: [
      {
        withdrawId: '32',
        amount: 500,
        withdrawCharges: 7.5,
        actualAmount: 492.5,
        status: 'DISBURSED',
        c2c: true,
        createTime: 1735689600000,
        disbursedTime: 1735690000000,
        autoConfirmTime: 1735690900000,
      },
    ],
  },
  processC2CTransaction: {
    withdrawId: '32',
    amount: 500,
    withdrawCharges: 7.5,
    actualAmount: 492.5,
    status: 'RECEIVED',
    createTime: 1735689600000,
  },
  // Deposits, deposit limits, self-exclusion, the transfer to the upline.
  depositSettings: {
    allowDeposit: 'Y',
    depositOffMessage: null,
    totalDepositSuccessCount: 1,
    amountPresets: [100, 500, 1000, 5000],
    promotions: [{ promotionId: 7, title: 'First deposit bonus' }],
  },
  depositBanksList: {
    PG: {
      methodName: 'Online payment',
      channels: [
        { bankCode: 'QRPAY', bankName: 'QR payment', bankType: 'QR', vendorId: 901, minAmount: 50, maxAmount: 20000 },
      ],
    },
    MT: {
      methodName: 'Bank transfer',
      channels: [
        {
          bankCode: 'TCB',
          bankName: 'Techcombank',
          bankType: 'BANK',
          vendorId: 0,
          minAmount: 100,
          maxAmount: 100000,
          accountName: 'Lotus Payments Ltd',
          accountNumber: '000188776655',
          bankBranch: 'Head office',
        },
      ],
    },
  },
  newDepositPG: {
    depositId: 41,
    status: 'PENDING',
    amount: 300,
    redirectUrl: '/wps/pay/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  },
  newDepositBankTransfer: {
    depositId: 42,
    status: 'PENDING',
    amount: 250,
    remarks: 'from my VCB',
    bankBranch: 'Head office',
    bankChName: 'Techcombank',
    receiverNamePinyin: 'Lotus Payments Ltd',
    accountNumber: '000188776655',
  },
  createDepositTask: {
    depositId: 42,
    method: 'MT',
    amount: 250,
    status: 'PENDING',
    taskCreated: true,
    createTime: 1735689600000,
  },
  depositUploadImage: {
    depositId: 42,
    method: 'MT',
    amount: 250,
    status: 'PENDING',
    receipt: true,
    createTime: 1735689600000,
  },
  depositReceipt: { depositId: 42, image: 'data:image/png;base64,iVBORw0KGgo=' },
  depositRecords: {
    list: [{ depositId: 41, method: 'PG', amount: 300, status: 'SUCCESSFUL', createTime: 1735689600000 }],
    totalCount: 1,
    totalPages: 1,
  },
  depositLimits: {
    daily: { limit: 1000, used: 300, pendingLimit: null, pendingFrom: null },
    weekly: { limit: 5000, used: 300, pendingLimit: 8000, pendingFrom: 1735776000000 },
    monthly: { limit: null, used: 300 },
  },
  setDepositLimits: {
    daily: { limit: 1000, used: 300 },
    weekly: { limit: 5000, used: 300 },
    monthly: { limit: null, used: 300 },
  },
  selfExclude: { until: 1736294400000 },
  uplineInfo: { uplineName: 'Agent One' },
  transferToUpline: { successAmount: 1000, uplineName: 'Agent One' },
  memberTransactions: { list: [{ txTimeInTimestamp: 1735689600000, amount: -100, remark: 'to JL', txTypeId: 8202 }] },
  personalRngHistory: betHistorySample('RNG', 'JL', 'Fortune Gems'),
  personalLiveHistory: betHistorySample('LIVE', 'EVO', 'Speed Baccarat A'),
  personalFishHistory: betHistorySample('FISH', 'JL', 'Jackpot Fishing'),
  personalPvpHistory: betHistorySample('PVP', 'KM', "Texas Hold'em"),
  personalSportsHistory: betHistorySample('SPORTS', 'SBO', 'SBOBET'),
  personalElottHistory: betHistorySample('ELOTT', 'TCG_LOTTO', 'Fast 3'),
  personalLottHistory: betHistorySample('LOTT', 'TCG_LOTTO', '5D Lotto'),
  transactionHistory: {
    list: [
      {
        id: 'D7',
        txTime: 1735700000000,
        type: 'DEPOSIT',
        detail: 'DEPOSIT',
        amount: 500,
        balance: null,
        status: 'PENDING',
        remark: 'Bank transfer',
      },
      {
        id: 'L42',
        txTime: 1735690000000,
        type: 'GAME',
        detail: 'PAYOUT',
        amount: 20,
        balance: 1520,
        status: 'SUCCESS',
        remark: 'Fortune Gems',
      },
      {
        id: 'L41',
        txTime: 1735690000000,
        type: 'GAME',
        detail: 'BET',
        amount: -10,
        balance: 1500,
        status: 'SUCCESS',
        remark: 'Fortune Gems',
      },
    ],
    totalCount: 3,
    totalPages: 1,
  },
  pointBalance: '120',
  pointRewards: { list: [{ id: 5, name: 'Free spin pack', price: 100, inventory: 20 }], totalPages: 1 },
  pointConversionTypes: [{ type: 'MONEY' }],
  pointConfig: { enabled: true },
  redeemPointList: { list: [], totalPages: 0 },
  redeemPointReward: null,
  convertPoints: null,
  // Content.
  announcements: {
    banners: [banner],
    player: [{ id: 7, title: 'Maintenance on Sunday', content: '<p>02:00-04:00</p>' }],
    popup: [],
    promotion: [
      { ...banner, id: 32, groupName: '', category: 'deposit_promo', promoAnnouncementCategoryIds: [3, '7'] },
    ],
    hot: [],
  },
  availablePromotions: { content: { MANUAL: { count: 2 }, RAFFLE: { count: 0 }, REFERRAL: { enabled: true } } },
  merchantAvailablePromotions: { content: { MANUAL: { count: 1 } } },
  promotionCategories: {
    categories: [
      { id: 3, code: 'deposit_promo', name: 'Deposit bonuses', sort: 8 },
      { id: '7', code: 'new_player', name: 'New players', sort: '12' },
    ],
  },
  promotionClaimList: [],
  rafflePromotionStatus: { isClaimed: 'N', hasStarted: 'Y', hasEnded: 'N', time: 3600 },
  claimRafflePromotion: { ticket: { id: 9, ticketId: 'T-9', startDateStr: '2025-01-01', endDateStr: '2025-01-31' } },
  signUpPromotionReward: null,
  missionSummary: { missions: [] },
  missionLeaderboard: { list: [] },
  liveModels: [],
  launchChat: { chatUrl: 'https://live.example/chat/1' },
  // Lottery.
  lotteryGameMenus: [
    { gameCode: 'VNC', gameName: 'Vietnam Lottery', gameGroupCode: 'VN', nextDrawTime: 1735689600000 },
  ],
  lotteryRecentMenus: [],
  vnLotteryMenus: { NORTH: { gameMenus: [{ gameCode: 'HN1', gameName: 'Ha Noi' }] } },
  vnLotteryRecent: [],
  popularLottery: [],
  vnOpenedNumeros: [],
  openedNumeros: [],
};
