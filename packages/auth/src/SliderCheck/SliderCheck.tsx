import { ApiError } from '@lobby/api-client';
import { Button, Dialog, Spinner } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { HumanCheckResult, HumanCheckScene } from '../humanCheck';
import { useAuthClient } from '../react/AuthProvider';
import { sliderCheckMessages as m } from './SliderCheck.messages';
import { Actions, Background, Centre, Message, Piece, Puzzle, Track } from './SliderCheck.styles';

export interface SliderCheckProps {
  scene: HumanCheckScene;
  /** Called once: passed with the fields for the guarded call, or cancelled when the player closes the dialog. */
  onSettle: (result: HumanCheckResult) => void;
}

const png = (base64: string) => `data:image/png;base64,${base64}`;

/**
 * The reference platform's slider puzzle: slide the piece into the picture's gap, then check. The range input makes it
 * work by pointer, touch and keyboard alike (arrows move a pixel, Page keys a tenth); a miss brings a new picture.
 */
export default function SliderCheck({ scene, onSettle }: SliderCheckProps) {
  const intl = useIntl();
  const client = useAuthClient();
  const [round, setRound] = useState(0);
  const [x, setX] = useState(0);
  const [missed, setMissed] = useState(false);
  const hintId = useId();

  const challenge = useQuery({
    queryKey: ['sliderChallenge', scene, round],
    queryFn: ({ signal }) => client.call('sliderChallenge', { scene, t: Date.now() }, { signal }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

  const another = (afterMiss: boolean) => {
    setMissed(afterMiss);
    setX(0);
    setRound((r) => r + 1);
  };

  const verify = useMutation({
    mutationFn: (input: { challenge: string; x: number }) => client.call('sliderVerify', input),
    onSuccess: (value) =>
      onSettle({ status: 'passed', fields: { geetestChallenge: value.challenge, geetestSeccode: value.seccode } }),
    onError: (error) => another(error instanceof ApiError && error.errorCode === 'slider_mismatch'),
  });

  const puzzle = challenge.data;
  const check = () => {
    if (puzzle && !verify.isPending) verify.mutate({ challenge: puzzle.challenge, x });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onSettle({ status: 'cancelled' });
      }}
      title={intl.formatMessage(m.title)}
      description={intl.formatMessage(m.description)}
      closeLabel={intl.formatMessage(m.close)}
      size="sm"
      footer={
        <Actions>
          <Button
            variant="secondary"
            onClick={() => {
              verify.reset();
              another(false);
            }}
            disabled={verify.isPending}
          >
            {intl.formatMessage(m.another)}
          </Button>
          <Button onClick={check} disabled={!puzzle} loading={verify.isPending}>
            {intl.formatMessage(m.check)}
          </Button>
        </Actions>
      }
    >
      {(missed || challenge.isError || verify.isError) && (
        <Message id={hintId} role="alert">
          {intl.formatMessage(challenge.isError || !missed ? m.failed : m.missed)}
        </Message>
      )}
      {/* The picture's coordinates are physical: the puzzle and its track stay left-to-right in every language. */}
      <div dir="ltr">
        <Puzzle $ratio={puzzle ? puzzle.width / puzzle.height : 2}>
          {puzzle ? (
            <>
              <Background src={png(puzzle.image)} alt="" width={puzzle.width} height={puzzle.height} />
              <Piece
                src={png(puzzle.piece)}
                alt=""
                style={{
                  left: `${(x / puzzle.width) * 100}%`,
                  top: `${(puzzle.pieceY / puzzle.height) * 100}%`,
                  width: `${(puzzle.pieceSize / puzzle.width) * 100}%`,
                }}
              />
            </>
          ) : (
            !challenge.isError && (
              <Centre>
                <Spinner label={intl.formatMessage(m.loading)} />
              </Centre>
            )
          )}
        </Puzzle>
        <Track
          type="range"
          min={0}
          max={puzzle ? puzzle.width - puzzle.pieceSize : 0}
          step={1}
          value={x}
          disabled={!puzzle || verify.isPending}
          aria-label={intl.formatMessage(m.position)}
          aria-describedby={missed ? hintId : undefined}
          onChange={(event) => setX(Number(event.currentTarget.value))}
          onPointerUp={check}
          onKeyDown={(event) => {
            if (event.key === 'Enter') check();
          }}
        />
      </div>
    </Dialog>
  );
}
