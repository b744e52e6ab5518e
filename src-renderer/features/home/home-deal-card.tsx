import styled from 'styled-components';
import type { Deal } from '../../../src-shared/types';
import { formatMoney } from '../../../src-shared/format/money';
import { CoverImage } from '../../components/cover-image';
import { Badge, Card } from '../../components/ui';

const CardLink = styled.a`
  display: flex;
  flex-direction: column;
  height: 100%;
  color: inherit;
  text-decoration: none;
  &:hover h3 {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const ImageWrap = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  span {
    position: absolute;
    top: 12px;
    left: 12px;
  }
`;

const Body = styled.div`
  display: grid;
  gap: 8px;
  padding: 16px;
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Prices = styled.div`
  display: flex;
  gap: 10px;
  align-items: baseline;
  strong {
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.success};
  }
  s {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A deal on the home page; it opens the retailer's page in a new tab. */
export function HomeDealCard({ deal }: { deal: Deal }) {
  return (
    <Card>
      <CardLink href={deal.link ?? `/deals/${deal.id}`} target="_blank" rel="noopener noreferrer">
        <ImageWrap>
          <CoverImage src={deal.image} loading="lazy" />
          <Badge>{`${deal.discount_percentage}% OFF`}</Badge>
        </ImageWrap>
        <Body>
          <h3>{deal.title}</h3>
          <p>{deal.description}</p>
          <Prices>
            <strong>{formatMoney(deal.discounted_price)}</strong>
            <s>
              <span className="visually-hidden">was </span>
              {formatMoney(deal.original_price)}
            </s>
          </Prices>
        </Body>
      </CardLink>
    </Card>
  );
}
