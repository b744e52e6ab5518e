import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CenteredPanel, CenteredScreen } from '../../components/centered-panel';
import { NotFound } from '../../components/not-found';
import { desktopBridge } from './desktop-bridge';

/**
 * The frame of the screens only the desktop console shows. In a browser (no window.nestly) they
 * do not exist, so the website answers them like any unknown page.
 */
export function DesktopScreen({ children }: { children: ReactNode }) {
  if (!desktopBridge()) return <NotFound />;
  return (
    <CenteredScreen id="main">
      <Panel>
        <Brand>
          <img src="/favicon.svg" alt="" />
          Nestly Console
        </Brand>
        {children}
      </Panel>
    </CenteredScreen>
  );
}

const Panel = styled(CenteredPanel).attrs({ $maxWidth: '520px' })`
  h1 {
    font-size: 1.7rem;
  }
  p {
    margin: 0;
  }
`;

const Brand = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 1.2rem;
  font-weight: 800;
  img {
    width: 32px;
    height: 32px;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  & > * {
    flex: 1 1 200px;
  }
`;
