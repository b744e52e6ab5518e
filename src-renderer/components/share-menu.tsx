import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import styled from 'styled-components';
import { ShareIcon } from './icons';
import { MenuItem, MenuPanel, roundIconStyle } from './menu-style';
import { showToast } from './toast';

export type ShareNetwork = 'facebook' | 'twitter' | 'reddit' | 'email' | 'copy' | 'share';

const NETWORK_LABELS: Record<ShareNetwork, string> = {
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

interface ShareMenuProps {
  url: string;
  title: string;
  networks: ShareNetwork[];
}

/** A share button opening a menu of networks; Escape closes it and returns focus to the button. */
export function ShareMenu({ url, title, networks }: ShareMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Toggle type="button" aria-label={`Share ${title}`}>
          <ShareIcon size={18} />
        </Toggle>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <MenuPanel side="top" align="end" sideOffset={6}>
          {networks.map((network) => {
            const href = shareHref(network, url, title);
            const label = NETWORK_LABELS[network];
            return href ? (
              <MenuItem key={network} asChild>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {label}
                </a>
              </MenuItem>
            ) : (
              <MenuItem key={network} onSelect={() => void (network === 'copy' ? copyLink(url) : nativeShare(url, title))}>
                {label}
              </MenuItem>
            );
          })}
        </MenuPanel>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const Toggle = styled.button`
  ${roundIconStyle}
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
`;
