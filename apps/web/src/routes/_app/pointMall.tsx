import { ComingSoonPage } from '../../pages/ComingSoonPage';
import { createFileRoute } from '@tanstack/react-router';

function PointMallPage() {
  return <ComingSoonPage page="pointMall" />;
}

export const Route = createFileRoute('/_app/pointMall')({ component: PointMallPage });
