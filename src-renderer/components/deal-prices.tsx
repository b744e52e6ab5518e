import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatMoney } from '../../src-shared/format/money';
import type { Deal } from '../../src-shared/types';

interface DealPricesProps {
  deal: Pick<Deal, 'discounted_price' | 'original_price'>;
  /** a card's prices, or the large ones at the top of the deal's own page */
  size?: 'card' | 'page';
  /** what follows the prices on the same line (the deal page's saving) */
  children?: ReactNode;
}

/** A deal's sale price, then the price it was, struck through and read out as "was". */
export function DealPrices({ deal, size = 'card', children }: DealPricesProps) {
  return (
    <Wrapper $isLarge={size === 'page'}>
      <strong>{formatMoney(deal.discounted_price)}</strong>
      <s>
        <span className="visually-hidden">was </span>
        {formatMoney(deal.original_price)}
      </s>
      {children}
    </Wrapper>
  );
}

const Wrapper = styled.div<{ $isLarge: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ $isLarge }) => ($isLarge ? '12px' : '10px')};
  strong {
    font-size: ${({ $isLarge }) => ($isLarge ? '2rem' : '1.3rem')};
    color: ${({ theme }) => theme.colors.success};
  }
  s {
    font-size: ${({ $isLarge }) => ($isLarge ? '1.1rem' : 'inherit')};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
