import styled, { css } from 'styled-components';
import { HeartIcon } from '../icons';
import { useFavoriteToggle } from './use-favorite-toggle';

interface FavoriteButtonProps {
  productId: number;
  isFavorite: boolean;
  /** 'overlay' sits on a card's photo; 'labelled' shows Save / Saved beside the heart */
  variant?: 'overlay' | 'labelled';
}

/** Adds or removes a listing from the signed-in member's favourites (signed out it explains why not). */
export function FavoriteButton({ productId, isFavorite, variant = 'overlay' }: FavoriteButtonProps) {
  const { toggle, isPending } = useFavoriteToggle();
  const label = isFavorite ? 'Remove from favorites' : 'Add to favorites';
  return (
    <Toggle
      type="button"
      $variant={variant}
      $isOn={isFavorite}
      aria-label={variant === 'overlay' ? label : undefined}
      title={label}
      disabled={isPending}
      onClick={() => toggle(productId, isFavorite)}
    >
      <HeartIcon filled={isFavorite} size={20} />
      {variant === 'labelled' && <span>{label}</span>}
    </Toggle>
  );
}

const Toggle = styled.button<{ $variant: 'overlay' | 'labelled'; $isOn: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $isOn }) => ($isOn ? theme.colors.danger : theme.colors.text)};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
  ${({ $variant }) =>
    $variant === 'overlay'
      ? css`
          width: 44px;
          border-radius: 50%;
          box-shadow: 0 1px 4px rgba(0, 0, 0, 0.2);
        `
      : css`
          padding: 10px 18px;
          border-radius: 999px;
        `}
`;
