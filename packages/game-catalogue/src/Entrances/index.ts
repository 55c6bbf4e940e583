export { Entrances, type Entrance, type EntrancesProps } from './Entrances';
export { entranceTypes, type EntranceType } from './entranceArt';
