import { Button } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useState } from 'react';
import type { UpdateOffer } from '../updateOffer';
import { updatePromptMessages as messages } from './UpdatePrompt.messages';
import { Actions, Bar, Card, Message } from './UpdatePrompt.styles';

export interface UpdatePromptProps {
  offer: UpdateOffer;
  /** The player puts the new version off: the prompt goes, the page stays on its version. */
  onLater: () => void;
}

/**
 * "A new version is available": a small, non-modal notice with a reload. It takes no focus; its sentence is a status,
 * read out when the reader is idle.
 */
export function UpdatePrompt({ offer, onLater }: UpdatePromptProps) {
  const intl = useIntl();
  const [reloading, setReloading] = useState(false);
  return (
    <Bar>
      <Card>
        <Message role="status">{intl.formatMessage(messages.available)}</Message>
        <Actions>
          <Button size="sm" variant="ghost" onClick={onLater}>
            {intl.formatMessage(messages.later)}
          </Button>
          <Button
            size="sm"
            loading={reloading}
            onClick={() => {
              setReloading(true);
              offer.apply();
            }}
          >
            {intl.formatMessage(messages.reload)}
          </Button>
        </Actions>
      </Card>
    </Bar>
  );
}
