import { ContractPopup } from './ContractPopup';

export { ContractPopup, type ContractPopupProps } from './ContractPopup';
export { consolidatedKey, pendingContracts } from '../contracts/contractKinds';
/** The popup as `React.lazy` takes it. */
export default ContractPopup;
