import { feedbackRules, feedbackTextLength, type FeedbackType, type InputOf } from '@lobby/contract';
import { Button, FormAlert, Select, TextArea } from '@lobby/design-system';
import { Controller, useController, useForm, useWatch } from '@lobby/forms';
import { useIntl } from '@lobby/i18n/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { array, check, object, picklist, pipe, string } from 'valibot';
import { feedbackFormMessages as m } from './FeedbackForm.messages';
import {
  Actions,
  Count,
  Fieldset,
  Form,
  Intro,
  Legend,
  Note,
  Refusals,
  Thanks,
  Thumbnail,
  ThumbnailName,
  Thumbnails,
  ThumbnailText,
} from './FeedbackForm.styles';
import { addPictures, type Picture, type PictureRefusal } from './pictures';

/** The feedback body the platform takes (`PUT /wps/feedback`). */
export type FeedbackBody = InputOf<'feedback'>;

export interface FeedbackFormProps {
  /** The signed-in player's username, sent as the sender; none for a visitor. */
  sender?: string | undefined;
  /** Sends the feedback; resolves once the platform took it. */
  onSubmit: (feedback: FeedbackBody) => Promise<unknown>;
  /** A failed sending in the player's words (the network, a time-out, the platform's own message). */
  describeError: (error: unknown) => string;
  /** The thank-you's close button. */
  onClose: () => void;
}

const typeWords = {
  1: m.typeSuggestion,
  2: m.typeProblem,
  3: m.typePayment,
  4: m.typeGames,
  5: m.typeOther,
} satisfies Record<FeedbackType, unknown>;

const typeValues = feedbackRules.types.map(String) as [string, ...string[]];

/** The text's rules as the platform keeps them (`feedbackRules`); each failure is a key of its own message. */
const schema = object({
  type: picklist(typeValues),
  content: pipe(
    string(),
    check((text) => feedbackTextLength(text) > 0, 'empty'),
    check((text) => {
      const length = feedbackTextLength(text);
      return length === 0 || length >= feedbackRules.minChars;
    }, 'tooShort'),
    check((text) => feedbackTextLength(text) <= feedbackRules.maxChars, 'tooLong'),
  ),
  pictures: array(object({ key: string(), name: string(), dataUrl: string() })),
});

interface Values {
  type: string;
  content: string;
  pictures: Picture[];
}

/** Keeps a file name whole and in its own direction inside a sentence of either direction. */
const isolate = (name: string) => `\u2068${name}\u2069`;

/**
 * The feedback form (spec 2 §5, contract §2.5): a type, the text with a live character count (10 to 140 characters),
 * and up to three PNG or JPG pictures of 5 MB at most, with thumbnails and remove buttons. Each refusal is said next
 * to its field, naming the file it is about, and nothing the player entered is lost: not by a refused file, not by a
 * platform refusal or a network fault (said above the button, the form kept). A sent feedback shows a thank-you.
 */
export function FeedbackForm({ sender, onSubmit, describeError, onClose }: FeedbackFormProps) {
  const intl = useIntl();
  const ids = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const [refusals, setRefusals] = useState<PictureRefusal[]>([]);
  const [adding, setAdding] = useState(false);

  const form = useForm<Values>({
    schema,
    defaultValues: { type: typeValues[0], content: '', pictures: [] },
  });
  // The attached pictures as one field (a list), through the controller the other forms use already.
  const { field: pictures } = useController({ control: form.control, name: 'pictures' });
  const { errors } = form.formState;
  const length = feedbackTextLength(useWatch({ control: form.control, name: 'content' }));

  const send = useMutation({ mutationFn: onSubmit });
  useEffect(() => {
    if (send.isSuccess) thanksHeading.current?.focus();
  }, [send.isSuccess]);

  const submit = form.handleSubmit((values) => {
    const [first, ...more] = values.pictures;
    send.mutate({
      content: values.content.trim(),
      type: Number(values.type),
      ...(sender ? { sender } : {}),
      ...(first ? { file: first.dataUrl } : {}),
      ...(more.length > 0 ? { files: more.map((picture) => picture.dataUrl) } : {}),
    });
  });

  const choose = async (files: File[]) => {
    setAdding(true);
    try {
      const attached = form.getValues('pictures');
      const { added, refused } = await addPictures(attached, files);
      if (added.length > 0) pictures.onChange([...attached, ...added]);
      setRefusals(refused);
    } finally {
      setAdding(false);
    }
  };

  if (send.isSuccess) {
    return (
      <Thanks>
        <h3 ref={thanksHeading} tabIndex={-1}>
          {intl.formatMessage(m.thanksTitle)}
        </h3>
        <p>{intl.formatMessage(m.thanksText)}</p>
        <Actions>
          <Button
            variant="secondary"
            onClick={() => {
              form.reset();
              setRefusals([]);
              send.reset();
            }}
          >
            {intl.formatMessage(m.another)}
          </Button>
          <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
        </Actions>
      </Thanks>
    );
  }

  const contentError = errors.content?.message;
  const contentErrorText =
    contentError === 'empty'
      ? intl.formatMessage(m.empty)
      : contentError === 'tooShort'
        ? intl.formatMessage(m.tooShort, { min: feedbackRules.minChars })
        : contentError === 'tooLong'
          ? intl.formatMessage(m.tooLong, { max: feedbackRules.maxChars, over: length - feedbackRules.maxChars })
          : undefined;
  const refusalText = (refusal: PictureRefusal) => {
    const name = isolate(refusal.name);
    switch (refusal.reason) {
      case 'wrongType':
        return intl.formatMessage(m.wrongType, { name });
      case 'tooBig':
        return intl.formatMessage(m.tooBig, { name });
      case 'tooMany':
        return intl.formatMessage(m.tooMany, { name, max: feedbackRules.maxImages });
      case 'unreadable':
        return intl.formatMessage(m.unreadable, { name });
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Intro>{intl.formatMessage(m.intro)}</Intro>
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Select
            label={intl.formatMessage(m.type)}
            options={feedbackRules.types.map((type) => ({
              value: String(type),
              label: intl.formatMessage(typeWords[type]),
            }))}
            value={field.value}
            onValueChange={field.onChange}
            name={field.name}
            ref={field.ref}
          />
        )}
      />
      <TextArea
        label={intl.formatMessage(m.content)}
        required
        rows={5}
        hint={
          <Count $over={length > feedbackRules.maxChars}>
            {intl.formatMessage(m.count, {
              count: length,
              min: feedbackRules.minChars,
              max: feedbackRules.maxChars,
            })}
          </Count>
        }
        error={contentErrorText}
        {...form.register('content')}
      />
      <Fieldset aria-describedby={`${ids}-pictures-hint ${ids}-refusals`}>
        <Legend>{intl.formatMessage(m.pictures)}</Legend>
        <Note id={`${ids}-pictures-hint`}>{intl.formatMessage(m.picturesHint, { max: feedbackRules.maxImages })}</Note>
        {pictures.value.length > 0 && (
          <Thumbnails>
            {pictures.value.map((picture, index) => (
              <Thumbnail key={picture.key}>
                <img src={picture.dataUrl} alt="" />
                <ThumbnailText>
                  <ThumbnailName title={picture.name}>{picture.name}</ThumbnailName>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      pictures.onChange(pictures.value.filter((_, at) => at !== index));
                      addButton.current?.focus();
                    }}
                  >
                    {intl.formatMessage(m.remove, { name: isolate(picture.name) })}
                  </Button>
                </ThumbnailText>
              </Thumbnail>
            ))}
          </Thumbnails>
        )}
        <div>
          <Button
            ref={addButton}
            variant="secondary"
            size="sm"
            loading={adding}
            onClick={() => fileInput.current?.click()}
          >
            {intl.formatMessage(m.addPictures)}
          </Button>
          {/* The button opens it; the choice is checked here rather than trusted to `accept`. */}
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            hidden
            tabIndex={-1}
            aria-label={intl.formatMessage(m.addPictures)}
            onChange={(event) => {
              const files = [...(event.currentTarget.files ?? [])];
              // Cleared, so choosing the same file again (after removing it) is a change again.
              event.currentTarget.value = '';
              if (files.length > 0) void choose(files);
            }}
          />
        </div>
        <div id={`${ids}-refusals`} aria-live="assertive">
          {refusals.length > 0 && (
            <Refusals>
              {refusals.map((refusal, index) => (
                <li key={`${refusal.reason}-${refusal.name}-${index}`}>{refusalText(refusal)}</li>
              ))}
            </Refusals>
          )}
        </div>
      </Fieldset>
      {sender && <Note>{intl.formatMessage(m.sender, { sender: isolate(sender) })}</Note>}
      {send.isError && <FormAlert>{describeError(send.error)}</FormAlert>}
      <Actions>
        <Button type="submit" loading={send.isPending} disabled={adding}>
          {intl.formatMessage(m.submit)}
        </Button>
      </Actions>
    </Form>
  );
}

export default FeedbackForm;
