import { Link } from 'wouter';
import styled from 'styled-components';
import { cardText } from '../../components/card-text';
import type { Deal } from '../../../src-shared/types';
import { truncate } from '../../../src-shared/format/text';
import { cardImageLoading, CoverImage } from '../../components/cover-image';
import { ExternalIcon, TagIcon } from '../../components/icons';
import { Badge, Card, Cluster, ExternalButtonLink } from '../../components/ui';
import { expiryText } from './deal-expiry';
import { DealPrices } from '../../components/deal-prices';

/** A deal in a list: discount badge, prices, expiry, coupon code and a Get Deal link to the retailer. */
export function DealCard({ deal, featured = false, headingLevel = 2 }: { deal: Deal; featured?: boolean; headingLevel?: 2 | 3 }) {
  const href = `/deals/${deal.id}`;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Article $featured={featured}>
      <ImageLink href={href} tabIndex={-1} aria-hidden="true">
        <CoverImage src={deal.image} {...cardImageLoading(featured)} />
        <Discount>{`${deal.discount_percentage}% OFF`}</Discount>
      </ImageLink>
      <Body $featured={featured}>
        <Cluster>
          {featured && <Badge>Featured</Badge>}
          {deal.is_expired && <Badge $tone="muted">Expired</Badge>}
          {deal.retailer && <Badge $tone="muted">{deal.retailer}</Badge>}
        </Cluster>
        <Heading>
          <Link href={href}>{deal.title}</Link>
        </Heading>
        <p>{truncate(deal.description, featured ? 220 : 110)}</p>
        <DealPrices deal={deal} />
        <p>{expiryText(deal)}</p>
        {deal.coupon_code && !deal.is_expired && (
          <Coupon>
            <TagIcon size={16} />
            Code: <code>{deal.coupon_code}</code>
          </Coupon>
        )}
        {deal.link && !deal.is_expired && (
          <div>
            <ExternalButtonLink href={deal.link} target="_blank" rel="noopener noreferrer" aria-label={`Get Deal: ${deal.title} (opens in a new tab)`}>
              Get Deal
              <ExternalIcon size={16} />
            </ExternalButtonLink>
          </div>
        )}
      </Body>
    </Article>
  );
}

const Article = styled(Card)<{ $featured: boolean }>`
  display: grid;
  grid-template-columns: ${({ $featured }) => ($featured ? 'minmax(0, 1.1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  grid-template-rows: ${({ $featured }) => ($featured ? 'auto' : 'auto 1fr')};
  align-content: start;
  @media (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto 1fr;
  }
`;

const ImageLink = styled(Link)`
  position: relative;
  display: block;
  aspect-ratio: 16 / 10;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Discount = styled(Badge)`
  position: absolute;
  top: 12px;
  left: 12px;
  font-size: 0.95rem;
`;

const Body = styled.div<{ $featured: boolean }>`
  display: grid;
  align-content: start;
  gap: 8px;
  padding: ${({ $featured }) => ($featured ? '28px' : '16px')};
  h2,
  h3 {
    margin: 0;
    font-size: ${({ $featured }) => ($featured ? '1.6rem' : '1.1rem')};
  }
  ${cardText}
`;

const Coupon = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  code {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;
