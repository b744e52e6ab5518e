import styled, { css } from 'styled-components';
import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import type { NestlyBridge } from '../../../src-shared/desktop/bridge';
import { showToast } from '../../components/toast';

/**
 * The public pages of the server the console works on. A community server's site opens in the
 * system browser; the embedded server answers only this window, so its site opens here.
 */
export function ViewSiteLink({ bridge }: { bridge: NestlyBridge }) {
  if (bridge.mode === 'embedded') {
    return (
      <div>
        <InternalLink href="/" aria-describedby="view-site-hint">
          View site
        </InternalLink>
        <Hint id="view-site-hint">Opens here: only this console can reach its embedded server.</Hint>
      </div>
    );
  }
  const href = `${window.location.origin}/`;
  const handleClick = async (event: MouseEvent) => {
    event.preventDefault();
    const isOpened = await bridge.openExternal(href).catch(() => false);
    if (!isOpened) showToast('The site could not be opened', href, 'error');
  };
  return (
    <ExternalLink href={href} onClick={handleClick}>
      View site<span className="visually-hidden"> (opens in your browser)</span>
    </ExternalLink>
  );
}

const linkStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 8px 12px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

const ExternalLink = styled.a`
  ${linkStyle}
`;

const InternalLink = styled(Link)`
  ${linkStyle}
`;

const Hint = styled.p`
  margin: 0;
  padding: 0 12px;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
