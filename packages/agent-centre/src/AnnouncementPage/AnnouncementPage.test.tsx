import { fakeClient } from '@lobby/api-client/testing';
import { screen, within } from '@testing-library/react';
import { reportAnswers } from '../testing/reportAnswers';
import { renderPage } from '../testing/renderPage';
import { AnnouncementPage } from './AnnouncementPage';

describe('AnnouncementPage', () => {
  it('shows the notices newest first, each with its date and its paragraphs, as text', async () => {
    const { client } = fakeClient(reportAnswers());
    renderPage(<AnnouncementPage client={client} memberId="9" />);
    const notices = await screen.findAllByRole('article');
    expect(notices.map((notice) => within(notice).getByRole('heading').textContent)).toEqual([
      'Transfers to downlines need your payment password',
      'Scheduled maintenance on Tuesday, 04:00 to 05:00 UTC',
    ]);
    expect(within(notices[0] as HTMLElement).getByText('Published Jan 3, 2026')).toBeInTheDocument();
    expect(within(notices[0] as HTMLElement).getAllByText(/./, { selector: 'p:not([class])' })).toHaveLength(2);
  });

  it('says when there are none, and why it could not load', async () => {
    const { client } = fakeClient({ 'GET /wps/relay/MCSFE_getAgentNotices': { value: { list: [] } } });
    renderPage(<AnnouncementPage client={client} memberId="9" />);
    expect(await screen.findByText('There are no notices for agents right now.')).toBeInTheDocument();
  });

  it('tells a caller who is not an agent that the page is for agents', async () => {
    const { client } = fakeClient({
      'GET /wps/relay/MCSFE_getAgentNotices': { status: 403, errorCode: 'agent_only', message: 'Agents only' },
    });
    renderPage(<AnnouncementPage client={client} memberId="9" />);
    expect(await screen.findByText(/Non-agents cannot log in/)).toBeInTheDocument();
  });
});
