import { PromotionMember } from './PromotionMember';

export { PromotionMember, type PromotionMemberProps } from './PromotionMember';
/** The member's side of a promotion as `React.lazy` takes it. */
export default PromotionMember;
