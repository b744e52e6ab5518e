import styled from 'styled-components';
import { formatDate } from '../../../src-shared/format/dates';
import { formatMoney } from '../../../src-shared/format/money';
import { useDeal } from '../../api/deals';
import { ContentNotAvailable } from '../../components/content-not-available';
import { CoverImage } from '../../components/cover-image';
import { ExternalIcon, ShareIcon } from '../../components/icons';
import { LoadingPage } from '../../components/skeleton';
import { showToast } from '../../components/toast';
import { Badge, Button, ButtonLink, Cluster, ExternalButtonLink, Muted, Page } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { CouponCode } from './coupon-code';
import { expiryText } from './deal-expiry';
import { SimilarDeals } from './similar-deals';
import { DealPrices } from '../../components/deal-prices';
import { TwoColumns } from '../../components/two-columns';
import { DetailColumn } from '../../components/detail-column';

async function shareDeal(): Promise<void> {
  try {
    await navigator.clipboard.writeText(window.location.href);
    showToast('Link copied', 'Share this deal with friends and family', 'success');
  } catch {
    showToast('Failed to copy', 'Could not copy link to clipboard', 'error');
  }
}

/**
 * /deals/{id}: badges, prices, the coupon code, Get This Deal, Share this deal and Similar Deals. An
 * expired deal says so and offers neither its coupon nor the retailer's link, only the current deals.
 */
export function DealPage({ params }: { params: { id: string } }) {
  const { data: deal, isLoading, error } = useDeal(params.id);
  useDocumentTitle(deal?.title ?? (error ? 'Deal Not Found' : undefined));

  if (isLoading) return <LoadingPage height="420px" testId="skeleton" />;
  if (!deal) {
    return (
      <ContentNotAvailable
        title="Deal Not Available"
        message="This deal could not be found. It may have ended or been removed."
        failedMessage="This deal could not be loaded right now. Please try again later."
        error={error}
        redirectPath="/deals"
        redirectLabel="Deals"
      />
    );
  }

  return (
    <Page>
      <TwoColumns $columns="minmax(0, 1fr) minmax(0, 1fr)">
        <Image src={deal.image} />
        <Details>
          <Cluster>
            <Badge>{`${deal.discount_percentage}% OFF`}</Badge>
            {deal.is_expired ? <Badge $tone="danger">Expired</Badge> : <Badge $tone="success">Active</Badge>}
            {deal.category_name && <Badge $tone="muted">{deal.category_name}</Badge>}
          </Cluster>
          <h1>{deal.title}</h1>
          {deal.retailer && <Muted>{`From ${deal.retailer}`}</Muted>}
          <DealPrices deal={deal} size="page">
            <span>{`You save ${formatMoney(deal.original_price - deal.discounted_price)}`}</span>
          </DealPrices>
          <p>{deal.description}</p>
          {deal.is_expired && (
            <Ended role="note">
              <strong>This deal has expired.</strong> {deal.coupon_code ? 'Its price and coupon code no longer apply.' : 'Its price no longer applies.'}
            </Ended>
          )}
          {deal.coupon_code && !deal.is_expired && (
            <div>
              <h2>Coupon code</h2>
              <CouponCode code={deal.coupon_code} />
            </div>
          )}
          <Cluster $gap="12px">
            {deal.is_expired && <ButtonLink href="/deals">See Current Deals</ButtonLink>}
            {deal.link && !deal.is_expired && (
              <ExternalButtonLink href={deal.link} target="_blank" rel="noopener noreferrer">
                Get This Deal
                <ExternalIcon size={16} />
              </ExternalButtonLink>
            )}
            <Button type="button" $variant="secondary" onClick={() => void shareDeal()}>
              <ShareIcon size={16} />
              Share this deal
            </Button>
          </Cluster>
          <div>
            <p>{expiryText(deal)}</p>
            <Muted>{`Added ${formatDate(deal.created_at)}`}</Muted>
          </div>
          {deal.terms_conditions && (
            <div>
              <h2>Terms and conditions</h2>
              <Muted>{deal.terms_conditions}</Muted>
            </div>
          )}
        </Details>
      </TwoColumns>
      <SimilarDeals dealId={deal.id} />
    </Page>
  );
}

const Image = styled(CoverImage)`
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Details = styled(DetailColumn)`
  p {
    margin: 0;
  }
`;

const Ended = styled.p`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;
