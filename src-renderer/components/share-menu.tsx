import { useState } from 'react';
import styled from 'styled-components';
import { ShareIcon } from './icons';
import { showToast } from './toast';

export type ShareNetwork = 'facebook' | 'twitter' | 'reddit' | 'email' | 'copy' | 'share';

const NETWORK_LABELS: Record<ShareNetwork, string> = {
  facebook: 'Facebook', twitter: 'Twitter', reddit: 'Reddit', email: 'Email', copy: 'Copy link', share: 'Share',
};

export function shareHref(network: ShareNetwork, url: string, title: string): string | undefined {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (network) {
    case 'facebook': return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter': return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'reddit': return `https://www.reddit.com/submit?url=${u}&title=${t}`;
    case 'email': return `mailto:?subject=${t}&body=${encodeURIComponent(`Check out this link: ${url}`)}`;
    default: return undefined;
  }
}

export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    showToast('Link copied to clipboard', undefined, 'success');
  } catch {
    showToast('Failed to copy', 'Could not copy link to clipboard', 'error');
  }
}

export async function nativeShare(url: string, title: string): Promise<void> {
  if (!navigator.share) {
    showToast('Sharing not supported', "Your browser doesn't support native sharing", 'error');
    return;
  }
  try { await navigator.share({ url, title }); } catch { /* the person closed the share sheet */ }
}

const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const List = styled.ul`
  position: absolute;
  right: 0;
  bottom: calc(100% + 6px);
  z-index: 20;
  list-style: none;
  margin: 0;
  padding: 6px;
  min-width: 150px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  a, button {
    display: block;
    width: 100%;
    padding: 8px 10px;
    border: 0;
    border-radius: 6px;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  }
`;

interface ShareMenuProps {
  url: string;
  title: string;
  networks: ShareNetwork[];
}

/** A share button that toggles a list of networks open and closed. */
export function ShareMenu({ url, title, networks }: ShareMenuProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Wrapper onKeyDown={(event) => { if (event.key === 'Escape') setOpen(false); }}>
      <Toggle type="button" aria-expanded={isOpen} aria-label={`Share ${title}`} onClick={() => setOpen(!isOpen)}>
        <ShareIcon size={18} />
      </Toggle>
      {isOpen && (
        <List>
          {networks.map((network) => {
            const href = shareHref(network, url, title);
            const label = NETWORK_LABELS[network];
            return (
              <li key={network}>
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>{label}</a>
                ) : (
                  <button type="button" onClick={() => { setOpen(false); void (network === 'copy' ? copyLink(url) : nativeShare(url, title)); }}>{label}</button>
                )}
              </li>
            );
          })}
        </List>
      )}
    </Wrapper>
  );
}
