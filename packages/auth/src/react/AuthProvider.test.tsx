import { createApiClient } from '@lobby/api-client';
import { sampleValues } from '@lobby/contract-fixtures/samples';
import { clearStorage, readStorage, storageKeys } from '@lobby/storage';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { readToken, storeMerchantCode, storeToken } from '../storage';
import { useLogout } from '../login/useLogout';
import { AuthProvider, useClearSession, useSession } from './AuthProvider';

const base = 'http://platform.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => clearStorage('session'));

const client = createApiClient({
  merchantCode: 'lotus88',
  baseUrl: base,
  token: readToken,
  language: () => 'EN',
  retryDelayMs: () => 1,
});
const roles = { agentTypes: [1, 2, 41, 42], trialType: 4 };

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <JotaiProvider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider client={client} roles={roles}>
          {children}
        </AuthProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

function Who() {
  const session = useSession();
  const clear = useClearSession();
  return (
    <>
      <p>
        {session.status}
        {session.member ? ` as ${session.member.account}` : ''}
        {session.isAgent ? ' (agent)' : ''}
        {session.isTrial ? ' (trial)' : ''}
      </p>
      <button type="button" onClick={clear}>
        Sign out
      </button>
    </>
  );
}

const memberInfo = (value: unknown) =>
  http.get(`${base}/wps/member/info`, ({ request }) =>
    request.headers.get('Authorization') === 'tok-1'
      ? HttpResponse.json({ success: true, value })
      : HttpResponse.json({ success: true, value: null }),
  );

describe('useSession', () => {
  it('is a visitor without a stored token and asks the platform nothing', async () => {
    let asked = false;
    server.use(http.get(`${base}/wps/member/info`, () => ((asked = true), HttpResponse.json({}))));
    render(<Who />, { wrapper });
    expect(screen.getByText('visitor')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(asked).toBe(false);
  });

  it('checks a stored token and becomes a member when member info answers', async () => {
    storeToken('tok-1');
    server.use(memberInfo(sampleValues.memberInfo));
    render(<Who />, { wrapper });
    expect(screen.getByText('checking')).toBeInTheDocument();
    expect(await screen.findByText('member as demo01')).toBeInTheDocument();
  });

  it('marks agents and trial accounts by member type', async () => {
    storeToken('tok-1');
    server.use(memberInfo({ ...sampleValues.memberInfo, type: 42 }));
    const { unmount } = render(<Who />, { wrapper });
    expect(await screen.findByText('member as demo01 (agent)')).toBeInTheDocument();
    unmount();

    server.use(memberInfo({ ...sampleValues.memberInfo, type: 4 }));
    render(<Who />, { wrapper });
    expect(await screen.findByText('member as demo01 (trial)')).toBeInTheDocument();
  });

  it('stays a visitor when the platform knows no one for the token', async () => {
    storeToken('expired');
    server.use(memberInfo(sampleValues.memberInfo));
    render(<Who />, { wrapper });
    expect(await screen.findByText('visitor')).toBeInTheDocument();
  });

  it('signing out clears the session but keeps the merchant code', async () => {
    storeMerchantCode('lotus88');
    storeToken('tok-1');
    server.use(memberInfo(sampleValues.memberInfo));
    render(<Who />, { wrapper });
    await screen.findByText('member as demo01');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(screen.getByText('visitor')).toBeInTheDocument();
    expect(readStorage(storageKeys.token)).toBeNull();
    expect(readStorage(storageKeys.account)).toBeNull();
    expect(readStorage(storageKeys.merchantCode)).toBe('lotus88');
  });
});

describe('useLogout', () => {
  function SignOut() {
    const session = useSession();
    const logout = useLogout();
    return (
      <>
        <p>{session.status}</p>
        <button type="button" onClick={() => logout.mutate()}>
          Confirm sign-out
        </button>
      </>
    );
  }

  it('forgets the token here before the platform revokes it, then revokes it by that token', async () => {
    storeToken('tok-1');
    const revoked: { authorization: string | null; storedToken: string | null }[] = [];
    server.use(
      memberInfo(sampleValues.memberInfo),
      http.delete(`${base}/wps/session/logout`, ({ request }) => {
        // By now nothing this tab sends carries the token: the platform can revoke it without a 401 anywhere.
        revoked.push({ authorization: request.headers.get('Authorization'), storedToken: readToken() });
        return HttpResponse.json({ success: true, value: null });
      }),
    );
    render(<SignOut />, { wrapper });
    await screen.findByText('member');

    await userEvent.click(screen.getByRole('button', { name: 'Confirm sign-out' }));

    expect(await screen.findByText('visitor')).toBeInTheDocument();
    await vi.waitFor(() => expect(revoked).toEqual([{ authorization: 'tok-1', storedToken: null }]));
  });

  it('signs the player out here even when the platform cannot be reached', async () => {
    storeToken('tok-1');
    server.use(
      memberInfo(sampleValues.memberInfo),
      http.delete(`${base}/wps/session/logout`, () => HttpResponse.error()),
    );
    render(<SignOut />, { wrapper });
    await screen.findByText('member');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm sign-out' }));
    expect(await screen.findByText('visitor')).toBeInTheDocument();
    expect(readToken()).toBeNull();
  });
});
