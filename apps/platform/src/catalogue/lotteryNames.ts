/**
 * The words a lottery game's name is made of: where it draws, then its format (`Ha Noi Keno 5 Minutes`). The lottery
 * menus read a game's city, tag and pace back from its name, so the seed names its lottery games from these lists.
 */
export const lotteryPlaces = [
  'Ha Noi',
  'Ho Chi Minh',
  'Da Nang',
  'Bangkok',
  'Jakarta',
  'Manila',
  'Kuala Lumpur',
  'Mekong',
] as const;

export const lotteryFormats = ['Lottery', 'Keno', '5D', 'Fast 3', 'Lotto 6/45', 'Pick 3', 'PK10', '4D'] as const;
