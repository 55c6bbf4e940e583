import { atom } from 'jotai';

/**
 * The picture the loading cover shows above the logo: a visitor's first view of `/` or a game centre puts the page's
 * first banner there as soon as the start-up's announcements call answers, so the page's largest picture is on screen before the app's
 * code has run. Null when there is none.
 */
export const coverPictureAtom = atom<string | null>(null);
