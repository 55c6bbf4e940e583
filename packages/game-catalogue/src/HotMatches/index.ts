export { HotMatches, gameOfMatch, hotMatchesQuery, kickoffOf, type HotMatchesProps } from './HotMatches';
