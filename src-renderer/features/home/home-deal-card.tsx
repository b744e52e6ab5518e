import styled from 'styled-components';
import type { Deal } from '../../../src-shared/types';
import { cardImageLoading, CoverImage } from '../../components/cover-image';
import { Badge, Card } from '../../components/ui';
import { DealPrices } from '../../components/deal-prices';
import { HomeCardBody } from './home-card-body';

/** A deal on the home page; it opens the retailer's page in a new tab. `isFirst`: the first card, in the first screen. */
export function HomeDealCard({ deal, isFirst = false }: { deal: Deal; isFirst?: boolean }) {
  return (
    <Card>
      <CardLink href={deal.link ?? `/deals/${deal.id}`} target="_blank" rel="noopener noreferrer">
        <ImageWrap>
          <CoverImage src={deal.image} {...cardImageLoading(isFirst)} />
          <Badge>{`${deal.discount_percentage}% OFF`}</Badge>
        </ImageWrap>
        <HomeCardBody>
          <h3>{deal.title}</h3>
          <p>{deal.description}</p>
          <DealPrices deal={deal} />
        </HomeCardBody>
      </CardLink>
    </Card>
  );
}

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
