import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ShareIcon } from './icons';
import { MenuItem, MenuPanel } from './menu-style';
import { copyLink, nativeShare, NETWORK_LABELS, shareHref, ShareToggle, type ShareMenuProps } from './share-menu';

/** A share button opening a menu of networks; Escape closes it and returns focus to the button. */
export function ShareDropdown({ url, title, networks }: ShareMenuProps) {
  return (
    // opened by the click that loaded it
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>
        <ShareToggle type="button" aria-label={`Share ${title}`}>
          <ShareIcon size={18} />
        </ShareToggle>
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
