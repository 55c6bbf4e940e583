import { BonusesPage } from './BonusesPage';

export { BonusesPage };
/** The page as `React.lazy` takes it. */
export default BonusesPage;
