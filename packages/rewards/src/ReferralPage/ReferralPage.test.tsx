import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { referralAnswers, sampleFriends, sampleRanking } from '../testing/referralAnswers';
import { renderPage } from '../testing/renderPage';
import { ReferralPage } from './ReferralPage';
import { inviteLink } from './referral';

function renderReferral(platform: FakePlatform = referralAnswers(), renderQr?: (value: string) => string) {
  const { client, sent } = fakeClient(platform);
  renderPage(
    <ReferralPage
      client={client}
      memberId="9"
      onMoneyMoved={() => undefined}
      origin="https://lotus.example"
      renderQr={renderQr}
    />,
  );
  return { sent };
}

const link = 'https://lotus.example/register?r=P7K2R9MX';
const loaded = () => screen.findByRole('button', { name: 'Copy link' });
const section = (name: string) => screen.getByRole('region', { name });
/** The sentence announcing what was copied or shared: the page's own polite status. */
const announcement = () => {
  const status = screen.getAllByRole('status').find((node) => node.tagName === 'P');
  if (!status) throw new Error('No announcement');
  return status;
};
/** The friends listed: the first list of the section (the pages are a list too). */
const friendRows = () =>
  within(within(section('Your friends')).getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem');

describe('ReferralPage', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('shows the code, the invite link of this site with the code as r, and asks for a code to be made', async () => {
    const { sent } = renderReferral();
    await loaded();
    expect(screen.getByText('P7K2R9MX')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your invite link' })).toHaveValue(link);
    expect(screen.getByRole('textbox', { name: 'Your invite link' })).toHaveAttribute('readonly');
    expect(sent.find((request) => request.path.endsWith('MCSFE_getReferralDetails'))?.query).toEqual({
      autoGenerate: 'true',
    });
  });

  it('draws the QR code of the link through the function the app gives, and none without it', async () => {
    const drawn: string[] = [];
    renderReferral(referralAnswers(), (value) => {
      drawn.push(value);
      return 'QR';
    });
    await loaded();
    expect(drawn).toContain(link);
    expect(screen.getByText('Friends can scan this code to open your link.')).toBeInTheDocument();
  });

  it('copies the link and the code, and says so politely', async () => {
    const user = userEvent.setup();
    renderReferral();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(announcement()).toHaveTextContent('Your invite link was copied.');
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('P7K2R9MX');
    expect(announcement()).toHaveTextContent('Your referral code was copied.');
  });

  it('a browser that refuses copying is told to copy the link by hand', async () => {
    const user = userEvent.setup();
    renderReferral();
    await loaded();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(announcement()).toHaveTextContent('This browser did not allow copying.');
  });

  it("shares through the browser's share sheet where there is one; closing it is no failure", async () => {
    const share = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new DOMException('', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    renderReferral();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Join me',
      text: 'Register with my link, or enter my referral code P7K2R9MX.',
      url: link,
    });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(announcement()).toBeEmptyDOMElement();
  });

  it('offers no share button where the browser has no share sheet', async () => {
    renderReferral();
    await loaded();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('counts invitations and qualified friends', async () => {
    renderReferral();
    await loaded();
    const counts = within(section('Your invitations'));
    expect(counts.getAllByRole('definition').map((value) => value.textContent)).toEqual(['12', '4']);
    expect(counts.getByText('A friend qualifies with their first successful deposit.')).toBeInTheDocument();
  });

  it('lists the friends ten a page, with when they joined and whether they qualified', async () => {
    const user = userEvent.setup();
    renderReferral();
    await loaded();
    await waitFor(() => expect(friendRows()).toHaveLength(10));
    const friends = within(section('Your friends'));
    const first = friendRows()[0] as HTMLElement;
    expect(first).toHaveTextContent('fr***01');
    expect(first).toHaveTextContent('Qualified Nov 20, 2026');
    expect(first).toHaveTextContent('Joined Nov 19, 2026');
    expect(friendRows()[1]).toHaveTextContent('No deposit yet');
    await user.click(friends.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(friendRows()).toHaveLength(2));
    expect(friendRows()[0]).toHaveTextContent('fr***11');
  });

  it('says when no friend has registered yet, and the ranking is empty', async () => {
    renderReferral(referralAnswers([], { ...sampleRanking(), list: [], myRank: null, myQualifiedCount: 0 }));
    await loaded();
    expect(await screen.findByText('No friend has registered with your link yet.')).toBeInTheDocument();
    expect(
      await screen.findByText('No friend has qualified this month yet. Yours could be the first.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You enter the ranking when a friend you invited qualifies this month.'),
    ).toBeInTheDocument();
  });

  it("ranks this month's inviters, the member's own place marked", async () => {
    renderReferral();
    await loaded();
    const ranking = within(section('Top inviters this month'));
    await waitFor(() => expect(ranking.getAllByRole('listitem')).toHaveLength(3));
    expect(ranking.getByText('Nov 1, 2026 to Nov 30, 2026')).toBeInTheDocument();
    const mine = ranking.getAllByRole('listitem')[1] as HTMLElement;
    expect(mine).toHaveTextContent('No. 2pl***01 (you)4 qualified friends');
    expect(ranking.getAllByRole('listitem')[2]).toHaveTextContent('1 qualified friend');
    expect(ranking.getByText('You are No. 2 this month, with 4 qualified friends.')).toBeInTheDocument();
  });

  it('a failed load says so and tries again; a free-play account is told it cannot invite', async () => {
    const user = userEvent.setup();
    let fail = true;
    const answers = referralAnswers(sampleFriends(2));
    const details = answers['GET /wps/relay/MCSFE_getReferralDetails'];
    renderReferral({
      ...answers,
      'GET /wps/relay/MCSFE_getReferralDetails': (request) =>
        fail ? { fault: 'network' } : typeof details === 'function' ? details(request) : { value: null },
    });
    expect(await screen.findByText('Your invitations could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await loaded();
  });

  it('tells a free-play account it cannot invite', async () => {
    renderReferral({
      'GET /wps/relay/MCSFE_getReferralDetails': {
        status: 400,
        errorCode: 'trial_account_restricted',
        message: 'Not for trial accounts.',
      },
    });
    expect(await screen.findByText(/Free-play accounts cannot invite friends/)).toBeInTheDocument();
  });

  it('builds the link on the origin given, whatever its path', () => {
    expect(inviteLink('https://siam.example:8443', 'AB CD')).toBe('https://siam.example:8443/register?r=AB+CD');
  });
});
