export { MemberCentre, memberPageShown, memberPagesFor, type MemberCentreProps } from './MemberCentre';
