import { AnnouncementPage } from './AnnouncementPage';

export { AnnouncementPage };
/** The page as `React.lazy` takes it. */
export default AnnouncementPage;
