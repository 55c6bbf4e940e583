import { vars } from '@lobby/design-system';
import { createRootRoute, Link, Outlet } from '@tanstack/react-router';
import styled from 'styled-components';
import brand from 'virtual:lobby/brand';

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-block-size: 3.5rem;
  padding-inline: ${vars.space[4]};
  background: ${vars.color.surface};
  border-block-end: 1px solid ${vars.color.border};
`;

const Logo = styled.img`
  block-size: 2rem;
  inline-size: auto;
`;

function RootLayout() {
  return (
    <>
      <Header>
        <Link to="/" aria-label={brand.displayName}>
          <Logo src="/logo.svg" alt="" width={160} height={32} />
        </Link>
      </Header>
      <Outlet />
    </>
  );
}

export const Route = createRootRoute({ component: RootLayout });
