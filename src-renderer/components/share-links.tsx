import styled from 'styled-components';
import { shareHref, type ShareNetwork } from './share-menu';

const NETWORKS: Array<[ShareNetwork, string]> = [
  ['facebook', 'Facebook'],
  ['twitter', 'Twitter'],
  ['reddit', 'Reddit'],
  ['email', 'Email'],
];

/** Share links for an article or review: Facebook, Twitter, Reddit and Email. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <List aria-label="Share">
      <li>
        <strong>Share:</strong>
      </li>
      {NETWORKS.map(([network, label]) => (
        <li key={network}>
          <a href={shareHref(network, url, title)} target="_blank" rel="noopener noreferrer" aria-label={`Share on ${label}`}>
            {label}
          </a>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 8px 14px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
    &:hover {
      border-color: ${({ theme }) => theme.colors.primary};
    }
  }
`;
