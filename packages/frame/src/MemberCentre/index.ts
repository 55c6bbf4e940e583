export { MemberCentre, memberPageFlags, memberPageShown, memberPagesFor, type MemberCentreProps } from './MemberCentre';
