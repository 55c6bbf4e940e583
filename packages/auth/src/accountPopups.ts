import { atom } from 'jotai';

/** Whether the register popup is open: the header's register button opens it. */
export const registerPopupAtom = atom(false);

/** Whether the forgot-password popup is open. */
export const forgotPopupAtom = atom(false);
