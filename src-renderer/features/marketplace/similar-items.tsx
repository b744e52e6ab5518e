import styled from 'styled-components';
import { useSimilarProducts } from '../../api/products';
import { ListingCard } from '../../components/listings/listing-card';
import { SkeletonCards } from '../../components/skeleton';
import { ListingGrid } from '../../components/listings/listing-grid';
import { Muted } from '../../components/ui';

/** Similar Items under a listing: same category, a shared title word, nearest price first. */
export function SimilarItems({ productId }: { productId: number }) {
  const { data: items, isLoading } = useSimilarProducts(productId);
  return (
    <Wrapper aria-labelledby="similar-heading">
      <h2 id="similar-heading">Similar Items</h2>
      {isLoading && (
        <ListingGrid aria-busy="true">
          <SkeletonCards count={3} />
        </ListingGrid>
      )}
      {items && items.length === 0 && <Muted>More items coming soon!</Muted>}
      {items && items.length > 0 && (
        <ListingGrid>
          {items.map((product) => (
            <ListingCard key={product.id} product={product} />
          ))}
        </ListingGrid>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.section`
  margin-top: 48px;
  h2 {
    margin: 0 0 16px;
    font-size: 1.3rem;
  }
`;
