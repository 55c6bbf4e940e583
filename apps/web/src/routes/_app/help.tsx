import { HelpPage } from '../../pages/HelpPage';
import { createFileRoute } from '@tanstack/react-router';

/** The help centre (spec 2 §2), opened from the footer's FAQ; `/help#<tag>` opens at that section. */
export const Route = createFileRoute('/_app/help')({ component: HelpPage });
