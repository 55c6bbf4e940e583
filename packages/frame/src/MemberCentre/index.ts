export { MemberCentre, type MemberCentreProps } from './MemberCentre';
