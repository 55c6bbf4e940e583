import { RegisterCentrePage } from './RegisterCentrePage';

export { RegisterCentrePage };
/** The page as `React.lazy` takes it. */
export default RegisterCentrePage;
