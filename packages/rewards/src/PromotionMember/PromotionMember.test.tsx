import { fakeClient } from '@lobby/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../testing/renderPage';
import { rewardAnswers, sampleState } from '../testing/rewardAnswers';
import { PromotionMember } from './PromotionMember';

function renderMember(announcementId: number, place: 'card' | 'detail' = 'detail', state = sampleState()) {
  const { client, sent } = fakeClient(rewardAnswers(state));
  const onMoneyMoved = vi.fn();
  renderPage(
    <PromotionMember
      client={client}
      memberId="9"
      currency="USD"
      onMoneyMoved={onMoneyMoved}
      announcementId={announcementId}
      place={place}
    />,
  );
  const posts = (path: string) => sent.filter((request) => request.method === 'POST' && request.path.endsWith(path));
  return { posts, onMoneyMoved, state };
}

const part = () => screen.findByRole('region', { name: 'Take part' });

describe('PromotionMember', () => {
  it("shows the member's status on the card of any language, and nothing for a promotion without a member side", async () => {
    renderMember(203, 'card');
    expect(await screen.findByText('Open to join')).toBeInTheDocument();
  });

  it('refuses an empty comment and one over 140 characters in the form, counting as the member types', async () => {
    const user = userEvent.setup();
    const { posts } = renderMember(103);
    const region = within(await part());
    const comment = region.getByRole('textbox', { name: 'Your comment' });
    await user.click(region.getByRole('button', { name: 'Apply' }));
    expect(comment).toHaveAccessibleDescription(expect.stringContaining('Please write a comment.'));
    await user.click(comment);
    await user.paste('x'.repeat(141));
    expect(region.getByText(/^141 of 140 characters/)).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Apply' }));
    expect(comment).toHaveAccessibleDescription(
      expect.stringContaining('A comment holds at most 140 characters; yours has 141.'),
    );
    expect(comment).toHaveValue('x'.repeat(141));
    expect(posts('MCSFE_applyPromotion')).toHaveLength(0);
  });

  it('applies with the comment and shows it under review', async () => {
    const user = userEvent.setup();
    const { posts } = renderMember(103);
    const region = within(await part());
    await user.type(region.getByRole('textbox', { name: 'Your comment' }), 'Deposited 500 on Saturday');
    await user.click(region.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your application was sent.');
    expect(posts('MCSFE_applyPromotion')[0]?.body).toEqual({ promotionId: 3, comment: 'Deposited 500 on Saturday' });
    expect(await screen.findByText('Applied, under review')).toBeInTheDocument();
    expect(screen.getByText('Your comment: Deposited 500 on Saturday')).toBeInTheDocument();
  });

  it('claims an issued reward once and refreshes the balances', async () => {
    const user = userEvent.setup();
    const state = sampleState();
    const reload = state.promotions[2];
    if (reload) reload.status = 'issued';
    const { posts, onMoneyMoved } = renderMember(203, 'detail', state);
    await user.dblClick(await screen.findByRole('button', { name: 'Claim $88.00' }));
    expect(await screen.findByRole('status')).toHaveTextContent('$88.00 was added to your main wallet.');
    expect(posts('MCSFE_claimIssuedPromotion')).toHaveLength(1);
    expect(onMoneyMoved).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Claimed')).toBeInTheDocument();
  });

  it('joins a sign-up promotion', async () => {
    const user = userEvent.setup();
    const state = sampleState();
    const welcome = state.promotions[0];
    if (welcome) welcome.status = 'join';
    renderMember(101, 'detail', state);
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You have joined. We are checking your reward.');
    expect(await screen.findByText('Being processed')).toBeInTheDocument();
  });
});
