export { handOffCodeAtom, takeHandOffCode } from './handOff';
export { HandOffDialog, type HandOffDialogProps } from './HandOffDialog';
export { useRedeemHandOff } from './useRedeemHandOff';
