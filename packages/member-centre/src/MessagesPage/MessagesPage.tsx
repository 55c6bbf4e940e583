import type { ApiClient } from '@lobby/api-client';
import { errorCodes, mailLimits, type ValueOf } from '@lobby/contract';
import { AlertDialog, Button, FormAlert, Spinner, TextArea, TextField } from '@lobby/design-system';
import { useForm, useWatch } from '@lobby/forms';
import { useIntl } from '@lobby/i18n/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { maxLength, object, pipe, rawCheck, string } from 'valibot';
import { refusalCode } from '../common/errors';
import { useErrorText } from '../common/errorText';
import { Actions, Form, Notice, Section, SectionTitle } from '../common/page.styles';
import { Pager } from '../common/Pager';
import type { MemberCentrePageProps } from '../common/pageProps';
import { messagesPageMessages as m } from './MessagesPage.messages';
import {
  MailButton,
  MailHeading,
  MailList,
  MailMeta,
  MailThreadInfo,
  MailTitle,
  PlainText,
  Reply,
  ReplyAuthor,
  Thread,
  UnreadTag,
} from './MessagesPage.styles';
import { inboxKey, inboxQuery, mailQuery, textOfHtml } from './messages';

type Mail = ValueOf<'inboxMail'>;

/** What the page shows: the inbox, one message with its thread, or a new message to customer service. */
type View = { kind: 'list' } | { kind: 'mail'; id: string } | { kind: 'compose' };

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

interface PageContext {
  client: ApiClient;
  memberId: string;
  /** After a change that may move the unread count: every inbox page asked again, the app's badges too. */
  refreshInbox: () => Promise<void>;
}

/**
 * Platform messages (`messageV2`): the merchant's messages and the member's own to customer service, newest first, the
 * unread ones marked in words; a message opened shows its body (the merchant's HTML through the app's sanitising
 * renderer) and its thread, where the member replies, or deletes it after a confirmation. Reading one lowers the
 * badges the app shows.
 */
export function MessagesPage({ client, memberId, renderHtml, onUnreadChanged }: MemberCentrePageProps) {
  const queryClient = useQueryClient();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  /** The message whose row takes focus back when the list shows again. */
  const [returnTo, setReturnTo] = useState<string | null>(null);

  const context: PageContext = {
    client,
    memberId,
    refreshInbox: async () => {
      onUnreadChanged?.();
      await queryClient.invalidateQueries({ queryKey: inboxKey(memberId) });
    },
  };
  const showList = (focusId: string | null, said: string | null = null) => {
    setReturnTo(focusId);
    setNotice(said);
    setView({ kind: 'list' });
  };

  if (view.kind === 'mail') {
    return (
      <MailView
        {...context}
        mailId={view.id}
        renderHtml={renderHtml}
        onBack={() => showList(view.id)}
        onDeleted={(said) => showList(null, said)}
      />
    );
  }
  if (view.kind === 'compose') {
    return (
      <ComposeView
        {...context}
        onCancel={() => showList(null)}
        onSent={(mail) => setView({ kind: 'mail', id: String(mail.id) })}
      />
    );
  }
  return (
    <InboxView
      {...context}
      page={page}
      onPage={(next) => {
        setNotice(null);
        setPage(next);
      }}
      notice={notice}
      onNotice={setNotice}
      returnTo={returnTo}
      onOpen={(id) => {
        setNotice(null);
        setView({ kind: 'mail', id });
      }}
      onCompose={() => {
        setNotice(null);
        setView({ kind: 'compose' });
      }}
    />
  );
}

interface InboxViewProps extends PageContext {
  page: number;
  onPage: (page: number) => void;
  notice: string | null;
  onNotice: (notice: string) => void;
  returnTo: string | null;
  onOpen: (id: string) => void;
  onCompose: () => void;
}

function InboxView({
  client,
  memberId,
  refreshInbox,
  page,
  onPage,
  notice,
  onNotice,
  returnTo,
  onOpen,
  onCompose,
}: InboxViewProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const headingId = useId();
  const rowId = (id: string | number) => `${headingId}-mail-${id}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const inbox = useQuery(inboxQuery(client, memberId, page));
  const markAll = useMutation({
    mutationFn: () => client.call('markMailAsRead', { all: true }),
    onSuccess: async () => {
      onNotice(intl.formatMessage(m.allRead));
      await refreshInbox();
    },
  });

  // Back from a message: focus returns to its row, or to the heading when the row is gone (deleted).
  const loaded = inbox.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    if (returnTo !== null) {
      const row = document.getElementById(rowId(returnTo));
      if (row) return row.focus();
    }
    if (returnTo !== null || notice !== null) heading.current?.focus();
    // Once, when the list first shows after a message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  const title = (
    <SectionTitle id={headingId} ref={heading} tabIndex={-1}>
      {intl.formatMessage(m.title)}
    </SectionTitle>
  );
  if (inbox.isPending) {
    return (
      <Section aria-labelledby={headingId}>
        {title}
        <Spinner label={intl.formatMessage(m.loading)} />
      </Section>
    );
  }
  if (inbox.isError) {
    return (
      <Section aria-labelledby={headingId}>
        {title}
        <FormAlert>{intl.formatMessage(m.failed)}</FormAlert>
        <Actions>
          <Button variant="secondary" onClick={() => void inbox.refetch()}>
            {intl.formatMessage(m.retry)}
          </Button>
        </Actions>
      </Section>
    );
  }

  const { list, totalPages } = inbox.data;
  const unread = Number(inbox.data.unreadCount);
  return (
    <Section aria-labelledby={headingId}>
      {title}
      {notice && <Notice>{notice}</Notice>}
      <p>{intl.formatMessage(m.unreadSummary, { count: unread })}</p>
      <Actions>
        <Button onClick={onCompose}>{intl.formatMessage(m.write)}</Button>
        {unread > 0 && (
          <Button variant="secondary" loading={markAll.isPending} onClick={() => markAll.mutate()}>
            {intl.formatMessage(m.markAllRead)}
          </Button>
        )}
      </Actions>
      {markAll.error && <FormAlert>{errorText(markAll.error)}</FormAlert>}
      {list.length === 0 ? (
        <p>{intl.formatMessage(m.empty)}</p>
      ) : (
        <MailList>
          {list.map((mail) => {
            const date = intl.formatDate(Number(mail.sendTime), dateTime);
            const replies = Number(mail.replyCount ?? 0);
            return (
              <li key={mail.id}>
                <MailButton
                  type="button"
                  id={rowId(mail.id)}
                  $unread={!mail.read}
                  onClick={() => onOpen(String(mail.id))}
                >
                  <MailTitle dir="auto">{mail.title}</MailTitle>
                  <MailMeta>
                    {!mail.read && <UnreadTag>{intl.formatMessage(m.unread)}</UnreadTag>}
                    <span>{date}</span>
                  </MailMeta>
                  {(mail.from === 'MEMBER' || replies > 0) && (
                    <MailThreadInfo>
                      {mail.from === 'MEMBER' && <span>{intl.formatMessage(m.fromYou)}</span>}
                      {replies > 0 && <span>{intl.formatMessage(m.replies, { count: replies })}</span>}
                    </MailThreadInfo>
                  )}
                </MailButton>
              </li>
            );
          })}
        </MailList>
      )}
      <Pager page={page} totalPages={Number(totalPages)} onPageChange={onPage} label={intl.formatMessage(m.pages)} />
    </Section>
  );
}

interface MailViewProps extends PageContext {
  mailId: string;
  renderHtml: ((html: string) => ReactNode) | undefined;
  onBack: () => void;
  onDeleted: (notice: string) => void;
}

function MailView({ client, memberId, refreshInbox, mailId, renderHtml, onBack, onDeleted }: MailViewProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [asked, setAsked] = useState(false);
  const mail = useQuery(mailQuery(client, memberId, mailId));
  const remove = useMutation({
    mutationFn: () => client.call('deleteMail', { mailId }),
    onSuccess: async () => {
      setAsked(false);
      onDeleted(intl.formatMessage(m.deleted));
      await refreshInbox();
    },
    onError: () => setAsked(false),
  });

  // Opening marked the message read: the inbox and the badges learn it once it has loaded.
  const opened = mail.isSuccess;
  useEffect(() => {
    if (opened) void refreshInbox();
    // Once per message opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);
  // Focus moves to the message's heading as it shows, so a screen reader reads it from its title.
  useEffect(() => {
    heading.current?.focus();
  }, [opened, mail.isError]);

  const body = (from: string, content: string) =>
    from === 'MERCHANT' ? (
      (renderHtml?.(content) ?? <PlainText dir="auto">{textOfHtml(content)}</PlainText>)
    ) : (
      <PlainText dir="auto">{content}</PlainText>
    );
  const back = (
    <Actions>
      <Button variant="secondary" onClick={onBack}>
        {intl.formatMessage(m.back)}
      </Button>
    </Actions>
  );

  if (mail.isPending) {
    return (
      <Section>
        {back}
        <Spinner label={intl.formatMessage(m.loading)} />
      </Section>
    );
  }
  if (mail.isError) {
    const gone = refusalCode(mail.error) === errorCodes.mailNotFound;
    return (
      <Section>
        {back}
        <MailHeading ref={heading} tabIndex={-1}>
          {intl.formatMessage(gone ? m.gone : m.mailFailed)}
        </MailHeading>
        {!gone && (
          <Actions>
            <Button variant="secondary" onClick={() => void mail.refetch()}>
              {intl.formatMessage(m.retry)}
            </Button>
          </Actions>
        )}
      </Section>
    );
  }

  const { title, from, content, sendTime, replies } = mail.data;
  const author = (who: string) => intl.formatMessage(who === 'MEMBER' ? m.fromYou : m.fromSupport);
  return (
    <Section aria-labelledby={headingId}>
      {back}
      <MailHeading id={headingId} ref={heading} tabIndex={-1} dir="auto">
        {title}
      </MailHeading>
      <ReplyAuthor>
        {from === 'MEMBER' ? `${author(from)} · ` : ''}
        {intl.formatMessage(m.sentOn, { date: intl.formatDate(Number(sendTime), dateTime) })}
      </ReplyAuthor>
      {body(from, content)}
      {replies.length > 0 && (
        <>
          <SectionTitle as="h5">{intl.formatMessage(m.thread)}</SectionTitle>
          <Thread>
            {replies.map((reply) => (
              <Reply key={reply.id} $mine={reply.from === 'MEMBER'}>
                <ReplyAuthor>
                  {author(reply.from)} · {intl.formatDate(Number(reply.sendTime), dateTime)}
                </ReplyAuthor>
                {body(reply.from, reply.content)}
              </Reply>
            ))}
          </Thread>
        </>
      )}
      {from === 'MEMBER' && <ReplyForm client={client} memberId={memberId} mailId={mailId} />}
      {remove.error && <FormAlert>{errorText(remove.error)}</FormAlert>}
      <Actions>
        <Button variant="secondary" onClick={() => setAsked(true)}>
          {intl.formatMessage(m.delete)}
        </Button>
      </Actions>
      <AlertDialog
        kind="confirm"
        open={asked}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setAsked(false);
        }}
        title={intl.formatMessage(m.deleteTitle)}
        message={intl.formatMessage(m.deleteMessage, { title })}
        okLabel={intl.formatMessage(m.delete)}
        okVariant="danger"
        okLoading={remove.isPending}
        cancelLabel={intl.formatMessage(m.cancel)}
        onOk={() => remove.mutateAsync().catch(() => undefined)}
      />
    </Section>
  );
}

/** A text field's rule: not empty, within `max` characters; the messages in the member's language. */
function useTextRule(empty: string, max: number) {
  const intl = useIntl();
  return useMemo(
    () =>
      pipe(
        string(),
        rawCheck(({ dataset, addIssue }) => {
          if (dataset.typed && dataset.value.trim() === '') addIssue({ message: empty });
        }),
        maxLength(max, intl.formatMessage(m.tooLong, { max })),
      ),
    [empty, max, intl],
  );
}

function ReplyForm({ client, memberId, mailId }: { client: ApiClient; memberId: string; mailId: string }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  const content = useTextRule(intl.formatMessage(m.contentEmpty), mailLimits.content);
  const schema = useMemo(() => object({ content }), [content]);
  const form = useForm({ schema, defaultValues: { content: '' } });
  const typed = useWatch({ control: form.control, name: 'content' });
  const reply = useMutation({
    mutationFn: (text: string) => client.call('replyMail', { mailId, content: text }),
    onSuccess: async () => {
      form.reset();
      setSent(true);
      await queryClient.invalidateQueries({ queryKey: mailQuery(client, memberId, mailId).queryKey });
    },
    onError: () => setSent(false),
  });
  const submit = form.handleSubmit(({ content: text }) => {
    if (!reply.isPending) reply.mutate(text.trim());
  });
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      {sent && <Notice>{intl.formatMessage(m.replySent)}</Notice>}
      {reply.error && <FormAlert>{errorText(reply.error)}</FormAlert>}
      <TextArea
        label={intl.formatMessage(m.replyLabel)}
        rows={3}
        required
        hint={intl.formatMessage(m.count, { count: typed.length, max: mailLimits.content })}
        error={form.formState.errors.content?.message}
        {...form.register('content')}
      />
      <Actions>
        <Button type="submit" loading={reply.isPending}>
          {intl.formatMessage(m.replySend)}
        </Button>
      </Actions>
    </Form>
  );
}

interface ComposeViewProps extends PageContext {
  onCancel: () => void;
  onSent: (mail: Mail) => void;
}

function ComposeView({ client, refreshInbox, onCancel, onSent }: ComposeViewProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = useTextRule(intl.formatMessage(m.subjectEmpty), mailLimits.title);
  const content = useTextRule(intl.formatMessage(m.contentEmpty), mailLimits.content);
  const schema = useMemo(() => object({ title, content }), [title, content]);
  const form = useForm({ schema, defaultValues: { title: '', content: '' } });
  const typed = useWatch({ control: form.control, name: 'content' });
  const send = useMutation({
    mutationFn: (body: { title: string; content: string }) => client.call('sendMail', body),
    onSuccess: async (mail) => {
      onSent(mail);
      await refreshInbox();
    },
  });
  useEffect(() => heading.current?.focus(), []);
  const submit = form.handleSubmit((body) => {
    if (!send.isPending) send.mutate({ title: body.title.trim(), content: body.content.trim() });
  });
  return (
    <Section aria-labelledby={headingId}>
      <Actions>
        <Button variant="secondary" onClick={onCancel}>
          {intl.formatMessage(m.back)}
        </Button>
      </Actions>
      <SectionTitle id={headingId} ref={heading} tabIndex={-1}>
        {intl.formatMessage(m.composeTitle)}
      </SectionTitle>
      {send.error && <FormAlert>{errorText(send.error)}</FormAlert>}
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={intl.formatMessage(m.subject)}
          autoComplete="off"
          required
          maxLength={mailLimits.title}
          error={form.formState.errors.title?.message}
          {...form.register('title')}
        />
        <TextArea
          label={intl.formatMessage(m.content)}
          rows={6}
          required
          hint={intl.formatMessage(m.count, { count: typed.length, max: mailLimits.content })}
          error={form.formState.errors.content?.message}
          {...form.register('content')}
        />
        <Actions>
          <Button type="submit" loading={send.isPending}>
            {intl.formatMessage(m.send)}
          </Button>
        </Actions>
      </Form>
    </Section>
  );
}
