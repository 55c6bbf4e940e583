import { ProfitPage } from './ProfitPage';

export { ProfitPage };
/** The page as `React.lazy` takes it. */
export default ProfitPage;
