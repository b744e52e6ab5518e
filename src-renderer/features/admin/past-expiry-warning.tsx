import styled from 'styled-components';
import { AlertIcon } from '../../components/icons';

/** A date field's 'YYYY-MM-DD' read as the server reads it: that day's start, UTC. */
export function isPastExpiry(value: unknown, now = Date.now()): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return false;
  const time = new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value).getTime();
  return Number.isFinite(time) && time < now;
}

/** Under a deal's expiry date: saving is allowed, but the admin learns the deal will show as Expired at once. */
export function PastExpiryWarning({ value }: { value: unknown }) {
  return (
    <Warning role="status">
      {isPastExpiry(value) && (
        <>
          <AlertIcon size={18} />
          This expiry date has already passed: the deal will show as Expired and leave the deals list.
        </>
      )}
    </Warning>
  );
}

const Warning = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
  &:empty {
    display: none;
  }
`;
