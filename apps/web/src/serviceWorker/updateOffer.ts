import { atom } from 'jotai';

/** A new version of the site the player may switch to: `apply` reloads the page into it. */
export interface UpdateOffer {
  apply: () => void;
}

/** The offer the "new version" prompt shows; null while there is none (or the player put it off). */
export const updateOfferAtom = atom<UpdateOffer | null>(null);
