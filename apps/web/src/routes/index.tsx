import { vars } from '@lobby/design-system';
import { createFileRoute } from '@tanstack/react-router';
import styled from 'styled-components';
import brand from 'virtual:lobby/brand';

const Main = styled.main`
  padding: ${vars.space[5]} ${vars.space[4]};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize.xxl};
`;

function Home() {
  return (
    <Main>
      <Title>{brand.displayName}</Title>
    </Main>
  );
}

export const Route = createFileRoute('/')({ component: Home });
