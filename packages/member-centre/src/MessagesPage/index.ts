import { MessagesPage } from './MessagesPage';

export { MessagesPage };
/** The page as `React.lazy` takes it. */
export default MessagesPage;
