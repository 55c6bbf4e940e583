import { MyIncomePage } from './MyIncomePage';

export { MyIncomePage };
/** The page as `React.lazy` takes it. */
export default MyIncomePage;
