import { Link } from 'wouter';
import styled from 'styled-components';
import { useBlogs } from '../../api/blogs';
import { useDeals } from '../../api/deals';
import { SkeletonCards } from '../../components/skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { ButtonLink, Cluster, Grid, Muted, Page, SectionHeader } from '../../components/ui';
import { HomeBlogCard } from './home-blog-card';
import { HomeDealCard } from './home-deal-card';

const HOME_COUNT = 3;

function DealsSection() {
  const { data, isLoading, isError } = useDeals({ pageSize: HOME_COUNT });
  const deals = data?.items.slice(0, HOME_COUNT) ?? [];
  // hidden completely when loaded and empty (or failed)
  if (!isLoading && (isError || deals.length === 0)) return null;
  return (
    <section aria-labelledby="home-deals">
      <SectionHeader>
        <h2 id="home-deals">Best Baby Deals</h2>
        <Link href="/deals">View All Deals</Link>
      </SectionHeader>
      <Grid $min="280px">
        {isLoading ? <SkeletonCards count={HOME_COUNT} /> : deals.map((deal, index) => <HomeDealCard key={deal.id} deal={deal} isFirst={index === 0} />)}
      </Grid>
    </section>
  );
}

function BlogSection() {
  const { data, isLoading } = useBlogs({ pageSize: HOME_COUNT });
  const posts = data?.items.slice(0, HOME_COUNT) ?? [];
  return (
    <section aria-labelledby="home-blog">
      <SectionHeader>
        <h2 id="home-blog">Latest From Our Blog</h2>
        <Link href="/blog">View All</Link>
      </SectionHeader>
      {isLoading && (
        <Grid>
          <SkeletonCards count={HOME_COUNT} />
        </Grid>
      )}
      {!isLoading && posts.length === 0 && (
        <Empty>
          <Muted>No blog posts available yet.</Muted>
          <ButtonLink href="/blog" $variant="secondary">
            Check Blog Section
          </ButtonLink>
        </Empty>
      )}
      {posts.length > 0 && (
        <Grid>
          {posts.map((post) => (
            <HomeBlogCard key={post.id} post={post} />
          ))}
        </Grid>
      )}
    </section>
  );
}

export function HomePage() {
  useDocumentTitle('Nestly – Parenting Blog & Baby Deals', true);
  return (
    <Page>
      <Hero>
        <h1>Your Parenting Journey Starts Here</h1>
        <p>Advice from parents who have been there, honest reviews, the best baby deals and a marketplace for pre-loved baby gear.</p>
        <Cluster $gap="12px">
          <ButtonLink href="/blog">Read Our Blog</ButtonLink>
          <ButtonLink href="/deals" $variant="secondary">
            Find Best Deals
          </ButtonLink>
        </Cluster>
      </Hero>
      <DealsSection />
      <BlogSection />
    </Page>
  );
}

const Hero = styled.section`
  display: grid;
  gap: 16px;
  justify-items: start;
  padding: 56px 32px;
  border-radius: 24px;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.surfaceAlt}, ${({ theme }) => theme.colors.surface});
  border: 1px solid ${({ theme }) => theme.colors.border};
  h1 {
    margin: 0;
    font-size: clamp(2rem, 5vw, 3.2rem);
    max-width: 16ch;
  }
  p {
    margin: 0;
    max-width: 52ch;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  @media (max-width: 600px) {
    padding: 32px 20px;
  }
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 32px;
  text-align: center;
`;
