import { AgentHomePage } from '../../pages/AgentHomePage';
import { createFileRoute } from '@tanstack/react-router';

/** The agents' landing page after login, and the agent login for everyone else (spec 1 §2, §6). */
export const Route = createFileRoute('/_headerOnly/agentHome')({ component: AgentHomePage });
