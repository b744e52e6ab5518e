import styled from 'styled-components';
import { CONDITION_LABELS } from '../../../src-shared/format/conditions';
import { formatMoney } from '../../../src-shared/format/money';
import { formatRelativeTime } from '../../../src-shared/format/relative-time';
import type { Product } from '../../../src-shared/types';
import { isNotFound } from '../../api/api-error';
import { useCurrentUser } from '../../api/auth';
import { useIsFavorite } from '../../api/favorites';
import { useProduct } from '../../api/products';
import { ContentNotAvailable } from '../../components/content-not-available';
import { ReportButton } from '../../components/report-dialog';
import { ShareMenu } from '../../components/share-menu';
import { SkeletonBlock } from '../../components/skeleton';
import { Badge, Cluster, Muted, Page } from '../../components/ui';
import { StatusBadge } from '../../components/listings/status-badge';
import { ListingStatusButtons } from '../../components/listings/listing-status-actions';
import { useDocumentTitle } from '../../components/use-document-title';
import { ContactSellerButton } from '../../components/contact-seller-button';
import { Breadcrumb } from './breadcrumb';
import { FavoriteButton } from '../../components/listings/favorite-button';
import { ListingGallery } from './listing-gallery';
import { SellerCard } from './seller-card';
import { SimilarItems } from './similar-items';
import { TwoColumns } from '../../components/two-columns';
import { DetailColumn } from '../../components/detail-column';
import { ListingPrice } from '../../components/listings/listing-price';
import { ModerationNotice } from '../../components/listings/moderation-notice';
import { useNow, useSiteOrigin } from '../../components/server-render';

function parseListingId(value: string): number | null {
  return /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function ListingDetails({ product }: { product: Product }) {
  const now = useNow();
  const origin = useSiteOrigin();
  const { isSignedIn, user } = useCurrentUser();
  const isOwn = user?.id === product.seller_id;
  const { data: isFavorite = false } = useIsFavorite(product.id, isSignedIn);
  const crumbs = [
    { label: 'Marketplace', href: '/marketplace' },
    ...(product.category ? [{ label: product.category.name, href: `/marketplace/category/${product.category.slug}` }] : []),
    { label: product.name },
  ];
  return (
    <Page>
      <Breadcrumb crumbs={crumbs} />
      <Layout>
        <ListingGallery images={product.images} name={product.name} />
        <DetailColumn>
          <h1>{product.name}</h1>
          <Cluster>
            <Badge $tone="muted">{CONDITION_LABELS[product.condition]}</Badge>
            {product.status !== 'active' && <StatusBadge status={product.status} />}
          </Cluster>
          <ModerationNotice moderation={product.moderation} />
          <ListingPrice $isLarge>{formatMoney(product.price)}</ListingPrice>
          <Facts>
            <div>
              <dt>Location</dt>
              <dd>{product.location ?? 'Unknown'}</dd>
            </div>
            <div>
              <dt>Listed</dt>
              <dd>{formatRelativeTime(product.created_at, now)}</dd>
            </div>
          </Facts>
          {product.status === 'sold' && <Muted role="status">This item has been sold.</Muted>}
          {isOwn && <ListingStatusButtons product={product} />}
          <Cluster $gap="10px">
            {/* a sold item cannot be bought any more; a reserved one can still be asked about */}
            {product.status !== 'sold' && <ContactSellerButton sellerId={product.seller_id} productId={product.id} />}
            {!isOwn && <FavoriteButton productId={product.id} isFavorite={isFavorite} variant="labelled" />}
            <ShareMenu url={`${origin}/marketplace/listing/${product.id}`} title={product.name} networks={['facebook', 'twitter', 'email', 'copy']} />
            <ReportButton targetType="product" targetId={product.id} ownerId={product.seller_id} />
          </Cluster>
          <section aria-labelledby="description-heading">
            <h2 id="description-heading">Description</h2>
            <Description>{product.description}</Description>
          </section>
          <SellerCard seller={product.seller} />
          <Muted>{`Listing ID: ${product.id}`}</Muted>
        </DetailColumn>
      </Layout>
      <SimilarItems productId={product.id} />
    </Page>
  );
}

/** /marketplace/listing/{id}: one listing; a missing one explains and returns to the marketplace after 5 s. */
export function ListingPage({ params }: { params: { id: string } }) {
  const id = parseListingId(params.id);
  const { data: product, isLoading, error } = useProduct(id);
  useDocumentTitle(product?.name ?? (isLoading ? 'Marketplace' : 'Listing Not Available'));

  if (id !== null && isLoading) {
    return (
      <Page aria-busy="true">
        <Layout>
          <SkeletonBlock $height="360px" />
          <DetailColumn>
            <SkeletonBlock $height="36px" $width="80%" />
            <SkeletonBlock $height="24px" $width="30%" />
            <SkeletonBlock $height="120px" />
          </DetailColumn>
        </Layout>
      </Page>
    );
  }
  // a refresh that fails for another reason (the server restarting) keeps the listing on screen
  if (id === null || isNotFound(error) || !product) {
    return (
      <ContentNotAvailable
        title="Listing Not Available"
        message="This marketplace listing is no longer available or may have been removed by the seller."
        redirectPath="/marketplace"
        redirectLabel="Marketplace"
      />
    );
  }
  return <ListingDetails product={product} />;
}

const Layout = styled(TwoColumns).attrs({ $columns: 'minmax(0, 1.1fr) minmax(0, 1fr)' })`
  @media (max-width: 860px) {
    gap: 20px;
  }
`;

const Facts = styled(Cluster).attrs({ as: 'dl', $gap: '8px 32px' })`
  margin: 0;
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
`;
