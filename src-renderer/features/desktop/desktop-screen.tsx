import type { ReactNode } from 'react';
import styled from 'styled-components';
import { NotFound } from '../../components/not-found';
import { desktopBridge } from './desktop-bridge';

const Screen = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: 24px 16px;
`;

const Panel = styled.div`
  display: grid;
  gap: 20px;
  width: 100%;
  max-width: 520px;
  padding: 32px;
  border-radius: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  h1 { margin: 0; font-size: 1.7rem; }
  p { margin: 0; }
  @media (max-width: 480px) { padding: 24px 18px; }
`;

const Brand = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 1.2rem;
  font-weight: 800;
  img { width: 32px; height: 32px; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  & > * { flex: 1 1 200px; }
`;

export const Alert = styled.p`
  padding: 10px 12px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/**
 * The frame of the screens only the desktop console shows. In a browser (no window.nestly) they
 * do not exist, so the website answers them like any unknown page.
 */
export function DesktopScreen({ children }: { children: ReactNode }) {
  if (!desktopBridge()) return <NotFound />;
  return (
    <Screen id="main">
      <Panel>
        <Brand><img src="/favicon.svg" alt="" />Nestly Console</Brand>
        {children}
      </Panel>
    </Screen>
  );
}
