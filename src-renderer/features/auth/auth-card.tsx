import type { ReactNode } from 'react';
import { CenteredPanel, CenteredScreen } from '../../components/centered-panel';
import { Logo } from '../../components/layout/logo';
import { Muted } from '../../components/ui';

/** The frame of the account screens (sign in, forgot password, new password): the logo, a title, a line under it, the form. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <CenteredScreen id="main">
      <CenteredPanel $maxWidth="420px">
        <Logo />
        <div>
          <h1>{title}</h1>
          <Muted>{intro}</Muted>
        </div>
        {children}
      </CenteredPanel>
    </CenteredScreen>
  );
}
