import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { ShareIcon } from './icons';
import { roundIconStyle } from './link-styles';
import { showToast } from './toast';

export type ShareNetwork = 'facebook' | 'twitter' | 'reddit' | 'email' | 'copy' | 'share';

export const NETWORK_LABELS: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  reddit: 'Reddit',
  email: 'Email',
  copy: 'Copy link',
  share: 'Share',
};

export function shareHref(network: ShareNetwork, url: string, title: string): string | undefined {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${u}&title=${t}`;
    case 'email':
      return `mailto:?subject=${t}&body=${encodeURIComponent(`Check out this link: ${url}`)}`;
    default:
      return undefined;
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
  try {
    await navigator.share({ url, title });
  } catch {
    /* the person closed the share sheet */
  }
}

export interface ShareMenuProps {
  url: string;
  title: string;
  networks: ShareNetwork[];
}

// the menu (and its positioning library) loads when a share button is first pressed, not with the page
const ShareDropdown = lazy(async () => ({ default: (await import('./share-dropdown')).ShareDropdown }));
const preloadDropdown = () => void import('./share-dropdown');

/** A share button opening a menu of networks; Escape closes it and returns focus to the button. */
export function ShareMenu(props: ShareMenuProps) {
  const [isWanted, setWanted] = useState(false);
  const button = (
    <ShareToggle
      type="button"
      aria-label={`Share ${props.title}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preloadDropdown}
      onFocus={preloadDropdown}
      onClick={() => setWanted(true)}
    >
      <ShareIcon size={18} />
    </ShareToggle>
  );
  if (!isWanted) return button;
  return (
    <Suspense fallback={button}>
      <ShareDropdown {...props} />
    </Suspense>
  );
}

export const ShareToggle = styled.button`
  ${roundIconStyle}
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
`;
