import { Dialog, EmptyState } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { infoDialogMessages as m } from './InfoDialog.messages';

export interface InfoDialogProps {
  /** Which popup is open, or null. */
  kind: 'help' | 'feedback' | null;
  onClose: () => void;
}

/** The footer's help and feedback popups; their content arrives with the content issue. */
export function InfoDialog({ kind, onClose }: InfoDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={kind !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage(kind === 'feedback' ? m.feedback : m.help)}
      closeLabel={intl.formatMessage(m.close)}
      size="sm"
    >
      <EmptyState
        titleAs="p"
        title={intl.formatMessage(m.comingSoon)}
        description={intl.formatMessage(kind === 'feedback' ? m.feedbackDescription : m.helpDescription)}
      />
    </Dialog>
  );
}
