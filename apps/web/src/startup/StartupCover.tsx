import { LoadingCover, type LoadingCoverProps } from '@lobby/frame';
import { useAtomValue } from 'jotai';
import { coverPictureAtom } from './coverPicture';

/** The frame's loading cover with the picture the start-up put there (`coverPictureAtom`), as index.html shows it. */
export function StartupCover(props: Omit<LoadingCoverProps, 'picture'>) {
  const picture = useAtomValue(coverPictureAtom);
  return <LoadingCover {...props} picture={picture} />;
}
