import { useRelatedDeals } from '../../api/deals';
import { SkeletonCards } from '../../components/skeleton';
import { Grid, SectionHeader } from '../../components/ui';
import { DealCard } from './deal-card';

/** Up to 3 deals like this one (same category first). */
export function SimilarDeals({ dealId }: { dealId: number }) {
  const { data, isLoading } = useRelatedDeals(dealId);
  if (!isLoading && (data ?? []).length === 0) return null;
  return (
    <section aria-labelledby="similar-deals">
      <SectionHeader>
        <h2 id="similar-deals">Similar Deals</h2>
      </SectionHeader>
      <Grid $min="260px">{isLoading ? <SkeletonCards count={3} /> : data?.map((deal) => <DealCard key={deal.id} deal={deal} headingLevel={3} />)}</Grid>
    </section>
  );
}
