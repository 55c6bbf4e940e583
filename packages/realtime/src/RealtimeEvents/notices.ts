import {
  agentTransferEventData,
  depositEventData,
  salaryEventData,
  withdrawEventData,
  type RealtimeMessage,
} from '@lobby/contract/realtime';
import type { ToastOptions } from '@lobby/design-system';
import { formatMoney } from '@lobby/i18n';
import type { IntlShape } from '@lobby/i18n/react';
import { safeParse, type GenericSchema, type InferOutput } from 'valibot';
import { realtimeMessages as m } from './RealtimeEvents.messages';

/** The event's `data` as its type shapes it, or undefined when it is not. */
function dataOf<S extends GenericSchema>(schema: S, body: RealtimeMessage): InferOutput<S> | undefined {
  const parsed = safeParse(schema, body.data ?? {});
  return parsed.success ? parsed.output : undefined;
}

/** The server's own words of an event, when it sent any. */
const ownText = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/**
 * What the player is told of an event of their topic, in their language (contract §5.4: deposit arrived or failed,
 * withdrawal approved or rejected, a message, a bonus, a payment to confirm, money from the agent or the team, an
 * agent's salary paid);
 * undefined for an event this site does not know or whose data is not of its type (ignored).
 */
export function noticeOf(
  body: RealtimeMessage,
  intl: IntlShape,
  currency: string | undefined,
): ToastOptions | undefined {
  const money = (amount: number) => formatMoney(intl, amount, currency);
  switch (body.type) {
    case 'DEPOSIT': {
      const data = dataOf(depositEventData, body);
      if (!data) return undefined;
      const amount = money(Number(data.amount));
      return data.success
        ? {
            tone: 'success',
            title: intl.formatMessage(m.depositArrived),
            description: intl.formatMessage(m.depositArrivedText, { amount }),
          }
        : {
            tone: 'danger',
            title: intl.formatMessage(m.depositFailed),
            description: intl.formatMessage(m.depositFailedText, { amount }),
          };
    }
    case 'WITHDRAW': {
      const data = dataOf(withdrawEventData, body);
      if (!data) return undefined;
      const amount = money(Number(data.amount));
      if (data.success) {
        return {
          tone: 'success',
          title: intl.formatMessage(m.withdrawApproved),
          description: intl.formatMessage(m.withdrawApprovedText, { amount }),
        };
      }
      const remarks = ownText(data.remarks);
      const back = intl.formatMessage(m.withdrawRejectedText, { amount });
      return {
        tone: 'danger',
        title: intl.formatMessage(m.withdrawRejected),
        description: remarks ? `${remarks} ${back}` : back,
      };
    }
    case 'INBOX':
      return {
        title: ownText(body.title) ?? intl.formatMessage(m.newMessage),
        description: intl.formatMessage(m.newMessageText),
      };
    case 'PROMOTION_CLAIM': {
      const amount = Number(body.data?.amount);
      if (!Number.isFinite(amount)) return undefined;
      return {
        tone: 'success',
        title: intl.formatMessage(m.bonusCredited),
        description: intl.formatMessage(m.bonusCreditedText, { amount: money(amount) }),
      };
    }
    case 'MANUAL_PROMO':
      return { title: ownText(body.title) ?? intl.formatMessage(m.promotion), description: ownText(body.message) };
    case 'ONLINE_MSG':
      return { title: ownText(body.title) ?? intl.formatMessage(m.onlineMessage), description: ownText(body.message) };
    case 'PAYMENT_CONFIRMATION': {
      const amount = Number(body.data?.amount);
      if (!Number.isFinite(amount)) return undefined;
      return {
        title: intl.formatMessage(m.confirmPayment),
        description: intl.formatMessage(m.confirmPaymentText, { amount: money(amount) }),
        duration: Infinity,
      };
    }
    case 'AGENT_TRANSFER_AGENT_TO_DOWNLINE':
    case 'AGENT_TRANSFER_DOWNLINE_TO_AGENT': {
      const data = dataOf(agentTransferEventData, body);
      if (!data) return undefined;
      const text = body.type === 'AGENT_TRANSFER_AGENT_TO_DOWNLINE' ? m.transferFromAgentText : m.transferFromTeamText;
      return {
        tone: 'success',
        title: intl.formatMessage(m.transferReceived),
        description: intl.formatMessage(text, { amount: money(Number(data.amount)), sender: data.sender }),
      };
    }
    case 'AGENT_SALARY': {
      const data = dataOf(salaryEventData, body);
      if (!data) return undefined;
      return {
        tone: 'success',
        title: intl.formatMessage(m.salaryPaid),
        description: intl.formatMessage(m.salaryPaidText, { amount: money(Number(data.amount)) }),
      };
    }
    default:
      return undefined;
  }
}
