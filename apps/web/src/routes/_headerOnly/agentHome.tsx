import { ComingSoonPage } from '@lobby/shell';
import { createFileRoute } from '@tanstack/react-router';

function AgentHomePage() {
  return <ComingSoonPage page="agentHome" />;
}

export const Route = createFileRoute('/_headerOnly/agentHome')({ component: AgentHomePage });
